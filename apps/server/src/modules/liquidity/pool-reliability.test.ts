/**
 * Reliability of pools on the real chain: 20 concurrent swaps on one pool (each lands at a fair
 * price or is refused, none twice). The invariants under 1,000 random swaps, adds and removes are
 * pool-invariants.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountAmount, createTestToken } from '../../../test/chain-kit.ts';
import { testDatabases, type SignedIn } from '../../../test/helpers.ts';
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
});
