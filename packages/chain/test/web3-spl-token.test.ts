/**
 * @solana/web3.js 1.x with @solana/spl-token against the local chain, as wallets, explorers and
 * scripts use it: classic SPL Token and Token-2022 flows end to end over JSON-RPC and WebSocket.
 */
import { describe, expect, it } from 'vitest';
import { Keypair, LAMPORTS_PER_SOL, PublicKey, SystemProgram, Transaction, sendAndConfirmTransaction } from '@solana/web3.js';
import { TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID, createMint, getOrCreateAssociatedTokenAccount, mintTo, transfer } from '@solana/spl-token';
import { errorLogger } from './local-chain.js';
import { createSelfMetadataMint, useWeb3Chain } from './web3-chain.js';

const payer = Keypair.generate();
const local = useWeb3Chain('chain-web3-', payer, { logger: errorLogger, sol: 100 });

describe.each([
  ['classic SPL Token', TOKEN_PROGRAM_ID, 'spl-token'],
  ['Token-2022', TOKEN_2022_PROGRAM_ID, 'spl-token-2022'],
])('%s with @solana/spl-token', (_name, programId, programName) => {
  it('Given a new mint with 6 decimals, when tokens are minted and transferred with web3.js, then accounts, balances, supply and history read back as a validator answers', async () => {
    // Given a funded payer and a new mint with 6 decimals
    const mint = await createMint(local.connection, payer, payer.publicKey, null, 6, undefined, undefined, programId);
    const alice = Keypair.generate().publicKey;
    const bob = Keypair.generate().publicKey;

    // When tokens are minted to Alice's and the payer's associated accounts, and the payer sends some to Bob
    const aliceAta = await getOrCreateAssociatedTokenAccount(local.connection, payer, mint, alice, false, undefined, undefined, programId);
    const bobAta = await getOrCreateAssociatedTokenAccount(local.connection, payer, mint, bob, false, undefined, undefined, programId);
    await mintTo(local.connection, payer, mint, aliceAta.address, payer, 5_000_000n, [], undefined, programId);
    const payerAta = await getOrCreateAssociatedTokenAccount(local.connection, payer, mint, payer.publicKey, false, undefined, undefined, programId);
    await mintTo(local.connection, payer, mint, payerAta.address, payer, 2_500_000n, [], undefined, programId);
    const sent = await transfer(local.connection, payer, payerAta.address, bobAta.address, payer, 1_250_000n, [], undefined, programId);

    // Then the parsed token accounts, balances and supply are what a validator reports
    const parsed = await local.connection.getParsedTokenAccountsByOwner(bob, { mint });
    expect(parsed.value).toHaveLength(1);
    expect(parsed.value[0]!.account.data.program).toBe(programName);
    const info = parsed.value[0]!.account.data.parsed.info;
    expect(info).toMatchObject({ mint: mint.toBase58(), owner: bob.toBase58(), state: 'initialized', isNative: false });
    expect(info.tokenAmount).toEqual({ amount: '1250000', decimals: 6, uiAmount: 1.25, uiAmountString: '1.25' });
    expect((await local.connection.getTokenAccountBalance(aliceAta.address)).value.amount).toBe('5000000');
    expect((await local.connection.getTokenSupply(mint)).value).toEqual({ amount: '7500000', decimals: 6, uiAmount: 7.5, uiAmountString: '7.5' });
    const largest = await local.connection.getTokenLargestAccounts(mint);
    expect(largest.value[0]!.address.toBase58()).toBe(aliceAta.address.toBase58());

    // And getProgramAccounts with filters finds the mint's holders by memcmp on the mint
    const holders = await local.connection.getProgramAccounts(programId, {
      filters: [...(programName === 'spl-token' ? [{ dataSize: 165 }] : []), { memcmp: { offset: 0, bytes: mint.toBase58() } }],
    });
    expect(holders.map((h) => h.pubkey.toBase58()).sort()).toEqual(
      [aliceAta.address, bobAta.address, payerAta.address].map((k) => k.toBase58()).sort(),
    );

    // And the transfer is in the history, with token balances in its meta
    const tx = await local.connection.getTransaction(sent, { maxSupportedTransactionVersion: 0 });
    expect(tx?.meta?.err).toBeNull();
    expect(tx?.meta?.postTokenBalances?.find((b) => b.owner === bob.toBase58())?.uiTokenAmount.amount).toBe('1250000');
    const parsedTx = await local.connection.getParsedTransaction(sent, { maxSupportedTransactionVersion: 0 });
    expect(parsedTx?.transaction.message.accountKeys[0]!.signer).toBe(true);
    const history = await local.connection.getSignaturesForAddress(bobAta.address);
    expect(history.map((entry) => entry.signature)).toContain(sent);
  });
});

describe('SOL transfers', () => {
  it('Given a recipient with no account, when the payer sends 1.5 SOL with sendAndConfirmTransaction, then it is confirmed over the WebSocket and recorded in history', async () => {
    // Given a recipient with no account
    const recipient = Keypair.generate().publicKey;
    // When the payer sends 1.5 SOL with web3.js's sendAndConfirmTransaction (signatureSubscribe)
    const tx = new Transaction().add(SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: recipient, lamports: 1.5 * LAMPORTS_PER_SOL }));
    const signature = await sendAndConfirmTransaction(local.connection, tx, [payer]);
    // Then the recipient holds it, the status is final, and the transaction is in history
    expect(await local.connection.getBalance(recipient)).toBe(1.5 * LAMPORTS_PER_SOL);
    const status = await local.connection.getSignatureStatus(signature);
    expect(status.value?.confirmationStatus).toBe('finalized');
    const stored = await local.connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 });
    expect(stored?.meta?.fee).toBe(5000);
    expect(stored?.transaction.message.staticAccountKeys.map((k) => k.toBase58())).toContain(recipient.toBase58());
  });

  it('Given a transfer larger than the balance, when sent with and without preflight, then preflight refuses it and without preflight it lands as failed with its error and logs', async () => {
    // Given a transfer of more lamports than the sender holds
    const poor = Keypair.generate();
    const fund = await local.connection.requestAirdrop(poor.publicKey, LAMPORTS_PER_SOL);
    await local.connection.confirmTransaction({ signature: fund, ...(await local.connection.getLatestBlockhash()) });
    const tx = new Transaction().add(
      SystemProgram.transfer({ fromPubkey: poor.publicKey, toPubkey: payer.publicKey, lamports: 5 * LAMPORTS_PER_SOL }),
    );
    tx.recentBlockhash = (await local.connection.getLatestBlockhash()).blockhash;
    tx.feePayer = poor.publicKey;
    tx.sign(poor);
    // When it is sent with preflight, it is refused and nothing is charged
    await expect(local.connection.sendRawTransaction(tx.serialize())).rejects.toThrow(
      /Transaction simulation failed: Error processing Instruction 0/,
    );
    expect(await local.connection.getBalance(poor.publicKey)).toBe(LAMPORTS_PER_SOL);
    // When it is sent with skipPreflight, it lands as failed: fee charged, error and logs kept
    const signature = await local.connection.sendRawTransaction(tx.serialize(), { skipPreflight: true });
    const result = await local.connection.confirmTransaction({ signature, ...(await local.connection.getLatestBlockhash()) });
    expect(result.value.err).toEqual({ InstructionError: [0, { Custom: 1 }] });
    const stored = await local.connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 });
    expect(stored?.meta?.logMessages?.join('\n')).toMatch(/insufficient lamports/);
    expect(await local.connection.getBalance(poor.publicKey)).toBe(LAMPORTS_PER_SOL - 5000);
  });
});

describe('Token-2022 metadata', () => {
  it('Given a Token-2022 mint with a metadata pointer to itself, when its metadata is written, then getParsedAccountInfo shows both extensions as jsonParsed', async () => {
    // Given a Token-2022 mint whose metadata pointer points at itself, when name, symbol, uri and
    // an extra field are written to the mint
    const mint = await createSelfMetadataMint(local.connection, payer, 'https://example.test/local.json');
    // Then getParsedAccountInfo shows both extensions in agave's shape
    const parsed = await local.connection.getParsedAccountInfo(mint.publicKey);
    const data = parsed.value!.data as { program: string; parsed: { type: string; info: Record<string, unknown> }; space: number };
    expect(data.program).toBe('spl-token-2022');
    expect(data.parsed.type).toBe('mint');
    expect(data.parsed.info).toMatchObject({
      decimals: 9,
      isInitialized: true,
      mintAuthority: payer.publicKey.toBase58(),
      freezeAuthority: null,
      supply: '0',
    });
    expect(data.parsed.info.extensions).toEqual([
      { extension: 'metadataPointer', state: { authority: payer.publicKey.toBase58(), metadataAddress: mint.publicKey.toBase58() } },
      {
        extension: 'tokenMetadata',
        state: {
          updateAuthority: payer.publicKey.toBase58(),
          mint: mint.publicKey.toBase58(),
          name: 'Local Coin',
          symbol: 'LOCAL',
          uri: 'https://example.test/local.json',
          additionalMetadata: [['website', 'https://local.test']],
        },
      },
    ]);
    expect(data.space).toBe((await local.connection.getAccountInfo(mint.publicKey))!.data.length);
    expect(new PublicKey(data.parsed.info.mintAuthority as string).equals(payer.publicKey)).toBe(true);
  });
});
