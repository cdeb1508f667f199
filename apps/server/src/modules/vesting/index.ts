export { vestingRoutes } from './routes.ts';
/** For the token page: the escrows of a mint, their sums, views and the risk entry. */
export { mintEscrows } from './mint-escrows.ts';
export { lockedSums, shareOf } from './locked-sums.ts';
export { escrowViews, nowSeconds } from './escrow-view.ts';
export { vestingRisk } from './vesting-risk.ts';
