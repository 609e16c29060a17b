/**
 * Who holds open live streams, counted over every server process: the per-user and per-address caps
 * (plugins/live.ts) must hold whichever process a load balancer sends each stream to, or a player could
 * open 16 streams on each of 8 processes.
 *
 * The counts live in the database (table `flux_ouverts`), one row per (process, holder): a stream that
 * opens adds one to its process's row, one that ends takes it back. A process sends its places in
 * batches: every place given back and asked for while its previous call ran goes in the next call of
 * `flux_places` (migration 0025), one round trip and one transaction that gives back first, then takes
 * a lock on each asked holder (`pg_advisory_xact_lock`) before counting, so two processes opening the
 * holder's last place at once cannot both pass. A thousand pages reconnecting after a Wi-Fi drop cost a
 * few calls instead of a transaction of five statements each, on a pool the round writes share.
 *
 * A process refreshes its rows' `vu_le` every `REFRESH_MS`; rows not refreshed for `LEASE_SECONDS`
 * (their process crashed or lost the database) no longer count, and are deleted by the next process
 * that starts. The database's clock is the only one read, so processes on machines whose clocks differ
 * agree.
 */
import { randomUUID } from 'node:crypto';
// Node's own, whatever the global ones are (the web tests run this app in-process under jsdom, which has none).
import { setImmediate } from 'node:timers';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { openStreams } from '../db/schema';

/** How often a process tells the database its streams are still open. */
export const REFRESH_MS = 20_000;
/** Rows older than this are a stopped process's: three refreshes missed. */
export const LEASE_SECONDS = 60;
const lease = sql.raw(`interval '${LEASE_SECONDS} seconds'`);

interface Asked {
  holder: string;
  max: number;
  granted: (held: boolean) => void;
  failed: (error: unknown) => void;
}

interface Given {
  holder: string;
  done: () => void;
  failed: (error: unknown) => void;
}

export class StreamPlaces {
  /** This process's name in the table: new at every start, so a restarted process starts from zero. */
  readonly process = randomUUID();
  private asked: Asked[] = [];
  private given: Given[] = [];
  /** The call under way; the next one starts when it ends, with whatever came meanwhile. */
  private sending: Promise<void> | undefined;

  constructor(private readonly db: Db) {}

  /** Takes one place of `holder` if it holds fewer than `max` over every process; false when full. */
  take(holder: string, max: number): Promise<boolean> {
    return new Promise((granted, failed) => {
      this.asked.push({ holder, max, granted, failed });
      this.send();
    });
  }

  /** Gives one place of `holder` back. */
  give(holder: string): Promise<void> {
    return new Promise((done, failed) => {
      this.given.push({ holder, done, failed });
      this.send();
    });
  }

  private send(): void {
    // Started once per turn of the event loop at most, so the streams opening in that turn go together.
    if (this.sending) return;
    this.sending = new Promise<void>((resolve) => setImmediate(resolve)).then(() => this.sendWaiting());
  }

  private async sendWaiting(): Promise<void> {
    while (this.asked.length > 0 || this.given.length > 0) {
      const asked = this.asked;
      const given = this.given;
      this.asked = [];
      this.given = [];
      try {
        // Each list is one array parameter (a bare array would be spread into a list of parameters).
        const result = await this.db.execute(
          sql`select flux_places(${this.process}, ${sql.param(given.map((one) => one.holder))}::text[],
            ${sql.param(asked.map((one) => one.holder))}::text[], ${sql.param(asked.map((one) => one.max))}::integer[],
            ${LEASE_SECONDS}::integer) as accordees`,
        );
        // node-postgres and PGlite both answer with the rows in `rows`, a boolean[] as an array.
        const granted = (result as unknown as { rows: Array<{ accordees: boolean[] }> }).rows[0]?.accordees ?? [];
        asked.forEach((one, index) => one.granted(granted[index] === true));
        for (const one of given) one.done();
      } catch (error) {
        for (const one of [...asked, ...given]) one.failed(error);
      }
    }
    this.sending = undefined;
  }

  /** Keeps this process's places counted; run every REFRESH_MS. */
  async refresh(): Promise<void> {
    await this.db
      .update(openStreams)
      .set({ seen: sql`now()` })
      .where(eq(openStreams.process, this.process));
  }

  /** At start: the rows of processes that stopped without giving their places back. */
  async forgetStopped(): Promise<void> {
    await this.db.delete(openStreams).where(sql`${openStreams.seen} <= now() - ${lease}`);
  }

  /** At shutdown: this process's places, all at once. */
  async forgetMine(): Promise<void> {
    await this.db.delete(openStreams).where(eq(openStreams.process, this.process));
  }
}
