import type { ApiFailure } from '../api/index.ts';
import { describe, expect, it } from 'vitest';
import { runTransactions, type SubmitTransaction, type TransactionProgress } from './run-transactions.ts';

describe('runTransactions', () => {
  it('Given three transactions, When one fails on chain, Then all are signed at once and the others still land', async () => {
    const signCalls: string[][] = [];
    const posted: string[] = [];
    const submit: SubmitTransaction = async (raw) => {
      posted.push(raw);
      if (raw === 'signed-b') {
        const failure: ApiFailure = { status: 400, code: 'TRANSACTION_FAILED', message: 'The transaction failed: insufficient funds' };
        throw failure;
      }
      return { signature: `sig-${raw}` };
    };
    const progress: TransactionProgress[] = [];
    const results = await runTransactions({
      submit,
      signTransactions: async (txs) => {
        signCalls.push(txs);
        return txs.map((t) => `signed-${t}`);
      },
      transactions: ['a', 'b', 'c'],
      onProgress: (p) => progress.push(p),
    });
    expect(signCalls).toEqual([['a', 'b', 'c']]);
    expect(posted).toEqual(['signed-a', 'signed-b', 'signed-c']);
    expect(results).toEqual([
      { ok: true, signature: 'sig-signed-a' },
      { ok: false, message: 'The transaction failed: insufficient funds' },
      { ok: true, signature: 'sig-signed-c' },
    ]);
    expect(progress.at(-1)).toEqual({ total: 3, signed: 3, sent: 3, confirmed: 2, failed: 1 });
  });

  it('Given a wallet that refuses to sign, When the batch runs, Then it rejects and nothing is sent', async () => {
    let posted = 0;
    const submit: SubmitTransaction = async () => {
      posted++;
      return { signature: 'never' };
    };
    await expect(
      runTransactions({ submit, signTransactions: () => Promise.reject(new Error('User rejected the request.')), transactions: ['a'] }),
    ).rejects.toThrow('User rejected');
    expect(posted).toBe(0);
  });
});
