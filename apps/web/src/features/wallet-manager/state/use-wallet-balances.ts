/**
 * The page's balance state: the spec's state machine (balances-slice) with the local-storage cache
 * (balances come from the cache unless a forced refresh is asked for). Lives with the page, so
 * the app store needs no knowledge of it.
 */
import { useCallback, useMemo, useReducer } from 'react';
import type { WalletBalanceData } from '@toolkit/shared';
import { TEXTS } from '@toolkit/shared';
import { api, browserStorage, messageOf } from '../../../shared/api/index.ts';
import { walletsApi } from '../api/wallets-api.ts';
import { balanceCache } from './balance-cache.ts';
import { balancesActions, balancesReducer, initialBalancesState } from './balances-slice.ts';

export function useWalletBalances(owner: string | null) {
  const [state, dispatch] = useReducer(balancesReducer, initialBalancesState);
  const calls = useMemo(() => walletsApi(api), []);
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
        const data = await calls.fetchConnected(owner);
        cache.writeUserWallet(owner, data);
        dispatch(balancesActions.userWalletLoaded(data));
      } catch (e) {
        dispatch(balancesActions.failed(messageOf(e, TEXTS.anErrorOccurred)));
      }
    },
    [cache, calls, owner],
  );

  const loadAll = useCallback(
    async (force = false) => {
      if (!owner) return;
      const cached = force ? null : cache.readWallets(owner);
      if (cached) return void dispatch(balancesActions.loaded(cached));
      dispatch(balancesActions.requested());
      try {
        const data = await calls.fetchAll();
        persist(data);
        dispatch(balancesActions.loaded(data));
      } catch (e) {
        dispatch(balancesActions.failed(messageOf(e, TEXTS.anErrorOccurred)));
        throw e;
      }
    },
    [cache, calls, owner, persist],
  );

  /** Fresh balances of some wallets (after a transfer), merged by address (spec 4). */
  const refreshSpecific = useCallback(
    async (addresses: string[]) => {
      if (!owner || addresses.length === 0) return;
      const data = await calls.fetchSpecific([...new Set(addresses)]);
      dispatch(balancesActions.merged(data));
      const current = cache.readWallets(owner);
      if (current) {
        const byAddress = new Map(data.otherWallets.map((w) => [w.address, w]));
        persist({
          adminWallet: data.adminWallet ?? current.adminWallet,
          otherWallets: [
            ...current.otherWallets.map((w) => byAddress.get(w.address) ?? w),
            ...data.otherWallets.filter((w) => !current.otherWallets.some((c) => c.address === w.address)),
          ],
          count: current.count,
        });
      }
    },
    [cache, calls, owner, persist],
  );

  const clear = useCallback(() => dispatch(balancesActions.cleared()), []);

  return { state, loadAll, loadUserWallet, refreshSpecific, clear, calls };
}
