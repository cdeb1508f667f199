/**
 * For a test file that talks to the chain through @solana/web3.js, as explorers and wallets do: a
 * local chain of its own on a fresh data folder, a connection to it (WebSocket included), and a
 * payer funded with 10 SOL, all started before the file's tests and closed after them.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Connection, LAMPORTS_PER_SOL, type Keypair } from '@solana/web3.js';
import { afterAll, beforeAll } from 'vitest';
import { startLocalChain, type LocalChain } from '../src/index.js';
import { waitFor } from './big-account.js';

export interface Web3Chain {
  chain: LocalChain;
  connection: Connection;
}

export function useWeb3Chain(folderPrefix: string, payer: Keypair): Web3Chain {
  const world = {} as Web3Chain;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), folderPrefix));
    world.chain = await startLocalChain({ dataDir, rpcPort: 0, logger: { info() {}, warn() {}, error() {} } });
    world.connection = new Connection(world.chain.rpcUrl, { commitment: 'confirmed', wsEndpoint: world.chain.wsUrl });
    await waitFor(world.connection, await world.connection.requestAirdrop(payer.publicKey, 10 * LAMPORTS_PER_SOL));
  });
  afterAll(async () => {
    (world.connection as unknown as { _rpcWebSocket: { close(): void } })._rpcWebSocket.close();
    await world.chain.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return world;
}
