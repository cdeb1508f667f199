/**
 * Random swaps, adds and removes (fast-check) sent through the API as users do, a round at a time
 * (each round built on the same reserves and submitted together), with the pool's invariants
 * checked after every round, with nothing in flight: the vaults on chain are the reserves and LP
 * supply the app reports and the reserves the sequencer settled on, and k per LP token squared
 * (x*y/s²) never falls: k itself across swaps, the holders' share of it across adds and removes.
 * What the pool can no longer honour is refused as the API says (never a 5xx); what lands gets at
 * least the minimum it signed for. Used by the plain-token and transfer-fee pool invariant tests.
 */
import fc from 'fast-check';
import { formatAmount } from '@toolkit/shared';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { pools } from '../src/db/schema.ts';
import { accountAmount, rpcCall, tokenBalance } from './chain-kit.ts';
import type { SignedIn } from './helpers.ts';
import type { GivenPool, PoolWorld } from './pool-world.ts';

/** Sizes are fractions of the pool: swaps up to 0.5 % of the reserve paid in, deposits up to 2 %, withdrawals up to half the trader's LP. */
const slippage = fc.constantFrom(0.5, 1, 3, 10);
export const poolOperation = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({ kind: fc.constant('swap' as const), xy: fc.boolean(), per100k: fc.integer({ min: 1, max: 500 }), slippage }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('add' as const), per10k: fc.integer({ min: 1, max: 200 }), slippage: fc.constantFrom(1, 3, 10) }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('remove' as const), percent: fc.integer({ min: 1, max: 50 }), slippage: fc.constantFrom(1, 3, 10) }),
  },
);
export type PoolOperation = typeof poolOperation extends fc.Arbitrary<infer T> ? T : never;

/** What the API may answer instead of doing an operation (bad luck, never a fault). */
const REFUSALS = new Set([
  'SWAP_MINIMUM_NOT_MET',
  'POOL_SLIPPAGE_EXCEEDED',
  'POOL_DEPOSIT_TOO_SMALL',
  'POOL_AMOUNT_TOO_SMALL',
  'LP_INSUFFICIENT',
  'NOT_ENOUGH_TOKEN',
  'NOT_ENOUGH_SOL',
]);

interface PoolState {
  base: bigint;
  quote: bigint;
  supply: bigint;
}

export type Counts = Record<PoolOperation['kind'], number>;

/** Runs `operations` random operations from `traders`, `atOnce` per round; answers how many of each kind were tried and landed. */
export async function runPoolFuzz(
  world: PoolWorld,
  given: GivenPool,
  traders: SignedIn[],
  { operations: count, atOnce }: { operations: number; atOnce: number },
): Promise<{ tried: Counts; landed: Counts }> {
  const { pool, view } = given;
  const onChain = async (): Promise<PoolState> => {
    const [base, quote, supply] = await Promise.all([
      accountAmount(world.rpcUrl, view.baseVault),
      accountAmount(world.rpcUrl, view.quoteVault),
      rpcCall<{ value: { amount: string } }>(world.rpcUrl, 'getTokenSupply', [view.lpMint, { commitment: 'confirmed' }]).then((r) =>
        BigInt(r.value.amount),
      ),
    ]);
    return { base, quote, supply };
  };
  /** The pool view's reserves, and the sequencer's settled ones (set at its first decision). */
  const reported = async () => {
    const { body } = await world.get(`/pool/${pool}`);
    const [row] = await world.t.app.db.select().from(pools).where(eq(pools.address, pool));
    return {
      view: { base: BigInt(body.data.baseReserve), quote: BigInt(body.data.quoteReserve), supply: BigInt(body.data.lpSupply) },
      settled: row?.settledBaseReserve == null ? null : { base: BigInt(row.settledBaseReserve), quote: BigInt(row.settledQuoteReserve!) },
    };
  };

  /** Builds a trader's operation at the reserves `at`; null when the API refuses to build it. */
  async function build(who: SignedIn, o: PoolOperation, at: PoolState) {
    let r: { status: number; body: any };
    if (o.kind === 'swap') {
      const amount = o.xy
        ? formatAmount((at.base * BigInt(o.per100k)) / 100_000n, view.base.decimals)
        : formatAmount((at.quote * BigInt(o.per100k)) / 100_000n, view.quote.decimals);
      r = await world.post(who, `/swap/${o.xy ? 'xy' : 'yx'}`, { pool, amount, slippage: o.slippage });
    } else if (o.kind === 'add') {
      r = await world.post(who, '/add', {
        pool,
        quoteAmount: formatAmount((at.quote * BigInt(o.per10k)) / 10_000n, view.quote.decimals),
        slippage: o.slippage,
      });
    } else {
      const lp = (await tokenBalance(world.rpcUrl, who.wallet.address, view.lpMint)) * BigInt(o.percent);
      r = await world.post(who, '/remove', { pool, lp_amount: formatAmount(lp / 100n, view.lpDecimals), slippage: o.slippage });
    }
    if (r.status !== 200) {
      expect([r.status < 500, REFUSALS.has(r.body.code)], JSON.stringify(r.body)).toEqual([true, true]);
      return null;
    }
    if (o.kind === 'swap') return { transaction: r.body.data.tx as string, minimum: { received: BigInt(r.body.data.quote.minimumReceived) } };
    const { minimum } = r.body.data;
    return {
      transaction: r.body.transaction as string,
      minimum:
        o.kind === 'add'
          ? { lpReceived: BigInt(minimum.lpAmount) }
          : { baseReceived: BigInt(minimum.baseAmount), quoteReceived: BigInt(minimum.quoteAmount) },
    };
  }

  const tried: Counts = { swap: 0, add: 0, remove: 0 };
  const landed: Counts = { swap: 0, add: 0, remove: 0 };
  await fc.assert(
    fc.asyncProperty(fc.array(poolOperation, { minLength: count, maxLength: count }), async (operations) => {
      let before = await onChain();
      expect((await reported()).view).toEqual(before);
      for (let start = 0; start < count; start += atOnce) {
        const batch = operations.slice(start, start + atOnce);
        const who = (i: number) => traders[i % traders.length]!;
        const built = await Promise.all(batch.map((o, i) => build(who(i), o, before)));
        const sent = await Promise.all(built.map((b, i) => b && world.signAndSend(who(i), b.transaction)));
        for (const [i, o] of batch.entries()) {
          tried[o.kind]++;
          const r = sent[i];
          if (!r) continue;
          if (r.status !== 200) {
            expect([r.status, REFUSALS.has(r.body.code!)], JSON.stringify(r.body)).toEqual([409, true]);
            continue;
          }
          landed[o.kind]++;
          // Each gets at least the minimum it signed for: a swap's output, a deposit's LP, a withdrawal's payouts.
          const answered: Record<string, unknown> = r.body;
          for (const [key, minimum] of Object.entries(built[i]!.minimum)) {
            expect(BigInt(answered[key] as string), key).toBeGreaterThanOrEqual(minimum);
          }
        }
        const after = await onChain();
        const { view: shown, settled } = await reported();
        expect(shown).toEqual(after);
        if (settled) expect(settled).toEqual({ base: after.base, quote: after.quote });
        // x*y/s² never falls: after.k * before.s² >= before.k * after.s².
        expect(after.base * after.quote * before.supply * before.supply).toBeGreaterThanOrEqual(
          before.base * before.quote * after.supply * after.supply,
        );
        if (after.supply === before.supply) expect(after.base * after.quote).toBeGreaterThanOrEqual(before.base * before.quote);
        before = after;
      }
    }),
    { numRuns: 1, endOnFailure: true },
  );
  return { tried, landed };
}
