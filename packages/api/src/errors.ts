/**
 * The message to show for a failed call: the server's French `detail` when the error
 * carries one, otherwise the caller's French fallback (network failure, time-out, non-JSON body, a body
 * without `detail`, or anything unexpected).
 */
export function getErrorMessage(error: unknown, fallback: string): string {
  return serverDetail(error) ?? fallback;
}

/** The `detail` of an RTK Query error (`{status, data: {detail}}`), if it is a non-empty string. */
export function serverDetail(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('data' in error)) return undefined;
  const data = (error as { data: unknown }).data;
  if (typeof data !== 'object' || data === null || !('detail' in data)) return undefined;
  const detail = (data as { detail: unknown }).detail;
  return typeof detail === 'string' && detail.trim() !== '' ? detail : undefined;
}
