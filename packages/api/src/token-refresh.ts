import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { tokenRefreshed } from './auth-events';

/** What the host store passes as its thunk `extraArgument`. */
export interface ApiExtra {
  /** A forced refresh of the identity provider's ID token; `null` when none can be obtained. */
  refreshIdToken: () => Promise<string | null>;
}

type Dispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

/**
 * The mutex of the spec's 401 rule: at most one refresh in flight per host (keyed by its extra argument),
 * and every request that hit a 401 meanwhile waits for that same promise instead of starting its own.
 */
const inFlight = new WeakMap<ApiExtra, Promise<string | null>>();

export function pendingRefresh(extra: ApiExtra): Promise<string | null> | undefined {
  return inFlight.get(extra);
}

export function refreshTokenOnce(extra: ApiExtra, dispatch: Dispatch): Promise<string | null> {
  const pending = inFlight.get(extra);
  if (pending) return pending;
  const refresh = (async () => {
    let token: string | null;
    try {
      token = await extra.refreshIdToken();
    } catch {
      token = null; // a failed refresh is "no token obtained": the caller logs out
    }
    if (token) dispatch(tokenRefreshed({ token }));
    return token;
  })().finally(() => inFlight.delete(extra));
  inFlight.set(extra, refresh);
  return refresh;
}

export function isApiExtra(value: unknown): value is ApiExtra {
  return typeof (value as ApiExtra | undefined)?.refreshIdToken === 'function';
}
