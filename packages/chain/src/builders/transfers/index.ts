/** Transfers: packed SOL and SPL/Token-2022 transfers. Builders return messages; the caller sends. */
export {
  TRANSACTION_SIZE_LIMIT,
  composeMessage,
  messageSize,
  packGroups,
  TransferTooLargeError,
  type BlockhashLifetime,
  type MessageOptions,
  type PackedTransfers,
  type TransferMessage,
} from './pack-transactions.js';
export { buildSolTransfers, solTransferInstructions, type SolTransfer } from './sol-transfers.js';
export { buildTokenTransfers, tokenTransferInstructions, associatedTokenAddress, type TokenTransfer } from './spl-transfers.js';
