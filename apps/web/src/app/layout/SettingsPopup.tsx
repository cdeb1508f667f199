import * as Popover from '@radix-ui/react-popover';
import { Settings, X } from 'lucide-react';
import { Button } from '../../shared/ui/index.ts';
import { ExplorerSelect } from '../../features/settings/index.ts';
import { RpcEndpointSetting } from '../../features/network/index.ts';

/** The Settings popup composes the explorer choice (settings) and the RPC endpoint (network). */
export function SettingsPopup() {
  return (
    <Popover.Root modal>
      <Popover.Trigger asChild>
        <Button variant="ghost" aria-label="Settings" className="px-3">
          <Settings className="size-4" aria-hidden />
          <span className="hidden md:inline">Settings</span>
        </Button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={12}
          aria-label="Settings"
          className="z-50 w-[min(22rem,calc(100vw-1.5rem))] space-y-5 rounded-2xl border border-line bg-surface p-5 shadow-2xl"
        >
          <div className="flex items-center justify-between">
            <h2 className="text-base font-semibold">Settings</h2>
            <Popover.Close className="rounded-lg p-1.5 text-muted hover:bg-surface-2 hover:text-fg" aria-label="Close">
              <X className="size-4" aria-hidden />
            </Popover.Close>
          </div>
          <ExplorerSelect />
          <RpcEndpointSetting />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
