/**
 * Once per server test run: a migrated PGlite snapshot on disk (each test app clones it instead of
 * running initdb), and a throwaway PostgreSQL cluster when Debian's binaries are installed, so that the
 * same suite also runs on PostgreSQL (`MJ_TEST_PG=0` skips it, except on CI; `MJ_TEST_PG_URL` uses an
 * existing server).
 * Without the binaries: an error on CI, a loud notice locally (postgresForTests).
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pgliteSnapshot } from '../src/db/client';
import { MIGRATIONS_FOLDER } from '../src/paths';
import { postgresForTests, postgresSwitchedOff, startCluster, type Cluster } from './postgres-cluster';

declare global {
  var mjTestCluster: Cluster | undefined;
}

/** The snapshot depends only on the migrations and the PGlite version: built once, then reused. */
function snapshotKey(): string {
  const hash = createHash('sha256');
  hash.update(readFileSync(path.resolve(__dirname, '../node_modules/@electric-sql/pglite/package.json')));
  for (const file of readdirSync(MIGRATIONS_FOLDER, { recursive: true, encoding: 'utf8' }).sort()) {
    const full = path.join(MIGRATIONS_FOLDER, file);
    if (file.endsWith('.sql') || file.endsWith('.json')) hash.update(file).update(readFileSync(full));
  }
  return hash.digest('hex').slice(0, 16);
}

/** The migrated PGlite snapshot file, built on first need (also the web tests' global setup). */
export async function snapshotFile(): Promise<string> {
  const dir = path.join(os.tmpdir(), 'mj-server-test-snapshots');
  const file = path.join(dir, `pglite-${snapshotKey()}.tar`);
  if (existsSync(file)) return file;
  mkdirSync(dir, { recursive: true });
  const snapshot = await pgliteSnapshot(MIGRATIONS_FOLDER);
  // Written aside then renamed, so that a concurrent run never reads half a file.
  const partial = `${file}.${process.pid}.part`;
  writeFileSync(partial, Buffer.from(await snapshot.arrayBuffer()));
  renameSync(partial, file);
  return file;
}

export default async function globalSetup(): Promise<void> {
  process.env.MJ_TEST_PGLITE_SNAPSHOT = await snapshotFile();

  if (postgresSwitchedOff() || process.env.MJ_TEST_PG_URL) return;
  const bin = postgresForTests('les tests du serveur tournent sur PGlite seulement');
  if (!bin) return;
  globalThis.mjTestCluster = await startCluster(bin);
  process.env.MJ_TEST_PG_URL = globalThis.mjTestCluster.url;
}
