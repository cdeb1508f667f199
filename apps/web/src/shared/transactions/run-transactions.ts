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

/**
 * What reached the wallet, as the server read it from the chain (base units): a swap's output
 * (`received`), a deposit's LP, a withdrawal's two sides.
 */
export interface Received {
  received?: string;
  lpReceived?: string;
  baseReceived?: string;
  quoteReceived?: string;
}
export type TransactionResult = ({ ok: true; signature: string } & Received) | { ok: false; message: string };

/** Posts one signed transaction; resolves once the chain confirmed it, rejects with the failure. */
export type SubmitTransaction = (rawSignedTransaction: string) => Promise<{ signature: string } & Received>;

const RECEIVED_KEYS = ['received', 'lpReceived', 'baseReceived', 'quoteReceived'] as const;

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
      const answer = await submit(rawSignedTransaction);
      progress.confirmed++;
      const received = Object.fromEntries(RECEIVED_KEYS.flatMap((key) => (answer[key] === undefined ? [] : [[key, answer[key]]])));
      results.push({ ok: true, signature: answer.signature, ...received });
    } catch (e) {
      progress.failed++;
      results.push({ ok: false, message: messageOf(e, e instanceof Error ? e.message : 'Transaction failed') });
    }
    report();
  }
  return results;
}
