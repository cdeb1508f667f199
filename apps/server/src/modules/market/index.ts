/** A token's market (the trading page): figures, holder labels, candles and trades from recorded swaps. */
export { marketRoutes } from './routes.ts';
export { outOfCirculation } from './out-of-circulation.ts';
