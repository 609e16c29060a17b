/**
 * Once per server test run: a migrated PGlite snapshot on disk (each test app clones it instead of
 * running initdb), and a throwaway PostgreSQL cluster when Debian's binaries are installed, so that the
 * same suite also runs on PostgreSQL (`MJ_TEST_PG=0` skips it; `MJ_TEST_PG_URL` uses an existing server).
 */
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pgliteSnapshot } from '../src/db/client';
import { MIGRATIONS_FOLDER } from '../src/plugins/database';
import { postgresBinDir, startCluster, type Cluster } from './postgres-cluster';

declare global {
  var mjTestCluster: Cluster | undefined;
  var mjTestSnapshotFile: string | undefined;
}

export default async function globalSetup(): Promise<void> {
  const snapshot = await pgliteSnapshot(MIGRATIONS_FOLDER);
  const file = path.join(os.tmpdir(), `mj-pglite-${process.pid}-${Date.now()}.tar`);
  writeFileSync(file, Buffer.from(await snapshot.arrayBuffer()));
  process.env.MJ_TEST_PGLITE_SNAPSHOT = file;
  globalThis.mjTestSnapshotFile = file;

  if (process.env.MJ_TEST_PG === '0' || process.env.MJ_TEST_PG_URL) return;
  const bin = postgresBinDir();
  if (!bin) return;
  globalThis.mjTestCluster = await startCluster(bin);
  process.env.MJ_TEST_PG_URL = globalThis.mjTestCluster.url;
}
