import { combineReducers, configureStore, createListenerMiddleware, type ThunkDispatch, type UnknownAction } from '@reduxjs/toolkit';
import { baseApi, browserStorage, type KeyValueStorage } from '../shared/api/index.ts';
import { walletActions, walletReducer } from '../features/wallet/index.ts';
import { loadAccountSettings, loadLocalSettings, settingsReducer } from '../features/settings/index.ts';
import { loadNetwork, networkReducer } from '../features/network/index.ts';

const rootReducer = combineReducers({
  wallet: walletReducer,
  settings: settingsReducer,
  network: networkReducer,
  [baseApi.reducerPath]: baseApi.reducer,
});

/** Everything the features' thunks may use; each feature declares the part it needs. */
export interface AppDeps {
  storage: KeyValueStorage;
  sessionStorage: KeyValueStorage;
}
export type RootState = ReturnType<typeof rootReducer>;
export type AppDispatch = ThunkDispatch<RootState, AppDeps, UnknownAction>;

/**
 * One store for the app. Features receive their dependencies (storages) as the
 * thunk extra argument; reactions between features are wired here, not inside them.
 */
export function createAppStore() {
  const storage = browserStorage('local');
  const deps: AppDeps = { storage, sessionStorage: browserStorage('session') };
  const listener = createListenerMiddleware<RootState, AppDispatch, AppDeps>({ extra: deps });

  // Settings and the network choice are per user: after sign-in, the account's own apply.
  listener.startListening({
    actionCreator: walletActions.connected,
    effect: async (_action, { dispatch }) => {
      // Server data belongs to a session: another wallet must not see the last one's cache.
      dispatch(baseApi.util.resetApiState());
      await Promise.all([dispatch(loadAccountSettings()), dispatch(loadNetwork())]);
    },
  });
  listener.startListening({
    actionCreator: walletActions.disconnected,
    effect: async (_action, { dispatch }) => {
      dispatch(baseApi.util.resetApiState());
      await dispatch(loadNetwork());
    },
  });

  return configureStore({
    reducer: rootReducer,
    preloadedState: { settings: loadLocalSettings(storage) },
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: deps } })
        .prepend(listener.middleware)
        .concat(baseApi.middleware),
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
