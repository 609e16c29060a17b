/** @mj/api: the web app's only way to the server (one RTK Query slice, its hooks, its wire types). */
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
export { newIdempotencyKey } from './idempotency';
export * from './endpoints/users';
export * from './endpoints/games';
export * from './endpoints/rounds';
export * from './endpoints/tournaments';
export * from './endpoints/statistics';
export * from './endpoints/rules';
export * from './endpoints/rondes';
export * from './endpoints/officiating';
export { RECONNECT_DELAYS, reconnectDelay, parseEventBlock } from './live/event-stream';
export type * from './types';
