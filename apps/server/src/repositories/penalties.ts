/** SQL for a tournament's penalties (removed ones keep their row, marked with who removed them). */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { penalties, type PenaltyRow } from '../db/schema';

export type NewPenalty = Omit<PenaltyRow, 'id' | 'removedBy' | 'removedAt'>;

export function penaltiesRepository(db: Db) {
  return {
    async insert(penalty: NewPenalty): Promise<PenaltyRow> {
      const [row] = await db
        .insert(penalties)
        .values({ id: randomUUID(), ...penalty })
        .returning();
      return row as PenaltyRow;
    },

    /** Every penalty of the tournament, removed ones included, oldest first. */
    async listForTournament(tournamentId: string): Promise<PenaltyRow[]> {
      return db
        .select()
        .from(penalties)
        .where(eq(penalties.tournamentId, tournamentId))
        .orderBy(asc(penalties.createdAt), asc(penalties.id));
    },

    /**
     * How many penalties the tournament has and how many were removed: penalties are only added or
     * removed, so the pair changes at every write (the standing cache is keyed by it).
     */
    async tournamentVersion(tournamentId: string): Promise<string> {
      const [row] = await db
        .select({
          given: sql<number>`count(*)::int`,
          removed: sql<number>`count(${penalties.removedAt})::int`,
        })
        .from(penalties)
        .where(eq(penalties.tournamentId, tournamentId));
      return `${row?.given ?? 0}/${row?.removed ?? 0}`;
    },

    /** Marks a penalty removed; false when the tournament has no such penalty still counting. */
    async remove(tournamentId: string, id: string, by: string, at: Date): Promise<boolean> {
      const removed = await db
        .update(penalties)
        .set({ removedBy: by, removedAt: at })
        .where(
          and(eq(penalties.tournamentId, tournamentId), eq(penalties.id, id), isNull(penalties.removedAt)),
        )
        .returning({ id: penalties.id });
      return removed.length === 1;
    },
  };
}

export type PenaltiesRepository = ReturnType<typeof penaltiesRepository>;
