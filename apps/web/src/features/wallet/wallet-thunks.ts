import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { Wallet, WalletAccount } from '@wallet-standard/base';
import {
  StandardConnect,
  StandardDisconnect,
  type StandardConnectFeature,
  type StandardDisconnectFeature,
} from '@wallet-standard/features';
import { toast } from 'sonner';
import { TEXTS } from '@toolkit/shared';
import { ApiError, dropToken, messageOf, readToken, writeToken, type ApiClient, type KeyValueStorage } from '../../shared/api/index.ts';
import { clearBalanceCache } from './balance-cache.ts';
import { currentPhantom } from './phantom.ts';
import { signChallenge, type NonceChallenge } from './sign-in.ts';
import { walletActions, type User, type WalletState } from './wallet-slice.ts';

/** What the wallet thunks need, passed in by the app's store (thunk extra argument). */
export interface WalletDeps {
  api: ApiClient;
  storage: KeyValueStorage;
}

type WalletThunk = ThunkAction<Promise<void>, { wallet: WalletState }, WalletDeps, UnknownAction>;

interface ConnectResponse {
  message: string;
  user: User;
  token: string;
}

function connectFeature(wallet: Wallet) {
  return (wallet.features as Partial<StandardConnectFeature>)[StandardConnect];
}

/**
 * Connect Wallet (spec 4, DESIGN.md 5): standard:connect, a one-time server challenge signed by
 * the wallet, then POST /user/connect for the user and session token. Failure returns to
 * disconnected with the server's message, else 'Connection failed', as a toast and in state.
 */
export function connectWallet(): WalletThunk {
  return async (dispatch, getState, { api, storage }) => {
    if (getState().wallet.connecting) return;
    const wallet = currentPhantom();
    const connect = wallet && connectFeature(wallet);
    if (!wallet || !connect) {
      dispatch(walletActions.connectFailed(TEXTS.phantomNotFound));
      toast.error(TEXTS.phantomNotFound);
      return;
    }
    dispatch(walletActions.connectStarted());
    try {
      const { accounts } = await connect.connect();
      const account = accounts[0];
      if (!account) throw new Error('no account');
      const challenge = await api<NonceChallenge>('POST', '/user/nonce', { phantomAddress: account.address });
      const signed = await signChallenge(wallet, account, challenge);
      const res = await api<ConnectResponse>('POST', '/user/connect', { phantomAddress: account.address, ...signed });
      writeToken(res.token, storage);
      clearBalanceCache(storage);
      dispatch(walletActions.connected({ user: res.user, walletAddress: account.address }));
    } catch (err) {
      const message = messageOf(err, TEXTS.connectionFailed);
      dispatch(walletActions.connectFailed(message));
      toast.error(message);
    }
  };
}

/**
 * Disconnect: end the server session, clear the state, then let the wallet forget this site.
 * The session ends first so the wallet's own "accounts changed" event finds nothing left to end.
 * Failures are only logged (spec 8).
 */
export function disconnectWallet(): WalletThunk {
  return async (dispatch, _getState, { api, storage }) => {
    await endSession(api, storage);
    dispatch(walletActions.disconnected());
    const wallet = currentPhantom();
    const disconnect = wallet && (wallet.features as Partial<StandardDisconnectFeature>)[StandardDisconnect];
    try {
      await disconnect?.disconnect();
    } catch (err) {
      console.warn('wallet disconnect failed', err);
    }
  };
}

async function endSession(api: ApiClient, storage: KeyValueStorage) {
  if (readToken(storage)) {
    try {
      await api('POST', '/user/logout');
    } catch (err) {
      console.warn('logout failed', err);
    }
  }
  dropToken(storage);
  clearBalanceCache(storage);
}

/**
 * After a reload: with a stored token and Phantom still authorising this site, sign the user
 * back in without a prompt (silent connect + GET /user/me). A token the server no longer accepts
 * is dropped; a wallet that no longer authorises us, or now shows another account, ends the session.
 */
export function restoreSession(wallet: Wallet): WalletThunk {
  return async (dispatch, getState, { api, storage }) => {
    const state = getState().wallet;
    if (!readToken(storage) || state.connected || state.connecting) return;
    const connect = connectFeature(wallet);
    if (!connect) return;
    dispatch(walletActions.connectStarted());
    let account: WalletAccount | undefined;
    try {
      ({ accounts: [account] } = await connect.connect({ silent: true }));
    } catch {
      account = undefined;
    }
    if (!account) {
      await endSession(api, storage);
      dispatch(walletActions.connectAbandoned());
      return;
    }
    try {
      const { data } = await api<{ data: { user: User } }>('GET', '/user/me');
      if (data.user.phantomAddress !== account.address) {
        await endSession(api, storage);
        dispatch(walletActions.connectAbandoned());
        return;
      }
      dispatch(walletActions.connected({ user: data.user, walletAddress: account.address }));
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) dropToken(storage);
      dispatch(walletActions.connectAbandoned());
    }
  };
}

/**
 * The wallet switched accounts or revoked this site: the session belonged to the old account,
 * so it ends here (the user connects again to sign in as the new one).
 */
export function walletAccountsChanged(accounts: readonly WalletAccount[]): WalletThunk {
  return async (dispatch, getState, { api, storage }) => {
    const { connected, walletAddress } = getState().wallet;
    if (!connected || accounts.some((a) => a.address === walletAddress)) return;
    await endSession(api, storage);
    dispatch(walletActions.disconnected());
  };
}
