import { useCallback } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { Cluster } from '@toolkit/shared';
import { selectNetwork, type NetworkState } from './network-slice.ts';
import { switchNetwork, type NetworkDeps } from './network-thunks.ts';

type NetworkDispatch = ThunkDispatch<{ network: NetworkState }, NetworkDeps, UnknownAction>;

export function useNetwork() {
  const dispatch = useDispatch<NetworkDispatch>();
  const state = useSelector(selectNetwork);
  const choose = useCallback((network: Cluster, url?: string) => dispatch(switchNetwork(network, url)), [dispatch]);
  return { ...state, choose };
}
