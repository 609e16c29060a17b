/**
 * The server's own token for local accounts: a JWT signed with HS256 (jose), with an expiry and the
 * user's token version, so that logout (which bumps the version) revokes every token issued before.
 *
 * Key rotation: the server holds a list of keys (JWT_SECRETS). The first signs, and names itself in the
 * header's `kid`; every key of the list verifies the tokens that name it, so tokens signed with an older
 * key keep working until they expire (30 days), after which the operator drops that key. A `kid` is the
 * start of the key's SHA-256: the operator names nothing, and it tells nothing useful about a 32-byte key.
 * Tokens from before rotation carry no `kid`: every listed key is tried.
 *
 * A token verified once is remembered (its exact text, its claims and expiry) until it expires: jose
 * verifies through WebCrypto (a key import and an HMAC on the thread pool, 0.1 ms of CPU and two thread
 * hops), which was 15 % of a GET's CPU; the same text needs no second check. Expiry is still checked at
 * every use; revocation (logout, deletion) is the auth plugin's token-version check, which is not cached.
 */
import { createHash, randomUUID } from 'node:crypto';
import {
  decodeProtectedHeader,
  errors,
  jwtVerify,
  SignJWT,
  type JWTPayload,
  type ProtectedHeaderParameters,
} from 'jose';

const ISSUER = 'mj-server';
const AUDIENCE = 'mj-web';
/** Tokens last 30 days: a player keeps their session over a tournament weekend and beyond. */
export const LOCAL_TOKEN_TTL_SECONDS = 30 * 24 * 3600;

export interface LocalClaims {
  userId: string;
  tokenVersion: number;
}

/** A verified token: its claims, and the device session it is (a sign-in's token is never refreshed). */
export interface VerifiedLocalToken extends LocalClaims {
  /** The session's key, from the token's text: a logout of this device ends this key only. */
  session: string;
  /** When the token expires (seconds since epoch): its ended session need not be remembered after. */
  expiresAt: number;
}

/** A local token's session key: the start of its SHA-256, which tells nothing about the token. */
export const localSessionKey = (token: string): string =>
  `l:${createHash('sha256').update(token, 'utf8').digest('base64url').slice(0, 22)}`;

export class LocalTokenError extends Error {}

/** Verified tokens remembered at most; the oldest is forgotten first (a token is then verified again). */
export const VERIFIED_TOKENS_KEPT = 10_000;

export interface LocalTokens {
  issue(claims: LocalClaims): Promise<string>;
  /** `header`: the token's protected header when the caller has decoded it already. */
  verify(token: string, header?: ProtectedHeaderParameters): Promise<VerifiedLocalToken>;
  /**
   * The claims of a token verified before, by its exact text, without decoding it again; undefined for a
   * token not remembered (verify it). Throws LocalTokenError once it has expired.
   */
  recall(token: string): VerifiedLocalToken | undefined;
}

interface SigningKey {
  kid: string;
  key: Uint8Array;
}

export const keyIdOf = (secret: string): string =>
  createHash('sha256').update(secret, 'utf8').digest('base64url').slice(0, 12);

export function createLocalTokens(
  secrets: string | readonly string[],
  now: () => number = () => Math.floor(Date.now() / 1000),
): LocalTokens {
  const keys: SigningKey[] = (typeof secrets === 'string' ? [secrets] : secrets).map((secret) => ({
    kid: keyIdOf(secret),
    key: new TextEncoder().encode(secret),
  }));
  const signing = keys[0];
  if (!signing) throw new Error('createLocalTokens: aucune clé');

  const candidates = (header: ProtectedHeaderParameters): SigningKey[] =>
    header.kid === undefined ? keys : keys.filter((key) => key.kid === header.kid);

  const remembered = new Map<string, VerifiedLocalToken>();
  function remember(token: string, verified: VerifiedLocalToken): void {
    if (remembered.size >= VERIFIED_TOKENS_KEPT) remembered.delete(remembered.keys().next().value as string);
    remembered.set(token, verified);
  }

  function recall(token: string): VerifiedLocalToken | undefined {
    const known = remembered.get(token);
    if (!known) return undefined;
    // jose's rule: a token is expired from its `exp` second on.
    if (known.expiresAt <= now()) throw new LocalTokenError('exp');
    return known;
  }

  async function verified(token: string, header: ProtectedHeaderParameters): Promise<JWTPayload> {
    const options = {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      requiredClaims: ['exp', 'sub'],
      currentDate: new Date(now() * 1000),
    };
    let failure: unknown = new LocalTokenError('kid');
    for (const { key } of candidates(header)) {
      try {
        return (await jwtVerify(token, key, options)).payload;
      } catch (error) {
        failure = error;
      }
    }
    throw failure;
  }

  return {
    issue: ({ userId, tokenVersion }) => {
      const issuedAt = now();
      return (
        new SignJWT({ ver: tokenVersion })
          .setProtectedHeader({ alg: 'HS256', typ: 'JWT', kid: signing.kid })
          .setSubject(userId)
          .setIssuer(ISSUER)
          .setAudience(AUDIENCE)
          .setIssuedAt(issuedAt)
          .setExpirationTime(issuedAt + LOCAL_TOKEN_TTL_SECONDS)
          // Two sign-ins of one second are two devices: each token is its own session.
          .setJti(randomUUID())
          .sign(signing.key)
      );
    },
    recall,
    verify: async (token, header) => {
      const known = recall(token);
      if (known) return known;
      try {
        const payload = await verified(token, header ?? decodeProtectedHeader(token));
        if (typeof payload.sub !== 'string' || !Number.isInteger(payload.ver))
          throw new LocalTokenError('claims');
        const checked: VerifiedLocalToken = {
          userId: payload.sub,
          tokenVersion: payload.ver as number,
          session: localSessionKey(token),
          expiresAt: payload.exp as number,
        };
        remember(token, checked);
        return checked;
      } catch (error) {
        if (error instanceof errors.JOSEError || error instanceof TypeError)
          throw new LocalTokenError(error.message);
        throw error;
      }
    },
  };
}
