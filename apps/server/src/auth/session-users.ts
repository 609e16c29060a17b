/**
 * The signed-in user of a request, remembered between requests so that a bearer's user is not one SQL
 * statement per request (on PGlite a primary-key read costs 0.7 ms of CPU, as much as the rest of a GET).
 *
 * A remembered row is forgotten as soon as a write changes it, in every server process: the routes that
 * write a user (logout, deletion, pseudo change) publish an event once their write has committed, and the
 * event bus delivers it to each process (in-process on PGlite; PostgreSQL's NOTIFY between processes).
 * A read that started before such an event is not remembered (its row may be the old one). When a
 * PostgreSQL process may have missed events (its listener reconnected: `resync`), it forgets everything.
 * The one window left is a listener that is down and not yet reconnected: a row is therefore kept
 * MAX_AGE_MS at most, after which it is read again.
 */
import type { UserRow } from '../db/schema';
import type { BusEvent, EventBus } from '../events/bus';

/** The longest a remembered row is used without being read again. */
export const SESSION_USER_MAX_AGE_MS = 5_000;
/** Rows remembered at most; the oldest is forgotten first. */
export const SESSION_USERS_KEPT = 10_000;

interface Remembered {
  row: UserRow;
  readAt: number;
}

export class SessionUsers {
  /** By lookup key: `id:<user id>` or `google:<Firebase uid>`. */
  private readonly rows = new Map<string, Remembered>();
  /** Moves on every forgetting: a read that started before must not be remembered. */
  private generation = 0;
  private readonly unsubscribe: () => void;

  constructor(
    private readonly bus: EventBus,
    private readonly clock: () => number = Date.now,
  ) {
    this.unsubscribe = bus.subscribe((event) => {
      if (event.type === 'acces' || event.type === 'utilisateur') this.forget(event.userId);
      else if (event.type === 'resync') this.forgetAll();
    });
  }

  /** The row `load` reads for `key`, or the one remembered for it if recent. */
  async get(key: string, load: () => Promise<UserRow | undefined>): Promise<UserRow | undefined> {
    const known = this.rows.get(key);
    if (known && this.clock() - known.readAt < SESSION_USER_MAX_AGE_MS) return known.row;
    const generation = this.generation;
    const readAt = this.clock();
    const row = await load();
    if (row && !row.deletedAt && generation === this.generation) {
      this.rows.delete(key);
      if (this.rows.size >= SESSION_USERS_KEPT) this.rows.delete(this.rows.keys().next().value as string);
      this.rows.set(key, { row, readAt });
    }
    return row;
  }

  /** A write changed this user (also called by the writing process before the event comes back). */
  forget(userId: string): void {
    this.generation += 1;
    for (const [key, { row }] of this.rows) if (row.id === userId) this.rows.delete(key);
  }

  /**
   * After a committed write of a user's row (pseudo, profile, logout, deletion): this process forgets it
   * at once, and the event makes every process forget it. `acces` when the user's sessions changed.
   */
  async changed(event: Extract<BusEvent, { type: 'acces' | 'utilisateur' }>): Promise<void> {
    this.forget(event.userId);
    await this.bus.publish([event]);
  }

  forgetAll(): void {
    this.generation += 1;
    this.rows.clear();
  }

  close(): void {
    this.unsubscribe();
    this.rows.clear();
  }
}
