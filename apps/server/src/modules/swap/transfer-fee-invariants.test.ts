/**
 * The pool's invariants when its token charges a transfer fee (issue 11.4): random swaps both
 * ways, adds and removes (fast-check) from 4 traders on a FEE/SOL pool (1 % fee), sent through
 * the API as users do, 8 at once. After every round, with nothing in flight: the vaults on chain
 * are the reserves the app reports and the reserves the sequencer settled on (what the vaults
 * really received, never what was sent), every swap paid at least its minimum, and k per LP token
 * squared (x*y/s²) never fell.
 */
import fc from 'fast-check';
import { formatAmount } from '@toolkit/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountAmount, createToken2022TestToken, rpcCall, testExtensions, tokenBalance } from '../../../test/chain-kit.ts';
import { testDatabases, type SignedIn } from '../../../test/helpers.ts';
import { startPoolWorld, type GivenPool, type PoolWorld } from '../../../test/pool-world.ts';
import { pools } from '../../db/schema.ts';

const TRADERS = 4;
const OPERATIONS = 160;
const AT_ONCE = 8;
const FEE = 10n ** 6n;

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
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('add' as const), per10k: fc.integer({ min: 1, max: 200 }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('remove' as const), percent: fc.integer({ min: 1, max: 50 }) }) },
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

describe.each(testDatabases())('transfer-fee pool invariants on $name', (database) => {
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
  /** The pool view's reserves, and the sequencer's settled ones (set at its first decision, the traders' first swaps). */
  const reported = async () => {
    const { body } = await world.get(`/pool/${given.pool}`);
    const [row] = await world.t.app.db.select().from(pools).where(eq(pools.address, given.pool));
    return {
      view: { base: BigInt(body.data.baseReserve), quote: BigInt(body.data.quoteReserve), supply: BigInt(body.data.lpSupply) },
      settled: row?.settledBaseReserve == null ? null : { base: BigInt(row.settledBaseReserve), quote: BigInt(row.settledQuoteReserve!) },
    };
  };

  beforeAll(async () => {
    world = await startPoolWorld(database);
    traders = await Promise.all(Array.from({ length: TRADERS }, () => world.user(1000n)));
    // Trader 0 creates FEE (1 %, at most 1,000) and a deep FEE/SOL pool; the others buy FEE and add liquidity.
    const token = await createToken2022TestToken(world.rpcUrl, traders[0]!.wallet, 6, 100_000_000n * FEE, () => [
      testExtensions.transferFee(traders[0]!.wallet.address, 1_000n * FEE),
    ]);
    given = await world.givenPool(traders[0]!, { token, baseAmount: '10000000', quoteAmount: '100', feeTier: 0.5 });
    for (const t of traders.slice(1)) {
      const bought = await world.post(t, '/swap/yx', { pool: given.pool, amount: '20', slippage: 5 });
      expect((await world.signAndSend(t, bought.body.data.tx)).status).toBe(200);
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
      r = await world.post(who, '/add', { pool, quoteAmount: formatAmount((at.quote * BigInt(o.per10k)) / 10_000n, 9) });
    } else {
      const lp = (await tokenBalance(world.rpcUrl, who.wallet.address, view.lpMint)) * BigInt(o.percent);
      r = await world.post(who, '/remove', { pool, lp_amount: formatAmount(lp / 100n, view.lpDecimals) });
    }
    if (r.status !== 200) {
      expect([r.status < 500, REFUSALS.has(r.body.code)], JSON.stringify(r.body)).toEqual([true, true]);
      return null;
    }
    return o.kind === 'swap'
      ? { transaction: r.body.data.tx as string, minimum: BigInt(r.body.data.quote.minimumReceived) }
      : { transaction: r.body.transaction as string, minimum: null };
  }

  it('Given a FEE/SOL pool and 4 traders, when 160 random swaps, adds and removes run 8 at a time, then after every round the vaults equal the reserves the app reports and settled on, swaps paid their minimum, and k per LP token never fell', async () => {
    const landed = { swap: 0, add: 0, remove: 0 };
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: OPERATIONS, maxLength: OPERATIONS }), async (operations) => {
        let before = await onChain();
        for (let start = 0; start < OPERATIONS; start += AT_ONCE) {
          const batch = operations.slice(start, start + AT_ONCE);
          const who = (i: number) => traders[i % TRADERS]!;
          const built = await Promise.all(batch.map((o, i) => build(who(i), o, before)));
          const sent = await Promise.all(built.map((b, i) => b && world.signAndSend(who(i), b.transaction)));
          for (const [i, o] of batch.entries()) {
            const r = sent[i];
            if (!r) continue;
            if (r.status !== 200) {
              expect([r.status, REFUSALS.has(r.body.code!)], JSON.stringify(r.body)).toEqual([409, true]);
              continue;
            }
            landed[o.kind]++;
            if (o.kind === 'swap') expect(BigInt(r.body.received!)).toBeGreaterThanOrEqual(built[i]!.minimum!);
          }
          const after = await onChain();
          const { view, settled } = await reported();
          expect(view).toEqual(after);
          expect(settled).toEqual({ base: after.base, quote: after.quote });
          expect(after.base * after.quote * before.supply * before.supply).toBeGreaterThanOrEqual(
            before.base * before.quote * after.supply * after.supply,
          );
          if (after.supply === before.supply) expect(after.base * after.quote).toBeGreaterThanOrEqual(before.base * before.quote);
          before = after;
        }
      }),
      { numRuns: 1, endOnFailure: true },
    );
    // Every kind was carried out: the invariants were tested, not skipped.
    expect(landed.swap).toBeGreaterThan(OPERATIONS / 4);
    expect(landed.add).toBeGreaterThanOrEqual(1);
    expect(landed.remove).toBeGreaterThanOrEqual(1);
  }, 600_000);
});
