import { NavLink } from 'react-router';
import {
  Bot,
  Coins,
  Droplets,
  Flame,
  LayoutDashboard,
  Lock,
  LockKeyhole,
  PencilLine,
  Repeat,
  ShieldOff,
  Snowflake,
  Wallet,
  Waves,
  type LucideIcon,
} from 'lucide-react';
import { NAV_ITEMS } from '../nav-items.ts';
import { cn } from '../../shared/ui/index.ts';

const ICONS: Record<string, LucideIcon> = {
  Dashboard: LayoutDashboard,
  'Wallet Manager': Wallet,
  'Create Solana Token': Coins,
  'Create Liquidity Pool': Droplets,
  'Manage Liquidity': Waves,
  'Swap Token': Repeat,
  'Update Metadata': PencilLine,
  'Revoke Authorities': ShieldOff,
  'Revoke Mint': LockKeyhole,
  'Revoke Freeze': Snowflake,
  'Revoke Update': Lock,
  'Burn Token': Flame,
  'Making Bots': Bot,
};

/** The app's navigation: a fixed column on large screens, the same list inside the phone drawer. */
export function SidebarNav({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <nav aria-label="App">
      <ul className="space-y-1">
        {NAV_ITEMS.map(({ label, to }) => {
          const Icon = ICONS[label] ?? Coins;
          return (
            <li key={to}>
              <NavLink
                to={to}
                onClick={onNavigate}
                className={({ isActive }) =>
                  cn(
                    'flex items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-medium transition-colors',
                    isActive ? 'bg-accent/15 text-accent ring-1 ring-accent/40' : 'text-muted hover:bg-surface-2 hover:text-fg',
                  )
                }
              >
                <Icon className="size-4 shrink-0" aria-hidden />
                {label}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

export function Sidebar() {
  return (
    <aside className="sticky top-16 hidden h-[calc(100dvh-4rem)] w-64 shrink-0 overflow-y-auto border-r border-line/60 px-4 py-6 lg:block">
      <SidebarNav />
    </aside>
  );
}
