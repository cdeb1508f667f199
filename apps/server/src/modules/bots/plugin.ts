/**
 * Making Bots' ties to the app: `app.bots` (orders and the scheduler, with their clocks), the fill's
 * transaction kind, and the scheduler's life: a pass every second once the server listens (tests,
 * which never listen, run passes themselves or get one kicked by a create), orders left mid-fill
 * by a killed server resumed by the first pass, and on close the pass under way awaited.
 */
import fp from 'fastify-plugin';
import { createConfirmations } from '../transactions/index.ts';
import { createBotClock, type BotClock } from './clock.ts';
import { createOrderService, type OrderService } from './orders.ts';
import { BOT_FILL_KIND, createScheduler, type BotScheduler } from './scheduler.ts';

declare module 'fastify' {
  interface FastifyInstance {
    bots: { orders: OrderService; scheduler: BotScheduler; clock: BotClock };
  }
}

const PASS_EVERY_MS = 1_000;

export default fp(
  async (app) => {
    const clock = createBotClock((rpcUrl) => app.clusters.rpcAt(rpcUrl));
    const scheduler = createScheduler(app, clock);
    const orders = createOrderService(app, clock, () => scheduler.kick());
    Object.assign(app.bots, { orders, scheduler, clock });
    // Fills are server-signed swaps with a minimum received the program enforces; many confirm together.
    app.transactions.registerKind(BOT_FILL_KIND, { awaitOutcome: createConfirmations().awaitOutcome });
    let timer: NodeJS.Timeout | null = null;
    app.addHook('onListen', async () => {
      scheduler.kick();
      timer = setInterval(() => scheduler.kick(), PASS_EVERY_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      if (timer) clearInterval(timer);
      await scheduler.close();
    });
  },
  { name: 'bots', dependencies: ['db', 'locks', 'transactions', 'wallets', 'trades'] },
);
