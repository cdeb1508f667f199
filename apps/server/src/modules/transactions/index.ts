export { default as transactionsPlugin } from './plugin.ts';
export { transactionRoutes } from './routes.ts';
export { priorityFeeInstructions } from './priority-fee.ts';
export { buildTransactionMessage, type MessageVersion, type TransactionMessageInput } from './transaction-message.ts';
export type { PrepareInput, PreparedTransaction, TransactionService } from './service.ts';
export type { KindContext, PendingTransaction, TransactionKind } from './kinds.ts';
export type { KeySource, ServerSigner } from './server-signers.ts';
export { TRANSACTION_TEXTS } from './texts.ts';
