export { WalletButton } from './WalletButton.tsx';
export { useWallet, useWalletLifecycle } from './use-wallet.ts';
export { walletReducer, walletActions, selectWallet, initialWalletState, type WalletState, type User } from './wallet-slice.ts';
export { connectWallet, disconnectWallet, restoreSession, type WalletDeps } from './wallet-thunks.ts';
export { signTransactionsWithPhantom, chainIdOf, base64ToBytes, bytesToBase64 } from './sign-transactions.ts';
