/**
 * Pools of a Token-2022 token with a transfer fee (issues 11.4, 14.3), through the API on the real
 * local chain: the vaults hold what they receive after the fee and that is what the pool prices;
 * swaps both ways pay at least the minimum received and exactly the `received` they report into
 * the wallet, net of the fee (improvement included); deposits mint LP for what the vaults receive
 * and withdrawals report what reaches the wallet; after concurrent swaps, the vaults hold exactly
 * the reserves the app reports and k never fell.
 */
import { formatAmount, lpForDeposit, netAfterFee, quoteSwap, swapOut, withheldFee, type TransferFeeRate } from '@toolkit/shared';
import { getBase64Encoder, getCompiledTransactionMessageDecoder, getTransactionDecoder, type ReadonlyUint8Array } from '@solana/kit';
import { TOKEN_2022_PROGRAM_ADDRESS } from '@toolkit/chain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createToken2022TestToken, rpcCall, solBalance, testExtensions, tokenBalance } from '../../../test/chain-kit.ts';
import { call, testDatabases, type SignedIn } from '../../../test/helpers.ts';
import { startPoolWorld, type GivenPool, type PoolWorld } from '../../../test/pool-world.ts';
import { pools } from '../../db/schema.ts';
import { IMPROVEMENT_PAYMENT_FEE } from './improvement-payment.ts';

const FEE = 10n ** 6n;
/** 1 % on every transfer, at most 1,000 FEE. */
const RATE: TransferFeeRate = { bps: 100, maximumFee: 1_000n * FEE };

/** The Token-2022 TransferCheckedWithFee instructions of a built transaction: amount and stated fee. */
function withFeeTransfers(base64Tx: string): Array<{ amount: bigint; fee: bigint }> {
  const { messageBytes } = getTransactionDecoder().decode(getBase64Encoder().encode(base64Tx));
  const message = getCompiledTransactionMessageDecoder().decode(messageBytes);
  // The server builds legacy and version 0 messages only, both with an instruction list.
  if (!('instructions' in message)) throw new Error(`unexpected message version ${String(message.version)}`);
  const u64 = (bytes: ReadonlyUint8Array, at: number) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getBigUint64(at, true);
  return message.instructions
    .filter((i) => message.staticAccounts[i.programAddressIndex] === TOKEN_2022_PROGRAM_ADDRESS && i.data?.[0] === 26 && i.data[1] === 1)
    .map((i) => ({ amount: u64(i.data!, 2), fee: u64(i.data!, 11) }));
}

describe.each(testDatabases())('transfer-fee pools on $name', (database) => {
  let world: PoolWorld;
  let alice: SignedIn;
  let bob: SignedIn;

  beforeAll(async () => {
    world = await startPoolWorld(database);
    [alice, bob] = await Promise.all([world.user(), world.user()]);
  });
  afterAll(() => world?.close());

  /** A FEE/SOL pool of Alice's: 100,000 FEE sent (1,000 withheld at the cap) and 10 SOL. */
  async function givenFeePool(): Promise<GivenPool> {
    const token = await createToken2022TestToken(world.rpcUrl, alice.wallet, 6, 10_000_000n * FEE, () => [
      testExtensions.transferFee(alice.wallet.address, RATE.maximumFee),
    ]);
    return world.givenPool(alice, { token, baseAmount: '100000', quoteAmount: '10' });
  }
  const swap = async (who: SignedIn, pool: string, direction: 'xy' | 'yx', amount: string, slippage = 2) => {
    const built = await world.post(who, `/swap/${direction}`, { pool, amount, slippage });
    expect(built.status).toBe(200);
    const sent = await world.signAndSend(who, built.body.data.tx);
    return { quote: built.body.data.quote, sent };
  };
  /** What the app reports: the pool view (read from the vaults) and the sequencer's settled reserves. */
  const reported = async (given: GivenPool) => {
    const { body } = await world.get(`/pool/${given.pool}`);
    const [row] = await world.t.app.db.select().from(pools).where(eq(pools.address, given.pool));
    return {
      view: { base: BigInt(body.data.baseReserve), quote: BigInt(body.data.quoteReserve) },
      settled: { base: BigInt(row!.settledBaseReserve!), quote: BigInt(row!.settledQuoteReserve!) },
    };
  };

  it('Given a token with a 1 % transfer fee capped at 1,000, when Alice pools 100,000 of it with 10 SOL, then the vault holds 99,000, her LP is owed on that, and the pool view names the fee', async () => {
    const given = await givenFeePool();
    expect(await given.reserves()).toEqual({ base: 99_000n * FEE, quote: 10n * 10n ** 9n });
    const lp = await tokenBalance(world.rpcUrl, alice.wallet.address, given.view.lpMint);
    // floor(sqrt(99,000e6 x 10e9)) less the 1,000 locked.
    expect(lp).toBe(BigInt(Math.floor(Math.sqrt(99_000 * 1e6 * 10 * 1e9))) - 1000n);
    expect(given.view.base.transferFee).toEqual({ bps: 100, maximumFee: RATE.maximumFee.toString() });
    expect(given.view.quote.transferFee ?? null).toBeNull();
  });

  it('Given a FEE/SOL pool, when Bob swaps 1 SOL for FEE, then the quote is net of the fee, he receives exactly what the answer and his activity say (minimum plus improvement, each less the fee) and at least the minimum, and k does not fall', async () => {
    const given = await givenFeePool();
    const before = await given.reserves();
    const quoted = await world.post(bob, '/quote', { pool: given.pool, amount: '1', direction: 'yx' });
    const fromVault = swapOut(10n ** 9n, before.quote, before.base, 100n).amountOut;
    expect(BigInt(quoted.body.data.amountOut)).toBeLessThan(fromVault);
    expect(BigInt(quoted.body.data.amountOut)).toBeGreaterThanOrEqual(netAfterFee(fromVault, RATE) - 1n);

    const held = await tokenBalance(world.rpcUrl, bob.wallet.address, given.token);
    const built = await world.post(bob, '/swap/yx', { pool: given.pool, amount: '1', slippage: 2 });
    const quote = built.body.data.quote;
    // The transaction Bob signs pays by TransferCheckedWithFee (a different fee in force makes it fail), and what it pays less that fee is his minimum.
    const [payout] = withFeeTransfers(built.body.data.tx);
    expect(payout!.amount - payout!.fee).toBeGreaterThanOrEqual(BigInt(quote.minimumReceived));
    expect(payout!.fee).toBe(withheldFee(payout!.amount, RATE.bps, RATE.maximumFee));
    const sent = await world.signAndSend(bob, built.body.data.tx);
    expect(sent.status).toBe(200);
    const gained = (await tokenBalance(world.rpcUrl, bob.wallet.address, given.token)) - held;
    expect(gained.toString()).toBe(sent.body.received);
    // Nothing else traded: what the quote said reaches the wallet did, and more than the minimum.
    expect(sent.body.received).toBe(quote.amountOut);
    expect(gained).toBeGreaterThan(BigInt(quote.minimumReceived));
    // The vault paid the whole output; the fee was withheld from Bob's side of it.
    const after = await given.reserves();
    expect(after).toEqual({ base: before.base - fromVault, quote: before.quote + 10n ** 9n });
    expect(gained).toBeLessThan(fromVault);
    // His activity shows the same net amount.
    const activity = await call(world.t.app, { method: 'GET', url: '/api/transaction/activity', token: bob.token });
    expect(activity.body.items.find((i: { signature: string }) => i.signature === sent.body.signature).amount).toBe(`1 → ${formatAmount(gained, 6)}`);
    expect(after.base * after.quote).toBeGreaterThanOrEqual(before.base * before.quote);
  });

  it('Given Alice holds FEE, when she swaps 5,000 FEE to SOL, then the vault gains 4,950 (the fee withheld on the way in), the pool prices that, and she holds exactly the SOL the answer says', async () => {
    const given = await givenFeePool();
    const before = await given.reserves();
    const solBefore = await solBalance(world.rpcUrl, alice.wallet.address);
    const { quote, sent } = await swap(alice, given.pool, 'xy', '5000');
    expect(sent.status).toBe(200);
    const intoVault = 5_000n * FEE - withheldFee(5_000n * FEE, RATE.bps, RATE.maximumFee);
    expect(intoVault).toBe(4_950n * FEE);
    const out = swapOut(intoVault, before.base, before.quote, 100n).amountOut;
    expect([quote.amountIn, quote.amountOut, sent.body.received]).toEqual([(5_000n * FEE).toString(), out.toString(), out.toString()]);
    expect(await given.reserves()).toEqual({ base: before.base + intoVault, quote: before.quote - out });
    const { meta } = await rpcCall<{ meta: { fee: number } }>(world.rpcUrl, 'getTransaction', [
      sent.body.signature,
      { commitment: 'confirmed', maxSupportedTransactionVersion: 0 },
    ]);
    expect((await solBalance(world.rpcUrl, alice.wallet.address)) - solBefore).toBe(out - BigInt(meta.fee) - IMPROVEMENT_PAYMENT_FEE);
  });

  it('Given the fee authority raised the fee to 5 % (in force two epochs later), when Alice swaps 5,000 FEE now, then the pool applies the 1 % still in force: the view says 1 %, the swap lands and the vault gains 4,950', async () => {
    const given = await givenFeePool();
    const change = await call(world.t.app, {
      method: 'POST',
      url: '/api/token/fees/set',
      token: alice.token,
      payload: { mint: given.token, bps: 500, maxFee: '1000' },
    });
    expect(change.status).toBe(200);
    expect((await world.signAndSend(alice, change.body.transaction)).status).toBe(200);
    const { body } = await world.get(`/pool/${given.pool}`);
    expect(body.data.base.transferFee).toEqual({ bps: 100, maximumFee: RATE.maximumFee.toString() });
    const before = await given.reserves();
    const { sent } = await swap(alice, given.pool, 'xy', '5000');
    // A transfer stating the newer 5 % would fail: the token program applies the older fee in this epoch.
    expect(sent.status).toBe(200);
    expect((await given.reserves()).base - before.base).toBe(4_950n * FEE);
  });

  it('Given a FEE/SOL pool, when Bob adds 1,000 FEE of liquidity and then removes it, then LP is minted for the 990 the vault received, and the withdrawal reports exactly what reaches his wallet after the fee', async () => {
    const given = await givenFeePool();
    await swap(bob, given.pool, 'yx', '2');
    const before = await given.reserves();
    const supply = async () =>
      BigInt(
        (await rpcCall<{ value: { amount: string } }>(world.rpcUrl, 'getTokenSupply', [given.view.lpMint, { commitment: 'confirmed' }])).value.amount,
      );
    const supplyBefore = await supply();

    const add = await world.post(bob, '/add', { pool: given.pool, baseAmount: '1000' });
    expect(add.status).toBe(200);
    expect(add.body.data.baseAmount).toBe((1_000n * FEE).toString());
    expect((await world.signAndSend(bob, add.body.transaction)).status).toBe(200);
    const added = await given.reserves();
    expect(added.base - before.base).toBe(990n * FEE);
    expect(added.quote - before.quote).toBe(BigInt(add.body.data.quoteAmount));
    const lp = BigInt(add.body.data.lpAmount);
    expect(lp).toBe(lpForDeposit(990n * FEE, BigInt(add.body.data.quoteAmount), before.base, before.quote, supplyBefore));
    expect(await tokenBalance(world.rpcUrl, bob.wallet.address, given.view.lpMint)).toBe(lp);

    const held = await tokenBalance(world.rpcUrl, bob.wallet.address, given.token);
    const remove = await world.post(bob, '/remove', { pool: given.pool, lp_amount: formatAmount(lp, given.view.lpDecimals) });
    expect(remove.status).toBe(200);
    expect((await world.signAndSend(bob, remove.body.transaction)).status).toBe(200);
    const gained = (await tokenBalance(world.rpcUrl, bob.wallet.address, given.token)) - held;
    expect(gained.toString()).toBe(remove.body.data.baseAmount);
    const paid = added.base - (await given.reserves()).base;
    expect(gained).toBe(paid - withheldFee(paid, RATE.bps, RATE.maximumFee));
  });

  it('Given a FEE/SOL pool, when six traders swap at once both ways and then one adds liquidity, then each receives exactly what its answer says and at least its minimum, the vaults hold the reserves the app reports, and k never fell', async () => {
    const given = await givenFeePool();
    const traders = await Promise.all(Array.from({ length: 6 }, () => world.user(5n)));
    // Half of them hold FEE first, to sell it back.
    for (const t of traders.slice(3)) expect((await swap(t, given.pool, 'yx', '0.5')).sent.status).toBe(200);
    const start = await given.reserves();
    const held = await Promise.all(traders.map((t) => tokenBalance(world.rpcUrl, t.wallet.address, given.token)));
    const sols = await Promise.all(traders.map((t) => solBalance(world.rpcUrl, t.wallet.address)));

    const built = await Promise.all(
      traders.map((t, i) => world.post(t, i < 3 ? '/swap/yx' : '/swap/xy', { pool: given.pool, amount: i < 3 ? '0.05' : '300', slippage: 3 })),
    );
    expect(built.map((b) => b.status)).toEqual(Array(6).fill(200));
    const sent = await Promise.all(traders.map((t, i) => world.signAndSend(t, built[i]!.body.data.tx)));
    expect(sent.map((s) => [s.status, s.body.code])).toEqual(Array(6).fill([200, undefined]));
    for (const [i, t] of traders.slice(0, 3).entries()) {
      const gained = (await tokenBalance(world.rpcUrl, t.wallet.address, given.token)) - held[i]!;
      expect(gained.toString()).toBe(sent[i]!.body.received);
      expect(gained).toBeGreaterThanOrEqual(BigInt(built[i]!.body.data.quote.minimumReceived));
    }
    for (const i of [3, 4, 5]) {
      const { meta } = await rpcCall<{ meta: { fee: number } }>(world.rpcUrl, 'getTransaction', [
        sent[i]!.body.signature,
        { commitment: 'confirmed', maxSupportedTransactionVersion: 0 },
      ]);
      const gained = (await solBalance(world.rpcUrl, traders[i]!.wallet.address)) - sols[i]! + BigInt(meta.fee) + IMPROVEMENT_PAYMENT_FEE;
      expect(gained.toString()).toBe(sent[i]!.body.received);
      expect(gained).toBeGreaterThanOrEqual(BigInt(built[i]!.body.data.quote.minimumReceived));
    }
    const swapped = await given.reserves();
    expect(swapped.base * swapped.quote).toBeGreaterThanOrEqual(start.base * start.quote);

    const add = await world.post(alice, '/add', { pool: given.pool, baseAmount: '2000' });
    expect((await world.signAndSend(alice, add.body.transaction)).status).toBe(200);
    const end = await given.reserves();
    expect(end.base - swapped.base).toBe(1_980n * FEE);
    expect(await reported(given)).toEqual({ view: end, settled: end });
    // A quote now prices the vaults as they are, net of the fee.
    const { body } = await world.post(bob, '/quote', { pool: given.pool, amount: '1', direction: 'yx' });
    const expected = quoteSwap({
      amountIn: 10n ** 9n,
      reserveIn: end.quote,
      reserveOut: end.base,
      feeBps: 100n,
      slippagePercent: body.data.slippage,
      decimalsIn: 9,
      decimalsOut: 6,
      transferFees: { out: RATE },
    });
    expect([body.data.amountOut, body.data.minimumReceived]).toEqual([expected.amountOut.toString(), expected.minimumReceived.toString()]);
  });
});
