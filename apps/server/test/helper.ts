/**
 * Test helpers: the real app on a fresh database, users and their bearers, Google tokens signed by a
 * local RSA key that the app trusts in place of Google's key set.
 *
 * Every app built here is closed after the test file (afterAll). Backends: PGlite in memory always,
 * PostgreSQL too when the global setup started a cluster (MJ_TEST_PG_URL).
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect } from '@jest/globals';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT } from 'jose';
import type { CryptoKey, JWTPayload, JWTVerifyGetKey } from 'jose';
import { Client } from 'pg';
import { buildApp, type BuildAppOptions } from '../src/app';
import type { ThrottleLimits } from '../src/auth/login-throttle';
import type { ScryptCost } from '../src/auth/passwords';

export type Backend = 'pglite' | 'postgres';

/** The backends this run covers: PGlite, and PostgreSQL when a cluster is available. */
export const backends: Backend[] = process.env.MJ_TEST_PG_URL ? ['pglite', 'postgres'] : ['pglite'];

/** Cheap scrypt for tests (the OWASP cost is checked once in the password tests). */
export const TEST_SCRYPT_COST: ScryptCost = { N: 2 ** 10, r: 8, p: 1 };
export const TEST_FIREBASE_PROJECT = 'demo-mahjong-fr';
/** Login throttling that never delays (timing measurements). */
export const NO_LOGIN_DELAYS: ThrottleLimits = {
  perPseudoAddress: { freeFailures: 1_000_000, maxDelaySeconds: 0 },
  perAddress: { freeFailures: 1_000_000, maxDelaySeconds: 0 },
  forgetAfterSeconds: 60,
};
export const TEST_JWT_SECRET = 'secret-de-test-qui-ne-sert-qu-aux-tests-0123456789';

const openApps = new Set<FastifyInstance>();
afterAll(async () => {
  await Promise.all([...openApps].map((app) => app.close()));
  openApps.clear();
});

function snapshot(): Blob | undefined {
  const file = process.env.MJ_TEST_PGLITE_SNAPSHOT;
  return file ? new Blob([readFileSync(file)]) : undefined;
}

/** A new empty database on the test PostgreSQL server; the app migrates it. */
export async function freshPostgresDatabase(): Promise<string> {
  const serverUrl = process.env.MJ_TEST_PG_URL;
  if (!serverUrl) throw new Error('MJ_TEST_PG_URL absent : pas de PostgreSQL de test');
  const name = `mj_test_${randomBytes(6).toString('hex')}`;
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export interface TestAppOptions extends BuildAppOptions {
  backend?: Backend;
}

/** The real app on a fresh database (in-memory PGlite by default), closed after the test file. */
export async function buildTestApp(options: TestAppOptions = {}): Promise<FastifyInstance> {
  const { backend = 'pglite', ...overrides } = options;
  const database: BuildAppOptions =
    backend === 'postgres'
      ? { databaseUrl: await freshPostgresDatabase() }
      : { dataDir: 'memory://', pgliteSnapshot: snapshot() };
  const app = await buildApp({
    ...database,
    jwtSecret: TEST_JWT_SECRET,
    scryptCost: TEST_SCRYPT_COST,
    rateLimits: false,
    firebaseProjectId: TEST_FIREBASE_PROJECT,
    firebaseKeys: await googleKeySet(),
    ...overrides,
  });
  openApps.add(app);
  return app;
}

// ---------------------------------------------------------------- Google ID tokens signed locally

let googleKeys: Promise<{ privateKey: CryptoKey; keySet: JWTVerifyGetKey }> | undefined;

function keys() {
  googleKeys ??= (async () => {
    const { privateKey, publicKey } = await generateKeyPair('RS256');
    const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
    return { privateKey, keySet: createLocalJWKSet({ keys: [jwk] }) };
  })();
  return googleKeys;
}

/** Stands in for Google's securetoken key set. */
export const googleKeySet = async (): Promise<JWTVerifyGetKey> => (await keys()).keySet;

export interface GoogleTokenOptions {
  uid: string;
  email?: string;
  name?: string;
  /** Claims to override (aud, iss, exp, iat, auth_time, sub…). */
  claims?: JWTPayload;
  /** Sign with another key (as a forger would). */
  privateKey?: CryptoKey;
}

/** A Firebase ID token as Google would issue it for the test project, signed by the local test key. */
export async function googleToken({
  uid,
  email = '',
  name = '',
  claims = {},
  privateKey,
}: GoogleTokenOptions) {
  const now = Math.floor(Date.now() / 1000);
  const payload: JWTPayload = {
    iss: `https://securetoken.google.com/${TEST_FIREBASE_PROJECT}`,
    aud: TEST_FIREBASE_PROJECT,
    sub: uid,
    user_id: uid,
    auth_time: now - 60,
    iat: now - 10,
    exp: now + 3600,
    ...(email ? { email } : {}),
    ...(name ? { name } : {}),
    // Google accounts always have a verified email (Firebase's `email_verified` claim).
    email_verified: true,
    firebase: { sign_in_provider: 'google.com' },
    ...claims,
  };
  return new SignJWT(payload)
    .setProtectedHeader({ alg: 'RS256', kid: 'test-key', typ: 'JWT' })
    .sign(privateKey ?? (await keys()).privateKey);
}

/** An unsigned token like the Firebase Auth emulator's (`alg: none`). */
export function unsignedToken(payload: JWTPayload): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(payload)}.`;
}

// ---------------------------------------------------------------- users and requests

export interface TestUser {
  id: string;
  pseudo: string;
  token: string;
  headers: { authorization: string };
}

let pseudoCounter = 0;
export const uniquePseudo = (prefix = 'joueur') =>
  `${prefix}${++pseudoCounter}${randomBytes(2).toString('hex')}`;

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Registers a local account through the API. */
export async function registerUser(
  app: FastifyInstance,
  pseudo = uniquePseudo(),
  password = 'motdepasse',
): Promise<TestUser> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/users/register',
    payload: { pseudo, password },
  });
  expect(response.statusCode).toBe(201);
  const body = response.json<{ user_id: string; pseudo: string; token: string }>();
  return { id: body.user_id, pseudo: body.pseudo, token: body.token, headers: bearer(body.token) };
}

export async function registerUsers(
  app: FastifyInstance,
  count: number,
  prefix?: string,
): Promise<TestUser[]> {
  const users: TestUser[] = [];
  for (let i = 0; i < count; i += 1) users.push(await registerUser(app, uniquePseudo(prefix)));
  return users;
}

export interface TournamentCast {
  app: FastifyInstance;
  admin: TestUser;
  players: TestUser[];
  ids: string[];
  stranger: TestUser;
}

/**
 * What a tournament's route tests start from, on a fresh app: its admin, `count` players and a stranger
 * to it. Called in a describe block, it registers the beforeAll that fills the returned object, so each
 * test reads `cast.app`, `cast.admin`... instead of repeating the declarations.
 */
export function tournamentCast(backend: Backend, count: number, prefix: string): TournamentCast {
  const cast = {} as TournamentCast;
  beforeAll(async () => {
    const app = await buildTestApp({ backend });
    const admin = await registerUser(app);
    const players = await registerUsers(app, count, prefix);
    const stranger = await registerUser(app);
    Object.assign(cast, { app, admin, players, ids: players.map((player) => player.id), stranger });
  });
  return cast;
}

/** POST /tournois/ as `admin` (ranking shown, classic rules unless `payload` says otherwise): its id. */
export async function createTournament(
  app: FastifyInstance,
  admin: TestUser,
  payload: { joueurs: string[] } & Record<string, unknown>,
): Promise<string> {
  const response = await call(app, admin, {
    method: 'POST',
    url: '/api/tournois/',
    payload: {
      nom: 'Tournoi de Lyon',
      date_debut: '2025-09-20',
      classement_visible: true,
      regles: 'classic',
      ...payload,
    },
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ id: string }>().id;
}

/** A request as `user` (anonymous without one). */
export function call(
  app: FastifyInstance,
  user: TestUser | undefined,
  options: {
    method: InjectOptions['method'];
    url: string;
    payload?: unknown;
    headers?: Record<string, string>;
  },
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: options.method,
    url: options.url,
    headers: { ...(user ? user.headers : {}), ...options.headers },
    ...(options.payload === undefined ? {} : { payload: options.payload as InjectOptions['payload'] }),
  });
}

/** Asserts a French `{detail}` error with the given status, returning the detail. */
export function expectError(
  response: LightMyRequestResponse,
  status: number,
  detail?: string | RegExp,
): string {
  expect({ status: response.statusCode, body: response.json() }).toEqual({
    status,
    body: {
      detail:
        detail === undefined
          ? expect.any(String)
          : typeof detail === 'string'
            ? detail
            : expect.stringMatching(detail),
    },
  });
  return response.json<{ detail: string }>().detail;
}
