/**
 * What the transaction core does with liquidity transactions (DESIGN.md 4). Every pool
 * transaction runs under the pool's lock (`poolLockKey`), which holds across server instances.
 * Before the pool authority signs, the vaults are re-read on chain: a deposit that would now mint
 * more LP than it is owed, or a withdrawal that would pay more than its share, is refused with a
 * request to re-quote, and nothing is sent. The pool's key is added only there, and only to a
 * transaction this server built (the core accepts nothing else).
 */
import { lpForDeposit, withdrawalFor } from '@toolkit/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/errors.ts';
import type { KindContext, PendingTransaction } from '../transactions/index.ts';
import type { PoolReader } from './pool-reader.ts';
import type { PoolSequencer } from './pool-sequencer.ts';
import { poolLockKey } from './pool-row.ts';
import { poolKeyContext } from './pool-store.ts';

export const LIQUIDITY_KINDS = { init: 'pool.init', add: 'pool.add', remove: 'pool.remove' } as const;

const big = (p: PendingTransaction, key: string) => BigInt(p.context[key] as string);
/** The pool a pending pool transaction acts on (every pool kind records it). */
export const poolOf = (p: PendingTransaction) => p.context.pool as string;
export const poolLockOf = (p: PendingTransaction) => poolLockKey(poolOf(p));

export function registerLiquidityKinds(app: FastifyInstance, pools: PoolReader, sequencer: PoolSequencer) {
  const { store } = pools;
  const priceMoved = () => new AppError('POOL_SLIPPAGE_EXCEEDED');

  // Pool authorities sign every pool transaction (swaps too): their sealed keys open here only.
  app.transactions.registerKeySource(async (address) => {
    const row = await store.knownByAddress(address);
    return row ? app.keyVault.open(row.sealedKey, poolKeyContext(address)) : null;
  });

  // Two creations of one pair may both be signed: under the pair's lock, held until the first
  // landed and turned active, the second finds the live pool and is refused before it is sent.
  app.transactions.registerKind(LIQUIDITY_KINDS.init, {
    lockKey: (p) => [poolLockOf(p), `pool-pair:${p.rpcUrl}:${p.context.pairKey as string}`],
    async beforeSubmit(p) {
      const row = await store.byAddress(poolOf(p));
      if (!row || row.userId !== p.userId) throw new AppError('POOL_EXISTS');
      if ((await store.byPair(row.rpcUrl, row.pairKey)).some((other) => other.status === 'active')) throw new AppError('POOL_EXISTS');
    },
    async afterConfirm(p) {
      await store.activate(poolOf(p));
    },
  });

  /** The reserves as they will be once every swap in flight landed, and the LP supply on chain. */
  async function reserves(rpc: KindContext['rpc'], p: PendingTransaction) {
    const { row, state } = await pools.reread(rpc, poolOf(p));
    const settled = await sequencer.reservesForLiquidity(rpc, row);
    if (!settled || settled.base <= 0n || settled.quote <= 0n) throw new AppError('POOL_EMPTY');
    return { row, base: settled.base, quote: settled.quote, lpSupply: state.lpSupply };
  }
  /** Deposits and withdrawals hold the pool's lock until they landed: the sequencer's anchor moves with them. */
  const settle = (sign: 1n | -1n) => async (p: PendingTransaction) => {
    const row = await store.byAddress(poolOf(p));
    if (row) await sequencer.settleLiquidity(row.id, sign * big(p, 'baseAmount'), sign * big(p, 'quoteAmount'));
  };

  app.transactions.registerKind(LIQUIDITY_KINDS.add, {
    lockKey: poolLockOf,
    async beforeSubmit(p, { rpc }) {
      const r = await reserves(rpc, p);
      const owed = lpForDeposit(big(p, 'baseAmount'), big(p, 'quoteAmount'), r.base, r.quote, r.lpSupply);
      if (big(p, 'lpAmount') > owed) throw priceMoved();
    },
    afterConfirm: settle(1n),
  });

  app.transactions.registerKind(LIQUIDITY_KINDS.remove, {
    lockKey: poolLockOf,
    async beforeSubmit(p, { rpc }) {
      const r = await reserves(rpc, p);
      if (big(p, 'lpAmount') > r.lpSupply) throw priceMoved();
      const share = withdrawalFor(big(p, 'lpAmount'), r.base, r.quote, r.lpSupply);
      if (big(p, 'baseAmount') > share.baseAmount || big(p, 'quoteAmount') > share.quoteAmount) throw priceMoved();
    },
    afterConfirm: settle(-1n),
  });
}
