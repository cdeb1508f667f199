export { useTransactionRunner, type RunOptions } from './use-transaction-runner.ts';
export { runTransactions, type SubmitTransaction, type TransactionProgress, type TransactionResult } from './run-transactions.ts';
