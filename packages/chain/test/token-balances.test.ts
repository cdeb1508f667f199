/**
 * Token balances in transaction history (meta.preTokenBalances / postTokenBalances), as explorers
 * and wallets read them: the chain skips copying accounts it knows are not token accounts, so
 * an account that becomes a token account between two transactions must still be listed.
 */
import { Keypair, SystemProgram, Transaction, sendAndConfirmTransaction, type TokenBalance } from '@solana/web3.js';
import { createMint, getAssociatedTokenAddressSync, getOrCreateAssociatedTokenAccount, mintTo, transfer } from '@solana/spl-token';
import { describe, expect, it } from 'vitest';
import { useWeb3Chain } from './web3-chain.js';

const payer = Keypair.generate();
const local = useWeb3Chain('chain-token-balances-', payer);

describe('token balances in history', () => {
  it('Given an address that held plain SOL before it became a token account, when tokens move to it, then its pre and post balances are listed', async () => {
    const mint = await createMint(local.connection, payer, payer.publicKey, null, 2);
    const alice = await getOrCreateAssociatedTokenAccount(local.connection, payer, mint, payer.publicKey);
    await mintTo(local.connection, payer, mint, alice.address, payer, 1_000n);
    // Bob's account address first holds plain SOL (a system account), then becomes his token account.
    const bobOwner = Keypair.generate().publicKey;
    const bobAddress = getAssociatedTokenAddressSync(mint, bobOwner);
    await sendAndConfirmTransaction(
      local.connection,
      new Transaction().add(SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: bobAddress, lamports: 1_000_000 })),
      [payer],
    );
    const bob = await getOrCreateAssociatedTokenAccount(local.connection, payer, mint, bobOwner);

    const signature = await transfer(local.connection, payer, alice.address, bob.address, payer, 250n);
    const tx = await local.connection.getTransaction(signature, { commitment: 'confirmed', maxSupportedTransactionVersion: 0 });
    const keys = tx!.transaction.message.staticAccountKeys.map((k) => k.toBase58());
    const amounts = (list: TokenBalance[] | null | undefined) =>
      Object.fromEntries((list ?? []).map((b) => [keys[b.accountIndex], b.uiTokenAmount.amount]));
    expect(amounts(tx!.meta!.preTokenBalances)).toEqual({ [alice.address.toBase58()]: '1000', [bob.address.toBase58()]: '0' });
    expect(amounts(tx!.meta!.postTokenBalances)).toEqual({ [alice.address.toBase58()]: '750', [bob.address.toBase58()]: '250' });
  });
});
