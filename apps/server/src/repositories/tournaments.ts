/** SQL for tournaments and their players (kept in the order the admin listed them). */
import { IN_PROGRESS, type StateName } from '@mj/domain';
import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { RulesChoice } from '@mj/domain';
import type { Db } from '../db/client';
import { tournamentPlayers, tournamentReferees, tournaments, type TournamentRow } from '../db/schema';

export interface Tournament extends TournamentRow {
  joueurs: string[];
  /** Players the admin marked absent (a subset of `joueurs`). */
  absents: string[];
  /** Referees named by the admin. */
  arbitres: string[];
  /** Players checked in on the day (a subset of `joueurs`). */
  presents: string[];
  /** Substitutes (a subset of `joueurs`). */
  remplacants: string[];
}

interface PlayerLists {
  joueurs: string[];
  absents: string[];
  presents: string[];
  remplacants: string[];
  arbitres: string[];
}

const noPlayers = (): PlayerLists => ({
  joueurs: [],
  absents: [],
  presents: [],
  remplacants: [],
  arbitres: [],
});

export interface NewTournament {
  nom: string;
  dateDebut: Date;
  classementVisible: boolean;
  regles: RulesChoice;
  adminId: string;
  joueurs: string[];
  validationFeuilles?: TournamentRow['validationFeuilles'];
  departage?: TournamentRow['departage'];
  rondesPrevues?: number | null;
}

/** The settings the admin may change after creation. */
export type TournamentSettings = Partial<
  Pick<
    TournamentRow,
    | 'nom'
    | 'dateDebut'
    | 'validationFeuilles'
    | 'departage'
    | 'ville'
    | 'pays'
    | 'regles'
    | 'rondesPrevues'
    | 'tablesFixes'
    | 'separerClubs'
    | 'leagueId'
    | 'equipes'
    | 'equipesComptees'
    | 'phases'
  >
>;

export function tournamentsRepository(db: Db) {
  async function playersOf(ids: string[]) {
    const byTournament = new Map(ids.map((id) => [id, noPlayers()]));
    if (ids.length === 0) return byTournament;
    // Each list in the admin's order, as one array per tournament: a room's 512 players are one row to
    // read, not 512 (the live streams read their tournament once per batch of events).
    const inOrder = (where?: SQL) =>
      where
        ? sql<string[]>`coalesce(array_agg(${tournamentPlayers.userId} order by ${tournamentPlayers.position}) filter (where ${where}), '{}')`
        : sql<string[]>`array_agg(${tournamentPlayers.userId} order by ${tournamentPlayers.position})`;
    const [rows, referees] = await Promise.all([
      db
        .select({
          tournamentId: tournamentPlayers.tournamentId,
          joueurs: inOrder(),
          absents: inOrder(sql`${tournamentPlayers.absent}`),
          presents: inOrder(sql`${tournamentPlayers.present}`),
          remplacants: inOrder(sql`${tournamentPlayers.remplacant}`),
        })
        .from(tournamentPlayers)
        .where(inArray(tournamentPlayers.tournamentId, ids))
        .groupBy(tournamentPlayers.tournamentId),
      db
        .select()
        .from(tournamentReferees)
        .where(inArray(tournamentReferees.tournamentId, ids))
        .orderBy(asc(tournamentReferees.userId)),
    ]);
    for (const { tournamentId, ...lists } of rows) {
      const players = byTournament.get(tournamentId);
      if (players) Object.assign(players, lists);
    }
    for (const row of referees) byTournament.get(row.tournamentId)?.arbitres.push(row.userId);
    return byTournament;
  }

  async function withPlayers(rows: TournamentRow[]): Promise<Tournament[]> {
    const players = await playersOf(rows.map((row) => row.id));
    return rows.map((row) => ({ ...row, ...noPlayers(), ...players.get(row.id) }));
  }

  const player = (tournamentId: string, userId: string) =>
    and(eq(tournamentPlayers.tournamentId, tournamentId), eq(tournamentPlayers.userId, userId));

  return {
    async create(input: NewTournament): Promise<Tournament> {
      const { joueurs, ...fields } = input;
      const [row] = await db
        .insert(tournaments)
        .values({ id: randomUUID(), etat: IN_PROGRESS, ...fields })
        .returning();
      const tournament = row as TournamentRow;
      // None when registration opens at creation: the players come by the link.
      if (joueurs.length > 0)
        await db
          .insert(tournamentPlayers)
          .values(joueurs.map((userId, position) => ({ tournamentId: tournament.id, userId, position })));
      return { ...tournament, ...noPlayers(), joueurs: [...joueurs] };
    },

    /** With `lock`, the row stays locked until the transaction ends (state changes, game creation). */
    async find(id: string, lock = false): Promise<Tournament | undefined> {
      const query = db.select().from(tournaments).where(eq(tournaments.id, id));
      const [row] = lock ? await query.for('update') : await query;
      if (!row) return undefined;
      const [tournament] = await withPlayers([row]);
      return tournament;
    },

    /** Tournaments where the user plays, referees or is the admin, newest first. */
    async listForUser(userId: string): Promise<Tournament[]> {
      const rows = await db
        .select()
        .from(tournaments)
        .where(
          or(
            eq(tournaments.adminId, userId),
            inArray(
              tournaments.id,
              db
                .select({ id: tournamentPlayers.tournamentId })
                .from(tournamentPlayers)
                .where(eq(tournamentPlayers.userId, userId)),
            ),
            inArray(
              tournaments.id,
              db
                .select({ id: tournamentReferees.tournamentId })
                .from(tournamentReferees)
                .where(eq(tournamentReferees.userId, userId)),
            ),
          ),
        )
        .orderBy(desc(tournaments.dateDebut), desc(tournaments.createdAt));
      return withPlayers(rows);
    },

    /** Appended to the list; `promuLe` when the player comes off the waiting list. */
    async addPlayer(
      tournamentId: string,
      userId: string,
      flags: { remplacant?: boolean; promuLe?: Date } = {},
    ): Promise<void> {
      await db.insert(tournamentPlayers).values({
        tournamentId,
        userId,
        ...flags,
        position: sql`(select coalesce(max(${tournamentPlayers.position}), -1) + 1 from ${tournamentPlayers} where ${tournamentPlayers.tournamentId} = ${tournamentId})`,
      });
    },

    async removePlayer(tournamentId: string, userId: string): Promise<void> {
      await db.delete(tournamentPlayers).where(player(tournamentId, userId));
    },

    async setAbsent(tournamentId: string, userId: string, absent: boolean): Promise<void> {
      await db.update(tournamentPlayers).set({ absent }).where(player(tournamentId, userId));
    },

    async setPresent(tournamentId: string, userId: string, present: boolean): Promise<void> {
      await db.update(tournamentPlayers).set({ present }).where(player(tournamentId, userId));
    },

    async rename(id: string, fields: TournamentSettings): Promise<void> {
      await db.update(tournaments).set(fields).where(eq(tournaments.id, id));
    },

    /** Names a referee; naming one twice changes nothing. */
    async addReferee(tournamentId: string, userId: string): Promise<void> {
      await db.insert(tournamentReferees).values({ tournamentId, userId }).onConflictDoNothing();
    },

    async removeReferee(tournamentId: string, userId: string): Promise<void> {
      await db
        .delete(tournamentReferees)
        .where(and(eq(tournamentReferees.tournamentId, tournamentId), eq(tournamentReferees.userId, userId)));
    },

    async setScreenToken(id: string, token: string | null): Promise<void> {
      await db.update(tournaments).set({ ecranJeton: token }).where(eq(tournaments.id, id));
    },

    async findByScreenToken(token: string): Promise<Tournament | undefined> {
      const [row] = await db.select().from(tournaments).where(eq(tournaments.ecranJeton, token));
      if (!row) return undefined;
      const [tournament] = await withPlayers([row]);
      return tournament;
    },

    async setAdmin(id: string, adminId: string): Promise<void> {
      await db.update(tournaments).set({ adminId }).where(eq(tournaments.id, id));
    },

    /** The name of a tournament the user administers, if any (oldest first). */
    async firstAdministeredBy(userId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ nom: tournaments.nom })
        .from(tournaments)
        .where(eq(tournaments.adminId, userId))
        .orderBy(asc(tournaments.createdAt))
        .limit(1);
      return row?.nom;
    },

    async setRankingVisible(id: string, visible: boolean): Promise<void> {
      await db.update(tournaments).set({ classementVisible: visible }).where(eq(tournaments.id, id));
    },

    async setState(id: string, etat: StateName, dateFin: Date | null): Promise<void> {
      await db.update(tournaments).set({ etat, dateFin }).where(eq(tournaments.id, id));
    },
  };
}

export type TournamentsRepository = ReturnType<typeof tournamentsRepository>;
