/**
 * Deposits and withdrawals on a busy pool (liquidity-topup.ts): the user signs a minimum (the LP
 * of a deposit, the payouts of a withdrawal, less their slippage); swaps landing between the quote
 * and the submission move the price, and the deposit or withdrawal still lands, receiving exactly
 * what it is owed at the reserves it executed at, the part above the minimum in the pool's own
 * payment. Beyond the slippage it is refused and nothing moves.
 */
import { lpForDeposit, netAfterFee, withdrawalFor, type TransferFeeRate } from '@toolkit/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountAmount, createToken2022TestToken, giveTokens, rpcCall, solBalance, testExtensions, tokenBalance } from '../../../test/chain-kit.ts';
import { testDatabases, type SignedIn } from '../../../test/helpers.ts';
import { startPoolWorld, type GivenPool, type PoolWorld } from '../../../test/pool-world.ts';
import { pendingTransactions, poolTopUps } from '../../db/schema.ts';

describe.each(testDatabases())('deposits and withdrawals among swaps on $name', (database) => {
  let world: PoolWorld;
  let alice: SignedIn;
  let bob: SignedIn;
  let carol: SignedIn;

  beforeAll(async () => {
    world = await startPoolWorld(database);
    [alice, bob, carol] = await Promise.all([world.user(1000n), world.user(1000n), world.user(1000n)]);
  });
  afterAll(() => world?.close());

  /** The vaults and the LP supply on chain. */
  const onChain = async (given: GivenPool) => {
    const [base, quote, supply] = await Promise.all([
      accountAmount(world.rpcUrl, given.view.baseVault),
      accountAmount(world.rpcUrl, given.view.quoteVault),
      rpcCall<{ value: { amount: string } }>(world.rpcUrl, 'getTokenSupply', [given.view.lpMint, { commitment: 'confirmed' }]).then((r) =>
        BigInt(r.value.amount),
      ),
    ]);
    return { base, quote, supply };
  };
  const reported = async (given: GivenPool) => {
    const { body } = await world.get(`/pool/${given.pool}`);
    return { base: BigInt(body.data.baseReserve), quote: BigInt(body.data.quoteReserve), supply: BigInt(body.data.lpSupply) };
  };
  /** x*y/s² never falls: after.k * before.s² >= before.k * after.s². */
  const kPerLpHeld = (before: { base: bigint; quote: bigint; supply: bigint }, after: typeof before) =>
    after.base * after.quote * before.supply * before.supply >= before.base * before.quote * after.supply * after.supply;

  /** Carol sells TKN for SOL, `times` times 0.5 % of the base reserve: the price of TKN falls about 1 % each. */
  async function carolSells(given: GivenPool, times: number) {
    for (let i = 0; i < times; i++) {
      const { base } = await given.reserves();
      const built = await world.post(carol, '/swap/xy', { pool: given.pool, amount: (Number(base / 200n) / 1e6).toFixed(6), slippage: 5 });
      expect(built.status).toBe(200);
      expect((await world.signAndSend(carol, built.body.data.tx)).status).toBe(200);
    }
  }

  async function givenDeepPool(): Promise<GivenPool> {
    const given = await world.givenPool(alice, { baseAmount: '1000000', quoteAmount: '100' });
    // Bob holds TKN to deposit, Carol TKN to sell.
    for (const who of [bob, carol]) await giveTokens(world.rpcUrl, alice.wallet, who.wallet.address, given.token, 1_000_000n * 10n ** 6n);
    return given;
  }

  it('Given a deposit quoted at 3 % slippage and then swaps that move the price about 2 %, when Bob submits it, then it lands and he holds exactly the LP owed at the reserves it executed at, above his minimum', async () => {
    const given = await givenDeepPool();
    const added = await world.post(bob, '/add', { pool: given.pool, quoteAmount: '2', slippage: 3 });
    expect(added.status).toBe(200);
    const { baseAmount, quoteAmount, lpAmount, minimum } = added.body.data;
    expect(BigInt(minimum.lpAmount)).toBe((BigInt(lpAmount) * 9_700n) / 10_000n);

    await carolSells(given, 2);
    const before = await onChain(given);
    const sent = await world.signAndSend(bob, added.body.transaction);

    expect(sent.status).toBe(200);
    const owed = lpForDeposit(BigInt(baseAmount), BigInt(quoteAmount), before.base, before.quote, before.supply);
    expect(owed).toBeLessThan(BigInt(lpAmount));
    expect(owed).toBeGreaterThan(BigInt(minimum.lpAmount));
    expect(await tokenBalance(world.rpcUrl, bob.wallet.address, given.view.lpMint)).toBe(owed);
    expect(sent.body.lpReceived).toBe(owed.toString());
    const after = await onChain(given);
    expect(after).toEqual({ base: before.base + BigInt(baseAmount), quote: before.quote + BigInt(quoteAmount), supply: before.supply + owed });
    expect(await reported(given)).toEqual(after);
    expect(kPerLpHeld(before, after)).toBe(true);
    // The top-up above the minimum was paid once, by the pool's own transaction.
    const [deposit] = await world.t.app.db.select().from(pendingTransactions).where(eq(pendingTransactions.signature, sent.body.signature!));
    const [topUp] = await world.t.app.db.select().from(poolTopUps).where(eq(poolTopUps.transactionId, deposit!.id));
    expect(topUp).toMatchObject({ status: 'paid', lpAmount: (owed - BigInt(minimum.lpAmount)).toString(), paidSignature: expect.any(String) });
    expect(await world.t.app.db.select().from(pendingTransactions).where(eq(pendingTransactions.idempotencyKey, topUp!.paymentKey!))).toHaveLength(1);
  });

  it('Given a withdrawal quoted at 3 % slippage and then swaps that move the price, when Bob submits it, then it lands and he receives exactly his share of each side at the reserves it executed at', async () => {
    const given = await givenDeepPool();
    const added = await world.post(bob, '/add', { pool: given.pool, quoteAmount: '2' });
    expect((await world.signAndSend(bob, added.body.transaction)).status).toBe(200);
    const lp = await tokenBalance(world.rpcUrl, bob.wallet.address, given.view.lpMint);
    const removed = await world.post(bob, '/remove', { pool: given.pool, lp_amount: (Number(lp) / 1e7).toFixed(7), slippage: 3 });
    expect(removed.status).toBe(200);
    const { minimum } = removed.body.data;

    await carolSells(given, 2);
    const before = await onChain(given);
    const tknBefore = await tokenBalance(world.rpcUrl, bob.wallet.address, given.token);
    const sent = await world.signAndSend(bob, removed.body.transaction);

    expect(sent.status).toBe(200);
    const share = withdrawalFor(lp, before.base, before.quote, before.supply);
    expect(share.baseAmount).toBeGreaterThan(BigInt(minimum.baseAmount));
    expect(share.quoteAmount).toBeGreaterThan(BigInt(minimum.quoteAmount));
    expect(await tokenBalance(world.rpcUrl, bob.wallet.address, given.token)).toBe(tknBefore + share.baseAmount);
    expect(await tokenBalance(world.rpcUrl, bob.wallet.address, given.view.lpMint)).toBe(0n);
    expect(sent.body).toMatchObject({ baseReceived: share.baseAmount.toString(), quoteReceived: share.quoteAmount.toString() });
    const after = await onChain(given);
    expect(after).toEqual({ base: before.base - share.baseAmount, quote: before.quote - share.quoteAmount, supply: before.supply - lp });
    expect(await reported(given)).toEqual(after);
    expect(kPerLpHeld(before, after)).toBe(true);
  });

  it('Given deposits and withdrawals built before a burst of swaps, when all are submitted at once, then every one lands with at least its minimum, the vaults equal the reported reserves and k per LP never fell', async () => {
    const given = await givenDeepPool();
    const firstAdd = await world.post(bob, '/add', { pool: given.pool, quoteAmount: '3' });
    expect((await world.signAndSend(bob, firstAdd.body.transaction)).status).toBe(200);
    const lp = await tokenBalance(world.rpcUrl, bob.wallet.address, given.view.lpMint);
    const before = await onChain(given);

    const adds = await Promise.all(
      ['0.5', '0.6', '0.7'].map((quoteAmount) => world.post(bob, '/add', { pool: given.pool, quoteAmount, slippage: 5 })),
    );
    // Different amounts: identical requests built on one blockhash are one transaction.
    const burns = [lp / 4n, lp / 5n];
    const removes = await Promise.all(
      burns.map((burn) => world.post(bob, '/remove', { pool: given.pool, lp_amount: (Number(burn) / 1e7).toFixed(7), slippage: 5 })),
    );
    const { base } = await given.reserves();
    const swaps = await Promise.all(
      [1, 2, 3, 4, 5, 6].map((i) =>
        i % 3 === 0
          ? world.post(alice, '/swap/yx', { pool: given.pool, amount: '0.3', slippage: 5 })
          : world.post(carol, '/swap/xy', { pool: given.pool, amount: (Number(base / 300n) / 1e6).toFixed(6), slippage: 5 }),
      ),
    );
    const sent = await Promise.all([
      ...swaps.map((s, i) => world.signAndSend(i % 3 === 2 ? alice : carol, s.body.data.tx)),
      ...[...adds, ...removes].map((b) => world.signAndSend(bob, b.body.transaction)),
    ]);

    expect(sent.map((s) => s.status)).toEqual(sent.map(() => 200));
    const liquidity = sent.slice(swaps.length);
    adds.forEach((a, i) => expect(BigInt(liquidity[i]!.body.lpReceived!)).toBeGreaterThanOrEqual(BigInt(a.body.data.minimum.lpAmount)));
    removes.forEach((r, i) => {
      const got = liquidity[adds.length + i]!.body;
      expect(BigInt(got.baseReceived!)).toBeGreaterThanOrEqual(BigInt(r.body.data.minimum.baseAmount));
      expect(BigInt(got.quoteReceived!)).toBeGreaterThanOrEqual(BigInt(r.body.data.minimum.quoteAmount));
    });
    const lpHeld = lp + liquidity.slice(0, adds.length).reduce((sum, s) => sum + BigInt(s.body.lpReceived!), 0n) - burns[0]! - burns[1]!;
    expect(await tokenBalance(world.rpcUrl, bob.wallet.address, given.view.lpMint)).toBe(lpHeld);
    const after = await onChain(given);
    expect(await reported(given)).toEqual(after);
    expect(kPerLpHeld(before, after)).toBe(true);
  });

  it('Given a pool of a token with a 1 % transfer fee and swaps after the quotes, when Bob deposits and withdraws, then LP is owed for what the vault received and each payout from a vault reaches him less its fee, as the answer says', async () => {
    const rate: TransferFeeRate = { bps: 100, maximumFee: 10n ** 12n };
    const token = await createToken2022TestToken(world.rpcUrl, alice.wallet, 6, 10_000_000n * 10n ** 6n, () => [
      testExtensions.transferFee(alice.wallet.address, rate.maximumFee),
    ]);
    const given = await world.givenPool(alice, { token, baseAmount: '1000000', quoteAmount: '100' });
    // Bob and Carol buy the token (a Token-2022 one: bought through the pool).
    for (const who of [bob, carol]) {
      const bought = await world.post(who, '/swap/yx', { pool: given.pool, amount: '6', slippage: 5 });
      expect((await world.signAndSend(who, bought.body.data.tx)).status).toBe(200);
    }

    const added = await world.post(bob, '/add', { pool: given.pool, quoteAmount: '2', slippage: 3 });
    expect(added.status).toBe(200);
    await carolSells(given, 2);
    const beforeAdd = await onChain(given);
    const deposited = await world.signAndSend(bob, added.body.transaction);
    expect(deposited.status).toBe(200);
    // LP for what the vault received: the base sent less its fee.
    const intoVault = netAfterFee(BigInt(added.body.data.baseAmount), rate);
    const owed = lpForDeposit(intoVault, BigInt(added.body.data.quoteAmount), beforeAdd.base, beforeAdd.quote, beforeAdd.supply);
    expect(owed).toBeGreaterThanOrEqual(BigInt(added.body.data.minimum.lpAmount));
    expect(await tokenBalance(world.rpcUrl, bob.wallet.address, given.view.lpMint)).toBe(owed);
    expect(deposited.body.lpReceived).toBe(owed.toString());

    const removed = await world.post(bob, '/remove', { pool: given.pool, lp_amount: (Number(owed) / 1e7).toFixed(7), slippage: 3 });
    expect(removed.status).toBe(200);
    await carolSells(given, 2);
    const before = await onChain(given);
    const held = await tokenBalance(world.rpcUrl, bob.wallet.address, token);
    const withdrawn = await world.signAndSend(bob, removed.body.transaction);

    expect(withdrawn.status).toBe(200);
    const share = withdrawalFor(owed, before.base, before.quote, before.supply);
    const after = await onChain(given);
    expect(after).toEqual({ base: before.base - share.baseAmount, quote: before.quote - share.quoteAmount, supply: before.supply - owed });
    // Two payouts from the base vault (the signed minimum, then the top-up), each less its own fee.
    const [withdrawal] = await world.t.app.db.select().from(pendingTransactions).where(eq(pendingTransactions.signature, withdrawn.body.signature!));
    const [top] = await world.t.app.db.select().from(poolTopUps).where(eq(poolTopUps.transactionId, withdrawal!.id));
    expect(top!.status).toBe('paid');
    const minimumBase = share.baseAmount - BigInt(top!.baseAmount);
    expect(netAfterFee(minimumBase, rate).toString()).toBe(removed.body.data.minimum.baseAmount);
    const gained = (await tokenBalance(world.rpcUrl, bob.wallet.address, token)) - held;
    expect(gained).toBe(netAfterFee(minimumBase, rate) + netAfterFee(BigInt(top!.baseAmount), rate));
    expect(withdrawn.body.baseReceived).toBe(gained.toString());
    expect(BigInt(withdrawn.body.quoteReceived!)).toBe(share.quoteAmount);
    expect(await reported(given)).toEqual(after);
  });

  it('Given a deposit quoted at 0.5 % slippage, when swaps move the price about 3 % before it is submitted, then it is refused as beyond the slippage and nothing moves', async () => {
    const given = await givenDeepPool();
    const added = await world.post(bob, '/add', { pool: given.pool, quoteAmount: '2', slippage: 0.5 });
    expect(added.status).toBe(200);
    await carolSells(given, 3);
    const before = await onChain(given);
    const [sol, tkn] = [await solBalance(world.rpcUrl, bob.wallet.address), await tokenBalance(world.rpcUrl, bob.wallet.address, given.token)];

    const sent = await world.signAndSend(bob, added.body.transaction);

    expect(sent.status).toBe(409);
    expect(sent.body.code).toBe('POOL_SLIPPAGE_EXCEEDED');
    expect(sent.body.message).toMatch(/beyond your slippage/);
    expect(await onChain(given)).toEqual(before);
    expect(await solBalance(world.rpcUrl, bob.wallet.address)).toBe(sol);
    expect(await tokenBalance(world.rpcUrl, bob.wallet.address, given.token)).toBe(tkn);
    expect(await tokenBalance(world.rpcUrl, bob.wallet.address, given.view.lpMint)).toBe(0n);
  });
});
