/**
 * Pools on the AMM program through the real app on a local chain: creating one (its full cost
 * stated before and paid exactly, the create-pool fee reaching the treasury's fee account, the
 * creator's LP on chain), deposits and withdrawals (balances on chain as quoted), LP burn, the
 * pool lists, prices that a stranger's pool cannot take over, and the refusals that change nothing.
 */
import { CPMM_CREATE_POOL_FEE_RECEIVER } from '@toolkit/programs/cpmm';
import { shortenAddress, type PoolCreationCost, type PoolView } from '@toolkit/shared';
import { describe, expect, it } from 'vitest';
import {
  accountAmount,
  createTestToken,
  createToken2022TestToken,
  rpcCall,
  solBalance,
  testExtensions,
  tokenBalance,
  networkFee,
  tokenSupply,
} from '../../../test/chain-kit.ts';
import { call, recordedTransactions, testDatabases, type SignedIn } from '../../../test/helpers.ts';
import { usePoolWorld } from '../../../test/pool-world.ts';

const TOKEN = 10n ** 6n; // one whole test token (6 decimals)
const SOL = 10n ** 9n;

describe.each(testDatabases())('pools on the AMM program on $name', (database) => {
  const { world, users } = usePoolWorld(database, { users: 2 });
  const [alice, bob] = users;

  const pendingOf = (who: SignedIn) => recordedTransactions(world.t.app, who);

  it('Given a token and SOL, when Alice asks what a pool costs and then creates it, then she pays exactly that (0.15 SOL of it to the fee account), holds the LP on chain and the pool is listed as hers', async () => {
    const token = await createTestToken(world.rpcUrl, alice.wallet, 6, 10_000_000n * TOKEN);
    const request = { baseToken: token, quoteToken: 'SOL', baseAmount: '1000000', quoteAmount: '10', feeTier: 1 };
    const quoted = await world.post(alice, '/init/quote', request);
    expect(quoted.status).toBe(200);
    const cost = quoted.body.data as PoolCreationCost;
    expect([cost.baseAmount, cost.quoteAmount, cost.createPoolFee]).toEqual([(1_000_000n * TOKEN).toString(), (10n * SOL).toString(), '150000000']);
    const [solBefore, tokenBefore, feeAccountBefore] = [
      await solBalance(world.rpcUrl, alice.wallet.address),
      await tokenBalance(world.rpcUrl, alice.wallet.address, token),
      await accountAmount(world.rpcUrl, CPMM_CREATE_POOL_FEE_RECEIVER),
    ];

    const init = await world.post(alice, '/init', request);
    expect(init.status).toBe(200);
    expect(init.body.cost).toEqual(cost);
    const sent = await world.signAndSend(alice, init.body.transaction);
    expect(sent.status).toBe(200);

    const spent = solBefore - (await solBalance(world.rpcUrl, alice.wallet.address));
    expect(spent - (await networkFee(world.rpcUrl, sent.body.signature!))).toBe(BigInt(cost.solTotal));
    expect(BigInt(cost.solTotal)).toBe(BigInt(cost.createPoolFee) + BigInt(cost.rent) + 10n * SOL);
    expect(tokenBefore - (await tokenBalance(world.rpcUrl, alice.wallet.address, token))).toBe(1_000_000n * TOKEN);
    expect((await accountAmount(world.rpcUrl, CPMM_CREATE_POOL_FEE_RECEIVER)) - feeAccountBefore).toBe(150_000_000n);

    const view = (await world.get(`/pool/${init.body.pool}`)).body.data as PoolView;
    expect(await tokenBalance(world.rpcUrl, alice.wallet.address, view.lpMint)).toBe(BigInt(cost.lpAmount));
    expect(BigInt(init.body.lpAmount)).toBe(BigInt(cost.lpAmount));
    expect(view).toMatchObject({
      creator: alice.wallet.address,
      feeTier: 1,
      baseReserve: (1_000_000n * TOKEN).toString(),
      quoteReserve: (10n * SOL).toString(),
      lpName: `${shortenAddress(token)}-SOL LP`,
      base: { mint: token },
      quote: { symbol: 'SOL' },
    });
    expect(view.price).toBeCloseTo(0.00001, 12);

    const mine = await call(world.t.app, { method: 'GET', url: '/api/liquidity/pools?mine=true', token: alice.token });
    expect(mine.body.data.map((p: PoolView) => p.pool)).toEqual([view.pool]);
    const bobs = await call(world.t.app, { method: 'GET', url: '/api/liquidity/pools?mine=true', token: bob.token });
    expect(bobs.body.data).toEqual([]);
    const everyone = await call(world.t.app, { method: 'GET', url: '/api/liquidity/pools' });
    expect(everyone.body.data.map((p: PoolView) => p.pool)).toContain(view.pool);

    // The same pair and tier again: the program would refuse it, so the app does first.
    expect((await world.post(alice, '/init/quote', request)).body.code).toBe('POOL_EXISTS');
    expect((await world.post(alice, '/init', request)).body.code).toBe('POOL_EXISTS');
  }, 60_000);

  it('Given a token with a 1 % transfer fee, when Alice creates its pool, then she pays exactly the quoted cost (its vault is larger, and its rent with it) and the vault receives her deposit less the fee', async () => {
    const token = await createToken2022TestToken(world.rpcUrl, alice.wallet, 6, 10_000_000n * TOKEN, () => [
      testExtensions.transferFee(alice.wallet.address, 10n ** 12n),
    ]);
    const request = { baseToken: token, quoteToken: 'SOL', baseAmount: '1000000', quoteAmount: '10', feeTier: 0.25 };
    const cost = (await world.post(alice, '/init/quote', request)).body.data as PoolCreationCost;
    const solBefore = await solBalance(world.rpcUrl, alice.wallet.address);
    const init = await world.post(alice, '/init', request);
    expect(init.status).toBe(200);
    const sent = await world.signAndSend(alice, init.body.transaction);
    expect(sent.status).toBe(200);
    expect(solBefore - (await solBalance(world.rpcUrl, alice.wallet.address)) - (await networkFee(world.rpcUrl, sent.body.signature!))).toBe(
      BigInt(cost.solTotal),
    );
    const view = (await world.get(`/pool/${init.body.pool}`)).body.data as PoolView;
    expect(BigInt(view.baseReserve)).toBe(1_000_000n * TOKEN - 10_000n * TOKEN);
    expect(view.base.transferFee).toEqual({ bps: 100, maximumFee: (10n ** 12n).toString() });
    expect(await tokenBalance(world.rpcUrl, alice.wallet.address, view.lpMint)).toBe(BigInt(cost.lpAmount));
  }, 60_000);

  it('Given a pool, when Bob adds 1 SOL worth and later removes all his LP, then his balances on chain move exactly as each answer said', async () => {
    const { pool, token, view } = await world.givenPool(alice);
    await call(world.t.app, { method: 'POST', url: '/api/liquidity/add', token: bob.token, payload: { pool, quoteAmount: '1' } }).then((r) =>
      expect(r.body.code).toBe('NOT_ENOUGH_TOKEN'),
    );
    // Bob holds some of the token (bought from Alice off the app).
    const { giveTokens } = await import('../../../test/chain-kit.ts');
    await giveTokens(world.rpcUrl, alice.wallet, bob.wallet.address, token, 200_000n * TOKEN);
    const before = { token: await tokenBalance(world.rpcUrl, bob.wallet.address, token), sol: await solBalance(world.rpcUrl, bob.wallet.address) };

    const add = await world.post(bob, '/add', { pool, quoteAmount: '1', slippage: 1 });
    expect(add.status).toBe(200);
    const deposit = add.body.data;
    expect(BigInt(deposit.quoteAmount)).toBeLessThanOrEqual(SOL);
    expect(BigInt(deposit.maximum.quoteAmount)).toBeGreaterThanOrEqual(BigInt(deposit.quoteAmount));
    const added = await world.signAndSend(bob, add.body.transaction);
    expect(added.status).toBe(200);
    const lp = await tokenBalance(world.rpcUrl, bob.wallet.address, view.lpMint);
    expect(lp).toBe(BigInt(deposit.lpAmount));
    expect(before.token - (await tokenBalance(world.rpcUrl, bob.wallet.address, token))).toBe(BigInt(deposit.baseAmount));
    const solAfterAdd = await solBalance(world.rpcUrl, bob.wallet.address);
    expect(before.sol - solAfterAdd - (await networkFee(world.rpcUrl, added.body.signature!))).toBe(
      BigInt(deposit.quoteAmount) + (await lpAccountRent()),
    );

    const lpText = (Number(lp) / 10 ** view.lpDecimals).toFixed(view.lpDecimals);
    const remove = await world.post(bob, '/remove', { pool, lp_amount: lpText, slippage: 1 });
    expect(remove.status).toBe(200);
    const withdrawal = remove.body.data;
    const tokenBeforeRemove = await tokenBalance(world.rpcUrl, bob.wallet.address, token);
    const removed = await world.signAndSend(bob, remove.body.transaction);
    expect(removed.status).toBe(200);
    expect(await tokenBalance(world.rpcUrl, bob.wallet.address, view.lpMint)).toBe(0n);
    expect((await tokenBalance(world.rpcUrl, bob.wallet.address, token)) - tokenBeforeRemove).toBe(BigInt(withdrawal.baseAmount));
    expect((await solBalance(world.rpcUrl, bob.wallet.address)) - solAfterAdd + (await networkFee(world.rpcUrl, removed.body.signature!))).toBe(
      BigInt(withdrawal.quoteAmount),
    );
    expect(BigInt(withdrawal.baseAmount)).toBeGreaterThanOrEqual(BigInt(withdrawal.minimum.baseAmount));

    // More LP than he holds: refused before anything is built.
    expect((await world.post(bob, '/remove', { pool, lp_amount: '1' })).body.code).toBe('LP_INSUFFICIENT');
  }, 60_000);

  /** Bob's LP account was opened by his deposit: its rent is what he paid besides the SOL side. */
  async function lpAccountRent() {
    return BigInt(await rpcCall<number>(world.rpcUrl, 'getMinimumBalanceForRentExemption', [165]));
  }

  it('Given Alice holds LP, when she burns some, then it leaves her wallet and the LP mint for good while the reserves stay', async () => {
    const { pool, view, reserves } = await world.givenPool(alice);
    const before = { lp: await tokenBalance(world.rpcUrl, alice.wallet.address, view.lpMint), supply: await tokenSupply(world.rpcUrl, view.lpMint) };
    const reservesBefore = await reserves();
    const burn = await world.post(alice, '/lp/burn', { pool, amount: '10' });
    expect(burn.status).toBe(200);
    expect((await world.signAndSend(alice, burn.body.transaction)).status).toBe(200);
    const burned = 10n * 10n ** BigInt(view.lpDecimals);
    expect(await tokenBalance(world.rpcUrl, alice.wallet.address, view.lpMint)).toBe(before.lp - burned);
    expect(await tokenSupply(world.rpcUrl, view.lpMint)).toBe(before.supply - burned);
    expect(await reserves()).toEqual(reservesBefore);
  }, 60_000);

  it('Given a token with a freeze authority, and bad input, when Alice asks for a pool, then each is refused with a clear 4xx and nothing is built or spent', async () => {
    const frozen = await createTestToken(world.rpcUrl, alice.wallet, 6, 1_000_000n * TOKEN, { freezeAuthority: alice.wallet.address });
    const plain = await createTestToken(world.rpcUrl, alice.wallet, 6, 1_000_000n * TOKEN);
    const good = { baseToken: plain, quoteToken: 'SOL', baseAmount: '1000', quoteAmount: '1', feeTier: 1 };
    const count = await pendingOf(alice);
    const sol = await solBalance(world.rpcUrl, alice.wallet.address);
    const refusals: Array<[object, number, string]> = [
      [{ ...good, baseToken: frozen }, 400, 'POOL_MINT_FREEZE_AUTHORITY'],
      [{ ...good, feeTier: 3 }, 400, 'VALIDATION_FAILED'],
      [{ ...good, baseAmount: '0' }, 400, 'VALIDATION_FAILED'],
      [{ ...good, baseAmount: '1.1234567' }, 400, 'POOL_AMOUNT_TOO_MANY_DECIMALS'],
      [{ ...good, quoteToken: plain }, 400, 'VALIDATION_FAILED'],
      [{ ...good, baseAmount: '2000000' }, 400, 'POOL_INSUFFICIENT_TOKEN'],
      [{ ...good, quoteAmount: '100000' }, 400, 'POOL_INSUFFICIENT_SOL'],
    ];
    for (const [body, status, code] of refusals) {
      const res = await world.post(alice, '/init', body);
      expect([res.status, res.body.code], JSON.stringify(body)).toEqual([status, code]);
    }
    expect((await world.post(alice, '/init/quote', { ...good, baseToken: frozen })).body.code).toBe('POOL_MINT_FREEZE_AUTHORITY');
    expect(await pendingOf(alice)).toBe(count);
    expect(await solBalance(world.rpcUrl, alice.wallet.address)).toBe(sol);
    expect((await world.get('/pool/11111111111111111111111111111111')).body.code).toBe('POOL_NOT_FOUND');
  }, 60_000);

  it("Given a token's pool at 0.00001 SOL, when a stranger opens a pool of 1 token and 150 SOL at the 4 % tier, then the token's price still comes from the deep pool", async () => {
    const token = await createTestToken(world.rpcUrl, alice.wallet, 6, 10_000_000n * TOKEN);
    await world.givenPool(alice, { token });
    const { giveTokens } = await import('../../../test/chain-kit.ts');
    const stranger = await world.user(200n);
    await giveTokens(world.rpcUrl, alice.wallet, stranger.wallet.address, token, 10n * TOKEN);
    await world.givenPool(stranger, { token, baseAmount: '1', quoteAmount: '150', feeTier: 4 });

    const prices = await call(world.t.app, { method: 'GET', url: `/api/liquidity/prices?mints=${token}` });
    expect(prices.status).toBe(200);
    expect(Number(prices.body.data[token].priceSol)).toBeCloseTo(0.00001, 12);
  }, 60_000);
});
