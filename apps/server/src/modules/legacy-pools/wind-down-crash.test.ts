/**
 * The wind-down survives kill -9: the server runs as a child process on a data folder (PGlite)
 * and a local chain of the test's own, and kills itself (SIGKILL) right after a payout
 * transaction was recorded and before it was sent, then, started again, right after one landed
 * and before that was recorded. Started once more it finishes, and every LP holder ends up paid
 * exactly once: each balance rose by exactly its share (a payout sent twice would show); an LP
 * lock ends up in escrows of the lock program exactly once.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createSolanaRpc } from '@solana/kit';
import { findVestingEscrows, LOCK_PROGRAM_ADDRESS, startLocalChain, TOKEN_2022_PROGRAM_ADDRESS, type LocalChain } from '@toolkit/chain';
import { NATIVE_MINT } from '@toolkit/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountAmount, airdrop, giveTokens, rpcCall, solBalance, tokenBalance } from '../../../test/chain-kit.ts';
import { createTestWallet } from '../../../test/helpers.ts';
import { givenLegacyPoolInFolder, serverProcess, type ServerProcess } from '../../../test/server-process.ts';

const LP = 10_000_000n;
const WIND_DOWN = { LEGACY_POOLS_WIND_DOWN: 'true' };

describe('the wind-down of a server-held pool across kill -9', () => {
  let dir: string;
  let chain: LocalChain;
  let server: ServerProcess;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'toolkit-wind-down-kill-'));
    chain = await startLocalChain({ dataDir: path.join(dir, 'chain-data'), rpcPort: 0, logger: { info() {}, warn() {}, error() {} } });
    server = await serverProcess(dir, chain.rpcUrl);
  });
  afterAll(async () => {
    if (server?.running()) await server.kill();
    await chain?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('Given a pool with eight LP holders, when the server dies after recording a payout and again after one landed, and is started again, then every holder is paid their share exactly once', async () => {
    // A server of an earlier version held this pool in the folder.
    const { alice, token, pool, view } = await givenLegacyPoolInFolder(dir, chain.rpcUrl);
    // Seven wallets that never used the app, each given LP straight on chain: more than one transaction's worth of payouts.
    const strangers = Array.from({ length: 7 }, () => createTestWallet().address);
    for (const [i, s] of strangers.entries()) await giveTokens(chain.rpcUrl, alice, s, view.lpMint, BigInt(10 + i) * LP, TOKEN_2022_PROGRAM_ADDRESS);
    const holders = [alice.address, ...strangers];
    // The pool's key opens their token accounts: more than the 0.01 SOL a pool keeps, so the operator funds it first.
    await airdrop(chain.rpcUrl, pool, 1n);
    const lpOf = (o: string) => tokenBalance(chain.rpcUrl, o, view.lpMint);
    const supply = BigInt((await rpcCall<{ value: { amount: string } }>(chain.rpcUrl, 'getTokenSupply', [view.lpMint])).value.amount);
    const [base, quote] = [await accountAmount(chain.rpcUrl, view.baseVault), await accountAmount(chain.rpcUrl, view.quoteVault)];
    const expected = await Promise.all(
      holders.map(async (o) => {
        const lp = await lpOf(o);
        return { base: (base * lp) / supply, sol: (quote * lp) / supply };
      }),
    );
    const holdings = () =>
      Promise.all(holders.map(async (o) => ({ base: await tokenBalance(chain.rpcUrl, o, token), sol: await solBalance(chain.rpcUrl, o) })));
    const before = await holdings();
    const risen = async () => (await holdings()).map((h, i) => ({ base: h.base - before[i]!.base, sol: h.sol - before[i]!.sol }));

    // This version winds the pool down and dies after recording its first payout.
    await server.start({ ...WIND_DOWN, LEGACY_POOLS_CRASH_AT: 'recorded' }, { mayDie: true });
    await server.exited();
    expect(await risen()).toEqual(holders.map(() => ({ base: 0n, sol: 0n })));

    // Again, dying this time right after a payout landed, before that was recorded.
    await server.start({ ...WIND_DOWN, LEGACY_POOLS_CRASH_AT: 'landed' }, { mayDie: true });
    await server.exited();
    const paidOnce = (await risen()).filter((r, i) => r.base === expected[i]!.base && r.sol === expected[i]!.sol).length;
    expect(paidOnce).toBeGreaterThan(0);

    // Started for good: it resolves what the dead ones left and pays the rest.
    await server.start(WIND_DOWN);
    for (let i = 0; i < 600; i++) {
      if ((await accountAmount(chain.rpcUrl, view.baseVault)) === 0n && (await accountAmount(chain.rpcUrl, view.quoteVault)) === 0n) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(await risen()).toEqual(expected);

    // Another restart and a few passes pay nothing more.
    await server.kill();
    await server.start(WIND_DOWN);
    await new Promise((r) => setTimeout(r, 5_000));
    expect(await risen()).toEqual(expected);
    const retired = await fetch(`${server.url}/api/liquidity/pool/${pool}`);
    expect([retired.status, ((await retired.json()) as { code: string }).code]).toEqual([410, 'POOL_RETIRED']);
  }, 600_000);

  it('Given a pool whose creator locked all their LP until next year, when the server dies after recording the escrows of that lock and again after they landed, and is started again, then the lock is in escrows exactly once, with its share and its date', async () => {
    const unlockAt = new Date(Date.now() + 365 * 24 * 3_600_000);
    // The first test's server is stopped: the folder's database has one process at a time.
    if (server.running()) await server.kill();
    const { alice, token, pool, view, locked } = await givenLegacyPoolInFolder(dir, chain.rpcUrl, { lockAllUntil: unlockAt });
    // The pool's key pays the escrows' rent: more than the 0.01 SOL a pool keeps, so the operator funds it first.
    await airdrop(chain.rpcUrl, pool, 1n);
    const supply = BigInt((await rpcCall<{ value: { amount: string } }>(chain.rpcUrl, 'getTokenSupply', [view.lpMint])).value.amount);
    const [base, quote] = [await accountAmount(chain.rpcUrl, view.baseVault), await accountAmount(chain.rpcUrl, view.quoteVault)];
    expect(locked).toBeGreaterThan(0n);
    const rpc = createSolanaRpc(chain.rpcUrl);
    const escrows = () => findVestingEscrows(rpc, LOCK_PROGRAM_ADDRESS, { creator: pool });

    // This version dies right after recording the escrows' transaction, before sending it: none exists.
    await server.start({ ...WIND_DOWN, LEGACY_POOLS_CRASH_AT: 'recorded' }, { mayDie: true });
    await server.exited();
    expect(await escrows()).toEqual([]);

    // Again, dying right after it landed, before that was recorded: the escrows exist once.
    await server.start({ ...WIND_DOWN, LEGACY_POOLS_CRASH_AT: 'landed' }, { mayDie: true });
    await server.exited();
    expect(await escrows()).toHaveLength(2);

    // Started for good, and once more: it resolves what the dead ones left and makes no escrow again.
    await server.start(WIND_DOWN);
    for (let i = 0; i < 600; i++) {
      if ((await accountAmount(chain.rpcUrl, view.baseVault)) === 0n && (await accountAmount(chain.rpcUrl, view.quoteVault)) === 0n) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    expect([await accountAmount(chain.rpcUrl, view.baseVault), await accountAmount(chain.rpcUrl, view.quoteVault)]).toEqual([0n, 0n]);
    await server.kill();
    await server.start(WIND_DOWN);
    await new Promise((r) => setTimeout(r, 5_000));
    const made = await escrows();
    expect(made).toHaveLength(2);
    const cliffTime = BigInt(Math.ceil(unlockAt.getTime() / 1000));
    expect(made.find((e) => e.tokenMint === token)).toMatchObject({
      recipient: alice.address,
      cliffTime,
      cliffUnlockAmount: (base * locked) / supply,
      cancelMode: 0,
    });
    expect(made.find((e) => e.tokenMint === NATIVE_MINT)).toMatchObject({
      recipient: alice.address,
      cliffTime,
      cliffUnlockAmount: (quote * locked) / supply,
      cancelMode: 0,
    });
  }, 600_000);
});
