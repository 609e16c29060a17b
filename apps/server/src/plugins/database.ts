/**
 * Opens the database (migrations applied) and exposes it with its repositories and its live event bus
 * (in-process on PGlite, LISTEN/NOTIFY on PostgreSQL); closes both with the app.
 */
import path from 'node:path';
import fp from 'fastify-plugin';
import { MEMORY_DATA_DIR, openDatabase, type Database } from '../db/client';
import { inProcessBus, type EventBus, type BusEvent } from '../events/bus';
import { postgresBus } from '../events/postgres-bus';
import { MIGRATIONS_FOLDER } from '../paths';
import { repositories, type Changes, type Repositories, type Transaction } from '../repositories';
import { readCache } from '../repositories/read-cache';
import { fillPseudoKeys } from '../repositories/users';

/** Tournaments whose standing a process keeps (a few hundred bytes a player each). */
const STANDINGS_KEPT = 64;

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    /** Live events of every process on this database. */
    events: EventBus;
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
    let events: EventBus;
    try {
      // Accounts from before look-alike keys get theirs (nothing to do on every later start).
      await fillPseudoKeys(database.db);
      events = options.databaseUrl
        ? await postgresBus({
            databaseUrl: options.databaseUrl,
            db: database.db,
            onError: (error, message) => app.log.error({ err: error }, message),
          })
        : inProcessBus();
    } catch (error) {
      await database.close();
      throw error;
    }
    app.decorate('database', database);
    app.decorate('events', events);
    app.decorate('repos', repositories(database.db, readCache(STANDINGS_KEPT)));
    app.decorate('transaction', async <T>(work: (repos: Repositories, changes: Changes) => Promise<T>) => {
      const queued: BusEvent[] = [];
      const changes = { publish: (event: BusEvent) => queued.push(event) };
      // On PostgreSQL the events go with the COMMIT (one round trip, delivered only if it commits).
      const { publishSql } = events;
      const result = await database.transaction(
        (tx) => work(repositories(tx), changes),
        publishSql && (() => publishSql(queued)),
      );
      // In process, after the commit: the write stands even if telling the streams fails (they catch up
      // on reconnection).
      if (!publishSql && queued.length > 0) {
        await events
          .publish(queued)
          .catch((error: unknown) => app.log.error({ err: error }, 'événements non publiés'));
      }
      return result;
    });
    app.addHook('onClose', async () => {
      await events.close();
      await database.close();
    });
  },
  { name: 'database' },
);
