/**
 * Distribution's ties to the app: `app.distributions` (the job service), its transaction kind, and
 * the runner's life: jobs left running by a stopped (or killed) server resume once it is ready;
 * on close the runner stops recording new batches and waits for the transactions in flight.
 */
import fp from 'fastify-plugin';
import { createConfirmations } from '../transactions/index.ts';
import { createJobService, type JobService } from './jobs.ts';
import { createDistributionRunner, DISTRIBUTION_KIND } from './runner.ts';

declare module 'fastify' {
  interface FastifyInstance {
    distributions: JobService;
  }
}

export default fp(
  async (app) => {
    const runner = createDistributionRunner(app);
    const service = createJobService(app, runner);
    app.decorate('distributions', service);
    // Amounts and balances are checked before a job starts; the chain refuses an overdraft. A job
    // has many transactions in flight: their confirmations are polled together.
    app.transactions.registerKind(DISTRIBUTION_KIND, { awaitOutcome: createConfirmations().awaitOutcome });
    app.addHook('onReady', async () => {
      for (const id of await service.store.running()) runner.kick(id);
    });
    app.addHook('onClose', () => runner.close());
  },
  { name: 'distributions', dependencies: ['db', 'locks', 'transactions', 'wallets'] },
);
