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
