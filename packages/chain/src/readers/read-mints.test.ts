/**
 * readMints against the local chain, with mints made by an independent client (@solana/web3.js +
 * @solana/spl-token): a classic SPL mint, a Token-2022 mint with in-mint metadata, and addresses
 * that are not mints.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Connection, Keypair, LAMPORTS_PER_SOL, SystemProgram, Transaction, sendAndConfirmTransaction } from '@solana/web3.js';
import {
  ExtensionType,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
  createInitializeMetadataPointerInstruction,
  createInitializeMintInstruction,
  createMint,
  getMintLen,
  tokenMetadataInitializeWithRentTransfer,
  tokenMetadataUpdateFieldWithRentTransfer,
} from '@solana/spl-token';
import { createSolanaRpc } from '@solana/kit';
import { startLocalChain, type LocalChain } from '../local-chain.js';
import { readMint, readMints } from './index.js';

let chain: LocalChain;
let connection: Connection;
let dataDir: string;
const payer = Keypair.generate();

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'chain-readers-'));
  chain = await startLocalChain({ dataDir, rpcPort: 0, logger: { info() {}, warn() {}, error: console.error } });
  connection = new Connection(chain.rpcUrl, { commitment: 'confirmed', wsEndpoint: chain.wsUrl });
  const signature = await connection.requestAirdrop(payer.publicKey, 10 * LAMPORTS_PER_SOL);
  await connection.confirmTransaction({ signature, ...(await connection.getLatestBlockhash()) });
});

afterAll(async () => {
  (connection as unknown as { _rpcWebSocket: { close(): void } })._rpcWebSocket.close();
  await chain.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('readMints', () => {
  it('Given a classic mint, a Token-2022 mint with metadata and two non-mints, when read in one call, then each mint is decoded for its program and non-mints are null, in request order', async () => {
    // Given a classic mint with a freeze authority
    const classic = await createMint(connection, payer, payer.publicKey, payer.publicKey, 6, undefined, undefined, TOKEN_PROGRAM_ID);
    // And a Token-2022 mint whose metadata lives in the mint, with an extra field
    const mint = Keypair.generate();
    const mintLen = getMintLen([ExtensionType.MetadataPointer]);
    const rent = await connection.getMinimumBalanceForRentExemption(mintLen);
    await sendAndConfirmTransaction(
      connection,
      new Transaction().add(
        SystemProgram.createAccount({
          fromPubkey: payer.publicKey,
          newAccountPubkey: mint.publicKey,
          space: mintLen,
          lamports: rent,
          programId: TOKEN_2022_PROGRAM_ID,
        }),
        createInitializeMetadataPointerInstruction(mint.publicKey, payer.publicKey, mint.publicKey, TOKEN_2022_PROGRAM_ID),
        createInitializeMintInstruction(mint.publicKey, 9, payer.publicKey, null, TOKEN_2022_PROGRAM_ID),
      ),
      [payer, mint],
    );
    await tokenMetadataInitializeWithRentTransfer(
      connection,
      payer,
      mint.publicKey,
      payer.publicKey,
      payer,
      'Local Coin',
      'LOCAL',
      'https://example.test/l.json',
    );
    await tokenMetadataUpdateFieldWithRentTransfer(connection, payer, mint.publicKey, payer.publicKey, 'website', 'https://local.test');
    const nobody = Keypair.generate().publicKey.toBase58();

    // When all three are read in one call (the wallet, a system account, is not a mint either)
    const rpc = createSolanaRpc(chain.rpcUrl);
    const [a, b, c, d] = await readMints(rpc, [classic.toBase58(), mint.publicKey.toBase58(), nobody, payer.publicKey.toBase58()]);

    // Then each is decoded for its program, and non-mints are null
    expect(a).toMatchObject({
      program: 'spl-token',
      programId: TOKEN_PROGRAM_ID.toBase58(),
      decimals: 6,
      supply: 0n,
      mintAuthority: payer.publicKey.toBase58(),
      freezeAuthority: payer.publicKey.toBase58(),
      metadata: null,
      extensions: [],
      defaultAccountState: null,
    });
    expect(b).toMatchObject({
      program: 'spl-token-2022',
      programId: TOKEN_2022_PROGRAM_ID.toBase58(),
      decimals: 9,
      supply: 0n,
      mintAuthority: payer.publicKey.toBase58(),
      freezeAuthority: null,
      metadataAddress: mint.publicKey.toBase58(),
      extensions: ['MetadataPointer', 'TokenMetadata'],
      defaultAccountState: null,
      metadata: {
        name: 'Local Coin',
        symbol: 'LOCAL',
        uri: 'https://example.test/l.json',
        updateAuthority: payer.publicKey.toBase58(),
        additionalMetadata: { website: 'https://local.test' },
      },
    });
    expect(c).toBeNull();
    expect(d).toBeNull();
    expect(await readMint(rpc, mint.publicKey.toBase58())).toEqual(b);
  });

  it('Given 150 addresses of which only the last is a mint, when read, then the answer keeps their order and length across batches of 100', async () => {
    // Given 150 addresses of which only the last is a mint
    const classic = await createMint(connection, payer, payer.publicKey, null, 0, undefined, undefined, TOKEN_PROGRAM_ID);
    const many = Array.from({ length: 149 }, () => Keypair.generate().publicKey.toBase58());
    // When they are read
    const infos = await readMints(createSolanaRpc(chain.rpcUrl), [...many, classic.toBase58()]);
    // Then the answer keeps the order and length
    expect(infos).toHaveLength(150);
    expect(infos.slice(0, 149).every((i) => i === null)).toBe(true);
    expect(infos[149]?.decimals).toBe(0);
  });
});
