/**
 * SPL / Token-2022 transfers, packed. The recipient's associated token account is created
 * idempotently in the same transaction (a no-op when it exists), and TransferChecked guards the
 * decimals. Works for either token program: the mint's program is passed in.
 */
import { createNoopSigner, type Address, type Instruction } from '@solana/kit';
import { getCreateAssociatedTokenIdempotentInstruction, getTransferCheckedInstruction } from '@solana-program/token';
import { associatedTokenAddress } from '../tokens/associated-account.js';
import { packTransfers, type MessageOptions, type PackedTransfers } from './pack-transactions.js';

export interface TokenTransfer {
  /** The owner of the source tokens, who signs. */
  from: Address;
  /** The recipient wallet (owner); its associated token account receives the tokens. */
  to: Address;
  mint: Address;
  /** The mint's token program (classic SPL or Token-2022). */
  tokenProgram: Address;
  decimals: number;
  amount: bigint;
}

export { associatedTokenAddress };

/** Create-if-missing + TransferChecked; `rentPayer` pays for a new account. */
export async function tokenTransferInstructions(t: TokenTransfer, rentPayer: Address): Promise<Instruction[]> {
  const [source, destination] = await Promise.all([
    associatedTokenAddress(t.from, t.mint, t.tokenProgram),
    associatedTokenAddress(t.to, t.mint, t.tokenProgram),
  ]);
  return [
    getCreateAssociatedTokenIdempotentInstruction({
      payer: createNoopSigner(rentPayer),
      ata: destination,
      owner: t.to,
      mint: t.mint,
      tokenProgram: t.tokenProgram,
    }),
    getTransferCheckedInstruction(
      { source, mint: t.mint, destination, authority: createNoopSigner(t.from), amount: t.amount, decimals: t.decimals },
      { programAddress: t.tokenProgram },
    ),
  ];
}

/**
 * Packs token transfers into as few transactions as fit. Without `feePayer`, each transaction's
 * fee payer (and rent payer for new token accounts) is the sender of its first transfer.
 */
export async function buildTokenTransfers(
  transfers: readonly TokenTransfer[],
  options: Omit<MessageOptions, 'feePayer'> & { feePayer?: Address },
): Promise<PackedTransfers> {
  // The rent payer must be the fee payer of the transaction the transfer lands in, which depends on
  // the packing; with a fixed fee payer it is simply that, otherwise the sender itself (it signs anyway).
  const groups = await Promise.all(transfers.map((t) => tokenTransferInstructions(t, options.feePayer ?? t.from)));
  return packTransfers(transfers, groups, options);
}
