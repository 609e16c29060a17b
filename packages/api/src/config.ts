/** Production default: the same-origin prefix the server mounts every route under. */
export const DEFAULT_API_BASE_URL = '/api';

let apiBaseUrl = DEFAULT_API_BASE_URL;

/** The web app calls this once at startup with `VITE_API_URL`; tests pass the in-process server URL. */
export function setApiBaseUrl(url: string | undefined | null): void {
  apiBaseUrl = url && url.trim() !== '' ? url.trim() : DEFAULT_API_BASE_URL;
}

export function getApiBaseUrl(): string {
  return apiBaseUrl;
}

/**
 * How long a request may take before it fails with `TIMEOUT_ERROR`: a stalled request on a
 * venue's Wi-Fi must not keep a button busy forever. Above the 10 s a slow proxy may take (the client
 * faults of e2e/hardening), below a player's patience at the table.
 */
export const DEFAULT_REQUEST_TIMEOUT_MS = 15_000;

let requestTimeoutMs = DEFAULT_REQUEST_TIMEOUT_MS;

/** Tests shorten it to see a time-out without waiting for it. */
export function setRequestTimeoutMs(ms: number): void {
  requestTimeoutMs = ms;
}

export function getRequestTimeoutMs(): number {
  return requestTimeoutMs;
}
