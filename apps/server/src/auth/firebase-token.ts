/**
 * Verification of Firebase ID tokens, as Firebase documents it ("Verify ID tokens using a third-party JWT
 * library"): RS256 signature by one of Google's securetoken keys, `aud` = project id,
 * `iss` = https://securetoken.google.com/<project id>, `exp` in the future, `iat` and `auth_time` in the
 * past, `sub` a non-empty string (the Firebase uid).
 *
 * With the Auth emulator, tokens are unsigned (`alg: none`): accepted only when the emulator host is
 * configured, with the same claim checks.
 */
import { createRemoteJWKSet, decodeProtectedHeader, errors, jwtVerify, UnsecuredJWT } from 'jose';
import type { JWTPayload, JWTVerifyGetKey } from 'jose';

/** Google's public keys for Firebase ID tokens, as a JWK Set. */
export const GOOGLE_SECURETOKEN_JWKS_URL =
  'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com';

export interface FirebaseIdentity {
  uid: string;
  email: string;
  name: string;
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

const CLOCK_TOLERANCE_SECONDS = 5;

export type FirebaseVerifier = (token: string) => Promise<FirebaseIdentity>;

export function createFirebaseVerifier(options: FirebaseVerifierOptions): FirebaseVerifier {
  const issuer = `https://securetoken.google.com/${options.projectId}`;
  const audience = options.projectId;
  // jose caches the key set (10 min) and refetches on an unknown `kid` at most every 30 s.
  const keys = options.keys ?? createRemoteJWKSet(new URL(GOOGLE_SECURETOKEN_JWKS_URL));
  const now = options.now ?? (() => Math.floor(Date.now() / 1000));

  return async (token) => {
    let payload: JWTPayload;
    try {
      const { alg } = decodeProtectedHeader(token);
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
  return {
    uid: sub,
    email: typeof payload.email === 'string' ? payload.email : '',
    name: typeof payload.name === 'string' ? payload.name : '',
  };
}
