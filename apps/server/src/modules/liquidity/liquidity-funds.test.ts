/**
 * Checks before the wallet is asked (issue 15.3) for the pool transactions a holder signs: a
 * deposit, a withdrawal, an LP burn, lock and release. A wallet short of SOL for the fees (and
 * for a SOL deposit), or of the token it would put in, is refused with the shortfall named and
 * nothing is recorded for it to sign.
 */
import { shortenAddress } from '@toolkit/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pendingTransactions } from '../../db/schema.ts';
import { emptySol, giveTokens } from '../../../test/chain-kit.ts';
import { testDatabases, type SignedIn } from '../../../test/helpers.ts';
import { startPoolWorld, type PoolWorld } from '../../../test/pool-world.ts';

const TKN = 1_000_000n; // one token of the pool's 6-decimal base

describe.each(testDatabases())('pool transactions refused for want of funds on $name', (database) => {
  let world: PoolWorld;
  let alice: SignedIn;
  beforeAll(async () => {
    world = await startPoolWorld(database);
    alice = await world.user();
  });
  afterAll(() => world?.close());

  const recorded = async (who: SignedIn) =>
    (await world.t.app.db.select().from(pendingTransactions).where(eq(pendingTransactions.userId, who.user._id))).length;
  const missingSol = (r: { body: { code: string; message: string } }) => {
    expect(r.body.code, JSON.stringify(r.body)).toBe('NOT_ENOUGH_SOL');
    return Number(/^You need ([\d.]+) more SOL/.exec(r.body.message)![1]);
  };

  it('Given Carol holds LP, TKN and a due LP lock but no SOL, when she deposits, withdraws, burns, locks or releases, then each is refused naming the SOL she lacks and nothing is recorded', async () => {
    const carol = await world.user();
    const { pool } = await world.givenPool(carol);
    const lock = await world.post(carol, '/lp/lock', { pool, amount: '1', unlockAt: new Date(Date.now() + 1_500).toISOString() });
    expect((await world.signAndSend(carol, lock.body.transaction)).status).toBe(200);
    const [{ id: lockId }] = (await world.get('/lp/locks', carol)).body.data;
    await new Promise((r) => setTimeout(r, 1_700));
    await emptySol(world.rpcUrl, carol.wallet);
    const before = await recorded(carol);

    const refusals = [
      await world.post(carol, '/add', { pool, baseAmount: '10' }),
      await world.post(carol, '/remove', { pool, lp_amount: '1' }),
      await world.post(carol, '/lp/burn', { pool, amount: '1' }),
      await world.post(carol, '/lp/lock', { pool, amount: '1', unlockAt: new Date(Date.now() + 60_000).toISOString() }),
      await world.post(carol, '/lp/unlock', { lockId }),
    ];

    for (const r of refusals) expect(missingSol(r)).toBeGreaterThan(0);
    // A deposit of 10 TKN puts in SOL at the pool's price (10 SOL per 1,000,000 TKN) too.
    expect(missingSol(refusals[0]!)).toBeGreaterThan(0.0001);
    expect(await recorded(carol)).toBe(before);
  });

  it('Given Bob holds 1 SOL and 5 TKN, when he deposits 10 TKN, then it names the 5 TKN he lacks; given 500,005 TKN, when he deposits 2 SOL, then it names the SOL he lacks; nothing is recorded', async () => {
    const { pool, token } = await world.givenPool(alice);
    const bob = await world.user(1n);
    await giveTokens(world.rpcUrl, alice.wallet, bob.wallet.address, token, 5n * TKN);

    const tenTokens = await world.post(bob, '/add', { pool, baseAmount: '10' });
    expect(tenTokens.body).toEqual({
      success: false,
      code: 'NOT_ENOUGH_TOKEN',
      message: `You need 5 more ${shortenAddress(token)}.`,
      field: 'baseAmount',
    });

    // 2 SOL at the pool's price (10 SOL per 1,000,000 TKN) takes 200,000 TKN, which Bob now holds.
    await giveTokens(world.rpcUrl, alice.wallet, bob.wallet.address, token, 500_000n * TKN);
    const missing = missingSol(await world.post(bob, '/add', { pool, quoteAmount: '2' }));
    expect(missing).toBeGreaterThan(1);
    expect(missing).toBeLessThan(1.01);
    expect(await recorded(bob)).toBe(0);
  });
});
