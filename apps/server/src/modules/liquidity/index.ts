/** Liquidity pools (DESIGN.md 4): creation, deposits, withdrawals and the pool views. */
export { liquidityRoutes, BUILD_RATE_LIMIT, POOL_LIST_RATE_LIMIT } from './routes.ts';
export { createPoolReader, type PoolReader } from './pool-reader.ts';
export { amountOf, poolMath } from './pool-amounts.ts';
export { poolLockKey, poolSides } from './pool-row.ts';
export { poolTransferFees, type PoolTransferFees } from './pool-transfer-fees.ts';
export { poolLockOf, poolOf } from './liquidity-kinds.ts';
export { readPoolState, type PoolState } from './pool-state.ts';
export { poolStats } from './pool-stats.ts';
export { createPoolStore, type PoolRow } from './pool-store.ts';
export { createPoolSequencer, type PoolSequencer, type Reservation, type Reserves } from './pool-sequencer.ts';
export { lpRisk } from './lp-risk.ts';
