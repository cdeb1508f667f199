/**
 * What a landed transaction brought a wallet (a swap's output, a deposit's LP, a withdrawal's
 * sides), read from the chain, never from its quote: the rise of the owner's token account over
 * the transaction. When that account was closed in the same transaction (SOL, unwrapped at the
 * end), what the token program moved into it.
 */
import type { Address, Rpc, SolanaRpcApi } from '@solana/kit';
import { decodeBase58, ownerTokenAccount } from '@toolkit/chain';
import { readTransaction, type ConfirmedTransaction } from './chain-submit.ts';

/** The token programs' Transfer and TransferChecked: the destination's account index in each. */
const DESTINATION_OF: Record<number, number> = { 3: 1, 12: 2 };

export interface ReceivedBy {
  owner: string;
  outputMint: string;
  outputProgram: string;
}

/** Read from the chain's record of the transaction (getTransaction); null when it has none or it failed. */
export async function receivedOnChain(rpc: Rpc<SolanaRpcApi>, signature: string, by: ReceivedBy): Promise<bigint | null> {
  const tx = await readTransaction(rpc, signature);
  return tx ? receivedIn(tx, by) : null;
}

/** Read from the transaction as the chain recorded it (its meta's token balances and inner transfers). */
export async function receivedIn(tx: ConfirmedTransaction, { owner, outputMint, outputProgram }: ReceivedBy): Promise<bigint | null> {
  if (!tx.meta || tx.meta.err) return null;
  const keys: string[] = [
    ...tx.transaction.message.accountKeys,
    ...(tx.meta.loadedAddresses?.writable ?? []),
    ...(tx.meta.loadedAddresses?.readonly ?? []),
  ];
  const account = await ownerTokenAccount(owner, outputMint, outputProgram);
  const index = keys.indexOf(account as Address);
  if (index < 0) return null;
  const post = tx.meta.postTokenBalances?.find((b) => b.accountIndex === index);
  if (post) {
    const pre = tx.meta.preTokenBalances?.find((b) => b.accountIndex === index);
    return BigInt(post.uiTokenAmount.amount) - BigInt(pre?.uiTokenAmount.amount ?? '0');
  }
  let moved = 0n;
  for (const { instructions } of tx.meta.innerInstructions ?? []) {
    for (const ix of instructions) {
      if (keys[ix.programIdIndex] !== outputProgram) continue;
      const data = decodeBase58(ix.data);
      if (!data) continue;
      const destination = DESTINATION_OF[data[0]!];
      if (destination === undefined || ix.accounts[destination] !== index || data.length < 9) continue;
      moved += new DataView(data.buffer, data.byteOffset).getBigUint64(1, true);
    }
  }
  return moved;
}
