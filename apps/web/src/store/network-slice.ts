import { createSlice, isFulfilled, type PayloadAction, type UnknownAction } from '@reduxjs/toolkit';
import { api } from '@mj/api';

/**
 * The client's network state: whether the browser says it is online, whether a new version of
 * the app waits (service worker installed), and which cached queries show data kept by the service worker
 * rather than fresh from the server (their `x-mj-donnees-du` time, for « Hors ligne — données du … »).
 */
export interface NetworkState {
  online: boolean;
  updateReady: boolean;
  /** queryCacheKey → ISO time the shown answer was received, for answers given back offline. */
  keptSince: Record<string, string>;
}

export const initialNetworkState: NetworkState = {
  online: typeof navigator === 'undefined' ? true : navigator.onLine !== false,
  updateReady: false,
  keptSince: {},
};

/** What RTK Query's query thunk puts in a fulfilled action: its cache key and the HTTP answer. */
interface QueryFulfilledMeta {
  arg?: { type?: string; queryCacheKey?: string };
  baseQueryMeta?: { response?: { headers?: Headers } };
}

/** The time a kept answer was received, or null for a fresh one from the server. */
function keptAt(meta: QueryFulfilledMeta): string | null {
  const headers = meta.baseQueryMeta?.response?.headers;
  if (!headers?.get('x-mj-hors-ligne')) return null;
  return headers.get('x-mj-donnees-du');
}

const isApiQueryFulfilled = (action: UnknownAction): action is UnknownAction & { meta: QueryFulfilledMeta } =>
  isFulfilled(action) &&
  action.type.startsWith(`${api.reducerPath}/`) &&
  (action.meta as QueryFulfilledMeta).arg?.type === 'query';

const networkSlice = createSlice({
  name: 'network',
  initialState: initialNetworkState,
  reducers: {
    wentOnline(state) {
      state.online = true;
    },
    wentOffline(state) {
      state.online = false;
    },
    updateDownloaded(state) {
      state.updateReady = true;
    },
    /** A read that failed offline was answered from the phone's own copy, received at `at`. */
    copyShown(state, action: PayloadAction<{ queryCacheKey: string; at: string }>) {
      state.keptSince[action.payload.queryCacheKey] = action.payload.at;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(api.internalActions.removeQueryResult, (state, action) => {
        delete state.keptSince[action.payload.queryCacheKey];
      })
      .addCase(api.util.resetApiState, (state) => {
        state.keptSince = {};
      })
      .addMatcher(isApiQueryFulfilled, (state, action) => {
        const key = action.meta.arg?.queryCacheKey;
        if (!key) return;
        const at = keptAt(action.meta);
        if (at) state.keptSince[key] = at;
        else delete state.keptSince[key];
      });
  },
});

export const { wentOnline, wentOffline, updateDownloaded, copyShown } = networkSlice.actions;
export const networkReducer = networkSlice.reducer;

export interface WithNetwork {
  network: NetworkState;
}

export const selectOnline = (state: WithNetwork) => state.network.online;
export const selectUpdateReady = (state: WithNetwork) => state.network.updateReady;

/** The oldest time among the kept answers on show, or null when everything is fresh. */
export function selectKeptSince(state: WithNetwork): string | null {
  const times = Object.values(state.network.keptSince).sort();
  return times[0] ?? null;
}
