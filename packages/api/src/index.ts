/**
 * @mj/api: the web app's only way to the server (one RTK Query slice, its hooks, its wire types).
 * The index holds what every page needs: the slice, its base query, the session's endpoints (users) and
 * the wire types. Each feature's endpoints are injected by their own module, imported through a subpath
 * (`@mj/api/games`, `@mj/api/tournaments`…) by the lazy pages that use them, so that a page's first load
 * carries only its own endpoints (docs/architecture.md, « Adding a route, end to end »).
 */
export { api, TAG_TYPES } from './api';
export { createBaseQuery } from './base-query';
export type { ApiBaseQuery, ApiHostState, AuthState } from './base-query';
export type { ApiExtra } from './token-refresh';
export { tokenRefreshed, sessionExpired } from './auth-events';
export {
  DEFAULT_API_BASE_URL,
  DEFAULT_REQUEST_TIMEOUT_MS,
  getApiBaseUrl,
  getRequestTimeoutMs,
  setApiBaseUrl,
  setRequestTimeoutMs,
} from './config';
export { getErrorMessage, serverDetail } from './errors';
export * from './endpoints/users';
export type * from './types';
