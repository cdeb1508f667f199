/**
 * `app.wallets` (decorated where every route module sees it, so sign-in can make the admin
 * wallet) and the key source that lets the transaction core sign for custodial wallets.
 */
import fp from 'fastify-plugin';
import { createWalletService, type WalletService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    wallets: WalletService;
  }
}

export default fp(
  async (app) => {
    const wallets = createWalletService(app);
    app.decorate('wallets', wallets);
    app.transactions.registerKeySource((address, userId) => wallets.seedFor(address, userId));
  },
  { name: 'wallets', dependencies: ['db', 'key-vault', 'locks', 'transactions'] },
);
