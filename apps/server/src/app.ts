/**
 * The application: infrastructure plugins, then every route of docs/api-contract.md under `/api`,
 * then the web app. `buildApp` resolves once the database is open and migrated.
 */
import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { JWTVerifyGetKey } from 'jose';
import type { CheckBudgetLimits } from './auth/check-budget';
import type { HashQueueLimits } from './auth/hash-queue';
import type { ThrottleLimits } from './auth/login-throttle';
import { OWASP_SCRYPT_COST, type ScryptCost } from './auth/passwords';
import { persistentJwtSecret, type StreamLimits, type TrustProxy } from './config';
import { MEMORY_DATA_DIR } from './db/client';
import { frameworkErrors, installErrorHandling } from './errors';
import { installJsonParser } from './json-body';
import { AnsweredRequestLog, safeLogger } from './logging';
import { authPlugin } from './plugins/auth';
import { databasePlugin } from './plugins/database';
import { livePlugin } from './plugins/live';
import { openapiPlugin } from './plugins/openapi';
import { DEFAULT_RATE_LIMITS, rateLimitPlugin, type RateLimits } from './plugins/rate-limit';
import { seatingPlugin } from './plugins/seating';
import { securityPlugin } from './plugins/security';
import { webPlugin } from './plugins/web';
import { apiRoutes } from './routes';
import { lazySchemaCompilers } from './schema-compilers';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Compiles the route schemas not used yet (each is compiled on first use, schema-compilers.ts);
     * with `pause`, awaited between two.
     */
    compileSchemas: (pause?: () => Promise<void>) => Promise<void>;
  }
}

export interface BuildAppOptions {
  /** postgres://… to use a PostgreSQL server; otherwise PGlite in `dataDir`. */
  databaseUrl?: string;
  /** Data directory (PGlite files, generated JWT secret); 'memory://' for tests. Default ./data. */
  dataDir?: string;
  /**
   * Secret of local tokens, or their keys for rotation (the first signs, all verify); default: generated
   * and kept in the data dir (random per app in memory).
   */
  jwtSecret?: string | readonly string[];
  /** Enables Google sign-in (Firebase ID tokens for this project). */
  firebaseProjectId?: string;
  /** With the Firebase Auth emulator, its unsigned tokens are accepted. */
  firebaseAuthEmulatorHost?: string;
  /** Service account key (JSON file) with which a deleted Google account's Firebase record is deleted. */
  googleCredentialsFile?: string;
  /** Built web app to serve at `/` (ignored when it does not exist). */
  webDistDir?: string;
  /** Fastify logger: false (default), true, or pino options. */
  logger?: FastifyServerOptions['logger'];
  // Tuning and test seams.
  /** Google's key set by default; tests inject a local one. */
  firebaseKeys?: JWTVerifyGetKey;
  /** scrypt cost; OWASP's by default. Tests lower it to stay fast. */
  scryptCost?: ScryptCost;
  loginLimits?: ThrottleLimits;
  /** Request rate limits (DEFAULT_RATE_LIMITS by default); false disables them (load tests). */
  rateLimits?: RateLimits | false;
  /** Fastify's `trustProxy`: which proxies may tell the client's address (TRUST_PROXY). Off by default. */
  trustProxy?: TrustProxy;
  /** Reached over HTTPS only (BEHIND_HTTPS): HSTS is sent. Off by default. */
  behindHttps?: boolean;
  /** Caps on open live streams (DEFAULT_STREAM_LIMITS by default). */
  streamLimits?: StreamLimits;
  /** Password hashes computed at once and waiting (DEFAULT_HASH_QUEUE by default). */
  hashQueue?: HashQueueLimits;
  /** Each address's budget of password checks (DEFAULT_CHECK_BUDGET by default). */
  checkBudget?: CheckBudgetLimits;
  /** A migrated PGlite snapshot to clone instead of running initdb (tests). */
  pgliteSnapshot?: Blob;
  /** Clock in seconds since epoch. */
  now?: () => number;
}

/** Request bodies above this size are refused (413): the largest legitimate body is a few kilobytes. */
export const BODY_LIMIT_BYTES = 64 * 1024;

function jwtSecretFor(options: BuildAppOptions): string | readonly string[] {
  if (options.jwtSecret?.length) return options.jwtSecret;
  const dataDir = options.dataDir ?? './data';
  if (options.databaseUrl === undefined && dataDir.startsWith(MEMORY_DATA_DIR)) {
    return randomBytes(48).toString('base64url');
  }
  return persistentJwtSecret(dataDir);
}

/**
 * TRUST_PROXY as Fastify takes it. A hop count becomes a function: Fastify 5 ignores a bare number (it
 * cannot check who the nearest peer is); with a count, the operator vouches that only the proxies can
 * reach the server (docs: README, Configuration).
 */
function fastifyTrustProxy(trust: TrustProxy): FastifyServerOptions['trustProxy'] {
  if (typeof trust !== 'number') return trust;
  return (_address: string, hop: number) => hop < trust;
}

export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const schemas = lazySchemaCompilers();
  const app = Fastify({
    logger: safeLogger(options.logger),
    logController: new AnsweredRequestLog(),
    bodyLimit: BODY_LIMIT_BYTES,
    // Strict types: a number where a text is expected is an error, not a silent conversion.
    ajv: {
      customOptions: { coerceTypes: false, removeAdditional: true, useDefaults: true, allowUnionTypes: true },
    },
    // Each route's schemas compiled on first use rather than all before the first answer.
    schemaController: { compilersFactory: schemas.compilersFactory },
    return503OnClosing: true,
    // `/api/parties/` and `/api/parties` are one route: the routes are declared without the trailing
    // slash (as OpenAPI tools expect), and clients written against `/parties/` keep working.
    routerOptions: { ignoreTrailingSlash: true },
    // Opening the embedded database (initdb and migrations on a new data dir) took 10–40 s on a loaded
    // 2-core machine: avvio's default 10 s per plugin made the server, and the test set-ups, fail to start.
    pluginTimeout: 120_000,
    trustProxy: fastifyTrustProxy(options.trustProxy ?? false),
    frameworkErrors,
  });
  app.decorate('compileSchemas', schemas.compilePending);
  installErrorHandling(app);
  installJsonParser(app);

  await app.register(securityPlugin, {
    firebaseProjectId: options.firebaseProjectId,
    firebaseAuthEmulatorHost: options.firebaseAuthEmulatorHost,
    behindHttps: options.behindHttps,
  });
  await app.register(openapiPlugin);
  await app.register(databasePlugin, {
    databaseUrl: options.databaseUrl,
    dataDir: options.dataDir ?? './data',
    pgliteSnapshot: options.pgliteSnapshot,
  });
  await app.register(livePlugin, { limits: options.streamLimits });
  await app.register(seatingPlugin);
  await app.register(authPlugin, {
    jwtSecret: jwtSecretFor(options),
    firebaseProjectId: options.firebaseProjectId,
    firebaseAuthEmulatorHost: options.firebaseAuthEmulatorHost,
    firebaseKeys: options.firebaseKeys,
    googleCredentialsFile: options.googleCredentialsFile,
    scryptCost: options.scryptCost ?? OWASP_SCRYPT_COST,
    loginLimits: options.loginLimits,
    hashQueue: options.hashQueue,
    checkBudget: options.checkBudget,
    now: options.now,
  });
  await app.register(rateLimitPlugin, { limits: options.rateLimits ?? DEFAULT_RATE_LIMITS });
  await app.register(apiRoutes, { prefix: '/api' });
  await app.register(webPlugin, { webDistDir: options.webDistDir });
  await app.ready();
  return app;
}
