/**
 * Configuration from the environment only (documented in README "Configuration" and `.env.example`).
 */
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  closeSync,
  fsyncSync,
  linkSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeSync,
} from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { MEMORY_DATA_DIR } from './db/client';
import { DEFAULT_WEB_DIST_DIR } from './paths';

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Keys of local tokens, the signing one first (JWT_SECRETS, JWT_SECRET, or the generated file). */
  jwtSecrets: string[];
  firebaseProjectId: string | undefined;
  firebaseAuthEmulatorHost: string | undefined;
  /** GOOGLE_APPLICATION_CREDENTIALS: the service account key that deletes Firebase records. */
  googleCredentialsFile: string | undefined;
  webDistDir: string;
  logLevel: string;
  /** At shutdown, how long in-flight requests and open streams get before they are cut (SHUTDOWN_GRACE_MS). */
  shutdownGraceMs: number;
  /** Said loudly at start (pino `warn`): settings that weaken security or are ignored. */
  warnings: string[];
  trustProxy: TrustProxy;
  /** BEHIND_HTTPS=1: the server is reached over HTTPS only (a proxy terminates TLS), so HSTS is sent. */
  behindHttps: boolean;
  /** Open live streams allowed (MAX_STREAMS, MAX_STREAMS_PER_USER, MAX_SCREEN_STREAMS_PER_ADDRESS). */
  streamLimits: StreamLimits;
}

export interface StreamLimits {
  /** In this server process. */
  perProcess: number;
  /** Of one signed-in user, over all their devices and tabs. */
  perUser: number;
  /** Public screens (no session) from one address (an IPv6 /64). */
  screensPerAddress: number;
}

/**
 * A player's page holds one or two streams (the tournament, the game); 16 leaves room for a phone, a
 * tablet and several tabs. A venue may show one screen on a few TVs. A process holds 5 000 (the
 * tournament-day bench measures a stream's memory and CPU: docs/performance.md).
 */
export const DEFAULT_STREAM_LIMITS: StreamLimits = { perProcess: 5000, perUser: 16, screensPerAddress: 20 };

/**
 * Which proxies may tell the client's address (X-Forwarded-For), as Fastify's `trustProxy` takes it:
 * false (the socket's address is the client's), a number of proxy hops in front of the server, or the
 * proxies' addresses (CIDR ranges and proxy-addr's names `loopback`, `linklocal`, `uniquelocal` too).
 */
export type TrustProxy = false | number | string[];

const JWT_SECRET_FILE = 'jwt-secret';
/** HS256 wants a key at least as long as its hash (RFC 7518 §3.2): 256 bits. */
export const JWT_SECRET_MIN_BYTES = 32;

/**
 * The Auth emulator's tokens are unsigned: accepting them lets anyone sign in as anyone. Firebase's own
 * FIREBASE_AUTH_EMULATOR_HOST lingers in shells and CI files, so it alone never switches that on: this
 * second variable must say so explicitly, and production refuses it.
 */
export const EMULATOR_OPT_IN = 'ACCEPT_UNSIGNED_EMULATOR_TOKENS';

function emulatorHost(env: NodeJS.ProcessEnv, warnings: string[]): string | undefined {
  const host = nonEmpty(env.FIREBASE_AUTH_EMULATOR_HOST);
  const optedIn = nonEmpty(env[EMULATOR_OPT_IN]) === '1';
  if (optedIn && env.NODE_ENV === 'production') {
    throw new Error(`${EMULATOR_OPT_IN}=1 est interdit avec NODE_ENV=production : retirez-le.`);
  }
  if (!host) return undefined;
  if (!optedIn) {
    warnings.push(
      `FIREBASE_AUTH_EMULATOR_HOST ignoré : les jetons non signés de l'émulateur restent refusés (${EMULATOR_OPT_IN}=1 pour les accepter, en développement seulement).`,
    );
    return undefined;
  }
  warnings.push(
    `ATTENTION : jetons NON SIGNÉS de l'émulateur Firebase Auth acceptés (${EMULATOR_OPT_IN}=1) — n'importe qui peut se connecter sous n'importe quel compte Google. Développement et tests seulement.`,
  );
  return host;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const dataDir = nonEmpty(env.DATA_DIR) ?? './data';
  const warnings: string[] = [];
  const firebaseProjectId = nonEmpty(env.FIREBASE_PROJECT_ID);
  const firebaseAuthEmulatorHost = emulatorHost(env, warnings);
  const googleCredentialsFile = nonEmpty(env.GOOGLE_APPLICATION_CREDENTIALS);
  if (firebaseProjectId && !firebaseAuthEmulatorHost && !googleCredentialsFile) {
    warnings.push(
      'GOOGLE_APPLICATION_CREDENTIALS absent : un compte Google supprimé garde sa fiche Firebase (e-mail, nom, photo) dans le projet. Donnez la clé d’un compte de service (docs/deploy.md).',
    );
  }
  return {
    port: parsePort(env.PORT),
    host: nonEmpty(env.HOST) ?? '0.0.0.0',
    dataDir,
    databaseUrl: nonEmpty(env.DATABASE_URL),
    jwtSecrets: jwtSecretsFrom(env) ?? [persistentJwtSecret(dataDir)],
    firebaseProjectId,
    firebaseAuthEmulatorHost,
    googleCredentialsFile,
    webDistDir: nonEmpty(env.WEB_DIST_DIR) ?? DEFAULT_WEB_DIST_DIR,
    logLevel: nonEmpty(env.LOG_LEVEL) ?? 'info',
    shutdownGraceMs: parseGrace(env.SHUTDOWN_GRACE_MS),
    warnings,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    behindHttps: parseFlag('BEHIND_HTTPS', env.BEHIND_HTTPS),
    streamLimits: {
      perProcess: parseCount('MAX_STREAMS', env.MAX_STREAMS, DEFAULT_STREAM_LIMITS.perProcess),
      perUser: parseCount('MAX_STREAMS_PER_USER', env.MAX_STREAMS_PER_USER, DEFAULT_STREAM_LIMITS.perUser),
      screensPerAddress: parseCount(
        'MAX_SCREEN_STREAMS_PER_ADDRESS',
        env.MAX_SCREEN_STREAMS_PER_ADDRESS,
        DEFAULT_STREAM_LIMITS.screensPerAddress,
      ),
    },
  };
}

function parseFlag(name: string, value: string | undefined): boolean {
  const text = nonEmpty(value)?.toLowerCase();
  if (text === undefined || text === '0' || text === 'false') return false;
  if (text === '1' || text === 'true') return true;
  throw new Error(`${name} invalide : ${value} (attendu : 1 ou 0)`);
}

function parseCount(name: string, value: string | undefined, fallback: number): number {
  const text = nonEmpty(value);
  if (text === undefined) return fallback;
  const count = Number(text);
  if (!/^\d+$/.test(text) || count < 1)
    throw new Error(`${name} invalide : ${value} (attendu : un entier ≥ 1)`);
  return count;
}

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

const isShort = (secret: string) => Buffer.byteLength(secret, 'utf8') < JWT_SECRET_MIN_BYTES;

/**
 * JWT_SECRET is one key; JWT_SECRETS a comma-separated list for rotation: the first signs new tokens,
 * the others still verify the tokens they signed (drop a key 30 days after it stopped signing).
 * A short secret would let anyone who registers brute-force it offline from their own token.
 */
function jwtSecretsFrom(env: NodeJS.ProcessEnv): string[] | undefined {
  const single = nonEmpty(env.JWT_SECRET);
  const list = nonEmpty(env.JWT_SECRETS);
  if (single !== undefined && list !== undefined) {
    throw new Error(
      'JWT_SECRET et JWT_SECRETS sont définis tous les deux : gardez seulement JWT_SECRETS (la clé qui signe en premier).',
    );
  }
  if (single !== undefined) {
    if (isShort(single)) {
      throw new Error(
        `JWT_SECRET trop court : ${JWT_SECRET_MIN_BYTES} octets au moins (par exemple la sortie de « openssl rand -base64 48 »), ou laissez-le vide pour qu'un secret soit généré dans DATA_DIR.`,
      );
    }
    return [single];
  }
  if (list === undefined) return undefined;
  const secrets = list
    .split(',')
    .map((secret) => secret.trim())
    .filter(Boolean);
  secrets.forEach((secret, index) => {
    if (isShort(secret)) {
      throw new Error(
        `JWT_SECRETS : la clé n° ${index + 1} est trop courte (${JWT_SECRET_MIN_BYTES} octets au moins, par exemple la sortie de « openssl rand -base64 48 »).`,
      );
    }
    if (secrets.indexOf(secret) !== index) {
      throw new Error(`JWT_SECRETS : la clé n° ${index + 1} répète une clé précédente.`);
    }
  });
  return secrets;
}

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** TRUST_PROXY: empty, `false` or `0` (default: off), a hop count (`1`), or addresses (`127.0.0.1,10.0.0.0/8`). */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = nonEmpty(value);
  if (text === undefined || text === 'false' || text === '0') return false;
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  for (const entry of entries) {
    const [address, bits, extra] = entry.split('/');
    const validBits =
      bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (isIP(address ?? '') === 4 ? 32 : 128));
    if (!PROXY_NAMES.has(entry) && (isIP(address ?? '') === 0 || !validBits || extra !== undefined)) {
      throw new Error(
        `TRUST_PROXY invalide : « ${entry} » (attendu : un nombre de proxys, ou des adresses séparées par des virgules)`,
      );
    }
  }
  return entries;
}

function parseGrace(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 10_000;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 0) throw new Error(`SHUTDOWN_GRACE_MS invalide : ${value}`);
  return ms;
}

/**
 * Reads `file` (KEY=value lines, Node's own .env parser) into `env` when it exists; variables already set
 * keep their value, as with `process.loadEnvFile`, so a service manager's environment wins over the file.
 */
export function loadEnvFileIfPresent(file: string, env: NodeJS.ProcessEnv = process.env): boolean {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
  for (const [key, value] of Object.entries(parseEnv(text))) {
    if (env[key] === undefined) env[key] = value;
  }
  return true;
}

function parsePort(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 3000;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT invalide : ${value}`);
  return port;
}

/**
 * Without JWT_SECRET, a random secret is generated once and kept in the data dir (mode 600, the dir
 * 700), so that tokens survive restarts without any set-up. The file is written whole or not at all
 * (temporary file, fsync, then link/rename): a crash mid-write leaves no empty secret behind, and an
 * empty file left by an older version is treated as missing.
 */
export function persistentJwtSecret(dataDir: string): string {
  // An in-memory database forgets its accounts on exit: its secret lives only as long (no 'memory:' folder).
  if (dataDir === MEMORY_DATA_DIR) return randomBytes(48).toString('base64url');
  const file = path.join(dataDir, JWT_SECRET_FILE);
  const existing = readSecret(file);
  if (existing) return existing;
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(48).toString('base64url');
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  const fd = openSync(temporary, 'wx', 0o600);
  try {
    writeSync(fd, `${secret}\n`);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  try {
    // link refuses to replace a secret written concurrently by another process: read that one instead.
    linkSync(temporary, file);
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const winner = readSecret(file);
    if (winner) return winner;
    renameSync(temporary, file); // the existing file is empty: replace it whole
    return secret;
  } finally {
    rmSync(temporary, { force: true });
  }
}

/**
 * The secret kept in `file`, held to the environment's rule: a short one (written by hand, or cut short)
 * would be as guessable there as in JWT_SECRET. A file others may read is made private again.
 */
function readSecret(file: string): string | undefined {
  let secret: string;
  try {
    secret = readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    return undefined;
  }
  if (!secret) return undefined;
  if (isShort(secret)) {
    throw new Error(
      `${file} trop court : ${JWT_SECRET_MIN_BYTES} octets au moins. Supprimez-le pour qu'un secret soit généré (les jetons en cours seront refusés), ou mettez-y la sortie de « openssl rand -base64 48 ».`,
    );
  }
  if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
  return secret;
}
