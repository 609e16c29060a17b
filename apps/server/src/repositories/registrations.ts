/**
 * SQL for self-registration and check-in: the tournament's link and venue codes, and its waiting list
 * (first come first served: `position` only grows).
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  type FrozenProfile,
  tournamentIdentities,
  tournamentPlayers,
  tournaments,
  tournamentWaitlist,
} from '../db/schema';

export interface RegistrationSettings {
  inscriptionsOuvertes: boolean;
  places: number | null;
  listeAttente: boolean;
  inscriptionJeton: string | null;
}

export interface WaitingEntry {
  tournamentId: string;
  userId: string;
}

export function registrationsRepository(db: Db) {
  const waiting = (tournamentId: string, userId: string) =>
    and(eq(tournamentWaitlist.tournamentId, tournamentId), eq(tournamentWaitlist.userId, userId));

  const identity = (tournamentId: string, userId: string) =>
    and(eq(tournamentIdentities.tournamentId, tournamentId), eq(tournamentIdentities.userId, userId));

  return {
    /** The player shares their profile with the tournament's organisers (sharing twice changes nothing). */
    async shareIdentity(tournamentId: string, userId: string): Promise<void> {
      await db.insert(tournamentIdentities).values({ tournamentId, userId }).onConflictDoNothing();
    },

    async unshareIdentity(tournamentId: string, userId: string): Promise<void> {
      await db.delete(tournamentIdentities).where(identity(tournamentId, userId));
    },

    /** Who shared their profile with the tournament, with the copy frozen at its finish (null before). */
    async sharedIdentities(tournamentId: string): Promise<Map<string, FrozenProfile | null>> {
      const rows = await db
        .select({ userId: tournamentIdentities.userId, frozen: tournamentIdentities.frozen })
        .from(tournamentIdentities)
        .where(eq(tournamentIdentities.tournamentId, tournamentId));
      return new Map(rows.map((row) => [row.userId, row.frozen]));
    },

    async freezeIdentity(tournamentId: string, userId: string, profile: FrozenProfile): Promise<void> {
      await db.update(tournamentIdentities).set({ frozen: profile }).where(identity(tournamentId, userId));
    },

    /** The tournament id of a registration link, locked for the rest of the transaction. */
    async lockByRegistrationToken(token: string): Promise<string | undefined> {
      const [row] = await db
        .select({ id: tournaments.id })
        .from(tournaments)
        .where(eq(tournaments.inscriptionJeton, token))
        .for('update');
      return row?.id;
    },

    async findIdByCheckInToken(token: string): Promise<string | undefined> {
      const [row] = await db
        .select({ id: tournaments.id })
        .from(tournaments)
        .where(eq(tournaments.pointageJeton, token));
      return row?.id;
    },

    async findIdByRegistrationToken(token: string): Promise<string | undefined> {
      const [row] = await db
        .select({ id: tournaments.id })
        .from(tournaments)
        .where(eq(tournaments.inscriptionJeton, token));
      return row?.id;
    },

    async saveSettings(tournamentId: string, settings: RegistrationSettings): Promise<void> {
      await db.update(tournaments).set(settings).where(eq(tournaments.id, tournamentId));
    },

    async setCheckInToken(tournamentId: string, token: string | null): Promise<void> {
      await db.update(tournaments).set({ pointageJeton: token }).where(eq(tournaments.id, tournamentId));
    },

    /** The waiting list in order. */
    async waitlist(tournamentId: string): Promise<string[]> {
      const rows = await db
        .select({ userId: tournamentWaitlist.userId })
        .from(tournamentWaitlist)
        .where(eq(tournamentWaitlist.tournamentId, tournamentId))
        .orderBy(asc(tournamentWaitlist.position));
      return rows.map((row) => row.userId);
    },

    /** Every waiting list the user is on (their tournaments page). */
    async waitingTournaments(userId: string): Promise<string[]> {
      const rows = await db
        .select({ tournamentId: tournamentWaitlist.tournamentId })
        .from(tournamentWaitlist)
        .where(eq(tournamentWaitlist.userId, userId));
      return rows.map((row) => row.tournamentId);
    },

    async addWaiting(tournamentId: string, userId: string): Promise<void> {
      await db.insert(tournamentWaitlist).values({
        tournamentId,
        userId,
        position: sql`(select coalesce(max(${tournamentWaitlist.position}), 0) + 1 from ${tournamentWaitlist} where ${tournamentWaitlist.tournamentId} = ${tournamentId})`,
      });
    },

    /** True when the user was on the list. */
    async removeWaiting(tournamentId: string, userId: string): Promise<boolean> {
      const removed = await db
        .delete(tournamentWaitlist)
        .where(waiting(tournamentId, userId))
        .returning({ userId: tournamentWaitlist.userId });
      return removed.length > 0;
    },

    /** The player has seen that they came off the waiting list. */
    async clearPromotion(tournamentId: string, userId: string): Promise<void> {
      await db
        .update(tournamentPlayers)
        .set({ promuLe: null })
        .where(and(eq(tournamentPlayers.tournamentId, tournamentId), eq(tournamentPlayers.userId, userId)));
    },

    /** When each of the user's tournament places came off a waiting list (not yet acknowledged). */
    async promotions(userId: string): Promise<Map<string, Date>> {
      const rows = await db
        .select({ tournamentId: tournamentPlayers.tournamentId, promuLe: tournamentPlayers.promuLe })
        .from(tournamentPlayers)
        .where(eq(tournamentPlayers.userId, userId));
      return new Map(
        rows.flatMap((row) => (row.promuLe ? [[row.tournamentId, row.promuLe] as [string, Date]] : [])),
      );
    },
  };
}

export type RegistrationsRepository = ReturnType<typeof registrationsRepository>;
