/** Pool transactions (DESIGN.md 4): instructions only; the server prepares, signs and sends them. */
export { WRAPPED_SOL_MINT, TOKEN_PROGRAM_ADDRESS, TOKEN_2022_PROGRAM_ADDRESS, isNativeSide, tokenAccountOf, type PoolToken } from './pool-token.js';
export { poolAccounts, type PoolAccounts } from './pool-accounts.js';
export { initPoolInstructions, lpMintSize, type InitPoolInput } from './init-pool.js';
export { addLiquidityInstructions, removeLiquidityInstructions, swapInstructions, type PoolSides } from './liquidity.js';
export { improvementInstructions, type ImprovementPayment } from './improvement.js';
export { SWAP_RECEIPT_SIZE, swapReceiptAddress, type SwapReceipt } from './swap-receipt.js';
export { lpTopUpInstructions } from './lp-topup.js';
export { lpBurnInstructions, lpLockAccountOf, lpLockInstructions, lpUnlockInstructions } from './lp-positions.js';
