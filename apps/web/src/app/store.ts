import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { api, type ApiExtra } from '@mj/api';
import { authReducer } from '../features/auth/auth-slice';
import { createSessionListener } from './listener-middleware';

const rootReducer = combineReducers({
  [api.reducerPath]: api.reducer,
  auth: authReducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** Without Google (tests, local accounts) there is no token to refresh: the base query logs out instead. */
const noRefresh: ApiExtra = { refreshIdToken: async () => null };

export interface StoreOptions {
  /**
   * RTK's dev-only serializable and immutable checks warn "took NNms" past this many ms (RTK's default
   * is 32). Tests on a loaded CI machine raise it: the checks still run, only the timing noise goes.
   */
  devCheckWarnAfterMs?: number;
}

/** A fresh store per app start and per test (redux-templates' `makeStore`). */
export function makeStore(
  preloadedState?: Partial<RootState>,
  extra: ApiExtra = noRefresh,
  { devCheckWarnAfterMs }: StoreOptions = {},
) {
  const devCheck = devCheckWarnAfterMs === undefined ? {} : { warnAfter: devCheckWarnAfterMs };
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: extra }, serializableCheck: devCheck, immutableCheck: devCheck })
        .prepend(createSessionListener())
        .concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
