/** The rows of server-held pools of earlier versions (the `pools` table) and their state on chain. */
export { readPoolState, readPoolStates, readTokenBalance, type PoolState } from './pool-state.ts';
export { poolSides, poolLockKey } from './pool-row.ts';
export { createPoolStore, poolKeyContext, type PoolRow, type PoolStore } from './pool-store.ts';
export { poolTransferFees, type PoolTransferFees } from './pool-transfer-fees.ts';
