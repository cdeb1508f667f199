/** Swaps on liquidity pools (DESIGN.md 4): quotes and the swap transaction, each way. */
export { swapRoutes } from './routes.ts';
