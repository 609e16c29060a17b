/**
 * Live events: what changed, delivered once the write's transaction has committed (never before, and
 * never for a write rolled back) to the open streams of every server process. One interface, two
 * transports: within the process on the embedded database (it has only one process), PostgreSQL
 * LISTEN/NOTIFY with DATABASE_URL (see postgres-bus.ts).
 *
 * An event names what changed, not its new content: each process reads the new state once per event and
 * sends it to its own streams (NOTIFY payloads are limited to 8000 bytes, and a stream must only ever
 * see what its reader may read now).
 */
import { EventEmitter } from 'node:events';

/** Why a tournament's pages should refresh (docs/api-contract.md, live updates). */
export type TournamentReason = 'partie' | 'joueurs' | 'classement' | 'etat' | 'ronde';

export type BusEvent =
  /**
   * A game changed: round added, corrected, deleted or undone, game created or finished. `depuis` is the
   * game's version (its row's `version`) that the write found, its row locked: a game stream whose first
   * state had a later version already shows this write (its event reached the process after the stream
   * opened, as a NOTIFY from another process can), and every other stream sends it once. -1 for the
   * game's creation: no stream of the game can have opened before it.
   */
  | { type: 'partie'; gameId: string; tournamentId: string | null; depuis: number }
  /** A game was deleted. */
  | { type: 'supprimee'; gameId: string; tournamentId: string | null }
  /** Something a tournament's pages show changed, other than one of its games. */
  | { type: 'tournoi'; tournamentId: string; raison: TournamentReason }
  /** The tournament's public screen link was opened or revoked: screens on an old link lose their stream. */
  | { type: 'ecran'; tournamentId: string }
  /**
   * A user's sessions ended (logout, account deletion): their streams close; with `session`, only that
   * device session's (« Déconnexion » on one device).
   */
  | { type: 'acces'; userId: string; session?: string }
  /** A user's row changed otherwise (pseudo): each process forgets the session row it remembers. */
  | { type: 'utilisateur'; userId: string }
  /**
   * This process may have missed events (its PostgreSQL listener reconnected): every stream closes, and
   * clients reconnect and read the state again. Local only, never published.
   */
  | { type: 'resync' };

export type BusEventListener = (event: BusEvent) => void;

export interface EventBus {
  /** Sends events to every process's listeners (this one included). Call only after commit. */
  publish(events: readonly BusEvent[]): Promise<void>;
  /**
   * When the bus goes through the database: the SQL that publishes these events from inside the
   * transaction that made them (statements ending with `;`, values as escaped literals), delivered once,
   * and only if, that transaction commits. Otherwise `publish` after the commit.
   */
  publishSql?(events: readonly BusEvent[]): string;
  /** Returns the function that unsubscribes. */
  subscribe(listener: BusEventListener): () => void;
  close(): Promise<void>;
}

/** Listeners of one process; both transports deliver through it. */
export class LocalListeners {
  private readonly emitter = new EventEmitter().setMaxListeners(0);

  deliver(event: BusEvent): void {
    this.emitter.emit('event', event);
  }

  subscribe(listener: BusEventListener): () => void {
    this.emitter.on('event', listener);
    return () => this.emitter.off('event', listener);
  }

  clear(): void {
    this.emitter.removeAllListeners();
  }
}

/** The embedded database has one process: an event goes straight to its listeners. */
export function inProcessBus(): EventBus {
  const listeners = new LocalListeners();
  return {
    publish: async (events) => {
      for (const event of events) listeners.deliver(event);
    },
    subscribe: (listener) => listeners.subscribe(listener),
    close: async () => listeners.clear(),
  };
}

/** The types another process may publish (`resync` is local): a type added to BusEvent must be listed. */
const PUBLISHED = {
  partie: true,
  supprimee: true,
  tournoi: true,
  ecran: true,
  acces: true,
  utilisateur: true,
} satisfies Record<Exclude<BusEvent['type'], 'resync'>, true>;

/** Events are plain JSON; anything else read from the wire is dropped. */
export function parseBusEvent(text: string): BusEvent | undefined {
  try {
    const value = JSON.parse(text) as { type?: unknown };
    if (typeof value !== 'object' || value === null) return undefined;
    if (Object.hasOwn(PUBLISHED, String(value.type))) return value as BusEvent;
  } catch {
    // Not ours: ignore.
  }
  return undefined;
}
