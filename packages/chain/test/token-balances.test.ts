/**
 * Token balances in transaction history (meta.preTokenBalances / postTokenBalances), as explorers
 * and wallets read them: the chain skips copying accounts it knows are not token accounts, so
 * an account that becomes a token account between two transactions must still be listed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Connection, Keypair, LAMPORTS_PER_SOL, SystemProgram, Transaction, sendAndConfirmTransaction, type TokenBalance } from '@solana/web3.js';
import { createMint, getAssociatedTokenAddressSync, getOrCreateAssociatedTokenAccount, mintTo, transfer } from '@solana/spl-token';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalChain, type LocalChain } from '../src/index.js';
import { waitFor } from './big-account.js';

let chain: LocalChain;
let connection: Connection;
let dataDir: string;
const payer = Keypair.generate();

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'chain-token-balances-'));
  chain = await startLocalChain({ dataDir, rpcPort: 0, logger: { info() {}, warn() {}, error() {} } });
  connection = new Connection(chain.rpcUrl, { commitment: 'confirmed', wsEndpoint: chain.wsUrl });
  await waitFor(connection, await connection.requestAirdrop(payer.publicKey, 10 * LAMPORTS_PER_SOL));
});

afterAll(async () => {
  (connection as unknown as { _rpcWebSocket: { close(): void } })._rpcWebSocket.close();
  await chain.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('token balances in history', () => {
  it('Given an address that held plain SOL before it became a token account, when tokens move to it, then its pre and post balances are listed', async () => {
    const mint = await createMint(connection, payer, payer.publicKey, null, 2);
    const alice = await getOrCreateAssociatedTokenAccount(connection, payer, mint, payer.publicKey);
    await mintTo(connection, payer, mint, alice.address, payer, 1_000n);
    // Bob's account address first holds plain SOL (a system account), then becomes his token account.
    const bobOwner = Keypair.generate().publicKey;
    const bobAddress = getAssociatedTokenAddressSync(mint, bobOwner);
    await sendAndConfirmTransaction(
      connection,
      new Transaction().add(SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: bobAddress, lamports: 1_000_000 })),
      [payer],
    );
    const bob = await getOrCreateAssociatedTokenAccount(connection, payer, mint, bobOwner);

    const signature = await transfer(connection, payer, alice.address, bob.address, payer, 250n);
    const tx = await connection.getTransaction(signature, { commitment: 'confirmed', maxSupportedTransactionVersion: 0 });
    const keys = tx!.transaction.message.staticAccountKeys.map((k) => k.toBase58());
    const amounts = (list: TokenBalance[] | null | undefined) =>
      Object.fromEntries((list ?? []).map((b) => [keys[b.accountIndex], b.uiTokenAmount.amount]));
    expect(amounts(tx!.meta!.preTokenBalances)).toEqual({ [alice.address.toBase58()]: '1000', [bob.address.toBase58()]: '0' });
    expect(amounts(tx!.meta!.postTokenBalances)).toEqual({ [alice.address.toBase58()]: '750', [bob.address.toBase58()]: '250' });
  });
});
