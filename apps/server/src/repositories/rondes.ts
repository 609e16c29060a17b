/** SQL for a tournament's rondes (their clock included). The games of a ronde live in `games`. */
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rondes, type RondeRow } from '../db/schema';

export type RondeMode = RondeRow['mode'];

/** The clock's columns: one of `horlogeFin` (running) and `horlogeRestantMs` (paused), or neither. */
export type ClockColumns = Pick<RondeRow, 'dureeMinutes' | 'horlogeFin' | 'horlogeRestantMs' | 'supplements'>;

export function rondesRepository(db: Db) {
  return {
    async insert(ronde: { tournamentId: string; numero: number; mode: RondeMode; seed: number }) {
      const [row] = await db.insert(rondes).values(ronde).returning();
      return row as RondeRow;
    },

    /** Oldest first. */
    async listForTournament(tournamentId: string): Promise<RondeRow[]> {
      return db
        .select()
        .from(rondes)
        .where(eq(rondes.tournamentId, tournamentId))
        .orderBy(asc(rondes.numero));
    },

    async find(tournamentId: string, numero: number): Promise<RondeRow | undefined> {
      const [row] = await db
        .select()
        .from(rondes)
        .where(and(eq(rondes.tournamentId, tournamentId), eq(rondes.numero, numero)));
      return row;
    },

    async saveClock(tournamentId: string, numero: number, clock: ClockColumns): Promise<RondeRow> {
      const [row] = await db
        .update(rondes)
        .set(clock)
        .where(and(eq(rondes.tournamentId, tournamentId), eq(rondes.numero, numero)))
        .returning();
      return row as RondeRow;
    },

    async delete(tournamentId: string, numero: number): Promise<void> {
      await db.delete(rondes).where(and(eq(rondes.tournamentId, tournamentId), eq(rondes.numero, numero)));
    },
  };
}

export type RondesRepository = ReturnType<typeof rondesRepository>;
