/**
 * What the transaction core does with liquidity transactions (DESIGN.md 4). Every pool
 * transaction runs under the pool's lock (`poolLockKey`), which holds across server instances.
 *
 * Deposits and withdrawals are sequenced like swaps (pool-sequencer.ts, whose note says why each
 * bound is safe): the user signs a guaranteed minimum (the LP a deposit mints, the payouts of a
 * withdrawal, each less their slippage). Under the lock, held only to decide, sign and send, what
 * is owed is decided at the state of the pool that favours it whichever operations in flight land;
 * below the minimum it is refused and nothing is sent. Otherwise the difference is recorded
 * (liquidity-topup.ts) and so is the operation's whole effect on the pool (a reservation), before
 * the pool signs; once the transaction landed the pool pays the difference in its own transaction,
 * exactly once, and the reservation closes into the sequencer's anchor. The pool's key is added
 * only there, and only to a transaction this server built (the core accepts nothing else).
 */
import { lpForDeposit, netAfterFee, withdrawalFor } from '@toolkit/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/errors.ts';
import type { PendingTransaction } from '../transactions/index.ts';
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

  async function poolRow(p: PendingTransaction) {
    const row = await store.byAddress(poolOf(p));
    if (!row) throw new AppError('POOL_NOT_FOUND');
    return row;
  }
  /** Landed: the top-up is paid (if any) and the operation closes into the sequencer's anchor, once. */
  async function landed(p: PendingTransaction) {
    const row = await store.byAddress(poolOf(p));
    if (row) await topUps.settle(row, p.id);
  }
  /** Can no longer land: neither its amounts nor a top-up are owed. */
  async function dropped(p: PendingTransaction) {
    await Promise.all([sequencer.drop(p.id), topUps.drop(p.id)]);
  }

  app.transactions.registerKind(LIQUIDITY_KINDS.add, {
    lockKey: poolLockOf,
    lockThrough: 'send',
    async beforeSubmit(p, { rpc }) {
      const row = await poolRow(p);
      const r = await sequencer.reservesForDeposit(rpc, row);
      if (!r || r.base.reserve <= 0n || r.quote.reserve <= 0n) throw new AppError('POOL_EMPTY');
      const [baseAmount, quoteAmount] = [big(p, 'baseAmount'), big(p, 'quoteAmount')];
      // Each side's LP at its own least LP per reserve (lpForDeposit's two sides).
      const byBase = lpForDeposit(baseAmount, baseAmount, r.base.reserve, r.base.reserve, r.base.lpSupply);
      const byQuote = lpForDeposit(quoteAmount, quoteAmount, r.quote.reserve, r.quote.reserve, r.quote.lpSupply);
      const owed = byBase < byQuote ? byBase : byQuote;
      const minimum = big(p, 'lpAmount');
      if (owed < minimum) throw priceMoved();
      await topUps.record(p, row, { lpAmount: owed - minimum, baseAmount: 0n, quoteAmount: 0n });
      await sequencer.openLiquidity({
        poolId: row.id,
        transactionId: p.id,
        userId: p.userId,
        kind: 'add',
        baseDelta: baseAmount,
        quoteDelta: quoteAmount,
        lpDelta: owed,
      });
    },
    afterFailure: dropped,
    afterConfirm: landed,
    /** The LP that reached the wallet: the signed minimum, and the top-up once it was paid. */
    async answer(p) {
      const t = await topUps.byTransaction(p.id);
      return { lpReceived: (big(p, 'lpAmount') + (t?.status === 'paid' ? t.lpAmount : 0n)).toString() };
    },
  });

  app.transactions.registerKind(LIQUIDITY_KINDS.remove, {
    lockKey: poolLockOf,
    lockThrough: 'send',
    async beforeSubmit(p, { rpc }) {
      const row = await poolRow(p);
      const r = await sequencer.reservesForWithdrawal(rpc, row);
      const lpAmount = big(p, 'lpAmount');
      if (!r || lpAmount > r.base.lpSupply || lpAmount > r.quote.lpSupply) throw priceMoved();
      // Each side at its own least reserve per LP.
      const baseShare = withdrawalFor(lpAmount, r.base.reserve, r.base.reserve, r.base.lpSupply).baseAmount;
      const quoteShare = withdrawalFor(lpAmount, r.quote.reserve, r.quote.reserve, r.quote.lpSupply).quoteAmount;
      const [minBase, minQuote] = [big(p, 'baseAmount'), big(p, 'quoteAmount')];
      if (baseShare < minBase || quoteShare < minQuote) throw priceMoved();
      await topUps.record(p, row, { lpAmount: 0n, baseAmount: baseShare - minBase, quoteAmount: quoteShare - minQuote });
      await sequencer.openLiquidity({
        poolId: row.id,
        transactionId: p.id,
        userId: p.userId,
        kind: 'remove',
        baseDelta: -baseShare,
        quoteDelta: -quoteShare,
        lpDelta: -lpAmount,
      });
    },
    afterFailure: dropped,
    afterConfirm: landed,
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
