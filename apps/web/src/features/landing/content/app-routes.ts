/**
 * The app routes the landing page sends people to (spec 2 route table). Kept here rather than
 * imported from the shell: features do not import each other or the app layer.
 */
export const APP_ROUTES = {
  createToken: '/solana/create-solana-token',
  createPool: '/solana/create-liquidity-pool',
  manageLiquidity: '/solana/manage-liquidity',
  dashboard: '/solana/dashboard',
  walletManager: '/solana/wallet-management',
  revokeAuthorities: '/solana/revoke-authorities',
  burnToken: '/solana/burn-token',
  makingBots: '/solana/making-bots',
  demoTokenPage: '/solana/demo-token-page',
} as const;
