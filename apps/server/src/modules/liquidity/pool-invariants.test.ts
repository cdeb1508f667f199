/**
 * The pool's invariants under a crowd (issue 11 tests): 1,000 random swaps, adds and removes from
 * 8 traders on one TKN/SOL pool, 16 at once (two per trader). The operations and the invariants
 * checked after every round are in test/pool-fuzz.ts; transfer-fee pools run them too
 * (swap/transfer-fee-invariants.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestToken, giveTokens } from '../../../test/chain-kit.ts';
import { testDatabases, type SignedIn } from '../../../test/helpers.ts';
import { runPoolFuzz } from '../../../test/pool-fuzz.ts';
import { startPoolWorld, type GivenPool, type PoolWorld } from '../../../test/pool-world.ts';

const TRADERS = 8;
const OPERATIONS = 1_000;
const TKN = 10n ** 6n;

describe.each(testDatabases())('pool invariants on $name', (database) => {
  let world: PoolWorld;
  let traders: SignedIn[];
  let given: GivenPool;

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

  it('Given a deep pool and 8 traders, when 1,000 random swaps, adds and removes run 16 at a time, then after every round the vaults equal the reserves and LP supply the app reports and k per LP token never fell', async () => {
    const { tried, landed } = await runPoolFuzz(world, given, traders, { operations: OPERATIONS, atOnce: 16 });
    expect(tried.swap + tried.add + tried.remove).toBe(OPERATIONS);
    // Operations of every kind were carried out: the invariants were tested, not skipped. Most of
    // each kind land: a deposit or withdrawal signs a minimum, as a swap does, and is refused only
    // when the swaps of its round moved the price beyond its slippage.
    expect(landed.swap).toBeGreaterThan(tried.swap / 2);
    expect(landed.add).toBeGreaterThan(tried.add / 2);
    expect(landed.remove).toBeGreaterThan(tried.remove / 2);
  }, 600_000);
});
