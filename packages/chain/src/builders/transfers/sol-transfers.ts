/** SOL transfers (System Program), packed. */
import { createNoopSigner, type Address } from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import { packTransfers, type MessageOptions, type PackedTransfers } from './pack-transactions.js';

export interface SolTransfer {
  /** Signs the transfer: the connected wallet (funding) or a custodial wallet (withdrawal). */
  from: Address;
  to: Address;
  lamports: bigint;
}

export function solTransferInstructions(t: SolTransfer) {
  // The source signs at submission (wallet or server); a noop signer only marks its role.
  return [getTransferSolInstruction({ source: createNoopSigner(t.from), destination: t.to, amount: t.lamports })];
}

/**
 * Packs SOL transfers into as few transactions as fit. Without `feePayer`, each transaction's fee
 * payer is the sender of its first transfer (withdrawals from several custodial wallets).
 */
export function buildSolTransfers(
  transfers: readonly SolTransfer[],
  options: Omit<MessageOptions, 'feePayer'> & { feePayer?: Address },
): PackedTransfers {
  return packTransfers(transfers, transfers.map(solTransferInstructions), options);
}
