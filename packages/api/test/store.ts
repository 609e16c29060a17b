import { configureStore, createReducer } from '@reduxjs/toolkit';
import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import { api, sessionExpired, tokenRefreshed } from '../src';
import type { ApiExtra, AuthState, SessionUser } from '../src';

/** The smallest host auth slice that honours the contract: it stores refreshed tokens and logs out. */
function authReducer(initial: AuthState) {
  return createReducer(initial, (builder) =>
    builder
      .addCase(tokenRefreshed, (state, action) => {
        state.token = action.payload.token;
      })
      .addCase(sessionExpired, (state) => {
        state.user = null;
        state.token = null;
      }),
  );
}

const liveStores: { dispatch: (action: UnknownAction) => unknown }[] = [];

/** Empties every test store's API cache, which also clears RTK Query's cache-expiry timers. */
export function disposeStores() {
  for (const store of liveStores.splice(0)) store.dispatch(api.util.resetApiState());
}

export interface TestHost {
  user?: SessionUser | null;
  token?: string | null;
  refreshIdToken?: ApiExtra['refreshIdToken'];
}

/** A real store wired like the web app's: api reducer + middleware, auth slice, `extraArgument`. */
export function makeTestStore({ user = null, token = null, refreshIdToken }: TestHost = {}) {
  const actions: UnknownAction[] = [];
  const record: Middleware = () => (next) => (action) => {
    actions.push(action as UnknownAction);
    return next(action);
  };
  const extra: ApiExtra = { refreshIdToken: refreshIdToken ?? (async () => null) };
  const store = configureStore({
    reducer: { auth: authReducer({ user, token }), [api.reducerPath]: api.reducer },
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: extra } }).concat(record, api.middleware),
  });
  liveStores.push(store);
  const count = (matcher: { match: (action: unknown) => boolean }) =>
    actions.filter((a) => matcher.match(a)).length;
  return { store, actions, count };
}

export const googleUser: SessionUser = {
  user_id: 'g-1',
  pseudo: 'Gaëlle',
  email: 'g@example.fr',
  provider: 'google',
};
export const localUser: SessionUser = { user_id: 'l-1', pseudo: 'Louis', email: '', provider: 'local' };

export type RootStateOf = ReturnType<ReturnType<typeof makeTestStore>['store']['getState']>;
