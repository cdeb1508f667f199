/**
 * The spec's balance state (spec 3, 4): request sets loading, success stores data, failure stores
 * the error, clear empties it. Range and specific results merge into otherWallets by address
 * (matching entries replaced, new ones appended); the admin wallet is replaced if one is returned.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ConnectedWalletBalance, WalletBalance, WalletBalanceData } from '@toolkit/shared';

export interface BalancesState {
  loading: boolean;
  error: string | null;
  adminWallet: WalletBalance | null;
  otherWallets: WalletBalance[];
  count: number;
  /** The connected wallet's record (address, tokens). */
  userWalletBalance: ConnectedWalletBalance | null;
}

export const initialBalancesState: BalancesState = {
  loading: false,
  error: null,
  adminWallet: null,
  otherWallets: [],
  count: 0,
  userWalletBalance: null,
};

export function mergeWallets(current: WalletBalance[], incoming: WalletBalance[]): WalletBalance[] {
  const byAddress = new Map(incoming.map((w) => [w.address, w]));
  const merged = current.map((w) => byAddress.get(w.address) ?? w);
  const known = new Set(current.map((w) => w.address));
  return [...merged, ...incoming.filter((w) => !known.has(w.address))];
}

export const balancesSlice = createSlice({
  name: 'walletBalances',
  initialState: initialBalancesState,
  reducers: {
    requested(state) {
      state.loading = true;
      state.error = null;
    },
    loaded(state, action: PayloadAction<WalletBalanceData>) {
      state.loading = false;
      state.adminWallet = action.payload.adminWallet;
      state.otherWallets = action.payload.otherWallets;
      state.count = action.payload.count ?? action.payload.otherWallets.length;
    },
    merged(state, action: PayloadAction<WalletBalanceData>) {
      state.loading = false;
      if (action.payload.adminWallet) state.adminWallet = action.payload.adminWallet;
      state.otherWallets = mergeWallets(state.otherWallets, action.payload.otherWallets);
      state.count = Math.max(state.count, state.otherWallets.length);
    },
    failed(state, action: PayloadAction<string>) {
      state.loading = false;
      state.error = action.payload;
    },
    userWalletLoaded(state, action: PayloadAction<ConnectedWalletBalance>) {
      state.userWalletBalance = action.payload;
    },
    cleared() {
      return initialBalancesState;
    },
  },
});

export const balancesActions = balancesSlice.actions;
export const balancesReducer = balancesSlice.reducer;
