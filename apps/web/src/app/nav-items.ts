/** The sidebar's items, in the spec's order (spec 2 "Shell layout"), with Vesting after Token Distribution. */
import { ROUTES } from '../shared/routes.ts';

export interface NavItem {
  label: string;
  to: string;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Dashboard', to: ROUTES.dashboard },
  { label: 'Wallet Manager', to: ROUTES.walletManager },
  { label: 'Token Distribution', to: ROUTES.tokenDistribution },
  { label: 'Vesting', to: ROUTES.vesting },
  { label: 'Create Solana Token', to: ROUTES.createToken },
  { label: 'Create Liquidity Pool', to: ROUTES.createPool },
  { label: 'Manage Liquidity', to: ROUTES.manageLiquidity },
  { label: 'Swap Token', to: ROUTES.swap },
  { label: 'Update Metadata', to: ROUTES.updateMetadata },
  { label: 'Revoke Authorities', to: ROUTES.revokeAuthorities },
  { label: 'Revoke Mint', to: ROUTES.revokeMint },
  { label: 'Revoke Freeze', to: ROUTES.revokeFreeze },
  { label: 'Revoke Update', to: ROUTES.revokeUpdate },
  { label: 'Burn Token', to: ROUTES.burnToken },
  { label: 'Making Bots', to: ROUTES.makingBots },
];
