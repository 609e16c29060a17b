import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { api } from '@mj/api';
import { authReducer } from '../session/auth-slice';
import { createSessionExtra } from '../session/google-session';
import { createSessionListener } from '../session/persistence';
import { networkReducer } from './network-slice';
import { createCopiesListener } from '../outbox/copies';
import { createOutboxListener } from '../outbox/listener';
import { outboxReducer } from '../outbox/outbox-slice';
import { deviceStore, type DeviceStore } from '../outbox/storage';

const rootReducer = combineReducers({
  [api.reducerPath]: api.reducer,
  auth: authReducer,
  network: networkReducer,
  outbox: outboxReducer,
});

export type RootState = ReturnType<typeof rootReducer>;

export interface StoreOptions {
  /**
   * RTK's dev-only serializable and immutable checks warn "took NNms" past this many ms (RTK's default
   * is 32). Tests on a loaded CI machine raise it: the checks still run, only the timing noise goes.
   */
  devCheckWarnAfterMs?: number;
  /** The phone's storage for the outbox (a test's own; by default the browser's IndexedDB). */
  disk?: DeviceStore;
}

/**
 * A fresh store per app start and per test (redux-templates' `makeStore`), with its own session
 * listener and Google session (the thunks' extra argument, whose token refresh the base query uses).
 */
export function makeStore(
  preloadedState?: Partial<RootState>,
  { devCheckWarnAfterMs, disk = deviceStore() }: StoreOptions = {},
) {
  const devCheck = devCheckWarnAfterMs === undefined ? {} : { warnAfter: devCheckWarnAfterMs };
  // The outbox's storage is shared by its listener (which sends) and its thunks (which queue).
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault({
        thunk: { extraArgument: { ...createSessionExtra(), disk } },
        serializableCheck: devCheck,
        immutableCheck: devCheck,
      })
        .prepend(createSessionListener(), createOutboxListener(disk), createCopiesListener(disk))
        .concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
