import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { loadConfig, loadEnvFileIfPresent, parseTrustProxy } from './config';

describe('configuration from the environment', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mj-config-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('has defaults that need no set-up', () => {
    const config = loadConfig({ DATA_DIR: path.join(dir, 'defaults') });
    expect(config).toEqual(
      expect.objectContaining({
        port: 3000,
        host: '0.0.0.0',
        databaseUrl: undefined,
        firebaseProjectId: undefined,
        firebaseAuthEmulatorHost: undefined,
        warnings: [],
      }),
    );
    expect(config.webDistDir).toMatch(/apps[/\\]web[/\\]dist$/);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      DATA_DIR: dir,
      DATABASE_URL: 'postgres://u@h/db',
      JWT_SECRET: 'un-secret-de-trente-deux-octets-au-moins',
      FIREBASE_PROJECT_ID: 'demo-x',
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      ACCEPT_UNSIGNED_EMULATOR_TOKENS: '1',
    });
    expect(config).toEqual(
      expect.objectContaining({
        port: 8080,
        dataDir: dir,
        databaseUrl: 'postgres://u@h/db',
        jwtSecrets: ['un-secret-de-trente-deux-octets-au-moins'],
        firebaseProjectId: 'demo-x',
        firebaseAuthEmulatorHost: '127.0.0.1:9099',
      }),
    );
  });

  it('accepts emulator tokens only with the explicit opt-in, never in production, and warns loudly', () => {
    const base = {
      DATA_DIR: dir,
      FIREBASE_PROJECT_ID: 'demo-x',
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
    };
    const lingering = loadConfig(base);
    expect(lingering.firebaseAuthEmulatorHost).toBeUndefined();
    expect(lingering.warnings).toEqual([
      expect.stringContaining('FIREBASE_AUTH_EMULATOR_HOST ignoré'),
      expect.stringContaining('GOOGLE_APPLICATION_CREDENTIALS absent'),
    ]);

    const optedIn = loadConfig({ ...base, ACCEPT_UNSIGNED_EMULATOR_TOKENS: '1' });
    expect(optedIn.firebaseAuthEmulatorHost).toBe('127.0.0.1:9099');
    expect(optedIn.warnings).toEqual([expect.stringContaining('jetons NON SIGNÉS')]);

    expect(
      loadConfig({ ...base, ACCEPT_UNSIGNED_EMULATOR_TOKENS: 'oui' }).firebaseAuthEmulatorHost,
    ).toBeUndefined();
    expect(() =>
      loadConfig({ ...base, ACCEPT_UNSIGNED_EMULATOR_TOKENS: '1', NODE_ENV: 'production' }),
    ).toThrow('ACCEPT_UNSIGNED_EMULATOR_TOKENS=1 est interdit avec NODE_ENV=production');
  });

  it('warns at start when Google accounts cannot have their Firebase record deleted', () => {
    const google = { DATA_DIR: dir, FIREBASE_PROJECT_ID: 'projet-x' };
    expect(loadConfig(google).warnings).toEqual([
      'GOOGLE_APPLICATION_CREDENTIALS absent : un compte Google supprimé garde sa fiche Firebase (e-mail, nom, photo) dans le projet. Donnez la clé d’un compte de service (docs/deploy.md).',
    ]);
    const withKey = loadConfig({ ...google, GOOGLE_APPLICATION_CREDENTIALS: '/srv/cle.json' });
    expect(withKey).toMatchObject({ googleCredentialsFile: '/srv/cle.json', warnings: [] });
    expect(loadConfig({ DATA_DIR: dir }).warnings).toEqual([]);
  });

  it('generates JWT_SECRET once, keeps it in the data dir (mode 600) and reuses it', () => {
    const dataDir = path.join(dir, 'secret');
    const first = loadConfig({ DATA_DIR: dataDir }).jwtSecrets[0]!;
    expect(first.length).toBeGreaterThanOrEqual(48);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecrets[0]!).toBe(first);
    const file = path.join(dataDir, 'jwt-secret');
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(readdirSync(dataDir)).toEqual(['jwt-secret']);
  });

  it('treats an empty secret file (a crash while it was first written) as missing', () => {
    const dataDir = path.join(dir, 'empty-secret');
    mkdirSync(dataDir);
    const file = path.join(dataDir, 'jwt-secret');
    writeFileSync(file, '', { mode: 0o600 });
    const secret = loadConfig({ DATA_DIR: dataDir }).jwtSecrets[0]!;
    expect(secret.length).toBeGreaterThanOrEqual(48);
    expect(readFileSync(file, 'utf8').trim()).toBe(secret);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecrets[0]!).toBe(secret);
    expect(readdirSync(dataDir)).toEqual(['jwt-secret']);
  });

  it('refuses a secret file shorter than 32 bytes, as it refuses JWT_SECRET, and makes a readable one private', () => {
    const dataDir = path.join(dir, 'short-secret');
    mkdirSync(dataDir);
    const file = path.join(dataDir, 'jwt-secret');
    writeFileSync(file, 'abc\n', { mode: 0o600 });
    expect(() => loadConfig({ DATA_DIR: dataDir })).toThrow(`${file} trop court : 32 octets au moins.`);
    writeFileSync(file, `${'k'.repeat(31)}\n`);
    expect(() => loadConfig({ DATA_DIR: dataDir })).toThrow('trop court');
    writeFileSync(file, `${'k'.repeat(32)}\n`);
    chmodSync(file, 0o644);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecrets).toEqual(['k'.repeat(32)]);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('keeps no secret file for an in-memory database (and makes no "memory:" folder)', () => {
    const cwd = process.cwd();
    process.chdir(dir);
    try {
      const a = loadConfig({ DATA_DIR: 'memory://' }).jwtSecrets[0]!;
      expect(a.length).toBeGreaterThanOrEqual(48);
      expect(loadConfig({ DATA_DIR: 'memory://' }).jwtSecrets[0]!).not.toBe(a);
      expect(() => statSync(path.join(dir, 'memory:'))).toThrow();
    } finally {
      process.chdir(cwd);
    }
  });

  it('refuses to start with a JWT_SECRET shorter than 32 bytes', () => {
    expect(() => loadConfig({ DATA_DIR: dir, JWT_SECRET: 'x' })).toThrow(
      'JWT_SECRET trop court : 32 octets au moins',
    );
    expect(() => loadConfig({ DATA_DIR: dir, JWT_SECRET: 'a'.repeat(31) })).toThrow('JWT_SECRET trop court');
    expect(loadConfig({ DATA_DIR: dir, JWT_SECRET: 'a'.repeat(32) }).jwtSecrets[0]!).toBe('a'.repeat(32));
    // Bytes, not characters: 16 « é » are 32 bytes in UTF-8.
    expect(loadConfig({ DATA_DIR: dir, JWT_SECRET: 'é'.repeat(16) }).jwtSecrets[0]!).toBe('é'.repeat(16));
  });

  it('reads a list of keys from JWT_SECRETS (the first signs), each of 32 bytes at least', () => {
    const [a, b] = ['a'.repeat(32), 'b'.repeat(40)];
    expect(loadConfig({ DATA_DIR: dir, JWT_SECRETS: ` ${a}, ${b} ,` }).jwtSecrets).toEqual([a, b]);
    expect(() => loadConfig({ DATA_DIR: dir, JWT_SECRETS: `${a},court` })).toThrow(
      'JWT_SECRETS : la clé n° 2 est trop courte (32 octets au moins',
    );
    expect(() => loadConfig({ DATA_DIR: dir, JWT_SECRETS: `${a},${a}` })).toThrow(
      'JWT_SECRETS : la clé n° 2 répète une clé précédente',
    );
    expect(() => loadConfig({ DATA_DIR: dir, JWT_SECRETS: a, JWT_SECRET: b })).toThrow(
      'JWT_SECRET et JWT_SECRETS sont définis tous les deux',
    );
  });

  it('refuses an invalid PORT', () => {
    expect(() => loadConfig({ PORT: 'abc', JWT_SECRET: 'a'.repeat(32) })).toThrow('PORT invalide');
  });

  it('reads a .env file when present, without overriding the environment', () => {
    const file = path.join(dir, '.env');
    writeFileSync(file, 'MJ_TEST_FROM_FILE=fichier\nMJ_TEST_BOTH=fichier\n');
    const env: NodeJS.ProcessEnv = { MJ_TEST_BOTH: 'environnement' };
    expect(loadEnvFileIfPresent(file, env)).toBe(true);
    expect(env).toEqual({ MJ_TEST_FROM_FILE: 'fichier', MJ_TEST_BOTH: 'environnement' });
    expect(loadEnvFileIfPresent(path.join(dir, 'absent.env'), env)).toBe(false);
  });

  it('bounds the shutdown grace: 10 s by default, SHUTDOWN_GRACE_MS otherwise', () => {
    expect(loadConfig({ DATA_DIR: dir }).shutdownGraceMs).toBe(10_000);
    expect(loadConfig({ DATA_DIR: dir, SHUTDOWN_GRACE_MS: '2500' }).shutdownGraceMs).toBe(2500);
    expect(() => loadConfig({ DATA_DIR: dir, SHUTDOWN_GRACE_MS: 'bientôt' })).toThrow(
      'SHUTDOWN_GRACE_MS invalide',
    );
  });
});

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['false', false],
    ['0', false],
    ['1', 1],
    ['2', 2],
    ['127.0.0.1', ['127.0.0.1']],
    ['127.0.0.1, 10.0.0.0/8,::1', ['127.0.0.1', '10.0.0.0/8', '::1']],
    ['loopback,uniquelocal', ['loopback', 'uniquelocal']],
  ])('%j → %j', (value, expected) => {
    expect(parseTrustProxy(value)).toEqual(expected);
  });

  it.each(['vrai', '10.0.0.0/33', '300.1.1.1', '127.0.0.1,,10.0.0.1'])(
    'refuses %j with a French message',
    (value) => {
      expect(() => parseTrustProxy(value)).toThrow(/^TRUST_PROXY invalide/);
    },
  );

  it('is read by loadConfig, off by default', () => {
    expect(loadConfig({ DATA_DIR: 'memory://' }).trustProxy).toBe(false);
    expect(loadConfig({ DATA_DIR: 'memory://', TRUST_PROXY: '1' }).trustProxy).toBe(1);
  });
});
