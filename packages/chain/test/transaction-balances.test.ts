/**
 * SOL balances in transaction history (meta.preBalances / postBalances): the chain keeps the
 * balances it has seen rather than reading every account from the runtime again, so a balance
 * changed by an earlier transaction (landed, refused at preflight, or failed and charged) must
 * show as it is now in the next one.
 */
import { Keypair, LAMPORTS_PER_SOL, PublicKey, SystemProgram, Transaction, sendAndConfirmTransaction } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { waitFor } from './big-account.js';
import { useWeb3Chain } from './web3-chain.js';

const payer = Keypair.generate();
const local = useWeb3Chain('chain-tx-balances-', payer);

/** A transfer from `from` to `to` that also names `watched` read-only (the System program ignores it). */
function transferNaming(from: Keypair, to: PublicKey, lamports: number, watched: PublicKey): Transaction {
  const instruction = SystemProgram.transfer({ fromPubkey: from.publicKey, toPubkey: to, lamports });
  instruction.keys.push({ pubkey: watched, isSigner: false, isWritable: false });
  return new Transaction().add(instruction);
}

async function rpc(method: string, params: unknown[]): Promise<unknown> {
  const response = await fetch(local.chain.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const body = (await response.json()) as { result?: unknown; error?: { message: string } };
  if (body.error) throw new Error(`${method}: ${body.error.message}`);
  return body.result;
}

async function balancesIn(signature: string): Promise<Record<string, [number, number]>> {
  const tx = await local.connection.getTransaction(signature, { commitment: 'confirmed', maxSupportedTransactionVersion: 0 });
  const keys = tx!.transaction.message.staticAccountKeys.map((k) => k.toBase58());
  return Object.fromEntries(keys.map((key, i) => [key, [tx!.meta!.preBalances[i]!, tx!.meta!.postBalances[i]!]]));
}

describe('SOL balances in history', () => {
  it('Given an account named read-only, then paid by another transaction, when it is named read-only again, then its balance there is the new one', async () => {
    const watched = Keypair.generate().publicKey;
    const elsewhere = Keypair.generate().publicKey;
    await sendAndConfirmTransaction(
      local.connection,
      new Transaction().add(SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: watched, lamports: 2_000_000 })),
      [payer],
    );
    await sendAndConfirmTransaction(local.connection, transferNaming(payer, elsewhere, 1_000_000, watched), [payer]);

    await sendAndConfirmTransaction(
      local.connection,
      new Transaction().add(SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: watched, lamports: 3_000_000 })),
      [payer],
    );
    const signature = await sendAndConfirmTransaction(local.connection, transferNaming(payer, elsewhere, 1_000_000, watched), [payer]);

    expect((await balancesIn(signature))[watched.toBase58()]).toEqual([5_000_000, 5_000_000]);
    expect(await local.connection.getBalance(watched)).toBe(5_000_000);
  });

  it('Given a transfer refused at preflight and one that failed with preflight skipped, when the payer sends again, then its balance before is what it holds', async () => {
    const sender = Keypair.generate();
    await waitFor(local.connection, await local.connection.requestAirdrop(sender.publicKey, LAMPORTS_PER_SOL));
    const recipient = Keypair.generate().publicKey;
    const tooMuch = () =>
      new Transaction().add(SystemProgram.transfer({ fromPubkey: sender.publicKey, toPubkey: recipient, lamports: 2 * LAMPORTS_PER_SOL }));
    await expect(sendAndConfirmTransaction(local.connection, tooMuch(), [sender])).rejects.toThrow();
    expect(await local.connection.getBalance(sender.publicKey)).toBe(LAMPORTS_PER_SOL);
    const failed = await local.connection.sendTransaction(tooMuch(), [sender], { skipPreflight: true });
    await waitFor(local.connection, failed).catch(() => {});
    const charged = await local.connection.getBalance(sender.publicKey);
    expect(charged).toBe(LAMPORTS_PER_SOL - 5_000);

    const signature = await sendAndConfirmTransaction(
      local.connection,
      new Transaction().add(SystemProgram.transfer({ fromPubkey: sender.publicKey, toPubkey: recipient, lamports: 1_000_000 })),
      [sender],
    );

    expect((await balancesIn(signature))[sender.publicKey.toBase58()]).toEqual([charged, charged - 1_000_000 - 5_000]);
  });

  it('Given an airdrop larger than the faucet holds (it is refilled first), when it lands, then the faucet paid it out of its refilled balance', async () => {
    const lamports = 10 ** 18;
    const recipient = Keypair.generate().publicKey;

    const signature = (await rpc('requestAirdrop', [recipient.toBase58(), lamports])) as string;
    await waitFor(local.connection, signature);

    const tx = (await rpc('getTransaction', [signature, { encoding: 'json' }])) as { meta: { preBalances: number[]; postBalances: number[] } };
    const [faucetBefore, recipientBefore] = tx.meta.preBalances;
    const [faucetAfter, recipientAfter] = tx.meta.postBalances;
    expect([recipientBefore, recipientAfter]).toEqual([0, lamports]);
    // Balances this large are JSON numbers beyond 2^53: compared to within their precision.
    expect(Math.abs(faucetBefore! - faucetAfter! - (lamports + 5_000))).toBeLessThan(2_048);
  });
});
