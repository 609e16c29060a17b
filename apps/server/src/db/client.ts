/**
 * Opens the database: PostgreSQL through a node-postgres pool when a `postgres://` URL is given,
 * otherwise PGlite (PostgreSQL in WebAssembly) persisted in the data directory (`memory://` for tests).
 * Both speak the same SQL, so one schema and one set of migrations serve both.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

export type Schema = typeof schema;
/** A database or a transaction: repositories accept either. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
  /** Where drizzle-kit wrote the migrations; applied on open. */
  migrationsFolder: string;
  /** A `dumpDataDir()` snapshot to start PGlite from (tests clone a migrated database this way). */
  pgliteSnapshot?: Blob | undefined;
  /** Errors of idle PostgreSQL connections (server restart, network): logged, the pool reconnects. */
  onConnectionError?: ((error: Error) => void) | undefined;
}

export const MEMORY_DATA_DIR = 'memory://';

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl)
    return openPostgres(options.databaseUrl, options.migrationsFolder, options.onConnectionError);
  return openPglite(options.dataDir ?? MEMORY_DATA_DIR, options.migrationsFolder, options.pgliteSnapshot);
}

async function openPostgres(
  url: string,
  migrationsFolder: string,
  onConnectionError: DatabaseOptions['onConnectionError'],
): Promise<Database> {
  const { Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new Pool({ connectionString: url, max: 10 });
  // Without a listener, an idle connection's error would crash the process.
  pool.on('error', (error) => onConnectionError?.(error));
  const db = drizzle(pool, { schema });
  try {
    await migrate(db, { migrationsFolder });
  } catch (error) {
    await pool.end();
    throw error;
  }
  return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
}

async function openPglite(dataDir: string, migrationsFolder: string, snapshot?: Blob): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  // PGlite creates only the last directory of the path.
  // The data dir is private (issue 18): created 0700 here too, when no generated secret created it first.
  if (!dataDir.includes('://'))
    mkdirSync(path.dirname(path.resolve(dataDir)), { recursive: true, mode: 0o700 });
  const client = await PGlite.create(dataDir, snapshot ? { loadDataDir: snapshot } : {});
  const db = drizzle(client, { schema });
  try {
    await migrate(db, { migrationsFolder });
  } catch (error) {
    await client.close();
    throw error;
  }
  // Closing twice is harmless (a failed start, then the app's onClose).
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    close: async () => (client.closed ? undefined : client.close()),
  };
}

/** A migrated, empty in-memory PGlite as a tarball: cloning it is much faster than a fresh initdb. */
export async function pgliteSnapshot(migrationsFolder: string): Promise<Blob> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const client = await PGlite.create(MEMORY_DATA_DIR);
  await migrate(drizzle(client, { schema }), { migrationsFolder });
  const dump = await client.dumpDataDir('none');
  await client.close();
  return dump;
}
