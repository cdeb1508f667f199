/** Liquidity pools on the AMM program (DESIGN.md 4): creation, deposits, withdrawals, LP burn and the pool views. */
export { liquidityRoutes, BUILD_RATE_LIMIT, POOL_LIST_RATE_LIMIT } from './routes.ts';
export { createProgramPools, lpNaming, type PoolsAt, type ProgramPools } from './program-pools.ts';
export { appSides, directionFrom, swapMints, type AppSide, type AppSides } from './pool-sides.ts';
export { amountOf, poolMath } from './pool-amounts.ts';
export { slippageBps } from './liquidity-service.ts';
export { poolStats, mintPrices, solPriceInr } from './pool-stats.ts';
export { lpRisk } from './lp-risk.ts';
export { feeTierOfRate } from './fee-tiers.ts';
export { SOL_INFO, tokenInfoMap } from './token-info.ts';
