import {
  combineSlices,
  configureStore,
  createDynamicMiddleware,
  type Middleware,
  type Slice,
} from '@reduxjs/toolkit';
import { api } from '@mj/api';
import { authReducer } from '../session/auth-slice';
import { createSessionExtra } from '../session/session';
import { createSessionListener } from '../session/persistence';
import { networkReducer } from './network-slice';
import { lazyDisk } from '../outbox/disk';
import type { DeviceStore } from '../outbox/storage';
import type { OutboxState } from '../outbox/outbox-slice';

/**
 * The slices every page needs from the start. Slices that come with a late chunk (the outbox's) are
 * injected into this reducer when their chunk arrives (`rootReducer.inject(slice)`): until then their
 * selectors read their initial state.
 */
const rootReducer = combineSlices(api, { auth: authReducer, network: networkReducer }).withLazyLoadedSlices<{
  outbox: OutboxState;
}>();

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
  // Middleware that comes with a late chunk (the outbox's listeners, which share its storage with its
  // thunks): added to the running store when the chunk arrives, so the first page's JS does not carry it.
  const late = createDynamicMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault({
        thunk: { extraArgument: { ...createSessionExtra(), disk } },
        serializableCheck: devCheck,
        immutableCheck: devCheck,
      })
        // Late middleware first, as RTK's listener middleware wants: the outbox's listeners take their
        // `addListener` actions before the dev checks see them.
        .prepend(createSessionListener(), late.middleware)
        .concat(api.middleware),
  });
  return Object.assign(store, {
    disk,
    /** Adds a late chunk's slice to the running store (the outbox's). */
    injectSlice: (slice: Slice) => {
      rootReducer.inject(slice);
    },
    /** Adds a late chunk's middleware to the running store (the outbox's listeners). */
    addMiddleware: (...added: Middleware[]) => late.addMiddleware(...added),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
