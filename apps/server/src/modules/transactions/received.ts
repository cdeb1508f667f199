/**
 * What a landed transaction brought a wallet (a swap's output, a deposit's LP, a withdrawal's
 * sides), read from the chain, never from its quote: the rise of the owner's associated token
 * account over the transaction. SOL arrives in a wrapped-SOL account the transaction opened for the
 * owner and closed again at its end (InitializeAccount3 naming the owner): what the token program
 * moved into it.
 */
import type { Address, Rpc, SolanaRpcApi } from '@solana/kit';
import { decodeBase58, ownerTokenAccount } from '@toolkit/chain';
import { readTransaction, type ConfirmedTransaction } from './chain-submit.ts';

/** The token programs' Transfer and TransferChecked: the destination's account index in each. */
const DESTINATION_OF: Record<number, number> = { 3: 1, 12: 2 };
/** The token programs' InitializeAccount3: data [18, owner], accounts [account, mint]. */
const INITIALIZE_ACCOUNT_3 = 18;

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
  const associated = keys.indexOf((await ownerTokenAccount(owner, outputMint, outputProgram)) as Address);
  const post = associated < 0 ? undefined : tx.meta.postTokenBalances?.find((b) => b.accountIndex === associated);
  if (post) {
    const pre = tx.meta.preTokenBalances?.find((b) => b.accountIndex === associated);
    return BigInt(post.uiTokenAmount.amount) - BigInt(pre?.uiTokenAmount.amount ?? '0');
  }
  const into = new Set(openedFor(tx, keys, owner, outputMint, outputProgram));
  if (associated >= 0) into.add(associated);
  if (into.size === 0) return null;
  let moved = 0n;
  for (const { instructions } of tx.meta.innerInstructions ?? []) {
    for (const ix of instructions) {
      if (keys[ix.programIdIndex] !== outputProgram) continue;
      const data = decodeBase58(ix.data);
      if (!data) continue;
      const destination = DESTINATION_OF[data[0]!];
      if (destination === undefined || !into.has(ix.accounts[destination]!) || data.length < 9) continue;
      moved += new DataView(data.buffer, data.byteOffset).getBigUint64(1, true);
    }
  }
  return moved;
}

/** The indexes of the token accounts of `mint` this transaction's own instructions initialized for `owner`. */
function openedFor(tx: ConfirmedTransaction, keys: string[], owner: string, mint: string, tokenProgram: string): number[] {
  const ownerBytes = decodeBase58(owner);
  const opened: number[] = [];
  for (const ix of tx.transaction.message.instructions ?? []) {
    if (keys[ix.programIdIndex] !== tokenProgram || keys[ix.accounts[1]!] !== mint) continue;
    const data = decodeBase58(ix.data);
    if (data?.length === 33 && data[0] === INITIALIZE_ACCOUNT_3 && ownerBytes && Buffer.from(data.subarray(1)).equals(ownerBytes))
      opened.push(ix.accounts[0]!);
  }
  return opened;
}
