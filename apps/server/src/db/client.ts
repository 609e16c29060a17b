/**
 * Opens the database: PostgreSQL through a node-postgres pool when a `postgres://` URL is given,
 * otherwise PGlite (PostgreSQL in WebAssembly) persisted in the data directory (`memory://` for tests).
 * Both speak the same SQL, so one schema and one set of migrations serve both.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as NodePgModule from 'drizzle-orm/node-postgres';
import type { PoolClient } from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** A database or a transaction: repositories accept either. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/**
 * Runs `work` in one transaction (BEGIN … COMMIT, ROLLBACK when it throws). `atCommit` is asked, once
 * `work` is done, for SQL to run just before COMMIT: complete statements ending with `;`, their values
 * written as escaped literals. PostgreSQL gets it in the same message as COMMIT (one round trip).
 */
export type RunTransaction = <T>(work: (tx: Db) => Promise<T>, atCommit?: () => string) => Promise<T>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  transaction: RunTransaction;
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
  const nodePg = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new Pool({ connectionString: url, max: 10 });
  // Without a listener, an idle connection's error would crash the process.
  pool.on('error', (error) => onConnectionError?.(error));
  const db = nodePg.drizzle(pool, { schema });
  try {
    await migrate(db, { migrationsFolder });
  } catch (error) {
    await pool.end();
    throw error;
  }
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    transaction: poolTransaction(nodePg, (db as unknown as { session: object }).session, () =>
      pool.connect(),
    ),
    close: () => pool.end(),
  };
}

type NodePg = typeof NodePgModule;
type SessionArgs = ConstructorParameters<NodePg['NodePgSession']>;

/**
 * drizzle's NodePgSession.transaction (drizzle-orm/node-postgres/session.js: a session on a connection
 * of the pool, BEGIN, the work, COMMIT or ROLLBACK), with `atCommit`'s statements sent with the COMMIT.
 * Without parameters node-postgres sends the text as one simple query, which may hold several
 * statements; PostgreSQL stops at the first that fails, and the transaction is then rolled back.
 */
function poolTransaction(
  { NodePgSession, NodePgTransaction }: NodePg,
  poolSession: object,
  connect: () => Promise<PoolClient>,
): RunTransaction {
  // The pool's session: its SQL dialect, relational schema and options (logger) serve every transaction.
  const {
    dialect,
    schema: relations,
    options,
  } = poolSession as {
    dialect: SessionArgs[1];
    schema: SessionArgs[2];
    options: SessionArgs[3];
  };
  return async (work, atCommit) => {
    const client = await connect();
    const session = new NodePgSession(client, dialect, relations, options);
    const tx = new NodePgTransaction(dialect, session, relations) as unknown as Db;
    let broken: Error | undefined;
    try {
      await tx.execute(sql`begin`);
      const result = await work(tx);
      await tx.execute(sql.raw(`${atCommit?.() ?? ''}commit`));
      return result;
    } catch (error) {
      // A connection that cannot even roll back is discarded, not handed to the next transaction.
      await tx.execute(sql`rollback`).catch((rollbackError: unknown) => (broken = rollbackError as Error));
      throw error;
    } finally {
      client.release(broken);
    }
  };
}

async function openPglite(dataDir: string, migrationsFolder: string, snapshot?: Blob): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  // PGlite creates only the last directory of the path.
  // The data dir is private: created 0700 here too, when no generated secret created it first.
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
    transaction: (work, atCommit) =>
      db.transaction(async (tx) => {
        const result = await work(tx as unknown as Db);
        const statements = atCommit?.();
        if (statements) await tx.execute(sql.raw(statements));
        return result;
      }),
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
