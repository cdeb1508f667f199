export { useTransactionRunner } from './use-transaction-runner.ts';
export { runTransactions, type TransactionProgress, type TransactionResult } from './run-transactions.ts';
