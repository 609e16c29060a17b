import type { Middleware } from '@reduxjs/toolkit';
import type { AuthState, WithSession } from './auth-slice';
import { safeStorage, STORAGE_KEYS } from '../lib/storage';

/**
 * Persists the session under its two localStorage keys: the user object, and the token
 * for local accounts only (a Google ID token expires within the hour; Firebase keeps its own session).
 * A plain middleware rather than RTK's listener middleware, whose code would then be part of every first
 * load (the outbox's listeners load later). One instance per store, so parallel test stores never share it.
 */
export function createSessionListener(): Middleware<object, WithSession> {
  return ({ getState }) =>
    (next) =>
    (action) => {
      const before = getState().auth;
      const result = next(action);
      const now = getState().auth;
      if (now.user !== before.user || now.token !== before.token) {
        persistSession(now);
        // Signed out (or expired): the answers kept for offline reading were this user's. Their code
        // comes then, not with the first page.
        if (!now.user) void import('../lib/service-worker').then(({ forgetKeptData }) => forgetKeptData());
      }
      return result;
    };
}

export function persistSession({ user, token }: Pick<AuthState, 'user' | 'token'>): void {
  if (user) safeStorage.set(STORAGE_KEYS.user, JSON.stringify(user));
  else safeStorage.remove(STORAGE_KEYS.user);
  if (user?.provider === 'local' && token) safeStorage.set(STORAGE_KEYS.token, token);
  else safeStorage.remove(STORAGE_KEYS.token);
}

/**
 * The auth state to start with: a stored local user is signed in at once (initializing false); a stored
 * Google user waits for Firebase's first auth check (initializing true) when Google is configured.
 */
export function restoreSession(googleConfigured: boolean): AuthState {
  const user = safeStorage.getJson<AuthState['user']>(STORAGE_KEYS.user);
  const valid = user && typeof user.user_id === 'string' && typeof user.pseudo === 'string';
  if (!valid) return { user: null, token: null, initializing: false, authenticating: false };
  if (user.provider === 'google') {
    return { user, token: null, initializing: googleConfigured, authenticating: false };
  }
  const token = safeStorage.get(STORAGE_KEYS.token);
  if (!token) return { user: null, token: null, initializing: false, authenticating: false };
  return {
    user: { ...user, email: user.email ?? '', provider: 'local' },
    token,
    initializing: false,
    authenticating: false,
  };
}
