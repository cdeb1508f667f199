/**
 * Every route of the app, defined once (spec 2 route table). The router, the sidebar, the landing
 * page and every link read their paths from here.
 */
export const ROUTES = {
  landing: '/',
  shell: '/solana',
  dashboard: '/solana/dashboard',
  walletManager: '/solana/wallet-management',
  tokenDistribution: '/solana/token-distribution',
  vesting: '/solana/vesting',
  createToken: '/solana/create-solana-token',
  createPool: '/solana/create-liquidity-pool',
  manageLiquidity: '/solana/manage-liquidity',
  swap: '/solana/swap',
  updateMetadata: '/solana/update-metadata',
  revokeAuthorities: '/solana/revoke-authorities',
  revokeMint: '/solana/revoke-mint',
  revokeFreeze: '/solana/revoke-freeze',
  /** The spec's "Make Token Immutable" page revokes the update authority. */
  revokeUpdate: '/solana/revoke-update',
  burnToken: '/solana/burn-token',
  makingBots: '/solana/making-bots',
  demoTokenPage: '/solana/demo-token-page',
  /** The trading page of any token; build links with `tokenPath`. */
  tokenPage: '/solana/token/:mint',
  /** Where token pages lived before: redirects to `tokenPage`, so old links keep working. */
  legacyTokenPage: '/token/:mint',
} as const;

export const tokenPath = (mint: string) => `/solana/token/${encodeURIComponent(mint)}`;
/** Create Pool with the token already chosen as the base side. */
export const createPoolPath = (mint: string) => `${ROUTES.createPool}?base=${encodeURIComponent(mint)}`;
export const manageLiquidityPath = (pool?: string) => (pool ? `${ROUTES.manageLiquidity}?pool=${encodeURIComponent(pool)}` : ROUTES.manageLiquidity);

/** A child path of the /solana shell, for the router: '/solana/swap' -> 'swap'. */
export const shellChild = (path: string) => path.slice(ROUTES.shell.length + 1);
