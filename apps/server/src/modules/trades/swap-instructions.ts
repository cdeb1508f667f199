/**
 * The CPMM swaps in one transaction as the chain reports it (getTransaction, json encoding):
 * swap_base_input and swap_base_output instructions of the program, top-level or called by another
 * program (inner instructions, when the chain reports them), each with the accounts it names.
 */
import { getBase58Encoder } from '@solana/kit';
import { CPMM_DISCRIMINATORS } from '@toolkit/programs/cpmm';

const base58 = getBase58Encoder();

/** The parts of a getTransaction answer (json encoding) the indexer reads. */
export interface ChainTransaction {
  slot: bigint | number;
  blockTime: bigint | number | null;
  meta: {
    err: unknown;
    preTokenBalances?: readonly TokenBalance[] | null;
    postTokenBalances?: readonly TokenBalance[] | null;
    innerInstructions?: readonly { index: number; instructions: readonly CompiledInstruction[] }[] | null;
    loadedAddresses?: { writable: readonly string[]; readonly: readonly string[] } | null;
  } | null;
  transaction: { signatures: readonly string[]; message: { accountKeys: readonly string[]; instructions: readonly CompiledInstruction[] } };
}

export interface CompiledInstruction {
  programIdIndex: number;
  accounts: readonly number[];
  data: string;
  stackHeight?: number | null;
}

export interface TokenBalance {
  accountIndex: number;
  mint: string;
  uiTokenAmount: { amount: string };
}

/** A swap instruction found in a transaction, its accounts resolved. */
export interface FoundSwap {
  instructionIndex: number;
  /** -1 for a top-level instruction, else its place among the top-level instruction's inner ones. */
  innerIndex: number;
  trader: string;
  pool: string;
  inputTokenAccount: string;
  outputTokenAccount: string;
  inputVault: string;
  outputVault: string;
  inputMint: string;
  outputMint: string;
  /** The token transfers the swap itself made (its inner instructions), when the chain reports them. */
  transfers: TokenTransfer[] | null;
}

export interface TokenTransfer {
  source: string;
  destination: string;
  amount: bigint;
}

/** Every account the transaction's instructions index: its static keys, then those loaded from lookup tables. */
export function accountKeysOf(tx: ChainTransaction): string[] {
  const loaded = tx.meta?.loadedAddresses;
  return [...tx.transaction.message.accountKeys, ...(loaded?.writable ?? []), ...(loaded?.readonly ?? [])];
}

const startsWith = (data: Uint8Array, prefix: Uint8Array) => data.length >= prefix.length && prefix.every((b, i) => data[i] === b);

function isSwap(data: Uint8Array): boolean {
  return data.length >= 24 && (startsWith(data, CPMM_DISCRIMINATORS.swapBaseInput) || startsWith(data, CPMM_DISCRIMINATORS.swapBaseOutput));
}

const SPL_TOKEN_PROGRAMS = new Set(['TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA', 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb']);

/** A Transfer (3) or TransferChecked (12) of either token program, else null. */
function tokenTransfer(keys: string[], ix: CompiledInstruction): TokenTransfer | null {
  if (!SPL_TOKEN_PROGRAMS.has(keys[ix.programIdIndex] ?? '')) return null;
  const data = base58.encode(ix.data) as Uint8Array;
  const amount = () => new DataView(data.buffer, data.byteOffset).getBigUint64(1, true);
  if (data[0] === 3 && data.length >= 9 && ix.accounts.length >= 3)
    return { source: keys[ix.accounts[0]!]!, destination: keys[ix.accounts[1]!]!, amount: amount() };
  if (data[0] === 12 && data.length >= 10 && ix.accounts.length >= 4)
    return { source: keys[ix.accounts[0]!]!, destination: keys[ix.accounts[2]!]!, amount: amount() };
  return null;
}

function found(
  keys: string[],
  ix: CompiledInstruction,
  instructionIndex: number,
  innerIndex: number,
  transfers: TokenTransfer[] | null,
): FoundSwap | null {
  if (ix.accounts.length < 13) return null;
  const at = (i: number) => keys[ix.accounts[i]!] ?? '';
  return {
    instructionIndex,
    innerIndex,
    trader: at(0),
    pool: at(3),
    inputTokenAccount: at(4),
    outputTokenAccount: at(5),
    inputVault: at(6),
    outputVault: at(7),
    inputMint: at(10),
    outputMint: at(11),
    transfers,
  };
}

/** The swaps of `programAddress` in a transaction, in execution order. */
export function swapsIn(tx: ChainTransaction, programAddress: string): FoundSwap[] {
  const keys = accountKeysOf(tx);
  const inner = new Map((tx.meta?.innerInstructions ?? []).map((group) => [group.index, group.instructions]));
  const out: FoundSwap[] = [];
  tx.transaction.message.instructions.forEach((ix, index) => {
    const children = inner.get(index) ?? null;
    if (keys[ix.programIdIndex] === programAddress && isSwap(base58.encode(ix.data) as Uint8Array)) {
      // The top-level swap's own transfers are its direct children (stack height 2, or all when heights are not reported).
      const transfers = children
        ? children.filter((c) => c.stackHeight == null || c.stackHeight === 2).flatMap((c) => tokenTransfer(keys, c) ?? [])
        : null;
      const swap = found(keys, ix, index, -1, transfers);
      if (swap) out.push(swap);
    }
    if (!children) return;
    children.forEach((child, j) => {
      if (keys[child.programIdIndex] !== programAddress || !isSwap(base58.encode(child.data) as Uint8Array)) return;
      // A swap another program called: its transfers follow it, one level deeper, until the call returns.
      let transfers: TokenTransfer[] | null = null;
      if (child.stackHeight != null) {
        transfers = [];
        for (let k = j + 1; k < children.length; k++) {
          const next = children[k]!;
          if (next.stackHeight == null || next.stackHeight <= child.stackHeight) break;
          if (next.stackHeight !== child.stackHeight + 1) continue;
          const transfer = tokenTransfer(keys, next);
          if (transfer) transfers.push(transfer);
        }
      }
      const swap = found(keys, child, index, j, transfers);
      if (swap) out.push(swap);
    });
  });
  return out;
}
