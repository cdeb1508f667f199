/**
 * What the transaction core does with liquidity transactions (DESIGN.md 4). Every pool
 * transaction runs under the pool's lock (`poolLockKey`), which holds across server instances.
 *
 * Deposits and withdrawals work like swaps (pool-sequencer.ts): the user signs a guaranteed
 * minimum (the LP a deposit mints, the payouts of a withdrawal, each less their slippage). Before
 * the pool authority signs, under the lock, what is owed is decided at the reserves with every
 * landed swap, and those still in flight bounded in the pool's favour; below the minimum it is refused and nothing is sent,
 * otherwise the difference is recorded (liquidity-topup.ts) and, once the transaction landed, the
 * pool pays it in its own transaction, exactly once. Deposits and withdrawals still hold the lock
 * through confirmation and the top-up payment: the sequencer's anchor moves with them, and no
 * decision on the pool sees the pool between the two. The pool's key is added only there, and
 * only to a transaction this server built (the core accepts nothing else).
 */
import { lpForDeposit, netAfterFee, withdrawalFor } from '@toolkit/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/errors.ts';
import type { KindContext, PendingTransaction } from '../transactions/index.ts';
import type { TopUps } from './liquidity-topup.ts';
import type { PoolReader } from './pool-reader.ts';
import { poolLockKey } from './pool-row.ts';
import type { PoolSequencer } from './pool-sequencer.ts';
import { poolKeyContext } from './pool-store.ts';
import { poolTransferFees } from './pool-transfer-fees.ts';

export const LIQUIDITY_KINDS = { init: 'pool.init', add: 'pool.add', remove: 'pool.remove' } as const;

const big = (p: PendingTransaction, key: string) => BigInt(p.context[key] as string);
/** The pool a pending pool transaction acts on (every pool kind records it). */
export const poolOf = (p: PendingTransaction) => p.context.pool as string;
export const poolLockOf = (p: PendingTransaction) => poolLockKey(poolOf(p));

export function registerLiquidityKinds(app: FastifyInstance, pools: PoolReader, sequencer: PoolSequencer, topUps: TopUps) {
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

  /**
   * The reserves with the swaps in flight (bounded in the pool's favour, `bound`: see
   * reservesForLiquidity), and the LP supply, each as they will be once every unpaid top-up (a
   * crash's, until recovery pays it) was paid.
   */
  async function reserves(rpc: KindContext['rpc'], p: PendingTransaction, bound: 'most' | 'least') {
    const { row, state } = await pools.reread(rpc, poolOf(p));
    const [settled, unpaid] = await Promise.all([sequencer.reservesForLiquidity(rpc, row, bound), topUps.outstanding(row.id)]);
    const base = (settled?.base ?? 0n) - unpaid.baseAmount;
    const quote = (settled?.quote ?? 0n) - unpaid.quoteAmount;
    if (base <= 0n || quote <= 0n) throw new AppError('POOL_EMPTY');
    return { row, base, quote, lpSupply: state.lpSupply + unpaid.lpAmount };
  }
  /**
   * Landed: the sequencer's anchor moves by what the signed transaction moved in the vaults, then
   * the top-up is paid (a withdrawal's moves the anchor again, in the statement that marks it paid).
   */
  const landed = (sign: 1n | -1n) => async (p: PendingTransaction) => {
    const row = await store.byAddress(poolOf(p));
    if (!row) return;
    await sequencer.settleLiquidity(row.id, sign * big(p, 'baseAmount'), sign * big(p, 'quoteAmount'));
    await topUps.settle(row, p.id);
  };
  const dropTopUp = (p: PendingTransaction) => topUps.drop(p.id);

  app.transactions.registerKind(LIQUIDITY_KINDS.add, {
    lockKey: poolLockOf,
    async beforeSubmit(p, { rpc }) {
      const r = await reserves(rpc, p, 'most');
      const owed = lpForDeposit(big(p, 'baseAmount'), big(p, 'quoteAmount'), r.base, r.quote, r.lpSupply);
      const minimum = big(p, 'lpAmount');
      if (owed < minimum) throw priceMoved();
      await topUps.record(p, r.row, { lpAmount: owed - minimum, baseAmount: 0n, quoteAmount: 0n });
    },
    afterFailure: dropTopUp,
    afterConfirm: landed(1n),
    /** The LP that reached the wallet: the signed minimum, and the top-up once it was paid. */
    async answer(p) {
      const t = await topUps.byTransaction(p.id);
      return { lpReceived: (big(p, 'lpAmount') + (t?.status === 'paid' ? t.lpAmount : 0n)).toString() };
    },
  });

  app.transactions.registerKind(LIQUIDITY_KINDS.remove, {
    lockKey: poolLockOf,
    async beforeSubmit(p, { rpc }) {
      const r = await reserves(rpc, p, 'least');
      if (big(p, 'lpAmount') > r.lpSupply) throw priceMoved();
      const share = withdrawalFor(big(p, 'lpAmount'), r.base, r.quote, r.lpSupply);
      const [minBase, minQuote] = [big(p, 'baseAmount'), big(p, 'quoteAmount')];
      if (share.baseAmount < minBase || share.quoteAmount < minQuote) throw priceMoved();
      await topUps.record(p, r.row, { lpAmount: 0n, baseAmount: share.baseAmount - minBase, quoteAmount: share.quoteAmount - minQuote });
    },
    afterFailure: dropTopUp,
    afterConfirm: landed(-1n),
    /** What reached the wallet from each vault: the signed minimum and the top-up once paid, each less any transfer fee. */
    async answer(p): Promise<Record<string, string>> {
      const row = await store.knownByAddress(poolOf(p));
      if (!row) return {};
      const [t, fees] = await Promise.all([topUps.byTransaction(p.id), poolTransferFees(app.clusters.rpcAt(row.rpcUrl), row)]);
      const paid = t?.status === 'paid';
      const received = (minimum: bigint, topUp: bigint, fee: Parameters<typeof netAfterFee>[1]) =>
        netAfterFee(minimum, fee) + (paid && topUp > 0n ? netAfterFee(topUp, fee) : 0n);
      return {
        baseReceived: received(big(p, 'baseAmount'), t?.baseAmount ?? 0n, fees.base).toString(),
        quoteReceived: received(big(p, 'quoteAmount'), t?.quoteAmount ?? 0n, fees.quote).toString(),
      };
    },
  });
}
