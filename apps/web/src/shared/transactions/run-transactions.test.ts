import { describe, expect, it } from 'vitest';
import { ApiError, type ApiClient } from '../api/index.ts';
import { runTransactions, type TransactionProgress } from './run-transactions.ts';

describe('runTransactions', () => {
  it('Given three transactions, When one fails on chain, Then all are signed at once and the others still land', async () => {
    const signCalls: string[][] = [];
    const posted: string[] = [];
    const api: ApiClient = async <T,>(_method: string, _path: string, body?: unknown) => {
      const raw = (body as { rawSignedTransaction: string }).rawSignedTransaction;
      posted.push(raw);
      if (raw === 'signed-b') throw new ApiError(400, 'The transaction failed: insufficient funds');
      return { success: true, signature: `sig-${raw}` } as T;
    };
    const progress: TransactionProgress[] = [];
    const results = await runTransactions({
      api,
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

  it('sends nothing when the wallet refuses to sign', async () => {
    let posted = 0;
    const api: ApiClient = async () => {
      posted++;
      return {} as never;
    };
    await expect(
      runTransactions({ api, signTransactions: () => Promise.reject(new Error('User rejected the request.')), transactions: ['a'] }),
    ).rejects.toThrow('User rejected');
    expect(posted).toBe(0);
  });
});
