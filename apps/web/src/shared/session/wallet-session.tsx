import { createContext, useContext } from 'react';

/**
 * What a feature page needs to know about the wallet, without importing the wallet feature:
 * the app composes the wallet feature into this context (shared -> features -> app).
 */
export interface WalletSession {
  connected: boolean;
  connecting: boolean;
  walletAddress: string | null;
  /** Starts the connect + sign-in flow; errors surface as toasts and in the wallet state. */
  connect(): void;
  /** Signs base64 transactions the server built, all in one wallet approval; answers them signed. */
  signTransactions(transactions: string[]): Promise<string[]>;
}

const disconnected: WalletSession = {
  connected: false,
  connecting: false,
  walletAddress: null,
  connect: () => {},
  signTransactions: () => Promise.reject(new Error('Wallet not connected')),
};

export const WalletSessionContext = createContext<WalletSession>(disconnected);

export function useWalletSession(): WalletSession {
  return useContext(WalletSessionContext);
}
