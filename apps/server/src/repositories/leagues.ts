/** SQL for leagues, their members (admins flagged) and their seasons; the games a season reads. */
import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  games,
  leagueMembers,
  leagues,
  seasons,
  tournaments,
  type GameRow,
  type LeagueRow,
  type SeasonRow,
} from '../db/schema';

export interface League extends LeagueRow {
  /** Members in the order they joined; admins are members too. */
  membres: string[];
  admins: string[];
}

export type NewSeason = Omit<SeasonRow, 'id' | 'createdAt'>;
export type SeasonFields = Omit<NewSeason, 'leagueId'>;

/** The columns a season reads of a game (the standings read them for every game of the league). */
export type SeasonGameRow = Pick<
  GameRow,
  | 'id'
  | 'nom'
  | 'etat'
  | 'manual'
  | 'dateDebut'
  | 'dateFin'
  | 'regles'
  | 'scores'
  | 'riichiStack'
  | 'chombos'
  | 'validationRequired'
  | 'validatedAt'
  | 'validationReason'
  | 'confirmations'
  | 'joueurs'
  | 'creatorId'
>;

/** A league game with what the season needs of its tournament (null outside one). */
export interface LeagueGame {
  game: SeasonGameRow;
  tournament: { classementVisible: boolean } | null;
}

export function leaguesRepository(db: Db) {
  async function withMembers(rows: LeagueRow[]): Promise<League[]> {
    if (rows.length === 0) return [];
    const members = await db
      .select()
      .from(leagueMembers)
      .where(
        inArray(
          leagueMembers.leagueId,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(asc(leagueMembers.joinedAt), asc(leagueMembers.userId));
    return rows.map((row) => {
      const own = members.filter((member) => member.leagueId === row.id);
      return {
        ...row,
        membres: own.map((member) => member.userId),
        admins: own.filter((member) => member.admin).map((member) => member.userId),
      };
    });
  }

  return {
    async create(nom: string, adminId: string): Promise<League> {
      const [row] = await db.insert(leagues).values({ id: randomUUID(), nom }).returning();
      await db.insert(leagueMembers).values({ leagueId: row!.id, userId: adminId, admin: true });
      return { ...row!, membres: [adminId], admins: [adminId] };
    },

    /** With `lock`, the league row stays locked until the transaction ends (membership changes). */
    async find(id: string, lock = false): Promise<League | undefined> {
      const query = db.select().from(leagues).where(eq(leagues.id, id));
      const [row] = lock ? await query.for('update') : await query;
      return row ? (await withMembers([row]))[0] : undefined;
    },

    /** A user's membership of a league: undefined when not a member (or no such league). */
    async membership(leagueId: string, userId: string): Promise<{ admin: boolean } | undefined> {
      const [row] = await db
        .select({ admin: leagueMembers.admin })
        .from(leagueMembers)
        .where(and(eq(leagueMembers.leagueId, leagueId), eq(leagueMembers.userId, userId)));
      return row;
    },

    async findByToken(token: string, lock = false): Promise<League | undefined> {
      const query = db.select().from(leagues).where(eq(leagues.invitationJeton, token));
      const [row] = lock ? await query.for('update') : await query;
      return row ? (await withMembers([row]))[0] : undefined;
    },

    async listForUser(userId: string): Promise<League[]> {
      const rows = await db
        .select({ league: leagues })
        .from(leagues)
        .innerJoin(leagueMembers, eq(leagueMembers.leagueId, leagues.id))
        .where(eq(leagueMembers.userId, userId))
        .orderBy(asc(leagues.nom), asc(leagues.id));
      return withMembers(rows.map((row) => row.league));
    },

    async rename(id: string, nom: string): Promise<void> {
      await db.update(leagues).set({ nom }).where(eq(leagues.id, id));
    },

    async setToken(id: string, token: string): Promise<void> {
      await db.update(leagues).set({ invitationJeton: token }).where(eq(leagues.id, id));
    },

    /** Adds a member (an admin keeps the flag); adding one twice changes nothing. */
    async addMember(leagueId: string, userId: string): Promise<void> {
      await db.insert(leagueMembers).values({ leagueId, userId }).onConflictDoNothing();
    },

    async removeMember(leagueId: string, userId: string): Promise<void> {
      await db
        .delete(leagueMembers)
        .where(and(eq(leagueMembers.leagueId, leagueId), eq(leagueMembers.userId, userId)));
    },

    async setAdmin(leagueId: string, userId: string, admin: boolean): Promise<void> {
      await db
        .update(leagueMembers)
        .set({ admin })
        .where(and(eq(leagueMembers.leagueId, leagueId), eq(leagueMembers.userId, userId)));
    },

    async createSeason(season: NewSeason): Promise<SeasonRow> {
      const [row] = await db
        .insert(seasons)
        .values({ id: randomUUID(), ...season })
        .returning();
      return row!;
    },

    async findSeason(id: string): Promise<SeasonRow | undefined> {
      const [row] = await db.select().from(seasons).where(eq(seasons.id, id));
      return row;
    },

    /** Newest first: by first day, then by creation. */
    async listSeasons(leagueId: string): Promise<SeasonRow[]> {
      return db
        .select()
        .from(seasons)
        .where(eq(seasons.leagueId, leagueId))
        .orderBy(desc(seasons.dateDebut), desc(seasons.createdAt));
    },

    async updateSeason(id: string, fields: SeasonFields): Promise<void> {
      await db.update(seasons).set(fields).where(eq(seasons.id, id));
    },

    async deleteSeason(id: string): Promise<void> {
      await db.delete(seasons).where(eq(seasons.id, id));
    },

    /**
     * Every game of the league: played for it, or in a tournament attached to it (the tournament's
     * attachment wins over the game's own choice).
     */
    async games(leagueId: string): Promise<LeagueGame[]> {
      const rows = await db
        .select({
          game: {
            id: games.id,
            nom: games.nom,
            etat: games.etat,
            manual: games.manual,
            dateDebut: games.dateDebut,
            dateFin: games.dateFin,
            regles: games.regles,
            scores: games.scores,
            riichiStack: games.riichiStack,
            chombos: games.chombos,
            validationRequired: games.validationRequired,
            validatedAt: games.validatedAt,
            // A game a player made up counts once its other players confirmed it (wire.ts).
            validationReason: games.validationReason,
            confirmations: games.confirmations,
            joueurs: games.joueurs,
            creatorId: games.creatorId,
          },
          classementVisible: tournaments.classementVisible,
        })
        .from(games)
        .leftJoin(tournaments, eq(tournaments.id, games.tournamentId))
        .where(or(eq(games.leagueId, leagueId), eq(tournaments.leagueId, leagueId)));
      return rows.map((row) => ({
        game: row.game,
        tournament: row.classementVisible === null ? null : { classementVisible: row.classementVisible },
      }));
    },
  };
}

export type LeaguesRepository = ReturnType<typeof leaguesRepository>;
