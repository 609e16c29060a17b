/**
 * Opens the database (migrations applied) and exposes it with its repositories (../repositories) and a
 * transaction runner; closes it with the app.
 */
import path from 'node:path';
import fp from 'fastify-plugin';
import { MEMORY_DATA_DIR, openDatabase, type Database, type Db } from '../db/client';
import { repositories, type Repositories, type Transaction } from '../repositories';

export const MIGRATIONS_FOLDER = path.resolve(__dirname, '../../drizzle');

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    repos: Repositories;
    transaction: Transaction;
  }
}

export interface DatabasePluginOptions {
  databaseUrl?: string | undefined;
  /** Data directory; PGlite lives in its `pglite/` folder. `memory://` keeps everything in memory. */
  dataDir?: string | undefined;
  pgliteSnapshot?: Blob | undefined;
}

export function pgliteDir(dataDir: string | undefined): string {
  if (!dataDir || dataDir.startsWith(MEMORY_DATA_DIR)) return MEMORY_DATA_DIR;
  return path.join(dataDir, 'pglite');
}

export const databasePlugin = fp<DatabasePluginOptions>(
  async (app, options) => {
    const database = await openDatabase({
      databaseUrl: options.databaseUrl,
      dataDir: pgliteDir(options.dataDir),
      migrationsFolder: MIGRATIONS_FOLDER,
      pgliteSnapshot: options.pgliteSnapshot,
      onConnectionError: (error) => app.log.error({ err: error }, 'connexion PostgreSQL perdue'),
    });
    app.decorate('database', database);
    app.decorate('repos', repositories(database.db));
    const transaction: Transaction = (work) =>
      database.db.transaction((tx) => work(repositories(tx as unknown as Db)));
    app.decorate('transaction', transaction);
    app.addHook('onClose', () => database.close());
  },
  { name: 'database' },
);
