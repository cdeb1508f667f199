/** Many small accounts owned by one program, made with system-program CreateAccount, several per transaction. */
import { Connection, Keypair, LAMPORTS_PER_SOL, PublicKey, SystemProgram, Transaction } from '@solana/web3.js';
import { waitFor } from './big-account.js';

const PER_TRANSACTION = 6;

export async function createProgramOwnedAccounts(rpcUrl: string, owner: PublicKey, count: number, space: number): Promise<string[]> {
  const connection = new Connection(rpcUrl, { commitment: 'confirmed' });
  const payer = Keypair.generate();
  const rent = await connection.getMinimumBalanceForRentExemption(space);
  await waitFor(connection, await connection.requestAirdrop(payer.publicKey, LAMPORTS_PER_SOL + rent * count));
  const created: string[] = [];
  for (let start = 0; start < count; start += PER_TRANSACTION) {
    const accounts = Array.from({ length: Math.min(PER_TRANSACTION, count - start) }, () => Keypair.generate());
    const tx = new Transaction().add(
      ...accounts.map((account) =>
        SystemProgram.createAccount({ fromPubkey: payer.publicKey, newAccountPubkey: account.publicKey, lamports: rent, space, programId: owner }),
      ),
    );
    tx.feePayer = payer.publicKey;
    tx.recentBlockhash = (await connection.getLatestBlockhash()).blockhash;
    tx.sign(payer, ...accounts);
    await waitFor(connection, await connection.sendRawTransaction(tx.serialize()));
    created.push(...accounts.map((account) => account.publicKey.toBase58()));
  }
  return created;
}
