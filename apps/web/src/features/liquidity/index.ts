/** Liquidity pools: the create and manage pages, and the pool data other features show. */
export { CreatePoolPage } from './CreatePoolPage.tsx';
export { ManageLiquidityPage } from './ManageLiquidityPage.tsx';
export { dataOf, usePoolsQuery, usePricesQuery, useWalletTokensQuery } from './api.ts';
export { PoolTokenPicker, SOL_TOKEN } from './PoolTokenPicker.tsx';
export { PoolPriceChart } from './PoolPriceChart.tsx';
export { usePoolTransaction } from './use-pool-transaction.ts';
export { failureText } from './failure-text.ts';
export { formResolver } from './form-resolver.ts';
export { show, typedAmount } from './amount-text.ts';
export { TransferFeeNotice } from './TransferFeeNotice.tsx';
