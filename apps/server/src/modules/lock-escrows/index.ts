/**
 * Escrows of the lock program (Jupiter Lock's interface) read from the chain, whoever made them:
 * their API views, what they still hold back, and the token page's vesting entry. Vesting, the
 * token page and LP figures all read escrows through here.
 */
export { chainSeconds, nowSeconds } from './chain-now.ts';
export { escrowView, escrowViews } from './escrow-view.ts';
export { mintEscrows } from './mint-escrows.ts';
export { lockedSums, shareOf, type LockedSums } from './locked-sums.ts';
export { vestingRisk } from './vesting-risk.ts';
