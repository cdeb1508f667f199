/**
 * What the transaction core does with a swap (DESIGN.md 4, the design in pool-sequencer.ts). The
 * pool's lock covers only deciding and signing: under it the sequencer gives the reserves the
 * swap executes at, the swap is refused if its output there is below the minimum the user signed
 * for (nothing is sent), and otherwise its reservation, improvement included, is recorded before
 * the pool signs. The swap is sent once the lock is released: every decision holds in whatever
 * order the swaps in flight reach the chain, so the next swap need not wait for this one's round
 * trip to the node. As soon as the chain took it, the pool's payment of the improvement (and
 * refund of the swap's receipt) goes right behind it; once both landed the swap is recorded
 * (volume, fees, APR, the price chart) and the answer says what reached the user.
 */
import { keepsK, netAfterFee, swapOut, swapReceived } from '@toolkit/shared';
import type { FastifyInstance } from 'fastify';
import { poolSwaps } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import {
  poolLockOf,
  poolOf,
  poolTransferFees,
  readPoolState,
  type PoolReader,
  type PoolRow,
  type PoolSequencer,
  type Reservation,
  type Reserves,
} from '../liquidity/index.ts';
import type { Confirmations, KindContext, PendingTransaction } from '../transactions/index.ts';
import type { ImprovementPayer } from './improvement-payment.ts';
import type { SwapQueue } from './swap-queue.ts';
import { assertStarted } from './swap-start.ts';

export const SWAP_KIND = 'pool.swap';
/** Swaps this process may be submitting at once, far more than any load it can carry. */
const IN_FLIGHT_MEMO = 10_000;

const big = (p: PendingTransaction, key: string) => BigInt(p.context[key] as string);

/**
 * What a swap's vault payments put in the user's wallet: the signed minimum, and the improvement
 * once `improved` (paid), each less the output's transfer fee in force now (the fee they were sent
 * with: a transfer states it and fails in an epoch with another).
 */
async function receivedOf(rpc: KindContext['rpc'], row: PoolRow, r: Reservation, improved: boolean): Promise<bigint> {
  const fees = await poolTransferFees(rpc, row);
  const fee = r.direction === 'xy' ? fees.quote : fees.base;
  return swapReceived(r.minimumOut + (improved ? r.improvement : 0n), r.minimumOut, fee);
}

export function registerSwapKind(
  app: FastifyInstance,
  pools: PoolReader,
  sequencer: PoolSequencer,
  payer: ImprovementPayer,
  confirmations: Confirmations,
  queue: SwapQueue,
) {
  // What this process recorded for a swap it is submitting, handed from one hook to the next of the
  // same submission instead of read back (the database answers any other submission).
  const opened = new Map<string, { row: PoolRow; reservation: Reservation; after: Reserves }>();
  const received = new Map<string, string>();
  const remember = <T>(map: Map<string, T>, id: string, value: T) => {
    if (map.size >= IN_FLIGHT_MEMO) map.clear();
    map.set(id, value);
  };
  const take = <T>(map: Map<string, T>, id: string): T | undefined => {
    const value = map.get(id);
    map.delete(id);
    return value;
  };

  app.transactions.registerKind(SWAP_KIND, {
    lockKey: poolLockOf,
    lockThrough: 'sign',
    awaitOutcome: confirmations.awaitOutcome,
    waiting: (p) => queue.add(poolOf(p), p.id, p.context.direction as 'xy' | 'yx', big(p, 'amountIn')),
    async beforeSubmit(p, { rpc }) {
      const row = await pools.store.knownByAddress(poolOf(p));
      if (!row) throw new AppError('POOL_NOT_FOUND');
      assertStarted(row);
      const direction = p.context.direction as 'xy' | 'yx';
      // The vaults move by what they really receive and pay: the input less its transfer fee, if any.
      const fees = await poolTransferFees(rpc, row);
      const amountIn = netAfterFee(big(p, 'amountIn'), direction === 'xy' ? fees.base : fees.quote);
      const reserves = await sequencer.reservesForSwap(rpc, row, direction, amountIn);
      if (!reserves || reserves.base <= 0n || reserves.quote <= 0n) throw new AppError('POOL_EMPTY');
      const [reserveIn, reserveOut] = direction === 'xy' ? [reserves.base, reserves.quote] : [reserves.quote, reserves.base];
      const minimumOut = big(p, 'minimumOut');
      const { amountOut } = swapOut(amountIn, reserveIn, reserveOut, BigInt(row.feeBps));
      if (amountOut < minimumOut || !keepsK(amountIn, amountOut, reserveIn, reserveOut)) throw new AppError('SWAP_MINIMUM_NOT_MET');
      const reservation = await sequencer.open({
        poolId: row.id,
        transactionId: p.id,
        userId: p.userId,
        direction,
        baseDelta: direction === 'xy' ? amountIn : -amountOut,
        quoteDelta: direction === 'xy' ? -amountOut : amountIn,
        minimumOut,
        improvement: amountOut - minimumOut,
        receipt: typeof p.context.receipt === 'string' ? p.context.receipt : null,
      });
      // The pool as this swap leaves it in the sequence, for its price-chart point.
      const after = { base: reserves.base + reservation.baseDelta, quote: reserves.quote + reservation.quoteDelta };
      remember(opened, p.id, { row, reservation, after });
    },
    afterSend(p) {
      const mine = opened.get(p.id);
      if (mine) payer.payEarly(mine.row, mine.reservation);
    },
    async afterFailure(p) {
      opened.delete(p.id);
      await sequencer.drop(p.id);
    },
    async afterConfirm(p, { rpc }) {
      const row = await pools.store.knownByAddress(poolOf(p));
      const memo = take(opened, p.id);
      const reservation = memo?.reservation ?? (await sequencer.byTransaction(p.id));
      if (!row || !reservation) return;
      await payer.settle(row, reservation);
      // Another process's submission (or one resumed after a restart) reads the pool instead.
      const [after, out] = await Promise.all([
        memo?.after ?? readPoolState(rpc, row).then((s) => s && { base: s.baseReserve, quote: s.quoteReserve }),
        receivedOf(rpc, row, reservation, true),
      ]);
      remember(received, p.id, out.toString());
      await app.db
        .insert(poolSwaps)
        .values({
          poolId: row.id,
          userId: p.userId,
          signature: p.signature,
          direction: reservation.direction,
          amountIn: p.context.amountIn as string,
          amountOut: out.toString(),
          fee: swapOut(reservation.direction === 'xy' ? reservation.baseDelta : reservation.quoteDelta, 1n, 1n, BigInt(row.feeBps)).fee.toString(),
          baseReserveAfter: after?.base.toString() ?? null,
          quoteReserveAfter: after?.quote.toString() ?? null,
        })
        .onConflictDoNothing();
    },
    /** What reached the wallet: the signed minimum, plus the improvement once it was paid (each less any transfer fee). */
    async answer(p): Promise<Record<string, string>> {
      const paid = take(received, p.id);
      if (paid) return { received: paid };
      const r = await sequencer.byTransaction(p.id);
      const row = r && (await pools.store.knownByAddress(poolOf(p)));
      if (!r || !row) return {};
      return { received: (await receivedOf(app.clusters.rpcAt(row.rpcUrl), row, r, r.status === 'closed')).toString() };
    },
  });
}
