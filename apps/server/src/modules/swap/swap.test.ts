/**
 * Swaps through the API (fastify.inject), on the real local chain and a real database: quotes
 * from the reserves on chain, the minimum received signed and the improvement paid, concurrent
 * swaps sequenced as if one after another, k never falling, swaps beyond their slippage refused,
 * user-only signatures useless, start times, bad input. Each test opens its own pool (`givenPool`).
 */
import { NATIVE_MINT, swapOut, TEXTS } from '@toolkit/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rpcCall, solBalance, tokenBalance, walletSign } from '../../../test/chain-kit.ts';
import { call, testDatabases, type SignedIn } from '../../../test/helpers.ts';
import { startPoolWorld, type PoolWorld } from '../../../test/pool-world.ts';
import { IMPROVEMENT_PAYMENT_FEE } from './improvement-payment.ts';

describe.each(testDatabases())('swaps on $name', (database) => {
  let world: PoolWorld;
  let alice: SignedIn;
  let bob: SignedIn;

  beforeAll(async () => {
    world = await startPoolWorld(database);
    [alice, bob] = await Promise.all([world.user(), world.user()]);
  });
  afterAll(() => world?.close());

  it('Given a TKN/SOL pool, when Bob swaps 1 SOL for TKN, then the quote guarantees a minimum below the expected output, and he receives the full expected output (minimum plus improvement) with x*y not falling', async () => {
    const { pool, token, reserves } = await world.givenPool(alice);
    const before = await reserves();
    const quote = await world.post(bob, '/quote', { pool, amount: '1', direction: 'yx' });
    expect(quote.status).toBe(200);
    const q = quote.body.data;
    const exact = (Number(before.base) * 1e9 * 0.99) / (Number(before.quote) + 1e9 * 0.99);
    expect(Math.abs(Number(q.amountOut) - exact) / exact).toBeLessThan(0.001);
    expect(BigInt(q.minimumReceived)).toBeLessThan(BigInt(q.amountOut));
    expect(q.priceImpact).toBeGreaterThan(0);
    const built = await world.post(bob, '/swap/yx', { pool, amount: '1', payer: bob.wallet.address, slippage: 2 });
    expect(built.status).toBe(200);
    const bq = built.body.data.quote;
    expect([bq.amountOut, bq.slippage]).toEqual([q.amountOut, 2]);
    expect(BigInt(bq.minimumReceived)).toBe((BigInt(bq.amountOut) * 9800n) / 10000n);
    const tknBefore = await tokenBalance(world.rpcUrl, bob.wallet.address, token);
    const sent = await world.signAndSend(bob, built.body.data.tx);
    expect(sent.status).toBe(200);
    // Nothing else traded: the swap executes at the quoted reserves, improvement and all.
    expect(sent.body.received).toBe(q.amountOut);
    expect((await tokenBalance(world.rpcUrl, bob.wallet.address, token)) - tknBefore).toBe(BigInt(q.amountOut));
    const after = await reserves();
    expect(after).toEqual({ base: before.base - BigInt(q.amountOut), quote: before.quote + 1_000_000_000n });
    expect(after.base * after.quote).toBeGreaterThanOrEqual(before.base * before.quote);
  });

  it('Given Alice holds TKN, when she swaps 5000 TKN to SOL, then she holds the expected output in plain SOL (minimum in her transaction, the improvement from the pool) and x*y does not fall', async () => {
    const { pool, reserves } = await world.givenPool(alice);
    const before = await reserves();
    const built = await world.post(alice, '/swap/xy', { pool, amount: '5000' });
    expect(built.status).toBe(200);
    const q = built.body.data.quote;
    expect(q).toMatchObject({ direction: 'xy', outputMint: NATIVE_MINT, amountIn: '5000000000' });
    const solBefore = await solBalance(world.rpcUrl, alice.wallet.address);
    const sent = await world.signAndSend(alice, built.body.data.tx);
    expect(sent.status).toBe(200);
    expect(sent.body.received).toBe(q.amountOut);
    const after = await reserves();
    expect(after).toEqual({ base: before.base + 5_000_000_000n, quote: before.quote - BigInt(q.amountOut) });
    expect(after.base * after.quote).toBeGreaterThanOrEqual(before.base * before.quote);
    // What she got, less the network and priority fees she paid and the pool payment's fee she handed over.
    const { meta } = await rpcCall<{ meta: { fee: number } }>(world.rpcUrl, 'getTransaction', [
      sent.body.signature,
      { commitment: 'confirmed', maxSupportedTransactionVersion: 0 },
    ]);
    expect((await solBalance(world.rpcUrl, alice.wallet.address)) - solBefore).toBe(BigInt(q.amountOut) - BigInt(meta.fee) - IMPROVEMENT_PAYMENT_FEE);
  });

  it('Given 8 traders who each built a swap of 0.05 % of the SOL reserve on the same price at 1 % slippage, when all submit at once, then all land, each receives at least its minimum, and together they receive exactly what the 8 swaps executed one after another pay', async () => {
    const { pool, token, reserves } = await world.givenPool(alice);
    const traders = await Promise.all(Array.from({ length: 8 }, () => world.user(5n)));
    const before = await reserves();
    const built = await Promise.all(traders.map((t) => world.post(t, '/swap/yx', { pool, amount: '0.005', slippage: 1 })));
    expect(built.map((b) => b.status)).toEqual(Array(8).fill(200));
    const sent = await Promise.all(traders.map((t, i) => world.signAndSend(t, built[i]!.body.data.tx)));
    expect(sent.map((s) => [s.status, s.body.code])).toEqual(Array(8).fill([200, undefined]));
    const received = await Promise.all(traders.map((t) => tokenBalance(world.rpcUrl, t.wallet.address, token)));
    received.forEach((r, i) => {
      expect(r).toBeGreaterThanOrEqual(BigInt(built[i]!.body.data.quote.minimumReceived));
      expect(sent[i]!.body.received).toBe(r.toString());
    });
    let [x, y, sequential] = [before.quote, before.base, 0n];
    for (let i = 0; i < 8; i++) {
      const { amountOut } = swapOut(5_000_000n, x, y, 100n);
      [x, y, sequential] = [x + 5_000_000n, y - amountOut, sequential + amountOut];
    }
    expect(received.reduce((a, b) => a + b, 0n)).toBe(sequential);
    const after = await reserves();
    expect(after).toEqual({ base: y, quote: x });
    const view = (await world.get(`/pool/${pool}`)).body.data;
    expect([view.baseReserve, view.quoteReserve]).toEqual([after.base.toString(), after.quote.toString()]);
  });

  it('Given two swaps built on the same price at 0.5 % slippage, when the second is submitted after the first moved the price beyond it, then it is refused with SWAP_MINIMUM_NOT_MET and moves nothing', async () => {
    const { pool, token, reserves } = await world.givenPool(alice);
    const first = await world.post(alice, '/swap/yx', { pool, amount: '2', slippage: 0.5 });
    const second = await world.post(bob, '/swap/yx', { pool, amount: '2', slippage: 0.5 });
    expect(second.body.data.quote.amountOut).toBe(first.body.data.quote.amountOut);
    expect((await world.signAndSend(alice, first.body.data.tx)).status).toBe(200);
    const snapshot = async () => ({
      tkn: await tokenBalance(world.rpcUrl, bob.wallet.address, token),
      sol: await solBalance(world.rpcUrl, bob.wallet.address),
      pool: await reserves(),
    });
    const before = await snapshot();
    const refused = await world.signAndSend(bob, second.body.data.tx);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      success: false,
      code: 'SWAP_MINIMUM_NOT_MET',
      message:
        'The price moved beyond your slippage: this swap would now pay less than your minimum received. Nothing was sent; get a new quote or raise your slippage.',
    });
    expect(await snapshot()).toEqual(before);
    // Refused for good: the same transaction sent again is answered alike and still moves nothing.
    expect((await world.signAndSend(bob, second.body.data.tx)).body.code).toBe('SWAP_MINIMUM_NOT_MET');
    expect(await snapshot()).toEqual(before);
  });

  it('Given a swap Bob signed, when he sends it straight to the chain, then the chain refuses it (no pool signature) and nothing moves', async () => {
    const { pool, token, reserves } = await world.givenPool(alice);
    const built = await world.post(bob, '/swap/yx', { pool, amount: '1' });
    const signed = walletSign(built.body.data.tx, bob.wallet);
    const before = { tkn: await tokenBalance(world.rpcUrl, bob.wallet.address, token), pool: await reserves() };
    await expect(rpcCall(world.rpcUrl, 'sendTransaction', [signed, { encoding: 'base64' }])).rejects.toThrow(/signature/i);
    await expect(rpcCall(world.rpcUrl, 'sendTransaction', [signed, { encoding: 'base64', skipPreflight: true }])).rejects.toThrow(/signature/i);
    expect({ tkn: await tokenBalance(world.rpcUrl, bob.wallet.address, token), pool: await reserves() }).toEqual(before);
  });

  it('Given a pool whose start time is an hour ahead, when Bob swaps, then it is refused with POOL_NOT_STARTED naming the time', async () => {
    const startTime = new Date(Date.now() + 3600_000).toISOString();
    const { pool, view } = await world.givenPool(alice, { baseAmount: '1000', quoteAmount: '1', feeTier: 0.25, startTime });
    expect(view.startTime).toBe(startTime);
    const swap = await world.post(bob, '/swap/yx', { pool, amount: '0.1' });
    expect(swap.status).toBe(409);
    expect(swap.body).toEqual({ success: false, code: 'POOL_NOT_STARTED', message: `This pool opens for swaps at ${startTime} (UTC)` });
  });

  it('Given bad input, when quoting or building a swap, then each is refused with its code', async () => {
    const { pool } = await world.givenPool(alice);
    const notANumber = await world.post(bob, '/quote', { pool, amount: 'abc', direction: 'xy' });
    expect(notANumber.status).toBe(400);
    expect(notANumber.body).toEqual({ success: false, code: 'VALIDATION_FAILED', message: TEXTS.poolAmountInvalid, field: 'amount' });
    const badDirection = await world.post(bob, '/quote', { pool, amount: '1', direction: 'zz' });
    expect([badDirection.status, badDirection.body.code, badDirection.body.field]).toEqual([400, 'VALIDATION_FAILED', 'direction']);
    const tooPrecise = await world.post(bob, '/quote', { pool, amount: '0.0000001', direction: 'xy' });
    expect(tooPrecise.body).toEqual({
      success: false,
      code: 'POOL_AMOUNT_TOO_MANY_DECIMALS',
      message: 'Amount has more than 6 decimals',
      field: 'amount',
    });
    const noPool = await world.post(bob, '/swap/xy', { pool: alice.wallet.address, amount: '1' });
    expect([noPool.status, noPool.body.code]).toEqual([404, 'POOL_NOT_FOUND']);
    const otherPayer = await world.post(bob, '/swap/xy', { pool, amount: '1', payer: alice.wallet.address });
    expect(otherPayer.body).toEqual({ success: false, code: 'POOL_PAYER_MISMATCH', message: 'The payer must be your connected wallet' });
    for (const slippage of [0, 50.5, 'a lot']) {
      const bad = await world.post(bob, '/swap/yx', { pool, amount: '1', slippage });
      expect(bad.body).toEqual({ success: false, code: 'VALIDATION_FAILED', message: TEXTS.swapSlippageInvalid, field: 'slippage' });
    }
    const anonymous = await call(world.t.app, { method: 'POST', url: '/api/liquidity/swap/xy', payload: { pool, amount: '1' } });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.code).toBe('SIGN_IN_REQUIRED');
  });

  it("Given Bob's swap of 1 SOL submitted and waiting for its pool's lock, when Alice asks for a quote of 1 SOL, then she is quoted at the reserves after Bob's swap, and that is what she receives once both landed", async () => {
    const { pool, token, reserves } = await world.givenPool(alice);
    const before = await reserves();
    const bobs = await world.post(bob, '/swap/yx', { pool, amount: '1' });
    expect(bobs.status).toBe(200);
    let waiting!: Promise<{ status: number; body: { received?: string } }>;
    let quoted!: { status: number; body: any };
    // The test holds the pool's lock, as a swap being sequenced does, while Bob's swap queues behind it.
    await world.t.app.locks.withLock(`pool:${pool}`, async () => {
      waiting = world.signAndSend(bob, bobs.body.data.tx);
      await new Promise((r) => setTimeout(r, 300));
      quoted = await world.post(alice, '/quote', { pool, amount: '1', direction: 'yx' });
    });
    expect(quoted.status).toBe(200);
    const bobOut = swapOut(1_000_000_000n, before.quote, before.base, 100n).amountOut;
    const afterBob = swapOut(1_000_000_000n, before.quote + 1_000_000_000n, before.base - bobOut, 100n).amountOut;
    expect(BigInt(quoted.body.data.amountOut)).toBe(afterBob);
    expect((await waiting).body.received).toBe(bobOut.toString());

    const tknBefore = await tokenBalance(world.rpcUrl, alice.wallet.address, token);
    const built = await world.post(alice, '/swap/yx', { pool, amount: '1' });
    const sent = await world.signAndSend(alice, built.body.data.tx);
    expect(sent.status).toBe(200);
    expect((await tokenBalance(world.rpcUrl, alice.wallet.address, token)) - tknBefore).toBe(afterBob);
  });
});
