/**
 * A large account anyone can make with faucet SOL: a system-program CreateAccount of `space` bytes
 * (up to 10 MiB) owned by a program of the caller's choice. Abuse tests and benchmarks name it
 * many times in one request or subscribe to it many times.
 */
import { Connection, Keypair, LAMPORTS_PER_SOL, PublicKey, SystemProgram, Transaction } from '@solana/web3.js';

export async function createBigAccount(rpcUrl: string, space: number, owner: PublicKey = Keypair.generate().publicKey) {
  // Confirmed by polling, so no WebSocket is left open behind the caller.
  const connection = new Connection(rpcUrl, { commitment: 'confirmed', disableRetryOnRateLimit: true });
  const payer = Keypair.generate();
  const account = Keypair.generate();
  const rent = await connection.getMinimumBalanceForRentExemption(space);
  const airdrop = await connection.requestAirdrop(payer.publicKey, rent + LAMPORTS_PER_SOL);
  await waitFor(connection, airdrop);
  const tx = new Transaction().add(
    SystemProgram.createAccount({ fromPubkey: payer.publicKey, newAccountPubkey: account.publicKey, lamports: rent, space, programId: owner }),
  );
  tx.feePayer = payer.publicKey;
  tx.recentBlockhash = (await connection.getLatestBlockhash()).blockhash;
  tx.sign(payer, account);
  await waitFor(connection, await connection.sendRawTransaction(tx.serialize()));
  /** Sends `lamports` to the account from the payer (a different amount each time: the same transfer in one slot is a duplicate). */
  const credit = async (lamports: number) => {
    const transfer = new Transaction().add(SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: account.publicKey, lamports }));
    transfer.feePayer = payer.publicKey;
    transfer.recentBlockhash = (await connection.getLatestBlockhash()).blockhash;
    transfer.sign(payer);
    await waitFor(connection, await connection.sendRawTransaction(transfer.serialize()));
  };
  return { address: account.publicKey.toBase58(), owner: owner.toBase58(), credit };
}

/** Waits until a signature is confirmed, by polling (no WebSocket). */
export async function waitFor(connection: Connection, signature: string): Promise<void> {
  for (;;) {
    const { value } = await connection.getSignatureStatuses([signature]);
    if (value[0]?.err) throw new Error(`transaction failed: ${JSON.stringify(value[0].err)}`);
    if (value[0]?.confirmationStatus) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
