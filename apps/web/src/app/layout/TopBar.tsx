import { Gauge, Settings } from 'lucide-react';
import { lazy, Suspense, type ReactNode } from 'react';
import { WalletButton } from '../../features/wallet/index.ts';
import { Button } from '../../shared/ui/index.ts';
import { Logo } from './Logo.tsx';
import { MobileNav } from './MobileNav.tsx';

// The popups (forms, zod checks, Radix tabs and selects) load beside the page instead of before
// it: until they arrive their buttons stand in place, disabled.
const popups = () => import('./TopBarPopups.tsx');
const SlippagePopup = lazy(async () => ({ default: (await popups()).SlippagePopup }));
const SettingsPopup = lazy(async () => ({ default: (await popups()).SettingsPopup }));

function PopupButton({ label, icon }: { label: string; icon: ReactNode }) {
  return (
    <Button variant="ghost" aria-label={label} className="px-3" disabled>
      {icon}
      <span className="hidden md:inline">{label}</span>
    </Button>
  );
}

export function TopBar() {
  return (
    <header className="sticky top-0 z-30 h-16 border-b border-line/60 bg-bg/80 backdrop-blur">
      <div className="mx-auto flex h-full max-w-[1600px] items-center gap-2 px-3 sm:gap-3 sm:px-6">
        <MobileNav />
        <Logo />
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <Suspense fallback={<PopupButton label="Slippage & Priority" icon={<Gauge className="size-4" aria-hidden />} />}>
            <SlippagePopup />
          </Suspense>
          <Suspense fallback={<PopupButton label="Settings" icon={<Settings className="size-4" aria-hidden />} />}>
            <SettingsPopup />
          </Suspense>
          <WalletButton />
        </div>
      </div>
    </header>
  );
}
