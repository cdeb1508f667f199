import { configureStore } from '@reduxjs/toolkit';
import { healthOperations } from '@toolkit/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { baseApi, callOperation } from './base-api.ts';
import { transactionsApi } from './transactions-api.ts';

/** A view of balances: any query that provides the 'Balances' tag. */
const balancesView = baseApi.injectEndpoints({
  endpoints: (build) => ({
    balancesForTest: build.query<unknown, void>({ query: () => callOperation(healthOperations.health, {}), providesTags: ['Balances'] }),
  }),
});

/** The API server: counts the balance reads, confirms every transaction. */
function server() {
  const reads = { balances: 0 };
  vi.stubGlobal('fetch', async (url: string) => {
    if (url.endsWith('/health')) reads.balances++;
    const body = url.endsWith('/transaction/sendAndConfirm') ? { success: true, signature: 'sig' } : { success: true, data: {} };
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  return reads;
}

const newStore = () => configureStore({ reducer: { [baseApi.reducerPath]: baseApi.reducer }, middleware: (m) => m().concat(baseApi.middleware) });

afterEach(() => vi.unstubAllGlobals());

describe('sendAndConfirm', () => {
  it('Given a balances view on screen, When a transaction that names Balances is confirmed, Then the view reads its balances again', async () => {
    const reads = server();
    const store = newStore();
    store.dispatch(balancesView.endpoints.balancesForTest.initiate());
    await vi.waitFor(() => expect(reads.balances).toBe(1));
    const answer = await store
      .dispatch(transactionsApi.endpoints.sendAndConfirm.initiate({ rawSignedTransaction: 'AAAA', invalidates: ['Balances'] }))
      .unwrap();
    expect(answer).toEqual({ success: true, signature: 'sig' });
    await vi.waitFor(() => expect(reads.balances).toBe(2));
  });

  it('Given a balances view on screen, When a transaction that names no tags is confirmed, Then nothing is read again', async () => {
    const reads = server();
    const store = newStore();
    store.dispatch(balancesView.endpoints.balancesForTest.initiate());
    await vi.waitFor(() => expect(reads.balances).toBe(1));
    await store.dispatch(transactionsApi.endpoints.sendAndConfirm.initiate({ rawSignedTransaction: 'AAAA' })).unwrap();
    await new Promise((r) => setTimeout(r, 50));
    expect(reads.balances).toBe(1);
  });
});
