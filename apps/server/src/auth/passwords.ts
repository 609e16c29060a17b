/**
 * Password hashing with node:crypto scrypt.
 *
 * Parameters: OWASP Password Storage Cheat Sheet, "scrypt": N=2^17, r=8, p=1 (about 128 MiB and 0.4 s
 * on the CI machine). The stored string carries its parameters (`scrypt$N$r$p$salt$hash`, base64url), so
 * the cost can be raised later without invalidating old hashes.
 */
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

export const OWASP_SCRYPT_COST: ScryptCost = { N: 2 ** 17, r: 8, p: 1 };

const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

function derive(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  // scrypt needs 128 × N × r bytes; Node's default maxmem (32 MiB) is below OWASP's N=2^17.
  const maxmem = 256 * cost.N * cost.r;
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, { ...cost, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string, cost: ScryptCost = OWASP_SCRYPT_COST): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

function parse(stored: string): { cost: ScryptCost; salt: Buffer; key: Buffer } | null {
  const [scheme, N, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return null;
  const cost = { N: Number(N), r: Number(r), p: Number(p) };
  if (![cost.N, cost.r, cost.p].every((n) => Number.isInteger(n) && n > 0)) return null;
  return { cost, salt: Buffer.from(salt, 'base64url'), key: Buffer.from(key, 'base64url') };
}

/** Constant-time comparison of the derived key; a malformed stored hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed.cost);
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
}

/**
 * Hashes of a fixed password at the configured cost: checking a login against it when the pseudo is
 * unknown makes that failure cost the same time as a wrong password.
 */
export function dummyHasher(cost: ScryptCost): () => Promise<string> {
  let dummy: Promise<string> | undefined;
  return () => (dummy ??= hashPassword(randomBytes(18).toString('base64url'), cost));
}
