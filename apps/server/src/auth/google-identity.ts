/**
 * A Firebase ID token to the Google identity it proves, or the HTTP answer: 401 for a bad token (the
 * client signs out), 503 when Google's keys cannot be fetched (the client keeps its session and retries).
 */
import type { ProtectedHeaderParameters } from 'jose';
import type { UserRow } from '../db/schema';
import { serviceUnavailable, unauthorized } from '../errors';
import { SERVER_MESSAGES } from '../messages';
import {
  FirebaseTokenError,
  KeysUnavailableError,
  type FirebaseIdentity,
  type FirebaseVerifier,
} from './firebase-token';
import { googleSessionKey, sessionEnded } from './sessions';

export async function googleIdentity(
  verify: FirebaseVerifier,
  token: string,
  header?: ProtectedHeaderParameters,
): Promise<FirebaseIdentity> {
  try {
    return await verify(token, header);
  } catch (error) {
    if (error instanceof FirebaseTokenError) throw unauthorized(SERVER_MESSAGES.googleTokenInvalid);
    if (error instanceof KeysUnavailableError) {
      throw serviceUnavailable(SERVER_MESSAGES.googleKeysUnavailable, 30);
    }
    throw error;
  }
}

/**
 * A Google token of a sign-in that was logged out is refused: logout cannot revoke it at Google, and it
 * would otherwise sign in for up to an hour after the player left a shared device (or for as long as
 * that device refreshes it). Logged out on this device: that sign-in's session is ended; everywhere:
 * every sign-in from before the logout.
 */
export function checkGoogleSession(
  identity: FirebaseIdentity,
  user: Pick<UserRow, 'tokensNotBefore' | 'endedSessions'>,
): void {
  // `auth_time` counts whole seconds: a sign-in from the very second of the logout passes, so that
  // signing in again at once is never refused.
  const before =
    user.tokensNotBefore && identity.authTime < Math.floor(user.tokensNotBefore.getTime() / 1000);
  if (before || sessionEnded(user, googleSessionKey(identity))) {
    throw unauthorized(SERVER_MESSAGES.googleTokenInvalid);
  }
}
