/**
 * The page's balance state: the spec's state machine (balances-slice) with the local-storage cache
 * (balances come from the cache unless a forced refresh is asked for). The state lives with the
 * page, so the app store needs no knowledge of it; every read goes through the feature's endpoints
 * on the app store (`endpoint.initiate`), so it shares the API's session, errors and cache tags.
 */
import { useCallback, useMemo, useReducer } from 'react';
import { useDispatch } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { TEXTS, type WalletBalanceData } from '@toolkit/shared';
import { browserStorage, messageOf, readFresh } from '../../../shared/api/index.ts';
import { walletManagerApi } from '../api.ts';
import { balanceCache } from './balance-cache.ts';
import { balancesActions, balancesReducer, initialBalancesState, mergeWallets } from './balances-slice.ts';

type StoreDispatch = ThunkDispatch<unknown, unknown, UnknownAction>;
const { walletBalances, specificWalletBalances, connectedWalletBalance } = walletManagerApi.endpoints;
/** A fresh answer, read once: no cache entry is kept subscribed by the page's loaders. */
const fresh = { subscribe: false, forceRefetch: true } as const;

export function useWalletBalances(owner: string | null) {
  const [state, dispatch] = useReducer(balancesReducer, initialBalancesState);
  const store = useDispatch<StoreDispatch>();
  const cache = useMemo(() => balanceCache(browserStorage('local')), []);

  const persist = useCallback(
    (next: WalletBalanceData) => {
      if (owner) cache.writeWallets(owner, next);
    },
    [cache, owner],
  );

  const loadUserWallet = useCallback(
    async (force = false) => {
      if (!owner) return;
      const cached = force ? null : cache.readUserWallet(owner);
      if (cached) return void dispatch(balancesActions.userWalletLoaded(cached));
      try {
        const data = await readFresh(() => store(connectedWalletBalance.initiate(owner, fresh)));
        cache.writeUserWallet(owner, data);
        dispatch(balancesActions.userWalletLoaded(data));
      } catch (e) {
        dispatch(balancesActions.failed(messageOf(e, TEXTS.anErrorOccurred)));
      }
    },
    [cache, owner, store],
  );

  const loadAll = useCallback(
    /** Resolves with what was loaded, so a forced refresh can say what it found. */
    async (force = false): Promise<WalletBalanceData | null> => {
      if (!owner) return null;
      const cached = force ? null : cache.readWallets(owner);
      if (cached) {
        dispatch(balancesActions.loaded(cached));
        return cached;
      }
      dispatch(balancesActions.requested());
      try {
        const data = await readFresh(() => store(walletBalances.initiate(undefined, fresh)));
        persist(data);
        dispatch(balancesActions.loaded(data));
        return data;
      } catch (e) {
        dispatch(balancesActions.failed(messageOf(e, TEXTS.anErrorOccurred)));
        throw e;
      }
    },
    [cache, owner, persist, store],
  );

  /** Fresh balances of some wallets (after a transfer), merged by address (spec 4). */
  const refreshSpecific = useCallback(
    async (addresses: string[]) => {
      if (!owner || addresses.length === 0) return;
      const data = await readFresh(() => store(specificWalletBalances.initiate([...new Set(addresses)], fresh)));
      dispatch(balancesActions.merged(data));
      const current = cache.readWallets(owner);
      if (current) {
        persist({
          adminWallet: data.adminWallet ?? current.adminWallet,
          otherWallets: mergeWallets(current.otherWallets, data.otherWallets),
          count: current.count,
        });
      }
    },
    [cache, owner, persist, store],
  );

  const clear = useCallback(() => dispatch(balancesActions.cleared()), []);

  return { state, loadAll, loadUserWallet, refreshSpecific, clear };
}
