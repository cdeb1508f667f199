/**
 * `app.trades`: the trades indexer (trade-indexer.ts), polling once the server listens (tests,
 * which never listen, call `run` or `start` themselves) and stopped, its pass awaited, on close.
 */
import fp from 'fastify-plugin';
import { createTradeIndexer, type TradeIndexer } from './trade-indexer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    trades: TradeIndexer;
  }
}

export default fp(
  async (app) => {
    const indexer = createTradeIndexer(app);
    app.decorate('trades', indexer);
    app.addHook('onListen', async () => indexer.start());
    app.addHook('onClose', async () => indexer.stop());
  },
  { name: 'trades', dependencies: ['config', 'db', 'rpc'] },
);
