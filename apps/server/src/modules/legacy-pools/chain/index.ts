/**
 * The instructions of server-held pools of earlier versions, kept only to wind them down (their
 * payouts, the LP locks' account) and for tests that open such a pool the way those versions did.
 */
export { WRAPPED_SOL_MINT, isNativeSide, tokenAccountOf, type PoolToken } from './pool-token.ts';
export { poolAccounts, type PoolAccounts } from './pool-accounts.ts';
export { initPoolInstructions, lpMintSize, type InitPoolInput } from './init-pool.ts';
export { addLiquidityInstructions, removeLiquidityInstructions, type PoolSides } from './liquidity.ts';
export { improvementInstructions, type ImprovementPayment } from './improvement.ts';
export { LP_LOCK_SEED, lpBurnInstructions, lpLockAccountOf } from './lp-positions.ts';
