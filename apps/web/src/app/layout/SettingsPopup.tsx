import { Settings } from 'lucide-react';
import { HeaderPopover } from '../../shared/ui/index.ts';
import { CurrencySelect, ExplorerSelect } from '../../features/settings/index.ts';
import { RpcEndpointSetting } from '../../features/network/index.ts';

/** The Settings popup composes the explorer and currency choices (settings) and the RPC endpoint (network). */
export function SettingsPopup() {
  return (
    <HeaderPopover label="Settings" icon={<Settings className="size-4" aria-hidden />} className="w-[min(22rem,calc(100vw-1.5rem))] space-y-5">
      <ExplorerSelect />
      <CurrencySelect />
      <RpcEndpointSetting />
    </HeaderPopover>
  );
}
