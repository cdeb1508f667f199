import { combineReducers, configureStore, createListenerMiddleware, type ThunkDispatch, type UnknownAction } from '@reduxjs/toolkit';
import { API_TAGS, baseApi, browserStorage, type KeyValueStorage } from '../shared/api/index.ts';
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
      // What was read before signing in was read anonymously: read it again as this user. (A
      // previous user's data is already gone: disconnecting drops the cache.) Invalidating, not
      // resetting, leaves requests the page already started to finish.
      dispatch(baseApi.util.invalidateTags([...API_TAGS]));
      await Promise.all([dispatch(loadAccountSettings()), dispatch(loadNetwork())]);
    },
  });
  listener.startListening({
    actionCreator: walletActions.disconnected,
    effect: async (_action, { dispatch }) => {
      // Server data belongs to a session: the next wallet must not see this one's cache.
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
