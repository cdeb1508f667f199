/** The sidebar's 13 items, in the spec's order (spec 2 "Shell layout"). */
export interface NavItem {
  label: string;
  to: string;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Dashboard', to: '/solana/dashboard' },
  { label: 'Wallet Manager', to: '/solana/wallet-management' },
  { label: 'Create Solana Token', to: '/solana/create-solana-token' },
  { label: 'Create Liquidity Pool', to: '/solana/create-liquidity-pool' },
  { label: 'Manage Liquidity', to: '/solana/manage-liquidity' },
  { label: 'Swap Token', to: '/solana/swap' },
  { label: 'Update Metadata', to: '/solana/update-metadata' },
  { label: 'Revoke Authorities', to: '/solana/revoke-authorities' },
  { label: 'Revoke Mint', to: '/solana/revoke-mint' },
  { label: 'Revoke Freeze', to: '/solana/revoke-freeze' },
  { label: 'Revoke Update', to: '/solana/revoke-update' },
  { label: 'Burn Token', to: '/solana/burn-token' },
  { label: 'Making Bots', to: '/solana/making-bots' },
];
