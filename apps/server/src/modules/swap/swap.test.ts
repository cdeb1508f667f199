/**
 * Swaps on program pools through the real app on a local chain: one transaction the trader alone
 * signs, the minimum received enforced by the program, `received` read from the chain, a quote
 * routed to the pool that pays the most, and a swap the API built sent straight to the chain.
 */
import { getBase64Encoder, getTransactionDecoder, getBase58Decoder } from '@solana/kit';
import { DEFAULT_SETTINGS, NATIVE_MINT, type SwapQuoteView } from '@toolkit/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  confirm,
  createTestToken,
  createToken2022TestToken,
  giveTokens,
  rpcCall,
  solBalance,
  testExtensions,
  tokenBalance,
  walletSign,
  networkFee,
} from '../../../test/chain-kit.ts';
import { recordedTransactions, testDatabases } from '../../../test/helpers.ts';
import { usePoolWorld } from '../../../test/pool-world.ts';
import { pendingTransactions } from '../../db/schema.ts';

const TOKEN = 10n ** 6n;
const SOL = 10n ** 9n;

describe.each(testDatabases())('swaps on program pools on $name', (database) => {
  const { world, users } = usePoolWorld(database, { users: 2 });
  const [alice, bob] = users;

  const signersOf = (base64: string) => {
    const tx = getTransactionDecoder().decode(getBase64Encoder().encode(base64));
    return Object.keys(tx.signatures);
  };

  it('Given a pool, when Bob buys the token with SOL and sells it back, then each transaction is his alone and `received` is what his balances rose by on chain', async () => {
    const { pool, token } = await world.givenPool(alice);

    // Buy: SOL -> token ('yx': quote to base).
    const quote = await world.post(bob, '/quote', { pool, direction: 'yx', amount: '1' });
    expect(quote.status).toBe(200);
    const buy = await world.post(bob, '/swap/yx', { pool, amount: '1', slippage: 1 });
    expect(buy.status).toBe(200);
    const built = buy.body.data.quote as SwapQuoteView;
    expect(built).toMatchObject({ pool, direction: 'yx', inputMint: NATIVE_MINT, outputMint: token, amountIn: SOL.toString() });
    expect(built.amountOut).toBe((quote.body.data as SwapQuoteView).amountOut);
    expect(signersOf(buy.body.data.tx)).toEqual([bob.wallet.address]);
    const solBefore = await solBalance(world.rpcUrl, bob.wallet.address);
    const bought = await world.signAndSend(bob, buy.body.data.tx);
    expect(bought.status).toBe(200);
    const tokens = await tokenBalance(world.rpcUrl, bob.wallet.address, token);
    expect(BigInt(bought.body.received!)).toBe(tokens);
    expect(tokens).toBe(BigInt(built.amountOut));
    expect(tokens).toBeGreaterThanOrEqual(BigInt(built.minimumReceived));
    // SOL out: the amount, the token account's rent (new) and the network fee; nothing else.
    const tokenAccountRent = BigInt(await rpcCall<number>(world.rpcUrl, 'getMinimumBalanceForRentExemption', [165]));
    expect(solBefore - (await solBalance(world.rpcUrl, bob.wallet.address))).toBe(
      SOL + tokenAccountRent + (await networkFee(world.rpcUrl, bought.body.signature!)),
    );

    // Sell half back: token -> SOL ('xy').
    const half = tokens / 2n;
    const sell = await world.post(bob, '/swap/xy', { pool, amount: (Number(half) / 1e6).toFixed(6), slippage: 1 });
    expect(sell.status).toBe(200);
    const before = await solBalance(world.rpcUrl, bob.wallet.address);
    const sold = await world.signAndSend(bob, sell.body.data.tx);
    expect(sold.status).toBe(200);
    const rise = (await solBalance(world.rpcUrl, bob.wallet.address)) - before + (await networkFee(world.rpcUrl, sold.body.signature!));
    expect(BigInt(sold.body.received!)).toBe(rise);
    expect(rise).toBe(BigInt(sell.body.data.quote.amountOut));
    expect(await tokenBalance(world.rpcUrl, bob.wallet.address, token)).toBe(tokens - half);

    // The activity list shows what arrived, as read from the chain.
    const [row] = await world.t.app.db.select().from(pendingTransactions).where(eq(pendingTransactions.signature, sold.body.signature!));
    expect(row!.context.received).toBe(sold.body.received);

    // And the pool's history (the Swap page's chart) has both swaps from the chain: the buy raised the price, the sell lowered it.
    const history = await world.t.app.inject({ method: 'GET', url: `/api/liquidity/pool/${pool}/history` });
    expect(history.statusCode).toBe(200);
    const points = history.json().data as Array<{ price: number; baseReserve: string; quoteReserve: string }>;
    expect(points).toHaveLength(2);
    expect(BigInt(points[0]!.quoteReserve) - BigInt(points[1]!.quoteReserve)).toBeGreaterThanOrEqual(rise);
    expect(BigInt(points[1]!.baseReserve) - BigInt(points[0]!.baseReserve)).toBe(half);
    expect(points[1]!.price).toBeLessThan(points[0]!.price);
  }, 60_000);

  it('Given two pools of one pair, when Bob asks for a routed quote, then it names the pool that pays more for his amount, and a stranger pool does not take it over', async () => {
    const token = await createTestToken(world.rpcUrl, alice.wallet, 6, 10_000_000n * TOKEN);
    const deep = await world.givenPool(alice, { token, baseAmount: '1000000', quoteAmount: '10', feeTier: 1 });
    const shallow = await world.givenPool(alice, { token, baseAmount: '10000', quoteAmount: '0.1', feeTier: 0.25 });
    const stranger = await world.user(200n);
    await giveTokens(world.rpcUrl, alice.wallet, stranger.wallet.address, token, 10n * TOKEN);
    await world.givenPool(stranger, { token, baseAmount: '1', quoteAmount: '150', feeTier: 4 });

    const outOf = async (pool: string, amount: string) =>
      BigInt((await world.post(bob, '/quote', { pool, direction: 'yx', amount })).body.data.amountOut);
    for (const amount of ['0.0001', '1']) {
      const routed = await world.post(bob, '/quote/route', { inputMint: 'SOL', outputMint: token, amount });
      expect(routed.status).toBe(200);
      const [fromDeep, fromShallow] = [await outOf(deep.pool, amount), await outOf(shallow.pool, amount)];
      const best = fromDeep >= fromShallow ? deep.pool : shallow.pool;
      expect(routed.body.data).toMatchObject({ pool: best, direction: 'yx', inputMint: NATIVE_MINT, outputMint: token });
      expect(BigInt(routed.body.data.amountOut)).toBe(fromDeep >= fromShallow ? fromDeep : fromShallow);
    }
    // A tiny amount pays more at the cheaper tier; a large one at the deeper pool.
    expect((await world.post(bob, '/quote/route', { inputMint: 'SOL', outputMint: token, amount: '0.0001' })).body.data.pool).toBe(shallow.pool);
    expect((await world.post(bob, '/quote/route', { inputMint: 'SOL', outputMint: token, amount: '1' })).body.data.pool).toBe(deep.pool);
    // Selling: the stranger's pool of 1 token and 150 SOL would pay absurdly for a token; the route takes it only as far as it really pays.
    const sell = await world.post(bob, '/quote/route', { inputMint: token, outputMint: 'SOL', amount: '1' });
    expect(sell.status).toBe(200);
    const unknown = await world.post(bob, '/quote/route', { inputMint: token, outputMint: createTestWalletAddress(), amount: '1' });
    expect([unknown.status, unknown.body.code]).toEqual([404, 'POOL_NOT_FOUND']);
  }, 60_000);

  it('Given the swap card names its own slippage, when Bob asks for a routed quote at 7 %, then the quote and its minimum are at 7 %; out of 0.01 to 50 it is refused', async () => {
    const { token } = await world.givenPool(alice);
    const routed = await world.post(bob, '/quote/route', { inputMint: 'SOL', outputMint: token, amount: '1', slippage: 7 });
    expect(routed.status).toBe(200);
    expect(routed.body.data.slippage).toBe(7);
    expect(BigInt(routed.body.data.minimumReceived)).toBe((BigInt(routed.body.data.amountOut) * 9300n) / 10000n);
    const wrong = await world.post(bob, '/quote/route', { inputMint: 'SOL', outputMint: token, amount: '1', slippage: 80 });
    expect(wrong.status).toBe(400);
  }, 60_000);

  it('Given Bob signed a swap at 0.1 % slippage, when Alice moves the price first, then the chain refuses his swap, the API says so and his balances are untouched', async () => {
    const { pool, token } = await world.givenPool(alice);
    const bobs = await world.post(bob, '/swap/yx', { pool, amount: '1', slippage: 0.1 });
    expect(bobs.status).toBe(200);
    const alices = await world.post(alice, '/swap/yx', { pool, amount: '2', slippage: 1 });
    expect((await world.signAndSend(alice, alices.body.data.tx)).status).toBe(200);

    const before = { sol: await solBalance(world.rpcUrl, bob.wallet.address), token: await tokenBalance(world.rpcUrl, bob.wallet.address, token) };
    const refused = await world.signAndSend(bob, bobs.body.data.tx);
    expect([refused.status, refused.body.code]).toEqual([409, 'TRANSACTION_SLIPPAGE_EXCEEDED']);
    expect(await tokenBalance(world.rpcUrl, bob.wallet.address, token)).toBe(before.token);
    // A refused preflight costs nothing; a failed landing only its network fee.
    expect(before.sol - (await solBalance(world.rpcUrl, bob.wallet.address))).toBeLessThanOrEqual(10_000n);
  }, 60_000);

  it('Given a swap built by the API, when Bob sends it straight to the chain (not through the API), then it lands and pays at least its minimum', async () => {
    const { pool, token } = await world.givenPool(alice);
    const built = await world.post(bob, '/swap/yx', { pool, amount: '0.5', slippage: 1 });
    expect(built.status).toBe(200);
    const before = await tokenBalance(world.rpcUrl, bob.wallet.address, token);
    const signature = await rpcCall<string>(world.rpcUrl, 'sendTransaction', [walletSign(built.body.data.tx, bob.wallet), { encoding: 'base64' }]);
    await confirm(world.rpcUrl, signature);
    const rose = (await tokenBalance(world.rpcUrl, bob.wallet.address, token)) - before;
    expect(rose).toBe(BigInt(built.body.data.quote.amountOut));
    expect(rose).toBeGreaterThanOrEqual(BigInt(built.body.data.quote.minimumReceived));
  }, 60_000);

  it('Given a pool of a token with a 1 % transfer fee, when Bob buys it and sells some back, then what arrives is the quote after the fee, exactly as his balances rose on chain', async () => {
    const token = await createToken2022TestToken(world.rpcUrl, alice.wallet, 6, 10_000_000n * TOKEN, () => [
      testExtensions.transferFee(alice.wallet.address, 10n ** 12n),
    ]);
    const { pool } = await world.givenPool(alice, { token });
    const buy = await world.post(bob, '/swap/yx', { pool, amount: '1', slippage: 1 });
    expect(buy.status).toBe(200);
    const bought = await world.signAndSend(bob, buy.body.data.tx);
    expect(bought.status).toBe(200);
    const held = await tokenBalance(world.rpcUrl, bob.wallet.address, token);
    expect([BigInt(bought.body.received!), BigInt(buy.body.data.quote.amountOut)]).toEqual([held, held]);

    const sell = await world.post(bob, '/swap/xy', { pool, amount: '1000', slippage: 1 });
    expect(sell.status).toBe(200);
    const before = await solBalance(world.rpcUrl, bob.wallet.address);
    const sold = await world.signAndSend(bob, sell.body.data.tx);
    expect(sold.status).toBe(200);
    const rise = (await solBalance(world.rpcUrl, bob.wallet.address)) - before + (await networkFee(world.rpcUrl, sold.body.signature!));
    expect([BigInt(sold.body.received!), BigInt(sell.body.data.quote.amountOut)]).toEqual([rise, rise]);
    expect(await tokenBalance(world.rpcUrl, bob.wallet.address, token)).toBe(held - 1000n * TOKEN);
  }, 60_000);

  it("Given a pool that opens in an hour, when Bob swaps before and after the chain's clock passes its start, then it is refused until then, and then it lands", async () => {
    const chainMs = 1000 * (await rpcCall<number>(world.rpcUrl, 'getBlockTime', [await rpcCall<number>(world.rpcUrl, 'getSlot')]));
    const { pool, token } = await world.givenPool(alice, { startTime: new Date(chainMs + 3_600_000).toISOString() });
    const early = await world.post(bob, '/swap/yx', { pool, amount: '0.5', slippage: 1 });
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('POOL_NOT_STARTED');

    // When the chain's clock (the program's judge, not this server's) passes the start
    world.advanceClock(3_601);

    const built = await world.post(bob, '/swap/yx', { pool, amount: '0.5', slippage: 1 });
    expect(built.status, JSON.stringify(built.body)).toBe(200);
    const before = await tokenBalance(world.rpcUrl, bob.wallet.address, token);
    expect((await world.signAndSend(bob, built.body.data.tx)).status).toBe(200);
    expect((await tokenBalance(world.rpcUrl, bob.wallet.address, token)) - before).toBe(BigInt(built.body.data.quote.amountOut));
  }, 60_000);

  it('Given Bob built a swap at his saved slippage, when he saves a tighter one and builds again, then the new swap guarantees the tighter minimum at once', async () => {
    const { pool } = await world.givenPool(alice);
    const carol = await world.user();
    const settings = (exactSwapValue: number) =>
      world.t.app.inject({
        method: 'PUT',
        url: '/api/user/settings',
        headers: carol.headers,
        payload: { ...DEFAULT_SETTINGS, swapSlippageTolerance: 'custom', exactSwapValue },
      });
    expect((await settings(5)).statusCode).toBe(200);
    const loose = await world.post(carol, '/swap/yx', { pool, amount: '0.1' });
    expect(loose.body.data.quote.slippage).toBe(5);
    expect((await settings(0.5)).statusCode).toBe(200);
    const tight = (await world.post(carol, '/swap/yx', { pool, amount: '0.1' })).body.data.quote as SwapQuoteView;
    expect(tight.slippage).toBe(0.5);
    expect(BigInt(tight.minimumReceived)).toBe((BigInt(tight.amountOut) * 995n) / 1000n);
  });

  it('Given bad swap input, when Bob asks, then each is refused with a clear 4xx and nothing is built', async () => {
    const { pool } = await world.givenPool(alice);
    const count = () => recordedTransactions(world.t.app, bob);
    const n = await count();
    const cases: Array<[string, object, number, string]> = [
      ['/swap/yx', { pool, amount: '0' }, 400, 'VALIDATION_FAILED'],
      ['/swap/yx', { pool, amount: '1.0000000001' }, 400, 'POOL_AMOUNT_TOO_MANY_DECIMALS'],
      ['/swap/yx', { pool, amount: '1', slippage: 90 }, 400, 'VALIDATION_FAILED'],
      ['/swap/yx', { pool, amount: '1000000' }, 400, 'NOT_ENOUGH_SOL'],
      ['/swap/xy', { pool, amount: '1' }, 400, 'NOT_ENOUGH_TOKEN'],
      ['/swap/yx', { pool: '11111111111111111111111111111111', amount: '1' }, 404, 'POOL_NOT_FOUND'],
      ['/swap/yx', { pool, amount: '1', payer: alice.wallet.address }, 400, 'POOL_PAYER_MISMATCH'],
    ];
    for (const [path, body, status, code] of cases) {
      const res = await world.post(bob, path, body);
      expect([res.status, res.body.code], JSON.stringify(body)).toEqual([status, code]);
    }
    expect(await count()).toBe(n);
  }, 60_000);
});

/** An address no mint lives at. */
function createTestWalletAddress(): string {
  return getBase58Decoder().decode(new Uint8Array(32).fill(7));
}
