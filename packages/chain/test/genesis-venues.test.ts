/**
 * The venue accounts the local chain holds from genesis: CPMM's AMM configs for the spec's fee
 * tiers and its create-pool fee account, a wrapped-SOL account owned by the platform's treasury.
 * They survive a restart, and a chain whose snapshot predates them gets them on its next start.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createSolanaRpc, generateKeyPairSigner } from '@solana/kit';
import { startLocalChain, type LocalChain } from '../src/index.js';
import { CPMM_CREATE_POOL_FEE_RECEIVER, CPMM_PROGRAM_ADDRESS, findAmmConfigPda } from '@toolkit/programs/cpmm';
import { LOCK_PROGRAM_ADDRESS } from '@toolkit/programs/lock';
import { LOCAL_AMM_TIERS } from '../src/genesis/index.js';

const quiet = { info() {}, warn() {}, error: console.error };
const dirs: string[] = [];
const chains: LocalChain[] = [];

async function chainIn(dataDir: string, poolFeeOwner?: string) {
  const chain = await startLocalChain({ dataDir, rpcPort: 0, logger: quiet, poolFeeOwner });
  chains.push(chain);
  return { chain, rpc: createSolanaRpc(chain.rpcUrl) };
}

afterEach(async () => {
  await Promise.all(chains.splice(0).map((c) => c.close()));
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('local chain genesis: the AMM venue', () => {
  it('Given a new chain with a treasury, when the configs and fee account are read over RPC, then every spec tier is a CPMM config and the fee account is wrapped SOL owned by the treasury', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'chain-genesis-'));
    dirs.push(dataDir);
    const treasury = (await generateKeyPairSigner()).address;
    const { rpc } = await chainIn(dataDir, treasury);

    const configs = await rpc.getProgramAccounts(CPMM_PROGRAM_ADDRESS, { encoding: 'base64', filters: [{ dataSize: 236n }] }).send();
    const rates = configs
      .map(({ account }) => Buffer.from(account.data[0], 'base64'))
      .map((data) => ({ index: data.readUInt16LE(10), tradeFeeRate: data.readBigUInt64LE(12), createPoolFee: data.readBigUInt64LE(36) }))
      .sort((a, b) => a.index - b.index);
    expect(rates).toEqual(LOCAL_AMM_TIERS.map((t) => ({ index: t.index, tradeFeeRate: t.tradeFeeRate, createPoolFee: 150_000_000n })));
    const tier0 = await findAmmConfigPda(0);
    expect(configs.map((c) => c.pubkey)).toContain(tier0);

    const fee = await rpc.getAccountInfo(CPMM_CREATE_POOL_FEE_RECEIVER, { encoding: 'jsonParsed' }).send();
    const parsed = (fee.value!.data as { parsed: { info: { owner: string; isNative: boolean; mint: string } } }).parsed.info;
    expect(parsed.owner).toBe(treasury);
    expect(parsed.isNative).toBe(true);
    expect(parsed.mint).toBe('So11111111111111111111111111111111111111112');
  });

  it('Given a new chain, when the AMM and lock program ids are read, then both hold executable programs, as on mainnet', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'chain-genesis-'));
    dirs.push(dataDir);
    const { rpc } = await chainIn(dataDir);
    for (const program of [CPMM_PROGRAM_ADDRESS, LOCK_PROGRAM_ADDRESS]) {
      const account = await rpc.getAccountInfo(program, { encoding: 'base64' }).send();
      expect(account.value?.executable).toBe(true);
    }
  });

  it('Given a chain restarted on its data folder, when the fee account is read, then it is still there with the same owner', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'chain-genesis-'));
    dirs.push(dataDir);
    const treasury = (await generateKeyPairSigner()).address;
    const first = await chainIn(dataDir, treasury);
    await first.chain.close();
    const { rpc } = await chainIn(dataDir, treasury);
    const fee = await rpc.getAccountInfo(CPMM_CREATE_POOL_FEE_RECEIVER, { encoding: 'jsonParsed' }).send();
    expect((fee.value!.data as { parsed: { info: { owner: string } } }).parsed.info.owner).toBe(treasury);
  });
});
