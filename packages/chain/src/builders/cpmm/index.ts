/**
 * Builders for pools on a CPMM program (Raydium CPMM's interface): one file per pool action, each
 * pure over a venue and a pool snapshot, returning `{ instructions, quote }`; the caller signs and sends.
 */
export { CPMM_DEPLOYMENTS, configForTradeFee, cpmmAuthorities, type CpmmDeployment, type CpmmVenue, type VenueConfig } from './venue.js';
export { reservesOf, sidesFrom, type CpmmPoolSnapshot, type PoolSide } from './pool-snapshot.js';
export { minimumAfterSlippage, maximumAfterSlippage } from './slippage.js';
export { priceImpactBps } from './price-impact.js';
export { createPoolInstructions, type CreatePoolInput, type CreatePoolQuote, type PoolMintInput } from './create-pool.js';
export { depositInstructions, lpForDeposit, type DepositInput, type DepositQuoteWithLimits } from './deposit.js';
export { withdrawInstructions, type WithdrawInput, type WithdrawQuoteWithLimits } from './withdraw.js';
export { swapBaseInputInstructions, type SwapBaseInputInput, type SwapBaseInputQuote } from './swap-base-input.js';
export { swapBaseOutputInstructions, type SwapBaseOutputInput, type SwapBaseOutputQuote } from './swap-base-output.js';
export { userAddress, userSigner, type User } from './user.js';
export { bestPoolForSwap, deepestPool, isPriceOutlier, solPairDepth, PRICE_OUTLIER_BPS, type RoutedQuote } from './routing.js';
