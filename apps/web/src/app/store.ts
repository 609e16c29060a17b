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

/** A fresh store per app start and per test (redux-templates' `makeStore`). */
export function makeStore(preloadedState?: Partial<RootState>, extra: ApiExtra = noRefresh) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: extra } })
        .prepend(createSessionListener())
        .concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
