import { useCallback, useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { StandardEvents, type StandardEventsFeature } from '@wallet-standard/features';
import { connectWallet, disconnectWallet, restoreSession, walletAccountsChanged, type WalletDeps } from './wallet-thunks.ts';
import { selectWallet, type WalletState } from './wallet-slice.ts';
import { watchPhantom } from './phantom.ts';

type WalletDispatch = ThunkDispatch<{ wallet: WalletState }, WalletDeps, UnknownAction>;

export function useWallet() {
  const dispatch = useDispatch<WalletDispatch>();
  const state = useSelector(selectWallet);
  const connect = useCallback(() => void dispatch(connectWallet()), [dispatch]);
  const disconnect = useCallback(() => void dispatch(disconnectWallet()), [dispatch]);
  /** Change Wallet: end this session, then ask the wallet again, where the user picks the account. */
  const change = useCallback(async () => {
    await dispatch(disconnectWallet());
    await dispatch(connectWallet());
  }, [dispatch]);
  return { ...state, connect, disconnect, change };
}

/**
 * Mounted once by the app: when Phantom is (or later becomes) available, restore a stored
 * session, and follow the wallet's account changes for as long as the app runs.
 */
export function useWalletLifecycle() {
  const dispatch = useDispatch<WalletDispatch>();
  useEffect(() => {
    let offEvents: (() => void) | undefined;
    const offWatch = watchPhantom((wallet) => {
      void dispatch(restoreSession(wallet));
      const events = (wallet.features as Partial<StandardEventsFeature>)[StandardEvents];
      offEvents = events?.on('change', ({ accounts }) => {
        if (accounts) void dispatch(walletAccountsChanged(accounts));
      });
    });
    return () => {
      offWatch();
      offEvents?.();
    };
  }, [dispatch]);
}
