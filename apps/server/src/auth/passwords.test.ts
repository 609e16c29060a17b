import { describe, expect, it } from '@jest/globals';
import { hashPassword, OWASP_SCRYPT_COST, verifyPassword } from './passwords';

describe('password hashing', () => {
  it('uses OWASP’s scrypt parameters by default (N=2^17, r=8, p=1) with a random salt', async () => {
    const first = await hashPassword('correct horse');
    const second = await hashPassword('correct horse');
    expect(first).toMatch(/^scrypt\$131072\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(first).not.toBe(second);
    expect(OWASP_SCRYPT_COST).toEqual({ N: 131072, r: 8, p: 1 });
    expect(await verifyPassword('correct horse', first)).toBe(true);
  });

  it.each([
    ['the wrong password', 'wrong horse', null],
    ['a malformed stored hash', 'x', 'scrypt$abc'],
    ['another scheme', 'x', 'bcrypt$2b$10$abc'],
  ])('refuses %s', async (_case, password, stored) => {
    const hash = stored ?? (await hashPassword('correct horse', { N: 1024, r: 8, p: 1 }));
    expect(await verifyPassword(password, hash)).toBe(false);
  });

  it('verifies with the parameters stored in the hash, so the cost can change later', async () => {
    const cheap = await hashPassword('ancien', { N: 1024, r: 8, p: 1 });
    expect(await verifyPassword('ancien', cheap)).toBe(true);
  });
});
