import { combineReducers, configureStore, type Middleware, type Reducer } from '@reduxjs/toolkit';
import { api } from '@mj/api';
import { authReducer } from '../session/auth-slice';
import { createSessionExtra } from '../session/google-session';
import { createSessionListener } from '../session/persistence';
import { networkReducer } from './network-slice';
import { lazyDisk } from '../outbox/disk';
import type { DeviceStore } from '../outbox/storage';

const reducers = {
  [api.reducerPath]: api.reducer,
  auth: authReducer,
  network: networkReducer,
};
const rootReducer = combineReducers(reducers);

/** The outbox's slice joins the store a moment after its start (outbox/install.ts): `outboxOf` reads it. */
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
  { devCheckWarnAfterMs, disk = lazyDisk() }: StoreOptions = {},
) {
  const devCheck = devCheckWarnAfterMs === undefined ? {} : { warnAfter: devCheckWarnAfterMs };
  // The outbox's storage is shared by its listener (which sends) and its thunks (which queue). Its
  // listeners come a moment after the start (outbox/install.ts), so the first page's JS does not carry them.
  let later: Middleware[] = [];
  let laterChain: ((next: (action: unknown) => unknown) => (action: unknown) => unknown)[] = [];
  const lateMiddleware: Middleware<object, RootState> = () => (next) => (action) =>
    laterChain.reduceRight((inner, wrap) => wrap(inner), next)(action);
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault({
        thunk: { extraArgument: { ...createSessionExtra(), disk } },
        serializableCheck: devCheck,
        immutableCheck: devCheck,
      })
        .prepend(createSessionListener())
        .concat(api.middleware, lateMiddleware),
  });
  return Object.assign(store, {
    disk,
    /** Adds a slice to the running store (the outbox's). */
    addReducer: (name: string, reducer: Reducer) =>
      store.replaceReducer(
        combineReducers({ ...reducers, [name]: reducer }) as unknown as typeof rootReducer,
      ),
    /** Adds middleware to the running store (the outbox's listeners). */
    addMiddleware: (...added: Middleware[]) => {
      later = [...later, ...added];
      laterChain = later.map((middleware) =>
        middleware({ getState: store.getState, dispatch: store.dispatch }),
      );
    },
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
