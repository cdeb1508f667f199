export { default as transactionsPlugin } from './plugin.ts';
export { transactionRoutes } from './routes.ts';
export { priorityFeeInstructions } from './priority-fee.ts';
export {
  buildTransactionMessage,
  userTransactionContext,
  type MessageVersion,
  type TransactionMessageInput,
  type UserTransactionContext,
} from './transaction-message.ts';
export { computeBudget, SIGNATURE_FEE, UNITS_PER_SOL_TRANSFER, UNITS_PER_TOKEN_TRANSFER, type ComputeBudget } from './packed-fees.ts';
export type { PrepareInput, PreparedTransaction, TransactionService } from './service.ts';
export { defineKind, type KindContext, type PendingTransaction, type TransactionKind } from './kinds.ts';
export type { KeySource, ServerSigner } from './server-signers.ts';
export { lookUp, readTransaction, readTransactions, type ChainOutcome, type ConfirmedTransaction } from './chain-submit.ts';
export { createConfirmations, type Confirmations } from './confirmations.ts';
export { requireFunds, solShortfall, type FundsNeeded, type FundsSpent, type TokenSpend } from './funds-check.ts';
export { CHAIN_FAILURE_CODES } from './chain-errors.ts';
export { rentOf, tokenAccountRent } from './account-rent.ts';
export { payerHoldingsAlong, type PayerHoldings } from './payer-holdings.ts';
export { sendVerdict, type SendRecord, type SendRef, type SendVerdict } from './send-verdict.ts';
export { receivedIn, receivedOnChain, type ReceivedBy } from './received.ts';
