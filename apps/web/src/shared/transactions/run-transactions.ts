/**
 * Bulk signing and submission: every transaction is signed in one wallet approval, then posted
 * to /transaction/sendAndConfirm one by one (the server confirms each before answering), with
 * progress after each step. One failure does not stop the rest; the caller gets every result.
 */
import { messageOf } from '../api/index.ts';

export interface TransactionProgress {
  total: number;
  signed: number;
  sent: number;
  confirmed: number;
  failed: number;
}

/** `received`: for a swap, the output that reached the wallet (base units), improvement included. */
export type TransactionResult = { ok: true; signature: string; received?: string } | { ok: false; message: string };

/** Posts one signed transaction; resolves once the chain confirmed it, rejects with the failure. */
export type SubmitTransaction = (rawSignedTransaction: string) => Promise<{ signature: string; received?: string }>;

export async function runTransactions(options: {
  submit: SubmitTransaction;
  signTransactions(transactions: string[]): Promise<string[]>;
  transactions: string[];
  onProgress?(progress: TransactionProgress): void;
}): Promise<TransactionResult[]> {
  const { submit, transactions, onProgress } = options;
  const progress: TransactionProgress = { total: transactions.length, signed: 0, sent: 0, confirmed: 0, failed: 0 };
  const report = () => onProgress?.({ ...progress });
  report();
  // A rejection in the wallet fails the whole batch: nothing was signed, nothing is sent.
  const signed = await options.signTransactions(transactions);
  progress.signed = signed.length;
  report();
  const results: TransactionResult[] = [];
  for (const rawSignedTransaction of signed) {
    progress.sent++;
    report();
    try {
      const { signature, received } = await submit(rawSignedTransaction);
      progress.confirmed++;
      results.push({ ok: true, signature, ...(received === undefined ? {} : { received }) });
    } catch (e) {
      progress.failed++;
      results.push({ ok: false, message: messageOf(e, e instanceof Error ? e.message : 'Transaction failed') });
    }
    report();
  }
  return results;
}
