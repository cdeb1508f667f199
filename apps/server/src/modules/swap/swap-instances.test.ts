/**
 * Two API instances on one PostgreSQL and one chain (issue 11.2, DESIGN.md 1), as behind a load
 * balancer: swaps built on either and submitted at once through both, on the same pool. The
 * per-pool sequencing must hold across the instances (advisory lock, reservations in the shared
 * database): every swap lands with at least its minimum, k holds, the vaults are what the app
 * reports, and each price improvement is paid exactly once, by one confirmed payment.
 * PostgreSQL only (PGlite is one process's private database): skipped without DATABASE_URL.
 */
import { formatAmount, keepsK, swapOut } from '@toolkit/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountAmount, createTestToken, giveTokens, rpcCall, tokenBalance } from '../../../test/chain-kit.ts';
import { testDatabases, type SignedIn } from '../../../test/helpers.ts';
import { startInstances, type Instances } from '../../../test/instances.ts';
import type { PoolWorld } from '../../../test/pool-world.ts';
import { pendingTransactions, poolReservations } from '../../db/schema.ts';
import { IMPROVEMENT_KIND } from './improvement-payment.ts';

const postgres = testDatabases().find((d) => d.name === 'PostgreSQL');
const TKN = 10n ** 6n;
const SOL = 10n ** 9n;

describe.skipIf(!postgres)('swaps through two API instances on one PostgreSQL', () => {
  let instances: Instances;
  let a: PoolWorld;
  let b: PoolWorld;
  /** 0-3 sell TKN (xy), 4-7 buy it with SOL (yx); even ones signed in on instance A, odd ones on B. */
  let traders: SignedIn[];

  beforeAll(async () => {
    instances = await startInstances(postgres!, 2);
    [a, b] = instances.worlds as [PoolWorld, PoolWorld];
    traders = [];
    for (let i = 0; i < 8; i++) traders.push(await (i % 2 === 0 ? a : b).user(1000n));
  });
  afterAll(() => instances?.close());

  it('Given a deep TKN/SOL pool and 8 traders, when 40 swaps built on both instances are submitted at once through both, then all land paying at least their minimum, k holds, both instances report the vaults, and each improvement is paid once', async () => {
    const creator = traders[0]!;
    const token = await createTestToken(instances.rpcUrl, creator.wallet, 6, 100_000_000n * TKN);
    for (const seller of traders.slice(1, 4)) await giveTokens(instances.rpcUrl, creator.wallet, seller.wallet.address, token, 1_000_000n * TKN);
    const given = await a.givenPool(creator, { token, baseAmount: '10000000', quoteAmount: '100', feeTier: 0.5 });
    const { pool, view } = given;
    const vaults = async () => ({
      base: await accountAmount(instances.rpcUrl, view.baseVault),
      quote: await accountAmount(instances.rpcUrl, view.quoteVault),
    });

    // Five swaps a trader, each about 0.05 % of the reserves (distinct amounts, so distinct
    // transactions), all quoted at the same price, half built on each instance. At 3 % slippage
    // every one can land: the 20 swaps of one direction move its price about 2 % in all.
    const built = await Promise.all(
      traders.flatMap((who, t) =>
        Array.from({ length: 5 }, async (_, k) => {
          const direction = t < 4 ? ('xy' as const) : ('yx' as const);
          const amount =
            direction === 'xy' ? formatAmount(5_000n * TKN + BigInt(t * 5 + k) * TKN, 6) : formatAmount(SOL / 20n + BigInt(t * 5 + k) * 10n ** 5n, 9);
          const r = await (k % 2 === 0 ? a : b).post(who, `/swap/${direction}`, { pool, amount, slippage: 3 });
          expect(r.status, JSON.stringify(r.body)).toBe(200);
          return { who, direction, tx: r.body.data.tx as string, quote: r.body.data.quote as { amountIn: string; minimumReceived: string } };
        }),
      ),
    );
    const before = await vaults();
    const boughtBefore = await Promise.all(traders.slice(4).map((w) => tokenBalance(instances.rpcUrl, w.wallet.address, token)));

    // Submitted at once, alternately through B and A, whichever built them.
    const sent = await Promise.all(built.map((s, i) => (i % 2 === 0 ? b : a).signAndSend(s.who, s.tx)));

    for (const r of sent) expect(r.status, JSON.stringify(r.body)).toBe(200);
    const after = await vaults();
    // The vaults moved by exactly what the landed swaps took in and what reached the traders, improvements included.
    let expected = before;
    for (const [i, s] of built.entries()) {
      const received = BigInt(sent[i]!.body.received!);
      expect(received).toBeGreaterThanOrEqual(BigInt(s.quote.minimumReceived));
      const amountIn = BigInt(s.quote.amountIn);
      expected =
        s.direction === 'xy'
          ? { base: expected.base + amountIn, quote: expected.quote - received }
          : { base: expected.base - received, quote: expected.quote + amountIn };
    }
    expect(after).toEqual(expected);
    // Each buyer's wallet holds exactly what their answers said reached them.
    for (const [j, w] of traders.slice(4).entries()) {
      const theirs = built.map((s, i) => (s.who === w ? BigInt(sent[i]!.body.received!) : 0n)).reduce((x, y) => x + y, 0n);
      expect(await tokenBalance(instances.rpcUrl, w.wallet.address, token)).toBe(boughtBefore[j]! + theirs);
    }
    // Both instances report the vaults.
    for (const w of [a, b]) {
      const reported = (await w.get(`/pool/${pool}`)).body.data;
      expect({ base: BigInt(reported.baseReserve), quote: BigInt(reported.quoteReserve) }).toEqual(after);
    }

    // Each swap's improvement: one reservation, closed with the signature of its one confirmed
    // payment, which landed on chain; none when the swap got exactly its minimum.
    const db = a.t.app.db;
    const signatures = sent.map((r) => r.body.signature!);
    const swaps = await db
      .select({ id: pendingTransactions.id, signature: pendingTransactions.signature })
      .from(pendingTransactions)
      .where(inArray(pendingTransactions.signature, signatures));
    expect(swaps).toHaveLength(built.length);
    const payments = await db
      .select({ context: pendingTransactions.context, signature: pendingTransactions.signature })
      .from(pendingTransactions)
      .where(and(eq(pendingTransactions.kind, IMPROVEMENT_KIND), eq(pendingTransactions.status, 'confirmed')));
    const reservations = await db
      .select()
      .from(poolReservations)
      .where(
        inArray(
          poolReservations.transactionId,
          swaps.map((s) => s.id),
        ),
      )
      .orderBy(asc(poolReservations.createdAt));
    expect(reservations).toHaveLength(built.length);

    // k holds across every swap: replayed one by one in the order the instances sequenced them,
    // none took more than the pool pays at the reserves left by all before it. Two instances
    // deciding at once from the same reserves would each take the full price.
    const feeBps = BigInt(Math.round(view.feeTier * 100));
    let at = before;
    for (const r of reservations) {
      const [amountIn, reserveIn, reserveOut] =
        r.direction === 'xy' ? [BigInt(r.baseDelta), at.base, at.quote] : [BigInt(r.quoteDelta), at.quote, at.base];
      const out = BigInt(r.minimumOut) + BigInt(r.improvement);
      expect(out).toBeLessThanOrEqual(swapOut(amountIn, reserveIn, reserveOut, feeBps).amountOut);
      expect(keepsK(amountIn, out, reserveIn, reserveOut)).toBe(true);
      at = { base: at.base + BigInt(r.baseDelta), quote: at.quote + BigInt(r.quoteDelta) };
    }
    expect(at).toEqual(after);
    // A payment pays a batch of swaps of one pool and side; its context lists them.
    const paysFor = (p: (typeof payments)[number]) => (p.context as { swaps: string[] }).swaps;
    let improved = 0;
    for (const r of reservations) {
      const paid = payments.filter((p) => paysFor(p).includes(r.transactionId));
      expect(r.status).toBe('closed');
      if (BigInt(r.improvement) === 0n) {
        expect([paid, r.paidSignature]).toEqual([[], null]);
        continue;
      }
      improved++;
      expect(paid.map((p) => p.signature)).toEqual([r.paidSignature]);
      const { value } = await rpcCall<{ value: Array<{ err: unknown } | null> }>(instances.rpcUrl, 'getSignatureStatuses', [
        [r.paidSignature],
        { searchTransactionHistory: true },
      ]);
      expect(value[0]).toMatchObject({ err: null });
    }
    expect(improved).toBeGreaterThan(built.length / 2);
    expect(payments.filter((p) => !paysFor(p).some((swap) => reservations.some((r) => r.transactionId === swap)))).toEqual([]);
  });
});
