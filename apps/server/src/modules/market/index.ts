/** A token's market (the trading page): figures, every pool of the token, holder labels, candles and trades indexed from the chain. */
export { marketRoutes } from './routes.ts';
export { outOfCirculation } from './out-of-circulation.ts';
