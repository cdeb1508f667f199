import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Cluster } from '@toolkit/shared';

/** The cluster the server acts on for this user (GET/POST /network/*). */
export interface NetworkInfo {
  network: Cluster;
  rpcUrl: string | null;
  isMainnet: boolean;
}

export interface NetworkState extends NetworkInfo {
  /** False until the server (or the session fallback) has told us the cluster. */
  known: boolean;
  switching: boolean;
}

export const initialNetworkState: NetworkState = {
  network: 'local',
  rpcUrl: null,
  isMainnet: false,
  known: false,
  switching: false,
};

export const networkSlice = createSlice({
  name: 'network',
  initialState: initialNetworkState,
  reducers: {
    networkKnown: (state, action: PayloadAction<NetworkInfo>) => ({ ...state, ...action.payload, known: true }),
    switchStarted: (state) => {
      state.switching = true;
    },
    switchEnded: (state) => {
      state.switching = false;
    },
  },
});

export const networkActions = networkSlice.actions;
export const networkReducer = networkSlice.reducer;
export const selectNetwork = (state: { network: NetworkState }) => state.network;
