/** Liquidity pools and swaps (DESIGN.md 4). */
export { liquidityRoutes } from './routes.ts';
export { createPoolService, POOL_KINDS, type PoolService } from './pool-service.ts';
