import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { toast } from 'sonner';
import { TEXTS, type Cluster } from '@toolkit/shared';
import { messageOf, type ApiClient, type KeyValueStorage } from '../../shared/api/index.ts';
import { networkActions, type NetworkInfo, type NetworkState } from './network-slice.ts';
import { recallNetwork, rememberNetwork } from './network-storage.ts';

export interface NetworkDeps {
  api: ApiClient;
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
  return async (dispatch, _getState, { api, sessionStorage }) => {
    try {
      const { data } = await api<{ data: NetworkInfo }>('GET', '/network/getCluster');
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
  return async (dispatch, getState, { api, sessionStorage }) => {
    if (getState().network.switching) return;
    dispatch(networkActions.switchStarted());
    try {
      const res = await api<{ message?: string; data: NetworkInfo }>('POST', '/network/setCluster', url ? { network, url } : { network });
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
