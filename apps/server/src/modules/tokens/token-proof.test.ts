/**
 * The token page's proof of what cannot move yet, through the API on the real local chain: escrows
 * of the lock program are made straight on chain with the shared lock builders, as any other client
 * would (never through the API), and the token's info counts them: vesting locked, unlocked, next
 * unlock and each schedule; LP burned and locked with the earliest unlock. The holder list labels
 * escrows "Vesting" or "LP lock", and Top 10 Holders leaves them out with the pool's own vault.
 */
import { findAssociatedTokenPda, getBurnInstruction, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import { address } from '@solana/kit';
import type { MarketView, TokenDetails, TokenRisk } from '@toolkit/shared';
import { describe, expect, it } from 'vitest';
import { createTestToken, tokenBalance, walletSigner } from '../../../test/chain-kit.ts';
import { airdrop, call, createTestWallet, testDatabases, useChainApp, type TestWallet } from '../../../test/helpers.ts';
import { cancelStraight, lockStraight } from '../../../test/lock-kit.ts';
import { programPools, sendStraight } from '../../../test/program-pool-kit.ts';

const SOL = 1_000_000_000n;
const TKN = 1_000_000n; // 6 decimals
const DAY = 86_400n;
const nowSeconds = () => BigInt(Math.floor(Date.now() / 1000));
const iso = (seconds: bigint) => new Date(Number(seconds) * 1000).toISOString();

describe.each(testDatabases())('token proof on $name', (database) => {
  const world = useChainApp(database);
  const rpcUrl = () => world.chain.rpcUrl;
  const info = async (mint: string) => {
    const r = await call(world.t.app, { method: 'GET', url: `/api/token/info/${mint}` });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.data as TokenDetails;
  };
  const market = async (mint: string) => (await call(world.t.app, { method: 'GET', url: `/api/market/${mint}` })).body.data as MarketView;
  const risk = (details: TokenDetails, key: TokenRisk['key']) => details.risks.find((r) => r.key === key);

  async function wallet(sol: bigint): Promise<TestWallet> {
    const w = createTestWallet();
    await airdrop(rpcUrl(), w.address, sol * SOL);
    return w;
  }

  it('Given a token with 900,000 of its 1,000,000 in two vesting escrows made straight on chain, when its info and market are read, then the vesting entry counts them, each escrow is labelled Vesting, and Top 10 Holders counts only the creator', async () => {
    // Given Alice's token and two schedules: Bob's whose cliff passed an hour ago (100,000, then 100,000 a day for 3 days), Carol's in 10 days (500,000)
    const alice = await wallet(2n);
    const [bob, carol] = [createTestWallet().address, createTestWallet().address];
    const token = await createTestToken(rpcUrl(), alice, 6, 1_000_000n * TKN);
    const now = nowSeconds();
    const bobCliff = now - 3_600n;
    const bobs = await lockStraight(rpcUrl(), alice, token, {
      recipient: bob,
      start: now - 7_200n,
      cliff: bobCliff,
      cliffAmount: 100_000n * TKN,
      amountPerPeriod: 100_000n * TKN,
      periods: 3n,
      frequency: DAY,
    });
    const carols = await lockStraight(rpcUrl(), alice, token, { recipient: carol, start: now, cliff: now + 10n * DAY, cliffAmount: 500_000n * TKN });
    expect(await tokenBalance(rpcUrl(), alice.address, token)).toBe(100_000n * TKN);

    // When the token's info is read
    const details = await info(token);

    // Then the vesting entry: 900,000 in all, 100,000 unlocked (Bob's cliff), 800,000 still locked, next unlock Bob's first period
    const vesting = risk(details, 'vesting')!;
    expect(vesting).toMatchObject({ label: 'Vesting', value: '800,000 locked, 100,000 of 900,000 unlocked', warning: false });
    expect(vesting.vesting).toMatchObject({
      total: '900000',
      unlocked: '100000',
      locked: '800000',
      lockedShare: 0.8,
      nextUnlock: iso(bobCliff + DAY),
    });
    // And each escrow's schedule, by first unlock, with its address
    expect(vesting.vesting!.escrows.map((e) => [e.escrow, e.recipient, e.total, e.unlocked, e.cliffTime, e.nextUnlock])).toEqual([
      [bobs, bob, '400000', '100000', iso(bobCliff), iso(bobCliff + DAY)],
      [carols, carol, '500000', '0', iso(now + 10n * DAY), iso(now + 10n * DAY)],
    ]);
    // And the escrows, the largest holders, are left out of Top 10 Holders: Alice's 10 % is what counts
    expect(details.largestHolders.slice(0, 2).map((h) => h.owner)).toEqual([carols, bobs]);
    expect(risk(details, 'concentration')).toMatchObject({ value: '10.00%', warning: false });
    // And the market labels both escrows Vesting
    expect((await market(token)).labels).toEqual(
      expect.arrayContaining([
        { address: bobs, label: 'vesting' },
        { address: carols, label: 'vesting' },
      ]),
    );
  });

  it('Given a vesting escrow its creator may cancel, when the token info is read, then the vesting entry warns; once cancelled it counts nothing and is listed as cancelled; a token without escrows has no vesting entry', async () => {
    const alice = await wallet(2n);
    const token = await createTestToken(rpcUrl(), alice, 6, 1_000n * TKN);
    expect(risk(await info(token), 'vesting')).toBeUndefined();

    const now = nowSeconds();
    const escrow = await lockStraight(rpcUrl(), alice, token, {
      recipient: createTestWallet().address,
      start: now,
      cliff: now + DAY,
      cliffAmount: 250n * TKN,
      cancel: 'creator',
    });

    const vesting = risk(await info(token), 'vesting')!;
    expect(vesting).toMatchObject({ value: '250 locked, 0 of 250 unlocked', warning: true });
    expect(vesting.vesting).toMatchObject({ lockedShare: 0.25, nextUnlock: iso(now + DAY) });
    expect(vesting.vesting!.escrows[0]).toMatchObject({ escrow, cancelMode: 'creator' });

    // When Alice cancels it (every token goes back to her), then nothing is locked and the warning goes
    await cancelStraight(rpcUrl(), alice, escrow);
    expect(await tokenBalance(rpcUrl(), alice.address, token)).toBe(1_000n * TKN);
    const cancelled = risk(await info(token), 'vesting')!;
    expect(cancelled).toMatchObject({ value: '0 locked, 0 of 0 unlocked', warning: false });
    expect(cancelled.vesting).toMatchObject({ total: '0', locked: '0', lockedShare: 0, nextUnlock: null });
    expect(cancelled.vesting!.escrows[0]!.cancelledAt).not.toBeNull();
  });

  it("Given a pool whose creator burned a quarter of the pool's LP and locked half in an escrow until 30 days from now, when the token's and the LP token's info are read, then the LP entry counts 25 % burned and 50 % locked with that unlock, the LP token's page names its escrow LP lock (label and entry), and the pool's vault is not a concentration risk", async () => {
    // Given Alice's token in a SOL pool: she holds every LP unit but the 100 the pool keeps
    const alice = await wallet(20n);
    const token = await createTestToken(rpcUrl(), alice, 6, 10_000_000n * TKN);
    const pools = programPools(rpcUrl());
    const pool = await pools.openSolPool(alice, token, 1_000_000n * TKN, 10n * SOL);
    const { state } = await pools.snapshot(pool);
    const minted = state.lpSupply;
    const held = await tokenBalance(rpcUrl(), alice.address, state.lpMint);
    expect(held).toBe(minted - 100n);
    expect(risk(await info(token), 'lp')).toMatchObject({ value: '0.00% burned, 0.00% locked', warning: true });

    // When she burns a quarter of the LP minted and locks half of it until 30 days from now, straight on chain
    const [lpAccount] = await findAssociatedTokenPda({ owner: address(alice.address), mint: state.lpMint, tokenProgram: TOKEN_PROGRAM_ADDRESS });
    await sendStraight(rpcUrl(), alice, [
      getBurnInstruction({ account: lpAccount, mint: state.lpMint, authority: walletSigner(alice), amount: minted / 4n }),
    ]);
    const now = nowSeconds();
    const unlockAt = now + 30n * DAY;
    const escrow = await lockStraight(rpcUrl(), alice, state.lpMint, {
      recipient: alice.address,
      start: now,
      cliff: unlockAt,
      cliffAmount: minted / 2n,
    });

    // Then the token's LP entry counts both, with the unlock date, and does not warn
    const details = await info(token);
    const lp = risk(details, 'lp')!;
    expect(lp).toMatchObject({ value: `25.00% burned, 50.00% locked until ${iso(unlockAt).slice(0, 10)}`, warning: false });
    expect(lp.lp).toMatchObject({ pool, lpMint: state.lpMint, burnedShare: 0.25, lockedShare: 0.5, earliestUnlock: iso(unlockAt) });
    expect(lp.lp!.locks.map((l) => [l.escrow, l.recipient, l.nextUnlock])).toEqual([[escrow, alice.address, iso(unlockAt)]]);
    // And the pool's vault (1,000,000 of 10,000,000) is left out of Top 10 Holders: Alice's 90 % is what counts
    expect(details.largestHolders[0]!.share).toBe(0.9);
    expect(risk(details, 'concentration')).toMatchObject({ value: '90.00%' });

    // And on the LP token's page the escrow is labelled LP lock and left out of its Top 10 Holders
    const lpView = await market(state.lpMint);
    expect(lpView.labels).toContainEqual({ address: escrow, label: 'lp-lock' });
    expect(lpView.labels).not.toContainEqual(expect.objectContaining({ label: 'vesting' }));
    const lpDetails = await info(state.lpMint);
    expect(lpDetails.largestHolders.map((h) => h.owner)).toContain(escrow);
    const lpLocks = risk(lpDetails, 'vesting')!;
    expect(lpLocks).toMatchObject({ label: 'LP Locks', warning: false });
    expect(lpLocks.vesting).toMatchObject({ unlocked: '0', nextUnlock: iso(unlockAt) });
    expect(lpLocks.vesting!.escrows.map((e) => e.escrow)).toEqual([escrow]);
    const aliceLp = held - minted / 4n - minted / 2n;
    const lpSupply = minted - minted / 4n;
    expect(risk(lpDetails, 'concentration')!.value).toBe(`${((Number((aliceLp * 1_000_000n) / lpSupply) / 1_000_000) * 100).toFixed(2)}%`);
  });
});
