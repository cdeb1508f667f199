/**
 * The wind-down's ties to the app: `app.legacyPools`, its transaction kind, and its background
 * pass. Once the app is ready, every server-held pool found then is wound down; the pass repeats
 * until each is, so a pass cut short (a crash, an unreachable chain) resumes. LP locks made on
 * those pools move into escrows of the lock program in the first pass that can (wind-down.ts). Several instances on one database each run it: every pool is worked
 * under its own lock, and every payout is claimed by a conditional update.
 */
import fp from 'fastify-plugin';
import { AppError } from '../../lib/errors.ts';
import { createConfirmations } from '../transactions/index.ts';
import { createPoolStore, poolKeyContext } from './pool/index.ts';
import { PAYOUT_KIND } from './payout-batches.ts';
import { createWindDown, type WindDownProgress } from './wind-down.ts';

/** Between passes, while a pool is not wound down (a payout waiting for SOL, a send to resolve). */
const PASS_INTERVAL_MS = 2_000;

export interface LegacyPools {
  /** One pass over every pool to wind down (active ones made before `cutoff`, default now); answers each pool's progress. */
  pass(cutoff?: Date): Promise<Map<string, WindDownProgress>>;
  /** Whether `address` is a server-held pool of an earlier version (whatever its state). */
  isLegacyPool(address: string): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    legacyPools: LegacyPools;
  }
}

export default fp(
  async (app) => {
    const windDown = createWindDown(app);
    const store = createPoolStore(app.db);
    // Pool authorities sign their payouts (escrows of LP locks' shares included), nothing else: a swap,
    // deposit or lock release an earlier version built and nobody signed yet can never be sent.
    // Their sealed keys open here only.
    const signs = new Set([PAYOUT_KIND]);
    app.transactions.registerKeySource(async (address, _userId, kind) => {
      const row = await store.knownByAddress(address);
      if (!row) return null;
      if (!signs.has(kind)) throw new AppError('POOL_RETIRED');
      return app.keyVault.open(row.sealedKey, poolKeyContext(address));
    });
    app.transactions.registerKind(PAYOUT_KIND, { awaitOutcome: createConfirmations().awaitOutcome });

    /** Pools found unfinished by the last pass: the background pass stops once there are none. */
    let found = 0;
    async function pass(cutoff = new Date()): Promise<Map<string, WindDownProgress>> {
      const progress = new Map<string, WindDownProgress>();
      const unfinished = await windDown.store.unfinished(cutoff);
      found = unfinished.length;
      for (const { pool } of unfinished) {
        try {
          progress.set(pool.address, await windDown.step(pool));
        } catch (e) {
          app.log.warn({ err: e, pool: pool.address }, 'legacy pool wind-down: pass cut short, resuming next pass');
        }
      }
      return progress;
    }
    const isLegacyPool = async (address: string) => (await store.knownByAddress(address)) !== null;
    app.decorate('legacyPools', { pass, isLegacyPool } satisfies LegacyPools);

    let closing = false;
    let timer: NodeJS.Timeout | null = null;
    let running: Promise<unknown> = Promise.resolve();
    app.addHook('onReady', async () => {
      if (!app.config.legacyPoolsWindDown) return;
      // The pools of earlier versions: those in the database when this process started.
      const startedAt = new Date();
      const loop = () => {
        if (closing) return;
        running = pass(startedAt)
          .then(
            () => found > 0,
            (e) => {
              app.log.error({ err: e }, 'legacy pool wind-down pass failed, trying again');
              return true;
            },
          )
          .then((again) => {
            // Every pool found at start wound down: nothing more to do until the next start.
            if (!closing && again) timer = setTimeout(loop, PASS_INTERVAL_MS);
          });
      };
      loop();
    });
    app.addHook('onClose', async () => {
      closing = true;
      if (timer) clearTimeout(timer);
      await running;
    });
  },
  { name: 'legacy-pools', dependencies: ['db', 'locks', 'transactions', 'rpc'] },
);
