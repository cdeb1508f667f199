/**
 * For a test file that talks to the chain through @solana/web3.js, as explorers and wallets do: a
 * local chain of its own on a fresh data folder, a connection to it (WebSocket included), and a
 * payer funded with `sol` SOL (10 by default), all started before the file's tests and closed after them.
 */
import {
  ExtensionType,
  TOKEN_2022_PROGRAM_ID,
  createInitializeMetadataPointerInstruction,
  createInitializeMintInstruction,
  getMintLen,
  tokenMetadataInitializeWithRentTransfer,
  tokenMetadataUpdateFieldWithRentTransfer,
} from '@solana/spl-token';
import { Connection, Keypair, LAMPORTS_PER_SOL, SystemProgram, Transaction, sendAndConfirmTransaction } from '@solana/web3.js';
import { afterAll, beforeAll } from 'vitest';
import type { LocalChain } from '../src/index.js';
import { waitFor } from './big-account.js';
import { useLocalChain, type TestChainOptions } from './local-chain.js';

export interface Web3Chain {
  chain: LocalChain;
  connection: Connection;
}

export function useWeb3Chain(folderPrefix: string, payer: Keypair, options: TestChainOptions & { sol?: number } = {}): Web3Chain {
  const { sol = 10, ...chainOptions } = options;
  const local = useLocalChain(folderPrefix, chainOptions);
  const world = {} as Web3Chain;
  beforeAll(async () => {
    world.chain = local.chain;
    world.connection = new Connection(world.chain.rpcUrl, { commitment: 'confirmed', wsEndpoint: world.chain.wsUrl });
    await waitFor(world.connection, await world.connection.requestAirdrop(payer.publicKey, sol * LAMPORTS_PER_SOL));
  });
  // Registered after the chain's own, so it runs first: web3.js reconnects its WebSocket forever
  // and must stop before the chain goes away.
  afterAll(() => {
    (world.connection as unknown as { _rpcWebSocket: { close(): void } } | undefined)?._rpcWebSocket.close();
  });
  return world;
}

/**
 * A Token-2022 mint of 9 decimals, `payer` its authority, whose metadata pointer points at itself
 * and whose metadata is written in it: Local Coin, LOCAL, `uri`, and an extra field `website`
 * of https://local.test.
 */
export async function createSelfMetadataMint(connection: Connection, payer: Keypair, uri: string): Promise<Keypair> {
  const mint = Keypair.generate();
  const mintLen = getMintLen([ExtensionType.MetadataPointer]);
  const rent = await connection.getMinimumBalanceForRentExemption(mintLen);
  const create = new Transaction().add(
    SystemProgram.createAccount({
      fromPubkey: payer.publicKey,
      newAccountPubkey: mint.publicKey,
      space: mintLen,
      lamports: rent,
      programId: TOKEN_2022_PROGRAM_ID,
    }),
    createInitializeMetadataPointerInstruction(mint.publicKey, payer.publicKey, mint.publicKey, TOKEN_2022_PROGRAM_ID),
    createInitializeMintInstruction(mint.publicKey, 9, payer.publicKey, null, TOKEN_2022_PROGRAM_ID),
  );
  await sendAndConfirmTransaction(connection, create, [payer, mint]);
  await tokenMetadataInitializeWithRentTransfer(connection, payer, mint.publicKey, payer.publicKey, payer, 'Local Coin', 'LOCAL', uri);
  await tokenMetadataUpdateFieldWithRentTransfer(connection, payer, mint.publicKey, payer.publicKey, 'website', 'https://local.test');
  return mint;
}
