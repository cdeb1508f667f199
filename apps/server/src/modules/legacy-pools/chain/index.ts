/**
 * The instructions of server-held pools of earlier versions, kept only to wind them down (their
 * payouts, a due LP lock's release) and for tests that open such a pool the way those versions did.
 */
export { WRAPPED_SOL_MINT, isNativeSide, tokenAccountOf, type PoolToken } from './pool-token.ts';
export { poolAccounts, type PoolAccounts } from './pool-accounts.ts';
export { initPoolInstructions, lpMintSize, type InitPoolInput } from './init-pool.ts';
export { addLiquidityInstructions, removeLiquidityInstructions, type PoolSides } from './liquidity.ts';
export { improvementInstructions, type ImprovementPayment } from './improvement.ts';
export { lpBurnInstructions, lpLockAccountOf, lpLockInstructions, lpUnlockInstructions } from './lp-positions.ts';
