/**
 * Who holds open live streams, counted over every server process: the per-user and per-address caps
 * (plugins/live.ts) must hold whichever process a load balancer sends each stream to, or a player could
 * open 16 streams on each of 8 processes.
 *
 * The counts live in the database (table `flux_ouverts`), one row per (process, holder): a stream that
 * opens adds one to its process's row, one that ends takes it back. Opening is checked and counted in one
 * transaction that first takes a lock on the holder (`pg_advisory_xact_lock`), so two processes opening
 * the holder's last place at once cannot both pass. A process refreshes its rows' `vu_le` every
 * `REFRESH_MS`; rows not refreshed for `LEASE_SECONDS` (their process crashed or lost the database) no
 * longer count, and are deleted by the next process that starts. The database's clock is the only one
 * read, so processes on machines whose clocks differ agree.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { openStreams } from '../db/schema';

/** How often a process tells the database its streams are still open. */
export const REFRESH_MS = 20_000;
/** Rows older than this are a stopped process's: three refreshes missed. */
export const LEASE_SECONDS = 60;
const lease = sql.raw(`interval '${LEASE_SECONDS} seconds'`);

export class StreamPlaces {
  /** This process's name in the table: new at every start, so a restarted process starts from zero. */
  readonly process = randomUUID();

  constructor(private readonly db: Db) {}

  /** Takes one place of `holder` if it holds fewer than `max` over every process; false when full. */
  async take(holder: string, max: number): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${holder}))`);
      const [row] = await tx
        .select({ held: sql<number>`coalesce(sum(${openStreams.count}), 0)::int` })
        .from(openStreams)
        .where(and(eq(openStreams.holder, holder), sql`${openStreams.seen} > now() - ${lease}`));
      if ((row?.held ?? 0) >= max) return false;
      await tx
        .insert(openStreams)
        .values({ process: this.process, holder, count: 1, seen: sql`now()` })
        .onConflictDoUpdate({
          target: [openStreams.process, openStreams.holder],
          set: { count: sql`${openStreams.count} + 1`, seen: sql`now()` },
        });
      return true;
    });
  }

  /** Gives one place of `holder` back. */
  async give(holder: string): Promise<void> {
    const mine = and(eq(openStreams.process, this.process), eq(openStreams.holder, holder));
    await this.db.transaction(async (tx) => {
      await tx
        .update(openStreams)
        .set({ count: sql`${openStreams.count} - 1` })
        .where(mine);
      await tx.delete(openStreams).where(and(mine, sql`${openStreams.count} <= 0`));
    });
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
