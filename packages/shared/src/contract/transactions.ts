/** Submitting a transaction the server built, signed by the wallet (DESIGN.md 3). */
import { activityQuerySchema, activityResponseSchema, sendAndConfirmResponseSchema, sendAndConfirmSchema } from '../schemas/transactions.ts';
import { defineOperation } from './operation.ts';

export const transactionOperations = {
  sendAndConfirm: defineOperation({
    method: 'POST',
    path: '/transaction/sendAndConfirm',
    auth: 'required',
    tag: 'transactions',
    summary: 'Submit a transaction this server built, signed by the wallet; answers once the chain confirmed it',
    body: sendAndConfirmSchema,
    response: sendAndConfirmResponseSchema,
    errors: [
      'TRANSACTION_MALFORMED',
      'TRANSACTION_NOT_BUILT_HERE',
      'TRANSACTION_UNKNOWN',
      'TRANSACTION_SIGNATURE_MISSING',
      'TRANSACTION_SIGNATURE_INVALID',
      'TRANSACTION_EXPIRED',
      'TRANSACTION_NOT_CONFIRMED',
      'TRANSACTION_RPC_UNAVAILABLE',
      'TRANSACTION_FAILED',
      'TRANSACTION_INSUFFICIENT_SOL',
      'TRANSACTION_INSUFFICIENT_TOKEN',
      'TRANSACTION_BELOW_RENT',
      'TRANSACTION_SLIPPAGE_EXCEEDED',
      'TRANSACTION_ACCOUNT_FROZEN',
    ],
  }),
  activity: defineOperation({
    method: 'GET',
    path: '/transaction/activity',
    auth: 'required',
    tag: 'transactions',
    summary: "The signed-in user's transactions built by this app (kind, amount, time, status, signature), newest first",
    query: activityQuerySchema,
    response: activityResponseSchema,
    errors: [],
  }),
} as const;
