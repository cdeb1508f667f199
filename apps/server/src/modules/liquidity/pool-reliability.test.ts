/**
 * Reliability of pools on the real chain: 20 concurrent swaps on one pool (each lands at a fair
 * price or is refused, none twice), and a fast-check property over random swaps, adds and removes
 * (reserves always equal the vaults, x*y never falls across a swap, no LP holder takes more than
 * their share).
 */
import fc from 'fast-check';
import { formatAmount, swapOut } from '@toolkit/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountAmount, createTestToken, tokenBalance } from '../../../test/chain-kit.ts';
import { call, testDatabases, type SignedIn } from '../../../test/helpers.ts';
import { startPoolWorld, type GivenPool, type PoolWorld } from '../../../test/pool-world.ts';
import { poolSwaps } from '../../db/schema.ts';

describe.each(testDatabases())('pool reliability on $name', (database) => {
  let world: PoolWorld;
  let traders: SignedIn[];

  /** A deep TKN/SOL pool at 0.5 % of trader 0's, who keeps 90,000,000 TKN to trade with. */
  const givenDeepPool = async () => {
    const token = await createTestToken(world.rpcUrl, traders[0]!.wallet, 6, 100_000_000n * 10n ** 6n);
    return world.givenPool(traders[0]!, { token, baseAmount: '10000000', quoteAmount: '100', feeTier: 0.5 });
  };
  const chainState = async ({ view }: GivenPool) => {
    const [base, quote] = await Promise.all([accountAmount(world.rpcUrl, view.baseVault), accountAmount(world.rpcUrl, view.quoteVault)]);
    const { value } = await fetch(world.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getTokenSupply', params: [view.lpMint, { commitment: 'confirmed' }] }),
    }).then(async (r) => (await r.json()).result as { value: { amount: string } });
    return { base, quote, supply: BigInt(value.amount) };
  };

  beforeAll(async () => {
    world = await startPoolWorld(database);
    traders = await Promise.all(Array.from({ length: 4 }, () => world.user(1000n)));
  });
  afterAll(() => world?.close());

  it('Given 20 swaps built on the same price, when they are submitted at once, then each lands paying at least its minimum or is refused moving nothing, and none lands twice', async () => {
    const given = await givenDeepPool();
    const { pool } = given;
    // SOL -> TKN swaps (yx) from four traders, mixed sizes, and one TKN -> SOL (xy) swap from the creator.
    const built = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const who = i === 0 ? traders[0]! : traders[i % 4]!;
        const direction = i === 0 ? 'xy' : 'yx';
        const amount = i === 0 ? '20000' : `0.${(i % 5) + 1}`;
        const r = await world.post(who, `/swap/${direction}`, { pool, amount });
        expect(r.status).toBe(200);
        return { who, tx: r.body.data.tx as string, quote: r.body.data.quote, direction };
      }),
    );
    const before = await chainState(given);
    const results = await Promise.all(built.map((b) => world.signAndSend(b.who, b.tx)));
    const after = await chainState(given);

    const landed = built.map((b, i) => ({ ...b, received: results[i]!.body.received })).filter((_, i) => results[i]!.status === 200);
    for (const r of results) {
      if (r.status !== 200) {
        expect(r.body).toEqual({
          success: false,
          code: 'SWAP_MINIMUM_NOT_MET',
          message:
            'The price moved beyond your slippage: this swap would now pay less than your minimum received. Nothing was sent; get a new quote or raise your slippage.',
        });
      }
    }
    expect(landed.length).toBeGreaterThanOrEqual(1);
    // The vaults moved by exactly the landed swaps, each paying at least its minimum, once.
    let base = before.base;
    let quote = before.quote;
    for (const b of landed) {
      expect(BigInt(b.received!)).toBeGreaterThanOrEqual(BigInt(b.quote.minimumReceived));
      if (b.direction === 'xy') [base, quote] = [base + BigInt(b.quote.amountIn), quote - BigInt(b.received!)];
      else [base, quote] = [base - BigInt(b.received!), quote + BigInt(b.quote.amountIn)];
    }
    expect({ base: after.base, quote: after.quote }).toEqual({ base, quote });
    expect(after.base * after.quote).toBeGreaterThanOrEqual(before.base * before.quote);
    const signatures = results.filter((r) => r.status === 200).map((r) => r.body.signature);
    expect(new Set(signatures).size).toBe(landed.length);
    const recorded = await world.t.app.db.select().from(poolSwaps);
    expect(recorded.filter((s) => signatures.includes(s.signature))).toHaveLength(landed.length);

    // Submitting a landed swap again is answered with its first outcome, not executed again.
    const again = await world.signAndSend(landed[0]!.who, landed[0]!.tx);
    expect(again.body.signature).toBe(signatures[0]);
    expect(await chainState(given)).toEqual(after);
  });

  it('Given a deep pool, when random swaps, adds and removes run (fast-check), then reserves equal the vaults, x*y never falls across a swap, and no holder withdraws more than their share', async () => {
    const given = await givenDeepPool();
    const { pool, token } = given;
    const p = given.view;
    const op = fc.oneof(
      fc.record({ kind: fc.constant('swap' as const), who: fc.nat(3), xy: fc.boolean(), amount: fc.integer({ min: 1, max: 3000 }) }),
      fc.record({ kind: fc.constant('add' as const), who: fc.nat(3), amount: fc.integer({ min: 1, max: 2000 }) }),
      fc.record({ kind: fc.constant('remove' as const), who: fc.nat(3), part: fc.integer({ min: 1, max: 100 }) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 3, maxLength: 6 }), async (ops) => {
        for (const o of ops) {
          const who = traders[o.who]!;
          const before = await chainState(given);
          const view = (await call(world.t.app, { method: 'GET', url: `/api/liquidity/pool/${pool}` })).body.data;
          // The API's reserves are the vaults'.
          expect([BigInt(view.baseReserve), BigInt(view.quoteReserve), BigInt(view.lpSupply)]).toEqual([before.base, before.quote, before.supply]);
          if (o.kind === 'swap') {
            // TKN amounts for xy (only trader 0 holds TKN at first; others may have bought some), milli-SOL for yx.
            const held = await tokenBalance(world.rpcUrl, who.wallet.address, token);
            const xy = o.xy && held > 10n ** 6n;
            const amount = xy
              ? formatAmount(BigInt(o.amount) * 10n ** 5n < held ? BigInt(o.amount) * 10n ** 5n : held / 2n, 6)
              : formatAmount(BigInt(o.amount), 3);
            const r = await world.post(who, xy ? '/swap/xy' : '/swap/yx', { pool, amount });
            if (r.status !== 200) continue;
            const q = r.body.data.quote;
            const [rin, rout] = xy ? [before.base, before.quote] : [before.quote, before.base];
            expect(BigInt(q.amountOut)).toBe(swapOut(BigInt(q.amountIn), rin, rout, BigInt(p.feeTier * 100)).amountOut);
            expect((await world.signAndSend(who, r.body.data.tx)).status).toBe(200);
            const after = await chainState(given);
            expect(after.base * after.quote).toBeGreaterThanOrEqual(before.base * before.quote);
          } else if (o.kind === 'add') {
            const r = await world.post(who, '/add', { pool, quoteAmount: formatAmount(BigInt(o.amount), 3) });
            if (r.status !== 200) continue; // e.g. not enough TKN for the other side
            const sent = await world.signAndSend(who, r.body.transaction);
            if (sent.status !== 200) continue; // the chain refused it (insufficient funds): nothing moved
            const after = await chainState(given);
            expect(after.supply - before.supply).toBe(BigInt(r.body.data.lpAmount));
            // Minted LP never exceeds the deposit's proportional share.
            expect(BigInt(r.body.data.lpAmount) * before.base).toBeLessThanOrEqual(BigInt(r.body.data.baseAmount) * before.supply);
          } else {
            const lp = await tokenBalance(world.rpcUrl, who.wallet.address, p.lpMint);
            const part = (lp * BigInt(o.part)) / 100n;
            if (part === 0n) continue;
            const r = await world.post(who, '/remove', { pool, lp_amount: formatAmount(part, p.lpDecimals) });
            expect(r.status).toBe(200);
            expect((await world.signAndSend(who, r.body.transaction)).status).toBe(200);
            const after = await chainState(given);
            const paidBase = before.base - after.base;
            const paidQuote = before.quote - after.quote;
            expect(paidBase * before.supply).toBeLessThanOrEqual(part * before.base);
            expect(paidQuote * before.supply).toBeLessThanOrEqual(part * before.quote);
            expect(before.supply - after.supply).toBe(part);
          }
        }
      }),
      { numRuns: 4 },
    );
  });
});
