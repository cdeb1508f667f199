/**
 * Packing: as many instruction groups per transaction as the 1232-byte limit allows. Sizes are
 * computed by compiling the real message (kit's getTransactionMessageSize), never estimated, so a
 * packed transaction is always one the cluster accepts and never one group short of full.
 */
import {
  appendTransactionMessageInstructions,
  compressTransactionMessageUsingAddressLookupTables,
  createTransactionMessage,
  getTransactionMessageSize,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  type Address,
  type AddressesByLookupTableAddress,
  type Blockhash,
  type Instruction,
} from '@solana/kit';

/** Solana's packet limit for one serialized transaction (spec 9). */
export const TRANSACTION_SIZE_LIMIT = 1232;

export interface BlockhashLifetime {
  blockhash: Blockhash;
  lastValidBlockHeight: bigint;
}

export interface MessageOptions {
  /** Who pays the fee (and signs first). */
  feePayer: Address;
  lifetime: BlockhashLifetime;
  /** Instructions every transaction starts with (compute budget), given how many groups it carries. */
  preamble?: (groupCount: number) => Instruction[];
  /** v0 with lookup tables packs more groups; legacy by default (every wallet signs it). */
  version?: 'legacy' | 0;
  lookupTables?: AddressesByLookupTableAddress;
}

export type TransferMessage = ReturnType<typeof composeMessage>;

/** One transaction message from instruction groups, in order, after the preamble. */
export function composeMessage(groups: readonly (readonly Instruction[])[], options: MessageOptions) {
  const instructions = [...(options.preamble?.(groups.length) ?? []), ...groups.flat()];
  const base = pipe(
    createTransactionMessage({ version: options.version ?? 'legacy' }),
    (m) => setTransactionMessageFeePayer(options.feePayer, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(options.lifetime, m),
    (m) => appendTransactionMessageInstructions(instructions, m),
  );
  if (options.version === 0 && options.lookupTables) {
    return compressTransactionMessageUsingAddressLookupTables(base as never, options.lookupTables) as typeof base;
  }
  return base;
}

/** The serialized size of a transaction carrying these groups, signatures included. */
export function messageSize(groups: readonly (readonly Instruction[])[], options: MessageOptions): number {
  return getTransactionMessageSize(composeMessage(groups, options));
}

export class TransferTooLargeError extends Error {}

/**
 * Splits groups into consecutive batches, each as full as the size limit allows. `feePayerOf`
 * picks a batch's fee payer from its first group (withdrawals: the first sending wallet).
 * Answers the group indices of each batch.
 */
export function packGroups(
  groups: readonly (readonly Instruction[])[],
  options: Omit<MessageOptions, 'feePayer'> & { feePayer: Address | ((firstGroup: number) => Address); sizeLimit?: number },
): number[][] {
  const limit = options.sizeLimit ?? TRANSACTION_SIZE_LIMIT;
  const payerFor = (first: number) => (typeof options.feePayer === 'function' ? options.feePayer(first) : options.feePayer);
  const batches: number[][] = [];
  let current: number[] = [];
  const fits = (indices: number[]) =>
    messageSize(
      indices.map((i) => groups[i]!),
      { ...options, feePayer: payerFor(indices[0]!) },
    ) <= limit;
  for (let i = 0; i < groups.length; i++) {
    const candidate = [...current, i];
    if (fits(candidate)) {
      current = candidate;
      continue;
    }
    if (current.length === 0) throw new TransferTooLargeError(`Transfer ${i + 1} alone does not fit in one transaction`);
    batches.push(current);
    current = [i];
    if (!fits(current)) throw new TransferTooLargeError(`Transfer ${i + 1} alone does not fit in one transaction`);
  }
  if (current.length) batches.push(current);
  return batches;
}

export interface PackedTransfers {
  messages: TransferMessage[];
  /** Indices into the input transfers, per message. */
  batches: number[][];
}

/**
 * Packs each transfer's instruction group into as few transactions as fit. Without `feePayer`,
 * each transaction's fee payer is the sender of its first transfer (withdrawals from several
 * custodial wallets).
 */
export function packTransfers(
  transfers: readonly { from: Address }[],
  groups: readonly (readonly Instruction[])[],
  options: Omit<MessageOptions, 'feePayer'> & { feePayer?: Address },
): PackedTransfers {
  const payerOf = (first: number) => options.feePayer ?? transfers[first]!.from;
  const batches = packGroups(groups, { ...options, feePayer: payerOf });
  const messages = batches.map((b) =>
    composeMessage(
      b.map((i) => groups[i]!),
      { ...options, feePayer: payerOf(b[0]!) },
    ),
  );
  return { messages, batches };
}
