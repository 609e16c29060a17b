import type { UnknownAction } from '@reduxjs/toolkit';
import { fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type {
  BaseQueryApi,
  BaseQueryFn,
  FetchArgs,
  FetchBaseQueryError,
  FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query/react';
import { sessionExpired } from './auth-events';
import { getApiBaseUrl, getRequestTimeoutMs } from './config';
import { isApiExtra, pendingRefresh, refreshTokenOnce } from './token-refresh';
import type { ApiExtra } from './token-refresh';
import type { SessionUser } from './types';

/** The host contract: the store's root state carries the session here. */
export interface AuthState {
  user: SessionUser | null;
  token: string | null;
}
export interface ApiHostState {
  auth: AuthState;
}

export type ApiBaseQuery = BaseQueryFn<
  string | FetchArgs,
  unknown,
  FetchBaseQueryError,
  object,
  FetchBaseQueryMeta
>;

/** Calls where a 401 means "wrong credentials", never "session expired". */
const SIGN_IN_ENDPOINTS = new Set(['login', 'register', 'googleLogin']);

function authOf(api: BaseQueryApi): AuthState | undefined {
  return (api.getState() as Partial<ApiHostState> | undefined)?.auth;
}

/** One HTTP call with the given bearer token (or none), against the configured base URL. */
function send(args: string | FetchArgs, api: BaseQueryApi, extraOptions: object, token: string | null) {
  const fetchOnce = fetchBaseQuery({
    baseUrl: getApiBaseUrl(),
    timeout: getRequestTimeoutMs(),
    prepareHeaders: (headers) => {
      if (token) headers.set('Authorization', `Bearer ${token}`);
      return headers;
    },
  });
  return fetchOnce(args, api, extraOptions);
}

/**
 * The base query of the one API slice, with its rules on a 401:
 * - a local user is logged out (`sessionExpired`) and the request rejected;
 * - a Google user gets one forced token refresh, shared by every request that hit 401 at the same time,
 *   then one retry with the new token; a second 401, or no token obtained, logs out.
 * `resetCache` builds the action that empties the API cache, so one user's data never shows for the next.
 */
export function createBaseQuery(resetCache: () => UnknownAction): ApiBaseQuery {
  function expire(api: BaseQueryApi) {
    // Concurrent failures log out once: only the first one still finds a user in the session.
    if (!authOf(api)?.user) return;
    api.dispatch(sessionExpired());
    // Empty the cache once this request has settled: a reset aborts every running query, and this one
    // should still reject with its own 401 rather than with an abort.
    setTimeout(() => api.dispatch(resetCache()), 0);
  }

  return async (args, api, extraOptions) => {
    const extra = isApiExtra(api.extra) ? api.extra : undefined;
    // Requests issued while a refresh is running wait for it rather than send a stale token.
    const running = extra && pendingRefresh(extra);
    if (running) await running;

    const sentToken = authOf(api)?.token ?? null;
    const result = await send(args, api, extraOptions, sentToken);
    if (result.error?.status !== 401 || SIGN_IN_ENDPOINTS.has(api.endpoint)) return result;

    const user = authOf(api)?.user;
    if (!user) return result;
    if (user.provider !== 'google' || !extra) {
      expire(api);
      return result;
    }

    const newToken = await tokenForRetry(api, extra, sentToken);
    if (!newToken) {
      expire(api);
      return result;
    }
    const retried = await send(args, api, extraOptions, newToken);
    if (retried.error?.status === 401) expire(api);
    return retried;
  };
}

/**
 * The token to retry with: the one of a refresh in flight, or one already refreshed since this request
 * was sent (its 401 arrived late), else a new forced refresh.
 */
async function tokenForRetry(
  api: BaseQueryApi,
  extra: ApiExtra,
  sentToken: string | null,
): Promise<string | null> {
  const running = pendingRefresh(extra);
  if (running) return running;
  const current = authOf(api)?.token ?? null;
  if (current && current !== sentToken) return current;
  return refreshTokenOnce(extra, api.dispatch);
}
