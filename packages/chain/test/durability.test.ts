/**
 * Crash safety for real: the chain runs as its own process (`npm run chain`'s entry point), is
 * killed with SIGKILL right after confirmations, and restarted on the same data directory.
 * Everything it reported as confirmed must still be there, and new transactions must work.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { Connection, Keypair, LAMPORTS_PER_SOL, SystemProgram, Transaction, sendAndConfirmTransaction } from '@solana/web3.js';
import { TOKEN_2022_PROGRAM_ID, createMint, getAccount, getMint, getOrCreateAssociatedTokenAccount, mintTo } from '@solana/spl-token';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = mkdtempSync(join(tmpdir(), 'chain-durability-'));
const running = new Set<ChildProcess>();
const connections: Connection[] = [];

interface Started {
  child: ChildProcess;
  connection: Connection;
  markKilled(): void;
}

/** Starts `src/main.ts` in its own node process (no wrapper process, so SIGKILL hits the chain itself). */
async function startChainProcess(): Promise<Started> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: packageDir,
    env: { ...process.env, RPC_PORT: '0', DATA_DIR: dataDir, CHAIN_SNAPSHOT_MS: '300' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let stderr = '';
  child.stderr!.on('data', (chunk) => (stderr += chunk));
  const ready = await new Promise<{ rpcUrl: string; wsUrl: string }>((resolve, reject) => {
    let stdout = '';
    child.stdout!.on('data', (chunk) => {
      stdout += chunk;
      const match = /chain ready (\{.*\})/.exec(stdout);
      if (match) resolve(JSON.parse(match[1]!));
    });
    child.once('exit', (code) => reject(new Error(`chain exited with ${code}: ${stderr}`)));
  });
  // web3.js keeps polling in the background after a confirmation; once this process is killed on
  // purpose, those stray requests are left pending instead of failing as unhandled rejections.
  let killed = false;
  child.once('exit', () => (killed = true));
  const quietFetch = ((url: string, init: RequestInit) =>
    killed ? new Promise(() => {}) : fetch(url, init).catch((error) => (killed ? new Promise(() => {}) : Promise.reject(error)))) as typeof fetch;
  const connection = new Connection(ready.rpcUrl, { commitment: 'confirmed', wsEndpoint: ready.wsUrl, fetch: quietFetch as never });
  connections.push(connection);
  return { child, connection, markKilled: () => (killed = true) };
}

async function crash({ child, connection, markKilled }: Started): Promise<void> {
  markKilled();
  (connection as unknown as { _rpcWebSocket: { close(): void } })._rpcWebSocket.close();
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
  running.delete(child);
}

afterAll(async () => {
  for (const child of running) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('kill -9 and restart', () => {
  it('Given confirmed transfers and a Token-2022 mint, when the process is killed with SIGKILL and restarted, then every transaction, balance, mint, token account and signature is kept', async () => {
    // Given a chain process with a funded payer, a Token-2022 mint, a token account and a SOL transfer
    let chain = await startChainProcess();
    const payer = Keypair.generate();
    const recipient = Keypair.generate().publicKey;
    const airdrop = await chain.connection.requestAirdrop(payer.publicKey, 10 * LAMPORTS_PER_SOL);
    await chain.connection.confirmTransaction({ signature: airdrop, ...(await chain.connection.getLatestBlockhash()) });
    const mint = await createMint(chain.connection, payer, payer.publicKey, null, 2, undefined, undefined, TOKEN_2022_PROGRAM_ID);
    const ata = await getOrCreateAssociatedTokenAccount(
      chain.connection,
      payer,
      mint,
      payer.publicKey,
      false,
      undefined,
      undefined,
      TOKEN_2022_PROGRAM_ID,
    );
    const minted = await mintTo(chain.connection, payer, mint, ata.address, payer, 12_345n, [], undefined, TOKEN_2022_PROGRAM_ID);
    const sent = await sendAndConfirmTransaction(
      chain.connection,
      new Transaction().add(SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: recipient, lamports: LAMPORTS_PER_SOL })),
      [payer],
    );
    const payerBalance = await chain.connection.getBalance(payer.publicKey);

    // When the process is killed with SIGKILL right after the last confirmation, and restarted
    await crash(chain);
    chain = await startChainProcess();

    // Then balances, the mint, the token account and the old signatures are all there
    expect(await chain.connection.getBalance(recipient)).toBe(LAMPORTS_PER_SOL);
    expect(await chain.connection.getBalance(payer.publicKey)).toBe(payerBalance);
    expect((await getMint(chain.connection, mint, undefined, TOKEN_2022_PROGRAM_ID)).supply).toBe(12_345n);
    expect((await getAccount(chain.connection, ata.address, undefined, TOKEN_2022_PROGRAM_ID)).amount).toBe(12_345n);
    const statuses = await chain.connection.getSignatureStatuses([airdrop, minted, sent], { searchTransactionHistory: true });
    expect(statuses.value.map((s) => s?.confirmationStatus)).toEqual(['finalized', 'finalized', 'finalized']);
    expect((await chain.connection.getTransaction(sent, { maxSupportedTransactionVersion: 0 }))?.meta?.err).toBeNull();
    const history = (await chain.connection.getSignaturesForAddress(payer.publicKey)).map((entry) => entry.signature);
    expect(history).toEqual(expect.arrayContaining([airdrop, minted, sent]));

    // And new transactions work, including after a snapshot has been taken and the process is killed again
    const second = await sendAndConfirmTransaction(
      chain.connection,
      new Transaction().add(SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: recipient, lamports: LAMPORTS_PER_SOL })),
      [payer],
    );
    await waitFor(() => readdirSync(join(dataDir, 'chain')).some((name) => name.startsWith('snapshot-') && name.endsWith('.bin')));
    const third = await sendAndConfirmTransaction(
      chain.connection,
      new Transaction().add(SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: recipient, lamports: LAMPORTS_PER_SOL })),
      [payer],
    );
    await crash(chain);
    chain = await startChainProcess();
    expect(await chain.connection.getBalance(recipient)).toBe(3 * LAMPORTS_PER_SOL);
    const after = await chain.connection.getSignatureStatuses([sent, second, third]);
    expect(after.value.every((s) => s?.err === null)).toBe(true);
    await crash(chain);
    expect(existsSync(join(dataDir, 'chain', 'ledger.log'))).toBe(true);
  });
});

async function waitFor(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 25));
  expect(condition()).toBe(true);
}
