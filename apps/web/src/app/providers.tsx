import { lazy, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Provider, useDispatch, useSelector } from 'react-redux';
import { explorerUrl } from '@toolkit/shared';
import { ExplorerLinkContext, WalletSessionContext, type ExplorerLink, type WalletSession } from '../shared/session/index.ts';
import { TokenImageContext, type TokenImageRender } from '../shared/ui/index.ts';
import { signTransactionsWithPhantom, useWallet, useWalletLifecycle } from '../features/wallet/index.ts';
import { selectSettings } from '../features/settings/index.ts';
import { loadNetwork, selectNetwork } from '../features/network/index.ts';
import { createAppStore, type AppDispatch } from './store.ts';

/** Feeds the wallet and explorer choices to every page through shared contexts. */
function SessionBridge({ children }: { children: ReactNode }) {
  useWalletLifecycle();
  const dispatch = useDispatch<AppDispatch>();
  useEffect(() => {
    void dispatch(loadNetwork());
  }, [dispatch]);

  const wallet = useWallet();
  const network = useSelector(selectNetwork);
  const session = useMemo<WalletSession>(
    () => ({
      connected: wallet.connected,
      connecting: wallet.connecting,
      walletAddress: wallet.walletAddress,
      connect: wallet.connect,
      signTransactions: (transactions) => {
        if (!wallet.walletAddress) return Promise.reject(new Error('Wallet not connected'));
        return signTransactionsWithPhantom(wallet.walletAddress, network.network, transactions);
      },
    }),
    [wallet.connected, wallet.connecting, wallet.walletAddress, wallet.connect, network.network],
  );

  const { explorer } = useSelector(selectSettings);
  const explorerLink = useMemo<ExplorerLink>(
    () => (target, net) => explorerUrl(explorer, target, net ?? { cluster: network.network, rpcUrl: network.rpcUrl ?? undefined }),
    [explorer, network.network, network.rpcUrl],
  );

  return (
    <WalletSessionContext.Provider value={session}>
      <ExplorerLinkContext.Provider value={explorerLink}>{children}</ExplorerLinkContext.Provider>
    </WalletSessionContext.Provider>
  );
}

/** Token logos read the token's metadata; loaded with the first logo, so the shell does not wait for the tokens feature. */
const TokenImageOf = lazy(async () => ({ default: (await import('../features/tokens/index.ts')).TokenImageOf }));
const tokenImage: TokenImageRender = (mint, children) => <TokenImageOf mint={mint}>{children}</TokenImageOf>;

export function AppProviders({ children }: { children: ReactNode }) {
  // One store per page load; created lazily so the landing route never builds it.
  const [store] = useState(createAppStore);
  return (
    <Provider store={store}>
      <SessionBridge>
        <TokenImageContext.Provider value={tokenImage}>{children}</TokenImageContext.Provider>
      </SessionBridge>
    </Provider>
  );
}
