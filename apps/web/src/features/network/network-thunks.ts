import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { toast } from 'sonner';
import { TEXTS, type Cluster } from '@toolkit/shared';
import { messageOf, readFresh, type KeyValueStorage } from '../../shared/api/index.ts';
import { networkApi } from './api.ts';
import { networkActions, type NetworkInfo, type NetworkState } from './network-slice.ts';
import { recallNetwork, rememberNetwork } from './network-storage.ts';

export interface NetworkDeps {
  /** Session storage: the network choice lasts for the tab, as the spec keeps it. */
  sessionStorage: KeyValueStorage;
}
type NetworkThunk = ThunkAction<Promise<void>, { network: NetworkState }, NetworkDeps, UnknownAction>;

/** Cluster the app runs on when neither the server nor the session can say (DESIGN.md 3). */
export const FALLBACK_NETWORK: NetworkInfo = { network: 'local', rpcUrl: null, isMainnet: false };

/**
 * Asks the server which cluster it acts on for this user. If the server cannot be reached, the
 * tab's remembered choice stands in; with none, the spec's toast and the default cluster.
 */
export function loadNetwork(): NetworkThunk {
  return async (dispatch, _getState, { sessionStorage }) => {
    try {
      const data = await readFresh(() => dispatch(networkApi.endpoints.cluster.initiate(undefined, { subscribe: false, forceRefetch: true })));
      rememberNetwork(sessionStorage, data);
      dispatch(networkActions.networkKnown(data));
    } catch {
      const recalled = recallNetwork(sessionStorage);
      if (!recalled) toast.error(TEXTS.noNetworkInSession);
      dispatch(networkActions.networkKnown(recalled ?? FALLBACK_NETWORK));
    }
  };
}

/**
 * Switches the cluster. The server checks the endpoint answers before it takes effect; on
 * failure the previous choice stays and the server's message (else the spec's) is shown.
 */
export function switchNetwork(network: Cluster, url?: string): NetworkThunk {
  return async (dispatch, getState, { sessionStorage }) => {
    if (getState().network.switching) return;
    dispatch(networkActions.switchStarted());
    try {
      const res = await dispatch(networkApi.endpoints.setCluster.initiate(url ? { network, url } : { network })).unwrap();
      rememberNetwork(sessionStorage, res.data);
      dispatch(networkActions.networkKnown(res.data));
      toast.success(res.message ?? TEXTS.switchedTo(network));
    } catch (err) {
      toast.error(messageOf(err, TEXTS.networkSwitchFailed));
    } finally {
      dispatch(networkActions.switchEnded());
    }
  };
}
