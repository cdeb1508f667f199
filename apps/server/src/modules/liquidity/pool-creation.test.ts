/**
 * Creating pools as a crowd would (issue 11.3, 11.4): a creation nobody signed blocks
 * nobody, two creators racing for one pair get one pool and one clear refusal that costs nothing,
 * the creator's balances are checked first, freezable mints are refused, and the LP token is
 * named after the pair (issue 11.5).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { airdrop, createTestToken, giveTokens, rpcCall, solBalance } from '../../../test/chain-kit.ts';
import { testDatabases, type SignedIn } from '../../../test/helpers.ts';

const TOKEN_2022_PROGRAM = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb';
import { startPoolWorld, type PoolWorld } from '../../../test/pool-world.ts';

describe.each(testDatabases())('pool creation on $name', (database) => {
  let world: PoolWorld;
  let alice: SignedIn;
  let bob: SignedIn;
  beforeAll(async () => {
    world = await startPoolWorld(database);
    [alice, bob] = await Promise.all([world.user(), world.user()]);
  });
  afterAll(() => world?.close());

  const pair = (token: string) => ({ baseToken: token, quoteToken: 'SOL', baseAmount: '1000000', quoteAmount: '10', feeTier: 1 });

  it('Given Alice prepared a pool creation and never signed it, when Bob creates the same pair, then his pool lands at once, and her late signature is refused with POOL_EXISTS and costs her nothing', async () => {
    const token = await createTestToken(world.rpcUrl, alice.wallet, 6, 10_000_000n * 10n ** 6n);
    await giveTokens(world.rpcUrl, alice.wallet, bob.wallet.address, token, 2_000_000n * 10n ** 6n);
    const squat = await world.post(alice, '/init', pair(token));
    expect(squat.status).toBe(200);
    const bobs = await world.post(bob, '/init', pair(token));
    expect(bobs.status).toBe(200);
    expect((await world.signAndSend(bob, bobs.body.transaction)).status).toBe(200);
    const before = await solBalance(world.rpcUrl, alice.wallet.address);
    const late = await world.signAndSend(alice, squat.body.transaction);
    expect(late.body).toEqual({ success: false, code: 'POOL_EXISTS', message: 'A pool for this pair and fee tier already exists' });
    expect(late.status).toBe(409);
    expect(await solBalance(world.rpcUrl, alice.wallet.address)).toBe(before);
    const again = await world.post(alice, '/init', pair(token));
    expect([again.status, again.body.code]).toEqual([409, 'POOL_EXISTS']);
  });

  it('Given two creations of one pair, both signed, when they are submitted at once, then one pool lands and the other is refused with POOL_EXISTS, paying nothing', async () => {
    const token = await createTestToken(world.rpcUrl, alice.wallet, 6, 10_000_000n * 10n ** 6n);
    const [first, second] = await Promise.all([
      world.post(alice, '/init', pair(token)),
      world.post(alice, '/init', { ...pair(token), baseAmount: '2000000' }),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const before = await solBalance(world.rpcUrl, alice.wallet.address);
    const sent = await Promise.all([world.signAndSend(alice, first.body.transaction), world.signAndSend(alice, second.body.transaction)]);
    expect(sent.map((s) => s.status).sort()).toEqual([200, 409]);
    const refused = sent.find((s) => s.status === 409)!;
    expect(refused.body).toEqual({ success: false, code: 'POOL_EXISTS', message: 'A pool for this pair and fee tier already exists' });
    const landed = sent.find((s) => s.status === 200)!;
    const { meta } = await rpcCall<{ meta: { preBalances: number[]; postBalances: number[] } }>(world.rpcUrl, 'getTransaction', [
      landed.body.signature,
      { commitment: 'confirmed', maxSupportedTransactionVersion: 0 },
    ]);
    // Her SOL moved by the landed creation only.
    expect(before - (await solBalance(world.rpcUrl, alice.wallet.address))).toBe(BigInt(meta.preBalances[0]! - meta.postBalances[0]!));
    const pools = (await world.get('/pools?mine=true', alice)).body.data.filter((p: { base: { mint: string } }) => p.base.mint === token);
    expect(pools).toHaveLength(1);
  });

  it('Given a creator short of SOL or of the token, when she creates a pool, then it is refused naming how much more she needs, and nothing is built', async () => {
    const poor = await world.user(1n);
    const token = await createTestToken(world.rpcUrl, poor.wallet, 6, 10n ** 12n);
    const noSol = await world.post(poor, '/init', pair(token));
    expect(noSol.status).toBe(400);
    expect(noSol.body.code).toBe('POOL_INSUFFICIENT_SOL');
    expect(noSol.body.message).toMatch(/^You need 9\.\d+ more SOL to create this pool \(deposit, fees and account rent\)$/);
    await airdrop(world.rpcUrl, poor.wallet.address, 20n);
    const noToken = await world.post(poor, '/init', { ...pair(token), baseAmount: '1500000' });
    expect(noToken.body).toEqual({
      success: false,
      code: 'POOL_INSUFFICIENT_TOKEN',
      message: `You need 500000 more ${token.slice(0, 4)}...${token.slice(-4)} to create this pool`,
    });
    expect((await world.post(poor, '/init', pair(token))).status).toBe(200);
  });

  it('Given a mint whose freeze authority is still set, when Alice pools it, then it is refused telling her to revoke it first', async () => {
    const token = await createTestToken(world.rpcUrl, alice.wallet, 6, 10n ** 13n, { freezeAuthority: alice.wallet.address });
    const refused = await world.post(alice, '/init', pair(token));
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      success: false,
      code: 'POOL_MINT_FREEZE_AUTHORITY',
      message:
        "Tokens with a freeze authority cannot be pooled: it could freeze the pool's vault. Revoke the freeze authority before creating a pool",
    });
  });

  it('Given amounts beyond u64, zero or negative amounts, a start time past year 9999 and unknown pools, when pools are created, quoted, swapped or funded, then each is a 4xx naming the field and never a 5xx', async () => {
    const { pool, token } = await world.givenPool(alice);
    const huge = '99999999999999999999999999';
    const answers = await Promise.all([
      world.post(alice, '/init', { ...pair(token), baseAmount: huge }),
      world.post(alice, '/init', { ...pair(token), baseAmount: '0' }),
      world.post(alice, '/init', { ...pair(token), quoteAmount: '-1' }),
      world.post(alice, '/init', { ...pair(token), startTime: '10000-01-01T00:00:00Z' }),
      world.post(alice, '/quote', { pool, amount: huge, direction: 'yx' }),
      world.post(alice, '/swap/xy', { pool, amount: huge }),
      world.post(alice, '/swap/yx', { pool, amount: '0' }),
      world.post(alice, '/add', { pool, baseAmount: huge }),
      world.post(alice, '/remove', { pool, lp_amount: huge }),
    ]);
    for (const a of answers) {
      expect(a.status, JSON.stringify(a.body)).toBeGreaterThanOrEqual(400);
      expect(a.status, JSON.stringify(a.body)).toBeLessThan(500);
      expect(a.body.success).toBe(false);
    }
    expect(answers.map((a) => a.body.field ?? a.body.code)).toEqual([
      'baseAmount',
      'baseAmount',
      'quoteAmount',
      'startTime',
      'amount',
      'amount',
      'amount',
      'baseAmount',
      'lp_amount',
    ]);
    const unknown = await Promise.all([
      world.post(alice, '/swap/xy', { pool: alice.wallet.address, amount: '1' }),
      world.get(`/pool/${alice.wallet.address}`),
    ]);
    expect(unknown.map((u) => [u.status, u.body.code])).toEqual([
      [404, 'POOL_NOT_FOUND'],
      [404, 'POOL_NOT_FOUND'],
    ]);
  });

  it('Given a new TKN/SOL pool, when its LP mint is looked up, then it is a Token-2022 token named after the pair, and the creator holds it', async () => {
    const { view, token } = await world.givenPool(alice);
    const short = `${token.slice(0, 4)}...${token.slice(-4)}`;
    const info = await world.get(`/token-info?mint=${view.lpMint}`);
    expect(info.body.data).toMatchObject({ mint: view.lpMint, name: `${short}-SOL LP`, symbol: `${short}-SOL-LP`, program: TOKEN_2022_PROGRAM });
    const held = (await world.get('/wallet-tokens', alice)).body.data.find((t: { mint: string }) => t.mint === view.lpMint);
    expect(held).toMatchObject({ symbol: `${short}-SOL-LP` });
    expect(BigInt(held.balance)).toBeGreaterThan(0n);
  });
});
