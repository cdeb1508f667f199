import { WalletButton } from '../../features/wallet/index.ts';
import { SlippagePopup } from '../../features/settings/index.ts';
import { Logo } from './Logo.tsx';
import { MobileNav } from './MobileNav.tsx';
import { SettingsPopup } from './SettingsPopup.tsx';

export function TopBar() {
  return (
    <header className="sticky top-0 z-30 h-16 border-b border-line/60 bg-bg/80 backdrop-blur">
      <div className="mx-auto flex h-full max-w-[1600px] items-center gap-2 px-3 sm:gap-3 sm:px-6">
        <MobileNav />
        <Logo />
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <SlippagePopup />
          <SettingsPopup />
          <WalletButton />
        </div>
      </div>
    </header>
  );
}
