/**
 * The Wallet Manager's ties to the rest of the app: `app.wallets` (decorated where every route
 * module sees it, so sign-in can make the admin wallet), the key source that lets the transaction
 * core sign for custodial wallets, and the transaction kinds of funding and withdrawal.
 */
import fp from 'fastify-plugin';
import { createWalletService, type WalletService } from './custodial-wallets.ts';
import { FUND_KIND } from './funding.ts';
import { WITHDRAW_KIND } from './withdrawal-execution.ts';

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
    // Funding transactions are checked by the chain itself; withdrawals are validated and locked
    // before they are built, so neither kind needs hooks of its own.
    app.transactions.registerKind(FUND_KIND, {});
    app.transactions.registerKind(WITHDRAW_KIND, {});
  },
  { name: 'wallets', dependencies: ['db', 'key-vault', 'locks', 'transactions'] },
);
