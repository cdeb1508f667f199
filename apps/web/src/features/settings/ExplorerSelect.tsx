import { useId } from 'react';
import * as Select from '@radix-ui/react-select';
import { Check, ChevronDown } from 'lucide-react';
import { EXPLORERS, TEXTS, type Explorer } from '@toolkit/shared';
import { useSettings } from './use-settings.ts';

/** 'Preferred Explorer': every explorer link in the app follows this choice. */
export function ExplorerSelect() {
  const { settings, save } = useSettings();
  const labelId = useId();
  return (
    <div>
      <p id={labelId} className="mb-1.5 text-sm font-medium">
        {TEXTS.preferredExplorer}
      </p>
      <Select.Root value={settings.explorer} onValueChange={(v) => void save({ ...settings, explorer: v as Explorer })}>
        <Select.Trigger
          aria-labelledby={labelId}
          className="flex w-full items-center justify-between rounded-xl border border-line bg-bg px-3 py-2.5 text-sm hover:border-accent/60"
        >
          <Select.Value />
          <Select.Icon>
            <ChevronDown className="size-4 text-muted" aria-hidden />
          </Select.Icon>
        </Select.Trigger>
        <Select.Portal>
          <Select.Content
            position="popper"
            sideOffset={4}
            className="z-[60] w-[var(--radix-select-trigger-width)] rounded-xl border border-line bg-surface p-1 shadow-2xl"
          >
            <Select.Viewport>
              {EXPLORERS.map((name) => (
                <Select.Item
                  key={name}
                  value={name}
                  className="flex cursor-pointer select-none items-center justify-between rounded-lg px-3 py-2 text-sm outline-none data-[highlighted]:bg-surface-2"
                >
                  <Select.ItemText>{name}</Select.ItemText>
                  <Select.ItemIndicator>
                    <Check className="size-4 text-accent" aria-hidden />
                  </Select.ItemIndicator>
                </Select.Item>
              ))}
            </Select.Viewport>
          </Select.Content>
        </Select.Portal>
      </Select.Root>
    </div>
  );
}
