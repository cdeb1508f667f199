/**
 * readMints against the local chain, with mints made by an independent client (@solana/web3.js +
 * @solana/spl-token): a classic SPL mint, a Token-2022 mint with in-mint metadata, and addresses
 * that are not mints.
 */
import { describe, expect, it } from 'vitest';
import { Keypair } from '@solana/web3.js';
import { TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID, createMint } from '@solana/spl-token';
import { createSolanaRpc } from '@solana/kit';
import { errorLogger } from '../../test/local-chain.js';
import { createSelfMetadataMint, useWeb3Chain } from '../../test/web3-chain.js';
import { readMint, readMints } from './index.js';

const payer = Keypair.generate();
const local = useWeb3Chain('chain-readers-', payer, { logger: errorLogger });

describe('readMints', () => {
  it('Given a classic mint, a Token-2022 mint with metadata and two non-mints, when read in one call, then each mint is decoded for its program and non-mints are null, in request order', async () => {
    // Given a classic mint with a freeze authority
    const classic = await createMint(local.connection, payer, payer.publicKey, payer.publicKey, 6, undefined, undefined, TOKEN_PROGRAM_ID);
    // And a Token-2022 mint whose metadata lives in the mint, with an extra field
    const mint = await createSelfMetadataMint(local.connection, payer, 'https://example.test/l.json');
    const nobody = Keypair.generate().publicKey.toBase58();

    // When all three are read in one call (the wallet, a system account, is not a mint either)
    const rpc = createSolanaRpc(local.chain.rpcUrl);
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
    const classic = await createMint(local.connection, payer, payer.publicKey, null, 0, undefined, undefined, TOKEN_PROGRAM_ID);
    const many = Array.from({ length: 149 }, () => Keypair.generate().publicKey.toBase58());
    // When they are read
    const infos = await readMints(createSolanaRpc(local.chain.rpcUrl), [...many, classic.toBase58()]);
    // Then the answer keeps the order and length
    expect(infos).toHaveLength(150);
    expect(infos.slice(0, 149).every((i) => i === null)).toBe(true);
    expect(infos[149]?.decimals).toBe(0);
  });
});
