import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { Wallet, WalletAccount } from '@wallet-standard/base';
import { StandardConnect, StandardDisconnect, type StandardConnectFeature, type StandardDisconnectFeature } from '@wallet-standard/features';
import { toast } from 'sonner';
import { TEXTS } from '@toolkit/shared';
import { dropToken, failedWith, messageOf, readFresh, readToken, writeToken, type KeyValueStorage } from '../../shared/api/index.ts';
import { walletApi } from './api.ts';
import { clearBalanceCache } from './balance-cache.ts';
import { currentPhantom } from './phantom.ts';
import { signChallenge } from './sign-in.ts';
import { walletActions, type WalletState } from './wallet-slice.ts';

/** What the wallet thunks need, passed in by the app's store (thunk extra argument). */
export interface WalletDeps {
  storage: KeyValueStorage;
}

type WalletThunk = ThunkAction<Promise<void>, { wallet: WalletState }, WalletDeps, UnknownAction>;
type WalletDispatch = Parameters<WalletThunk>[0];

function connectFeature(wallet: Wallet) {
  return (wallet.features as Partial<StandardConnectFeature>)[StandardConnect];
}

/**
 * Connect Wallet (spec 4, DESIGN.md 5): standard:connect, a one-time server challenge signed by
 * the wallet, then POST /user/connect for the user and session token. Failure returns to
 * disconnected with the server's message, else 'Connection failed', as a toast and in state.
 */
export function connectWallet(): WalletThunk {
  return async (dispatch, getState, { storage }) => {
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
      const challenge = await dispatch(walletApi.endpoints.signInNonce.initiate({ phantomAddress: account.address })).unwrap();
      const signed = await signChallenge(wallet, account, challenge);
      const res = await dispatch(walletApi.endpoints.signIn.initiate({ phantomAddress: account.address, ...signed })).unwrap();
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
  return async (dispatch, _getState, { storage }) => {
    await endSession(dispatch, storage);
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

async function endSession(dispatch: WalletDispatch, storage: KeyValueStorage) {
  if (readToken(storage)) {
    try {
      await dispatch(walletApi.endpoints.logout.initiate()).unwrap();
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
  return async (dispatch, getState, { storage }) => {
    const state = getState().wallet;
    if (!readToken(storage) || state.connected || state.connecting) return;
    const connect = connectFeature(wallet);
    if (!connect) return;
    dispatch(walletActions.connectStarted());
    let account: WalletAccount | undefined;
    try {
      ({
        accounts: [account],
      } = await connect.connect({ silent: true }));
    } catch {
      account = undefined;
    }
    if (!account) {
      await endSession(dispatch, storage);
      dispatch(walletActions.connectAbandoned());
      return;
    }
    try {
      const user = await readFresh(() => dispatch(walletApi.endpoints.me.initiate(undefined, { subscribe: false, forceRefetch: true })));
      if (user.phantomAddress !== account.address) {
        await endSession(dispatch, storage);
        dispatch(walletActions.connectAbandoned());
        return;
      }
      dispatch(walletActions.connected({ user, walletAddress: account.address }));
    } catch (err) {
      if (failedWith(err, 'SESSION_EXPIRED', 'SIGN_IN_REQUIRED')) dropToken(storage);
      dispatch(walletActions.connectAbandoned());
    }
  };
}

/**
 * The wallet switched accounts or revoked this site: the session belonged to the old account,
 * so it ends here (the user connects again to sign in as the new one).
 */
export function walletAccountsChanged(accounts: readonly WalletAccount[]): WalletThunk {
  return async (dispatch, getState, { storage }) => {
    const { connected, walletAddress } = getState().wallet;
    if (!connected || accounts.some((a) => a.address === walletAddress)) return;
    await endSession(dispatch, storage);
    dispatch(walletActions.disconnected());
  };
}
