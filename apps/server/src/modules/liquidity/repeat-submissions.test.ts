/**
 * A signed pool transaction submitted again (a retry, a double click, two tabs) gets the first
 * outcome, for every kind: creating a pool and a deposit answer the LP that reached the wallet, a
 * withdrawal both sides, as read from the chain once it landed and kept with the transaction; a
 * burn its signature; a failure its stored refusal. Real app, real local chain.
 */
import { walletSign } from '../../../test/chain-kit.ts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestToken, giveTokens, solBalance, tokenBalance } from '../../../test/chain-kit.ts';
import { testDatabases } from '../../../test/helpers.ts';
import { usePoolWorld } from '../../../test/pool-world.ts';
import { pendingTransactions } from '../../db/schema.ts';
import type { PoolView } from '@toolkit/shared';

const TOKEN = 10n ** 6n;

describe.each(testDatabases())('repeated pool submissions on $name', (database) => {
  const { world, users } = usePoolWorld(database, { users: 2 });
  const [alice, bob] = users;

  /** What the transaction core kept of a landed transaction's arrivals. */
  const kept = async (signature: string) => {
    const [row] = await world.t.app.db.select().from(pendingTransactions).where(eq(pendingTransactions.signature, signature));
    return (row!.context as { received?: Record<string, string> }).received;
  };

  it('Given a new pool, when Alice submits its signed creation twice, then both answers name the LP that reached her wallet', async () => {
    const token = await createTestToken(world.rpcUrl, alice.wallet, 6, 10_000_000n * TOKEN);
    const init = await world.post(alice, '/init', { baseToken: token, quoteToken: 'SOL', baseAmount: '1000000', quoteAmount: '10', feeTier: 1 });
    expect(init.status).toBe(200);
    const signed = walletSign(init.body.transaction, alice.wallet);
    const { sendAndConfirm } = await import('../../../test/chain-kit.ts');
    const first = await sendAndConfirm(world.t.app, alice.token, signed);
    const again = await sendAndConfirm(world.t.app, alice.token, signed);
    expect(first.status).toBe(200);
    const view = (await world.get(`/pool/${init.body.pool}`)).body.data as PoolView;
    const lp = await tokenBalance(world.rpcUrl, alice.wallet.address, view.lpMint);
    expect(first.body).toMatchObject({ lpReceived: lp.toString() });
    expect(again.body).toEqual(first.body);
  }, 60_000);

  it('Given a pool, when Bob submits a deposit twice at once and again later, and a withdrawal twice, then every answer is the first: the LP and both sides that reached his wallet, kept with the transaction', async () => {
    const { pool, token, view } = await world.givenPool(alice);
    await giveTokens(world.rpcUrl, alice.wallet, bob.wallet.address, token, 200_000n * TOKEN);

    // A deposit, submitted twice at once (a double click) and once more after it landed
    const add = await world.post(bob, '/add', { pool, quoteAmount: '1', slippage: 1 });
    expect(add.status).toBe(200);
    const signedAdd = walletSign(add.body.transaction, bob.wallet);
    const { sendAndConfirm } = await import('../../../test/chain-kit.ts');
    const [first, twin] = await Promise.all([sendAndConfirm(world.t.app, bob.token, signedAdd), sendAndConfirm(world.t.app, bob.token, signedAdd)]);
    expect([first.status, twin.status]).toEqual([200, 200]);
    const lp = await tokenBalance(world.rpcUrl, bob.wallet.address, view.lpMint);
    expect(lp).toBeGreaterThan(0n);
    expect(first.body).toMatchObject({ lpReceived: lp.toString() });
    expect(twin.body).toEqual(first.body);

    // Others move the pool in between (Alice deposits too); the answer stays the first
    const other = await world.post(alice, '/add', { pool, quoteAmount: '2', slippage: 1 });
    expect((await world.signAndSend(alice, other.body.transaction)).status).toBe(200);
    const later = await sendAndConfirm(world.t.app, bob.token, signedAdd);
    expect(later.body).toEqual(first.body);
    expect(await kept(first.body.signature!)).toEqual({ lpReceived: lp.toString() });

    // A withdrawal of half his LP: both sides as they arrived, twice
    const half = lp / 2n;
    const lpText = (Number(half) / 10 ** view.lpDecimals).toFixed(view.lpDecimals);
    const remove = await world.post(bob, '/remove', { pool, lp_amount: lpText, slippage: 1 });
    expect(remove.status).toBe(200);
    const before = { token: await tokenBalance(world.rpcUrl, bob.wallet.address, token), sol: await solBalance(world.rpcUrl, bob.wallet.address) };
    const signedRemove = walletSign(remove.body.transaction, bob.wallet);
    const removed = await sendAndConfirm(world.t.app, bob.token, signedRemove);
    expect(removed.status).toBe(200);
    const tokenIn = (await tokenBalance(world.rpcUrl, bob.wallet.address, token)) - before.token;
    expect(removed.body).toMatchObject({ baseReceived: tokenIn.toString() });
    // The SOL side: what he holds more, plus the network fee the transaction cost him
    const solIn = BigInt(removed.body.quoteReceived!);
    expect(solIn).toBeGreaterThan(0n);
    expect((await solBalance(world.rpcUrl, bob.wallet.address)) - before.sol).toBeLessThanOrEqual(solIn);
    expect((await sendAndConfirm(world.t.app, bob.token, signedRemove)).body).toEqual(removed.body);
  }, 90_000);

  it('Given LP Alice burns, and a withdrawal of LP she no longer holds, when each is submitted twice, then the burn answers its signature twice and the failed withdrawal its refusal twice', async () => {
    const { pool, view } = await world.givenPool(alice);
    const held = await tokenBalance(world.rpcUrl, alice.wallet.address, view.lpMint);
    const allText = (Number(held) / 10 ** view.lpDecimals).toFixed(view.lpDecimals);
    // A withdrawal of everything, built first and signed, then the LP burned under it
    const remove = await world.post(alice, '/remove', { pool, lp_amount: allText, slippage: 1 });
    expect(remove.status).toBe(200);
    const burn = await world.post(alice, '/lp/burn', { pool, amount: '10' });
    expect(burn.status).toBe(200);
    const { sendAndConfirm } = await import('../../../test/chain-kit.ts');
    const signedBurn = walletSign(burn.body.transaction, alice.wallet);
    const burned = await sendAndConfirm(world.t.app, alice.token, signedBurn);
    expect(burned.status).toBe(200);
    expect((await sendAndConfirm(world.t.app, alice.token, signedBurn)).body).toEqual(burned.body);

    const signedRemove = walletSign(remove.body.transaction, alice.wallet);
    const refused = await sendAndConfirm(world.t.app, alice.token, signedRemove);
    expect(refused.status).toBeGreaterThanOrEqual(400);
    const again = await sendAndConfirm(world.t.app, alice.token, signedRemove);
    expect([again.status, again.body]).toEqual([refused.status, refused.body]);
  }, 60_000);
});
