import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { User } from '@toolkit/shared';

/** The user record the server returns on connect and from /user/me (the contract's `userSchema`). */
export type { User };

/** The spec's wallet state (spec 3): disconnected -> connecting -> connected (spec 4). */
export interface WalletState {
  user: User | null;
  connecting: boolean;
  connected: boolean;
  walletAddress: string | null;
  userWalletError: string | null;
  userWalletBalance: unknown;
}

export const initialWalletState: WalletState = {
  user: null,
  connecting: false,
  connected: false,
  walletAddress: null,
  userWalletError: null,
  userWalletBalance: null,
};

export const walletSlice = createSlice({
  name: 'wallet',
  initialState: initialWalletState,
  reducers: {
    connectStarted(state) {
      state.connecting = true;
      state.userWalletError = null;
    },
    connected(state, action: PayloadAction<{ user: User; walletAddress: string }>) {
      state.connecting = false;
      state.connected = true;
      state.user = action.payload.user;
      state.walletAddress = action.payload.walletAddress;
      state.userWalletError = null;
      state.userWalletBalance = null;
    },
    connectFailed(state, action: PayloadAction<string>) {
      return { ...initialWalletState, userWalletError: action.payload };
    },
    /** A restore attempt that found nothing to restore: back to disconnected, no error shown. */
    connectAbandoned() {
      return initialWalletState;
    },
    disconnected() {
      return initialWalletState;
    },
    userWalletBalanceLoaded(state, action: PayloadAction<unknown>) {
      state.userWalletBalance = action.payload;
    },
  },
});

export const walletActions = walletSlice.actions;
export const walletReducer = walletSlice.reducer;

export const selectWallet = (state: { wallet: WalletState }) => state.wallet;
