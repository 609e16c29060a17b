/**
 * Device sessions. Each sign-in on a device is a session: a local account's token (never refreshed, a
 * sign-in issues a new one), or a Google sign-in (every Firebase token the device refreshes carries the
 * same `auth_time`). « Déconnexion » ends the caller's session only: its key is written in the account's
 * `endedSessions`, which the auth plugin reads with the account's row, so that it costs no query of its
 * own. Logging out everywhere ends them all at once (the token version, and `tokensNotBefore` for
 * Google sign-ins), and the list starts again empty.
 */
import type { UserRow } from '../db/schema';
import type { FirebaseIdentity } from './firebase-token';
import { LOCAL_TOKEN_TTL_SECONDS, type VerifiedLocalToken } from './local-token';

export interface DeviceSession {
  key: string;
  /** Seconds since epoch after which no token of the session can be used: its key is then forgotten. */
  until: number;
}

export const localSession = (token: VerifiedLocalToken): DeviceSession => ({
  key: token.session,
  until: token.expiresAt,
});

/**
 * A Google sign-in's session. Its tokens could be refreshed for as long as the device keeps Firebase's
 * refresh token, which the web forgets at the same logout: the key is kept as long as a local token lasts.
 */
export const googleSession = (identity: FirebaseIdentity, nowSeconds: number): DeviceSession => ({
  key: googleSessionKey(identity),
  until: nowSeconds + LOCAL_TOKEN_TTL_SECONDS,
});

export const googleSessionKey = (identity: FirebaseIdentity): string => `g:${identity.authTime}`;

export const sessionEnded = (user: Pick<UserRow, 'endedSessions'>, key: string): boolean =>
  Object.hasOwn(user.endedSessions, key);
