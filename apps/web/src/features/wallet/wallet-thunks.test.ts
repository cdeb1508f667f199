import { combineReducers, configureStore } from '@reduxjs/toolkit';
import type { Wallet, WalletAccount } from '@wallet-standard/base';
import { StandardConnect } from '@wallet-standard/features';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { baseApi, readToken, writeToken, type KeyValueStorage } from '../../shared/api/index.ts';
import { walletReducer } from './wallet-slice.ts';
import { restoreSession } from './wallet-thunks.ts';

const ADDRESS = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';

function memoryStorage(): KeyValueStorage {
  const map = new Map<string, string>();
  return { getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) };
}

/** A wallet that still authorises this site for ADDRESS (silent connect succeeds). */
const authorisedWallet = {
  features: { [StandardConnect]: { version: '1.0.0', connect: async () => ({ accounts: [{ address: ADDRESS } as WalletAccount] }) } },
} as unknown as Wallet;

function storeWith(storage: KeyValueStorage) {
  return configureStore({
    reducer: combineReducers({ wallet: walletReducer, [baseApi.reducerPath]: baseApi.reducer }),
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: { storage } } }).concat(baseApi.middleware),
  });
}

/** The API server answering every call with `status` and `body`. */
const serverAnswers = (status: number, body: unknown) =>
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

afterEach(() => vi.unstubAllGlobals());

describe('restoring a session after a reload', () => {
  it('Given a stored token the server answers SESSION_EXPIRED for, When the session is restored, Then the token is dropped and the wallet stays disconnected', async () => {
    const storage = memoryStorage();
    writeToken('old', storage);
    serverAnswers(401, { success: false, code: 'SESSION_EXPIRED', message: 'Your session has expired, please connect your wallet again' });
    const store = storeWith(storage);
    await store.dispatch(restoreSession(authorisedWallet));
    expect(readToken(storage)).toBeNull();
    expect(store.getState().wallet.connected).toBe(false);
  });

  it('Given a stored token and a server that cannot be reached, When the session is restored, Then the token is kept for the next try', async () => {
    const storage = memoryStorage();
    writeToken('still-good', storage);
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('network down');
    });
    const store = storeWith(storage);
    await store.dispatch(restoreSession(authorisedWallet));
    expect(readToken(storage)).toBe('still-good');
    expect(store.getState().wallet.connected).toBe(false);
  });

  it('Given a stored token the server accepts for this account, When the session is restored, Then the user is connected without a prompt', async () => {
    const storage = memoryStorage();
    writeToken('good', storage);
    const user = { _id: 'u1', phantomAddress: ADDRESS, createdAt: '2025-01-01T00:00:00.000Z' };
    serverAnswers(200, { success: true, data: { user } });
    const store = storeWith(storage);
    await store.dispatch(restoreSession(authorisedWallet));
    expect(store.getState().wallet).toMatchObject({ connected: true, user, walletAddress: ADDRESS });
  });
});
