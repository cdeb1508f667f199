export { RpcEndpointSetting } from './RpcEndpointSetting.tsx';
export { useNetwork } from './use-network.ts';
export { useServerConfigQuery } from './api.ts';
export { networkReducer, networkActions, selectNetwork, type NetworkState, type NetworkInfo } from './network-slice.ts';
export { loadNetwork, switchNetwork, type NetworkDeps } from './network-thunks.ts';
export { recallNetwork, rememberNetwork } from './network-storage.ts';
