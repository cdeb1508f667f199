import { describe, expect, it } from 'vitest';
import { TEXTS } from '@toolkit/shared';
import { initialWalletState, walletActions, walletReducer } from './wallet-slice.ts';

const user = { _id: 'u1', phantomAddress: 'Addr1111', createdAt: '2025-01-01T00:00:00.000Z' };

describe('wallet state machine (spec 4: disconnected -> connecting -> connected)', () => {
  it('Given a disconnected wallet, when connecting starts, then it is connecting with no error', () => {
    const failed = walletReducer(initialWalletState, walletActions.connectFailed('boom'));
    const state = walletReducer(failed, walletActions.connectStarted());
    expect(state).toMatchObject({ connecting: true, connected: false, userWalletError: null });
  });

  it('Given connecting, when the server accepts the signature, then address and user are stored', () => {
    const connecting = walletReducer(initialWalletState, walletActions.connectStarted());
    const state = walletReducer(connecting, walletActions.connected({ user, walletAddress: 'Addr1111' }));
    expect(state).toEqual({ ...initialWalletState, connected: true, user, walletAddress: 'Addr1111' });
  });

  it('Given connecting, when it fails, then it is back to not connected and keeps the error', () => {
    const connecting = walletReducer(initialWalletState, walletActions.connectStarted());
    const state = walletReducer(connecting, walletActions.connectFailed(TEXTS.connectionFailed));
    expect(state).toEqual({ ...initialWalletState, userWalletError: 'Connection failed' });
  });

  it('Given a connected wallet with a balance, when it disconnects, then address, user and balance are cleared', () => {
    let state = walletReducer(initialWalletState, walletActions.connected({ user, walletAddress: 'Addr1111' }));
    state = walletReducer(state, walletActions.userWalletBalanceLoaded({ tokens: [] }));
    state = walletReducer(state, walletActions.disconnected());
    expect(state).toEqual(initialWalletState);
  });

  it('Given a silent restore that finds no authorised account, when abandoned, then no error is shown', () => {
    const connecting = walletReducer(initialWalletState, walletActions.connectStarted());
    expect(walletReducer(connecting, walletActions.connectAbandoned())).toEqual(initialWalletState);
  });
});
