/** Token negatives: local tokens (tampered, expired, unsigned, foreign, revoked) and Google ID tokens. */
import { beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { createRemoteJWKSet, decodeProtectedHeader, generateKeyPair, SignJWT } from 'jose';
import { createLocalTokens } from '../src/auth/local-token';
import {
  bearer,
  buildTestApp,
  expectError,
  googleToken,
  registerUser,
  TEST_FIREBASE_PROJECT,
  uniquePseudo,
  unsignedToken,
} from './helper';

const DAY = 24 * 3600;
const nowSeconds = () => Math.floor(Date.now() / 1000);

let app: FastifyInstance;
/** Moves the app's clock (token expiry); back to 0 after each use. */
let clockOffset = 0;
beforeAll(async () => {
  app = await buildTestApp({ now: () => nowSeconds() + clockOffset });
});

describe('local tokens', () => {
  const usersWith = (token: string) =>
    app.inject({ method: 'GET', url: '/api/users/users', headers: bearer(token) });

  it('accepts the token it issued', async () => {
    const user = await registerUser(app);
    expect((await usersWith(user.token)).statusCode).toBe(200);
  });

  it('refuses a tampered token', async () => {
    const [victim, attacker] = [await registerUser(app), await registerUser(app)];
    const [header, , signature] = attacker.token.split('.');
    const payload = JSON.parse(Buffer.from(attacker.token.split('.')[1]!, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...payload, sub: victim.id })).toString('base64url');
    expectError(
      await usersWith(`${header}.${forged}.${signature}`),
      401,
      'Session invalide ou expirée : reconnecte-toi.',
    );
  });

  it('refuses an expired token (30 days)', async () => {
    const user = await registerUser(app);
    clockOffset = 31 * DAY;
    try {
      expectError(await usersWith(user.token), 401);
    } finally {
      clockOffset = 0;
    }
    expect((await usersWith(user.token)).statusCode).toBe(200);
  });

  it('refuses an expired token it has already accepted (verified tokens are remembered, not their expiry)', async () => {
    const user = await registerUser(app);
    expect((await usersWith(user.token)).statusCode).toBe(200);
    clockOffset = 31 * DAY;
    try {
      expectError(await usersWith(user.token), 401, 'Session invalide ou expirée : reconnecte-toi.');
    } finally {
      clockOffset = 0;
    }
  });

  it('refuses an unsigned token (alg: none) carrying valid claims', async () => {
    const user = await registerUser(app);
    const claims = JSON.parse(Buffer.from(user.token.split('.')[1]!, 'base64url').toString());
    expectError(await usersWith(unsignedToken(claims)), 401);
  });

  it('refuses a token signed with another secret', async () => {
    const user = await registerUser(app);
    const claims = JSON.parse(Buffer.from(user.token.split('.')[1]!, 'base64url').toString());
    const foreign = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('un-autre-secret-de-32-caracteres!!'));
    expectError(await usersWith(foreign), 401);
  });

  it('refuses a token used after logout', async () => {
    const user = await registerUser(app);
    await app.inject({ method: 'POST', url: '/api/users/logout', headers: user.headers });
    expectError(await usersWith(user.token), 401);
  });

  it.each([
    ['no header', undefined],
    ['another scheme', 'Basic dXNlcjpwYXNz'],
    ['an empty bearer', 'Bearer '],
    ['garbage', 'Bearer pas.un.jwt'],
  ])('refuses %s', async (_case, authorization) => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/users/users',
      headers: authorization ? { authorization } : {},
    });
    expectError(response, 401);
  });
});

describe('key rotation (JWT_SECRETS: the first key signs, every listed key still verifies)', () => {
  const OLD = 'ancienne-cle-de-signature-de-32-octets-au-moins';
  const NEW = 'nouvelle-cle-de-signature-de-32-octets-au-moins';
  const usersWith = (rotated: FastifyInstance, token: string) =>
    rotated.inject({ method: 'GET', url: '/api/users/users', headers: bearer(token) });
  const versionOf = (token: string): number =>
    JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).ver;

  it('signs new tokens with the first key, naming it by kid', async () => {
    const rotated = await buildTestApp({ jwtSecret: [NEW, OLD] });
    const user = await registerUser(rotated);
    const { kid } = decodeProtectedHeader(user.token);
    expect(kid).toEqual(expect.any(String));
    // The new key alone verifies it; the old one alone does not.
    const claims = { userId: user.id, tokenVersion: versionOf(user.token) };
    await expect(createLocalTokens([NEW]).verify(user.token)).resolves.toMatchObject(claims);
    await expect(createLocalTokens([OLD]).verify(user.token)).rejects.toThrow();
  });

  it('keeps tokens signed with an older key valid until they expire', async () => {
    const rotated = await buildTestApp({ jwtSecret: [NEW, OLD], now: () => nowSeconds() + clockOffset });
    const user = await registerUser(rotated);
    const claims = { userId: user.id, tokenVersion: versionOf(user.token) };
    const byOldKey = await createLocalTokens([OLD]).issue(claims);
    expect((await usersWith(rotated, byOldKey)).statusCode).toBe(200);
    // A token from before rotation support carries no kid: still verified by the listed keys.
    const legacy = await new SignJWT({ ver: claims.tokenVersion })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(user.id)
      .setIssuer('mj-server')
      .setAudience('mj-web')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(OLD));
    expect((await usersWith(rotated, legacy)).statusCode).toBe(200);
    clockOffset = 31 * DAY;
    try {
      expectError(await usersWith(rotated, byOldKey), 401);
    } finally {
      clockOffset = 0;
    }
  });

  it('refuses a token once its key leaves the list, and a kid that names another key', async () => {
    const rotated = await buildTestApp({ jwtSecret: [NEW] });
    const user = await registerUser(rotated);
    const claims = { userId: user.id, tokenVersion: versionOf(user.token) };
    expectError(await usersWith(rotated, await createLocalTokens([OLD]).issue(claims)), 401);
    const { kid } = decodeProtectedHeader(user.token);
    const misnamed = await new SignJWT({ ver: claims.tokenVersion })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT', kid: kid! })
      .setSubject(user.id)
      .setIssuer('mj-server')
      .setAudience('mj-web')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(OLD));
    expectError(await usersWith(rotated, misnamed), 401);
  });
});

describe('Google ID tokens', () => {
  const googleLogin = (token: string) =>
    app.inject({ method: 'POST', url: '/api/users/google-login', payload: { token } });

  it('accepts a token as Firebase issues it, for sign-in and as a bearer', async () => {
    const token = await googleToken({ uid: `uid-${uniquePseudo()}`, name: uniquePseudo('G') });
    expect((await googleLogin(token)).statusCode).toBe(200);
    expect(
      (await app.inject({ method: 'GET', url: '/api/users/users', headers: bearer(token) })).statusCode,
    ).toBe(200);
  });

  const now = nowSeconds();
  it.each([
    ['a wrong audience', { aud: 'un-autre-projet' }],
    ['a wrong issuer', { iss: 'https://securetoken.google.com/un-autre-projet' }],
    ['an expired token', { iat: now - 7200, exp: now - 3600 }],
    ['an issue time in the future', { iat: now + 3600 }],
    ['an auth_time in the future', { auth_time: now + 3600 }],
    ['no auth_time', { auth_time: undefined }],
    ['an empty subject', { sub: '' }],
    ['an e-mail/password sign-in', { firebase: { sign_in_provider: 'password' } }],
    ['an anonymous sign-in', { firebase: { sign_in_provider: 'anonymous' } }],
    ['no sign-in provider', { firebase: undefined }],
    ['an unverified email', { email_verified: false }],
    ['no email_verified', { email_verified: undefined }],
  ])('refuses %s, at sign-in and as a bearer', async (_case, claims) => {
    const uid = `uid-${uniquePseudo()}`;
    // A valid sign-in first, so that the bearer check cannot fail for an unknown account.
    await googleLogin(await googleToken({ uid, name: uniquePseudo('G') }));
    const token = await googleToken({ uid, claims });
    expectError(
      await googleLogin(token),
      401,
      'Jeton Google invalide ou expiré : reconnecte-toi avec Google.',
    );
    expectError(await app.inject({ method: 'GET', url: '/api/users/users', headers: bearer(token) }), 401);
  });

  it('refuses a token signed by another key', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    expectError(await googleLogin(await googleToken({ uid: 'uid-forge', privateKey })), 401);
  });

  it('refuses an unsigned emulator-style token when no emulator is configured', async () => {
    const token = unsignedToken({
      iss: `https://securetoken.google.com/${TEST_FIREBASE_PROJECT}`,
      aud: TEST_FIREBASE_PROJECT,
      sub: 'uid-emu',
      iat: now - 10,
      exp: now + 3600,
      auth_time: now - 10,
    });
    expectError(await googleLogin(token), 401);
  });

  it('answers 503 (not 401: the client keeps its session) while Google’s keys cannot be fetched', async () => {
    // A key set URL where nothing listens: the real fetch fails as it would with Google unreachable.
    const cut = await buildTestApp({ firebaseKeys: createRemoteJWKSet(new URL('http://127.0.0.1:9/jwks')) });
    const token = await googleToken({ uid: `uid-${uniquePseudo()}`, name: uniquePseudo('G') });
    const unavailable =
      'La vérification des connexions Google est momentanément indisponible. Réessaie dans un instant.';
    const login = await cut.inject({ method: 'POST', url: '/api/users/google-login', payload: { token } });
    expectError(login, 503, unavailable);
    expect(login.headers['retry-after']).toBe('30');
    expectError(
      await cut.inject({ method: 'GET', url: '/api/users/users', headers: bearer(token) }),
      503,
      unavailable,
    );
  });

  it('refuses a bearer for a Google account that never signed in', async () => {
    const token = await googleToken({ uid: `uid-${uniquePseudo()}` });
    expectError(
      await app.inject({ method: 'GET', url: '/api/users/users', headers: bearer(token) }),
      401,
      'Compte Google inconnu : connecte-toi d’abord avec Google.',
    );
  });

  it('answers 401 in French when Google sign-in is not configured', async () => {
    const bare = await buildTestApp({ firebaseProjectId: undefined });
    const response = await bare.inject({
      method: 'POST',
      url: '/api/users/google-login',
      payload: { token: await googleToken({ uid: 'x' }) },
    });
    expectError(response, 401, 'La connexion Google n’est pas configurée sur ce serveur.');
  });
});

describe('Firebase Auth emulator tokens', () => {
  it('are accepted (aud and iss still checked) only with FIREBASE_AUTH_EMULATOR_HOST', async () => {
    const app = await buildTestApp({ firebaseAuthEmulatorHost: '127.0.0.1:9099' });
    const now = nowSeconds();
    const claims = {
      iss: `https://securetoken.google.com/${TEST_FIREBASE_PROJECT}`,
      aud: TEST_FIREBASE_PROJECT,
      sub: `uid-${uniquePseudo()}`,
      iat: now - 10,
      exp: now + 3600,
      auth_time: now - 10,
      email: 'emu@example.fr',
      email_verified: true,
      firebase: { sign_in_provider: 'google.com' },
    };
    const ok = await app.inject({
      method: 'POST',
      url: '/api/users/google-login',
      payload: { token: unsignedToken(claims) },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual(
      expect.objectContaining({ pseudo: 'emu', email: 'emu@example.fr', provider: 'google' }),
    );
    const wrongAud = unsignedToken({ ...claims, aud: 'autre' });
    expectError(
      await app.inject({ method: 'POST', url: '/api/users/google-login', payload: { token: wrongAud } }),
      401,
    );
    const wrongIss = unsignedToken({ ...claims, iss: 'https://evil.example' });
    expectError(
      await app.inject({ method: 'POST', url: '/api/users/google-login', payload: { token: wrongIss } }),
      401,
    );
  });
});
