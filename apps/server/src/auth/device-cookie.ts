/**
 * Device cookies (OWASP, « Slow Down Online Guessing Attacks with Device Cookies »): after a successful
 * sign-in, the browser keeps a signed cookie naming that account. A later sign-in to the same account
 * that shows it is a trusted device: its failures are counted per cookie, never with the address's, and
 * it skips the address's budget and waits in its own lane of the hashing queue. So whatever an attacker
 * does from the venue's address, a player who signed in from this phone before gets in with the right
 * password at once.
 *
 * The cookie is `mj_appareil_<12 hex of the account id's SHA-256>` = `<nonce>.<HMAC-SHA256>`, the HMAC over
 * the account id and the nonce with a key derived from the server's signing key (every process shares
 * it). One cookie per account, so a shared phone keeps each of its players trusted.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** Kept a year: a club player comes back from tournament to tournament on the same phone. */
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 3600;

const cookieName = (userId: string) =>
  `mj_appareil_${createHash('sha256').update(userId).digest('hex').slice(0, 12)}`;

/** The value of one cookie in a `Cookie` header, or undefined. */
function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}

export interface DeviceCookies {
  /** The `Set-Cookie` header value that makes this browser a trusted device of `userId`. */
  issue(userId: string): string;
  /** The nonce of a valid device cookie of `userId` in this `Cookie` header (its failures' key), or undefined. */
  trusted(cookieHeader: string | undefined, userId: string): string | undefined;
}

export function createDeviceCookies(secret: string): DeviceCookies {
  const key = createHmac('sha256', secret).update('mj-appareil').digest();
  const sign = (userId: string, nonce: string) =>
    createHmac('sha256', key).update(`${userId}|${nonce}`).digest('base64url');
  return {
    issue(userId) {
      const nonce = randomBytes(16).toString('base64url');
      return [
        `${cookieName(userId)}=${nonce}.${sign(userId, nonce)}`,
        'Path=/api/users/login',
        `Max-Age=${DEVICE_COOKIE_MAX_AGE_SECONDS}`,
        'HttpOnly',
        'SameSite=Strict',
        'Secure',
      ].join('; ');
    },
    trusted(cookieHeader, userId) {
      const value = cookieValue(cookieHeader, cookieName(userId));
      const [nonce, signature] = value?.split('.') ?? [];
      if (!nonce || !signature) return undefined;
      const expected = Buffer.from(sign(userId, nonce));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected) ? nonce : undefined;
    },
  };
}
