/**
 * Verification of Firebase ID tokens, as Firebase documents it ("Verify ID tokens using a third-party JWT
 * library"): RS256 signature by one of Google's securetoken keys, `aud` = project id,
 * `iss` = https://securetoken.google.com/<project id>, `exp` in the future, `iat` and `auth_time` in the
 * past, `sub` a non-empty string (the Firebase uid). And, since the app only offers Google sign-in, the
 * token must come from it: `firebase.sign_in_provider` is `google.com` and `email_verified` is true (a
 * project that also enables e-mail/password or anonymous sign-in would otherwise let those in).
 *
 * When Google's keys cannot be fetched, the token is not invalid: `KeysUnavailableError` lets the caller
 * answer 503, so that the client keeps its session and retries instead of signing out.
 *
 * With the Auth emulator, tokens are unsigned (`alg: none`): accepted only when the emulator host is
 * configured, with the same claim checks.
 */
import { createRemoteJWKSet, decodeProtectedHeader, errors, jwtVerify, UnsecuredJWT } from 'jose';
import type { JWTPayload, JWTVerifyGetKey, ProtectedHeaderParameters } from 'jose';

/** Google's public keys for Firebase ID tokens, as a JWK Set. */
export const GOOGLE_SECURETOKEN_JWKS_URL =
  'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com';

export interface FirebaseIdentity {
  uid: string;
  email: string;
  name: string;
  /**
   * When the player signed in with Google (`auth_time`, seconds since epoch). Every token of one device's
   * sign-in carries it, refreshed hourly or not: Firebase's reference says each ID token of a session has
   * a different `iat` but the same `auth_time` (firebase-admin DecodedIdToken). It names the device's
   * session, and sign-ins from before a logout everywhere are refused.
   */
  authTime: number;
}

export interface FirebaseVerifierOptions {
  projectId: string;
  /** Accept the Auth emulator's unsigned tokens. */
  emulator: boolean;
  /** Key source; defaults to Google's JWKS, fetched and cached by jose. Tests inject a local key set. */
  keys?: JWTVerifyGetKey | undefined;
  /** Clock for `iat`/`auth_time` checks (seconds since epoch). */
  now?: () => number;
}

export class FirebaseTokenError extends Error {}

/** Google's key set could not be fetched (network, timeout, a bad answer): try again later. */
export class KeysUnavailableError extends Error {}

/** The token names a key that is not in the set: the token is at fault, not the key source. */
const isTokenKeyError = (error: unknown) =>
  error instanceof errors.JWKSNoMatchingKey || error instanceof errors.JWKSMultipleMatchingKeys;

/** The key source, with its failures told apart from a bad token's. */
function guarded(keys: JWTVerifyGetKey): JWTVerifyGetKey {
  return async (header, token) => {
    try {
      return await keys(header, token);
    } catch (error) {
      if (isTokenKeyError(error)) throw error;
      throw new KeysUnavailableError(error instanceof Error ? error.message : String(error));
    }
  };
}

const CLOCK_TOLERANCE_SECONDS = 5;

/** `header`: the token's protected header when the caller has decoded it already. */
export type FirebaseVerifier = (
  token: string,
  header?: ProtectedHeaderParameters,
) => Promise<FirebaseIdentity>;

export function createFirebaseVerifier(options: FirebaseVerifierOptions): FirebaseVerifier {
  const issuer = `https://securetoken.google.com/${options.projectId}`;
  const audience = options.projectId;
  // jose caches the key set (10 min) and refetches on an unknown `kid` at most every 30 s.
  const keys = guarded(options.keys ?? createRemoteJWKSet(new URL(GOOGLE_SECURETOKEN_JWKS_URL)));
  const now = options.now ?? (() => Math.floor(Date.now() / 1000));

  return async (token, header) => {
    let payload: JWTPayload;
    try {
      const { alg } = header ?? decodeProtectedHeader(token);
      if (alg === 'none') {
        if (!options.emulator) throw new FirebaseTokenError('unsigned token outside the emulator');
        ({ payload } = UnsecuredJWT.decode(token, {
          issuer,
          audience,
          clockTolerance: CLOCK_TOLERANCE_SECONDS,
        }));
      } else {
        ({ payload } = await jwtVerify(token, keys, {
          algorithms: ['RS256'],
          issuer,
          audience,
          clockTolerance: CLOCK_TOLERANCE_SECONDS,
          requiredClaims: ['exp', 'iat', 'sub'],
        }));
      }
    } catch (error) {
      if (
        error instanceof FirebaseTokenError ||
        error instanceof errors.JOSEError ||
        error instanceof TypeError
      ) {
        throw new FirebaseTokenError(error.message);
      }
      throw error;
    }
    return identityFrom(payload, now());
  };
}

function identityFrom(payload: JWTPayload, nowSeconds: number): FirebaseIdentity {
  const { sub, iat, exp } = payload;
  const authTime = payload.auth_time;
  if (typeof sub !== 'string' || sub.length === 0 || sub.length > 128) throw new FirebaseTokenError('sub');
  if (typeof exp !== 'number' || exp < nowSeconds - CLOCK_TOLERANCE_SECONDS)
    throw new FirebaseTokenError('exp');
  if (typeof iat !== 'number' || iat > nowSeconds + CLOCK_TOLERANCE_SECONDS)
    throw new FirebaseTokenError('iat');
  if (typeof authTime !== 'number' || authTime > nowSeconds + CLOCK_TOLERANCE_SECONDS) {
    throw new FirebaseTokenError('auth_time');
  }
  const firebase = (payload.firebase ?? {}) as { sign_in_provider?: unknown };
  if (firebase.sign_in_provider !== 'google.com') throw new FirebaseTokenError('sign_in_provider');
  if (payload.email_verified !== true) throw new FirebaseTokenError('email_verified');
  return {
    uid: sub,
    email: typeof payload.email === 'string' ? payload.email : '',
    name: typeof payload.name === 'string' ? payload.name : '',
    authTime,
  };
}
