/**
 * The pool's invariants under a crowd (issue 11 tests): 1,000 random swaps, adds and removes
 * (fast-check) from 8 traders on one pool, sent through the API as users do, 16 at once (two per
 * trader; each round built on the same reserves and submitted together). After every round,
 * with nothing in flight: the vaults on chain are the reserves and the LP supply the app reports,
 * and k never fell: k per LP token squared (x*y/s²) never decreases, which is k itself across
 * swaps and the holders' share of it across adds and removes. A swap or deposit the pool can no
 * longer honour is refused as the API says, never answered with a 5xx; what lands gets at least
 * the minimum it signed for.
 */
import fc from 'fast-check';
import { formatAmount } from '@toolkit/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountAmount, createTestToken, giveTokens, rpcCall, tokenBalance } from '../../../test/chain-kit.ts';
import { testDatabases, type SignedIn } from '../../../test/helpers.ts';
import { startPoolWorld, type GivenPool, type PoolWorld } from '../../../test/pool-world.ts';

const TRADERS = 8;
const OPERATIONS = 1_000;
/** Operations in flight at once: two per trader. */
const AT_ONCE = 16;
const TKN = 10n ** 6n;

/** Sizes are fractions of the pool: swaps up to 0.5 % of the reserve paid in, deposits up to 2 %, withdrawals up to half the trader's LP. */
const operation = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('swap' as const),
      xy: fc.boolean(),
      per100k: fc.integer({ min: 1, max: 500 }),
      slippage: fc.constantFrom(0.5, 1, 3, 10),
    }),
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
type Operation = typeof operation extends fc.Arbitrary<infer T> ? T : never;

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

describe.each(testDatabases())('pool invariants on $name', (database) => {
  let world: PoolWorld;
  let traders: SignedIn[];
  let given: GivenPool;

  interface PoolState {
    base: bigint;
    quote: bigint;
    supply: bigint;
  }
  const onChain = async (): Promise<PoolState> => {
    const { view } = given;
    const [base, quote, supply] = await Promise.all([
      accountAmount(world.rpcUrl, view.baseVault),
      accountAmount(world.rpcUrl, view.quoteVault),
      rpcCall<{ value: { amount: string } }>(world.rpcUrl, 'getTokenSupply', [view.lpMint, { commitment: 'confirmed' }]).then((r) =>
        BigInt(r.value.amount),
      ),
    ]);
    return { base, quote, supply };
  };
  const reported = async (): Promise<PoolState> => {
    const { body } = await world.get(`/pool/${given.pool}`);
    return { base: BigInt(body.data.baseReserve), quote: BigInt(body.data.quoteReserve), supply: BigInt(body.data.lpSupply) };
  };

  beforeAll(async () => {
    world = await startPoolWorld(database);
    traders = await Promise.all(Array.from({ length: TRADERS }, () => world.user(1000n)));
    // Trader 0 creates TKN and a deep TKN/SOL pool; every trader holds TKN, SOL and some LP.
    const token = await createTestToken(world.rpcUrl, traders[0]!.wallet, 6, 100_000_000n * TKN);
    for (const t of traders.slice(1)) await giveTokens(world.rpcUrl, traders[0]!.wallet, t.wallet.address, token, 5_000_000n * TKN);
    given = await world.givenPool(traders[0]!, { token, baseAmount: '10000000', quoteAmount: '100', feeTier: 0.5 });
    for (const t of traders.slice(1)) {
      const added = await world.post(t, '/add', { pool: given.pool, quoteAmount: '5' });
      expect((await world.signAndSend(t, added.body.transaction)).status).toBe(200);
    }
  });
  afterAll(() => world?.close());

  /** Builds a trader's operation at the reserves `at`; null when the API refuses to build it. */
  async function build(who: SignedIn, o: Operation, at: PoolState) {
    const { pool, view } = given;
    let r: { status: number; body: any };
    if (o.kind === 'swap') {
      const amount = o.xy ? formatAmount((at.base * BigInt(o.per100k)) / 100_000n, 6) : formatAmount((at.quote * BigInt(o.per100k)) / 100_000n, 9);
      r = await world.post(who, `/swap/${o.xy ? 'xy' : 'yx'}`, { pool, amount, slippage: o.slippage });
    } else if (o.kind === 'add') {
      r = await world.post(who, '/add', { pool, quoteAmount: formatAmount((at.quote * BigInt(o.per10k)) / 10_000n, 9), slippage: o.slippage });
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

  it('Given a deep pool and 8 traders, when 1,000 random swaps, adds and removes run 16 at a time, then after every round the vaults equal the reserves and LP supply the app reports and k per LP token never fell', async () => {
    const landed = { swap: 0, add: 0, remove: 0 };
    const tried = { swap: 0, add: 0, remove: 0 };
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: OPERATIONS, maxLength: OPERATIONS }), async (operations) => {
        let before = await onChain();
        expect(await reported()).toEqual(before);
        for (let start = 0; start < OPERATIONS; start += AT_ONCE) {
          const batch = operations.slice(start, start + AT_ONCE);
          const who = (i: number) => traders[i % TRADERS]!;
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
          expect(await reported()).toEqual(after);
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
    expect(tried.swap + tried.add + tried.remove).toBe(OPERATIONS);
    // Operations of every kind were carried out: the invariants were tested, not skipped. Most of
    // each kind land: a deposit or withdrawal signs a minimum, as a swap does, and is refused only
    // when the swaps of its round moved the price beyond its slippage.
    expect(landed.swap).toBeGreaterThan(tried.swap / 2);
    expect(landed.add).toBeGreaterThan(tried.add / 2);
    expect(landed.remove).toBeGreaterThan(tried.remove / 2);
  }, 600_000);
});
