/**
 * The server's own token for local accounts: a JWT signed with HS256 (jose), with an expiry and the
 * user's token version, so that logout (which bumps the version) revokes every token issued before.
 */
import { errors, jwtVerify, SignJWT } from 'jose';

const ISSUER = 'mj-server';
const AUDIENCE = 'mj-web';
/** Tokens last 30 days: a player keeps their session over a tournament weekend and beyond. */
export const LOCAL_TOKEN_TTL_SECONDS = 30 * 24 * 3600;

export interface LocalClaims {
  userId: string;
  tokenVersion: number;
}

export class LocalTokenError extends Error {}

export interface LocalTokens {
  issue(claims: LocalClaims): Promise<string>;
  verify(token: string): Promise<LocalClaims>;
}

export function createLocalTokens(
  secret: string,
  now: () => number = () => Math.floor(Date.now() / 1000),
): LocalTokens {
  const key = new TextEncoder().encode(secret);
  return {
    issue: ({ userId, tokenVersion }) => {
      const issuedAt = now();
      return new SignJWT({ ver: tokenVersion })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + LOCAL_TOKEN_TTL_SECONDS)
        .sign(key);
    },
    verify: async (token) => {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
          requiredClaims: ['exp', 'sub'],
          currentDate: new Date(now() * 1000),
        });
        if (typeof payload.sub !== 'string' || !Number.isInteger(payload.ver))
          throw new LocalTokenError('claims');
        return { userId: payload.sub, tokenVersion: payload.ver as number };
      } catch (error) {
        if (error instanceof errors.JOSEError || error instanceof TypeError)
          throw new LocalTokenError(error.message);
        throw error;
      }
    },
  };
}
