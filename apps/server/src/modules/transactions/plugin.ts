/** `app.transactions`: the transaction core, for every module that builds transactions. */
import fp from 'fastify-plugin';
import { createTransactionService, type TransactionService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    transactions: TransactionService;
  }
}

export default fp(
  async (app) => {
    app.decorate('transactions', createTransactionService(app));
  },
  { name: 'transactions', dependencies: ['db', 'rpc', 'key-vault', 'locks'] },
);
