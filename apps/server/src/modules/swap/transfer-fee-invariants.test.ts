/**
 * The pool's invariants when its token charges a transfer fee (issue 11.4): 160 random swaps both
 * ways, adds and removes from 4 traders on a FEE/SOL pool (1 % fee), 8 at once, checked after
 * every round as for any pool (test/pool-fuzz.ts): the vaults are the reserves the app reports and
 * settled on (what the vaults really received, never what was sent), every operation got at least
 * its minimum, and k per LP token squared never fell.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createToken2022TestToken, testExtensions } from '../../../test/chain-kit.ts';
import { testDatabases, type SignedIn } from '../../../test/helpers.ts';
import { runPoolFuzz } from '../../../test/pool-fuzz.ts';
import { startPoolWorld, type GivenPool, type PoolWorld } from '../../../test/pool-world.ts';

const TRADERS = 4;
const OPERATIONS = 160;
const FEE = 10n ** 6n;

describe.each(testDatabases())('transfer-fee pool invariants on $name', (database) => {
  let world: PoolWorld;
  let traders: SignedIn[];
  let given: GivenPool;

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

  it('Given a FEE/SOL pool and 4 traders, when 160 random swaps, adds and removes run 8 at a time, then after every round the vaults equal the reserves the app reports and settled on, each operation got its minimum, and k per LP token never fell', async () => {
    const { landed } = await runPoolFuzz(world, given, traders, { operations: OPERATIONS, atOnce: 8 });
    // Every kind was carried out: the invariants were tested, not skipped.
    expect(landed.swap).toBeGreaterThan(OPERATIONS / 4);
    expect(landed.add).toBeGreaterThanOrEqual(1);
    expect(landed.remove).toBeGreaterThanOrEqual(1);
  }, 600_000);
});
