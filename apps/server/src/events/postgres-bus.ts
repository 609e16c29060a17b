/**
 * The event bus between server processes sharing one PostgreSQL database: each process keeps one
 * connection that LISTENs on a channel, and a published event is a NOTIFY on that channel, which
 * PostgreSQL hands to every listening connection (the publisher's own included) once the NOTIFY's
 * transaction commits, in commit order (https://www.postgresql.org/docs/current/sql-notify.html). A
 * write's events are NOTIFYs sent in its own transaction, in the message that commits it (`publishSql`):
 * no round trip of their own, and none for a write that rolls back. Identical events of one transaction
 * arrive once (PostgreSQL folds them), which is all a stream needs: an event names what to read again.
 *
 * If the listening connection drops, it reconnects with a growing delay; events sent meanwhile were
 * missed, so the process then delivers `resync` to its own listeners (its streams close, clients
 * reconnect and read the state again).
 */
import { sql } from 'drizzle-orm';
import type { Client } from 'pg';
import type { Db } from '../db/client';
import { LocalListeners, parseBusEvent, type EventBus, type BusEvent } from './bus';

export const EVENT_CHANNEL = 'mj_evenements';

const FIRST_RETRY_MS = 250;
const MAX_RETRY_MS = 30_000;

export interface PostgresBusOptions {
  databaseUrl: string;
  /** The app's pool, for NOTIFY. */
  db: Db;
  onError: (error: Error, message: string) => void;
}

export async function postgresBus({ databaseUrl, db, onError }: PostgresBusOptions): Promise<EventBus> {
  const { Client, escapeLiteral } = await import('pg');
  const listeners = new LocalListeners();
  let client: Client | undefined;
  let closed = false;
  let retryMs = FIRST_RETRY_MS;
  let retryTimer: NodeJS.Timeout | undefined;

  async function connect(): Promise<void> {
    const next = new Client({ connectionString: databaseUrl });
    next.on('notification', (message) => {
      const event =
        message.channel === EVENT_CHANNEL && message.payload ? parseBusEvent(message.payload) : undefined;
      if (event) listeners.deliver(event);
    });
    next.on('error', (error) => {
      onError(error, 'écoute des événements interrompue');
      lost(next);
    });
    next.on('end', () => lost(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${EVENT_CHANNEL}`);
    } catch (error) {
      next.removeAllListeners('end');
      await next.end().catch(() => undefined);
      throw error;
    }
    client = next;
    retryMs = FIRST_RETRY_MS;
  }

  function lost(which: Client): void {
    if (closed || client !== which) return;
    client = undefined;
    scheduleReconnect();
  }

  function scheduleReconnect(): void {
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      if (closed) return;
      connect().then(
        () => listeners.deliver({ type: 'resync' }),
        (error: unknown) => {
          onError(error as Error, 'reconnexion de l’écoute des événements impossible');
          retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
          scheduleReconnect();
        },
      );
    }, retryMs);
    retryTimer.unref();
  }

  await connect();

  // NOTIFY rather than `select pg_notify(…)`: the same delivery, without a result row for this process to
  // read back from every write's COMMIT message.
  const notify = (events: readonly BusEvent[]) =>
    events.map((event) => `notify ${EVENT_CHANNEL}, ${escapeLiteral(JSON.stringify(event))};`).join('');

  return {
    publish: async (events) => {
      if (events.length > 0) await db.execute(sql.raw(notify(events)));
    },
    publishSql: notify,
    subscribe: (listener) => listeners.subscribe(listener),
    close: async () => {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      listeners.clear();
      const last = client;
      client = undefined;
      await last?.end().catch(() => undefined);
    },
  };
}
