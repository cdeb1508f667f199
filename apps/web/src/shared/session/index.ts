export { WalletSessionContext, useWalletSession, type WalletSession } from './wallet-session.tsx';
export { ExplorerLinkContext, useExplorerLink, type ExplorerLink } from './explorer-link.tsx';
