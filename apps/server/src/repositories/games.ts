/**
 * SQL for games, their rounds and the idempotency keys of round posts. The state columns of a game are
 * the cache of the domain's replay of its rounds; only the game service writes them, in the same
 * transaction as the rounds they come from.
 */
import { FINISHED, type StateName } from '@mj/domain';
import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, gte, inArray, lt, or, sql } from 'drizzle-orm';
import type { RulesChoice, Wind } from '@mj/domain';
import type { Db } from '../db/client';
import {
  gameJournal,
  games,
  hiddenGames,
  idempotencyKeys,
  rounds,
  type GameRow,
  type JournalRow,
} from '../db/schema';

/** The replay-derived columns of a game. */
export interface CachedState {
  scores: Record<string, number>;
  vent: Wind;
  tourActuel: number;
  dealerStack: number;
  riichiStack: number;
  nbTours: number;
  chombos: Record<string, number>;
}

export interface NewGame extends CachedState {
  nom: string;
  joueurs: string[];
  creatorId: string;
  tournamentId: string | null;
  /** The league it is played for (null: none). */
  leagueId?: string | null;
  manual: boolean;
  etat: StateName;
  dateDebut: Date;
  dateFin: Date | null;
  /** The rules it plays (absent: classic). */
  regles?: RulesChoice;
  /** Set for the games of a ronde. */
  ronde?: number | null;
  tableNumber?: number | null;
  validationRequired?: boolean;
  validationReason?: GameRow['validationReason'];
}

/** One write to a game, as the journal keeps it (`at` and `userId` say when and who). */
export type JournalWrite = Omit<JournalRow, 'id' | 'gameId' | 'roundIndex' | 'before' | 'after'> & {
  roundIndex?: number | null;
  before?: unknown;
  after?: unknown;
};

/** Who entered a round and who last corrected it (history entries carry them). */
export interface RoundMeta {
  authorId: string | null;
  createdAt: Date;
  updatedBy: string | null;
  updatedAt: Date | null;
}

export interface StoredResponse {
  statusCode: number;
  response: unknown;
  /** SHA-256 of the request that produced it ('' for keys stored before hashes existed). */
  bodyHash: string;
}

/**
 * The columns `insertNextRound` writes, by name (drizzle's insert … select lists every column, by
 * position): the others keep their defaults, and a column added to the table cannot shift its values.
 */
const NEXT_ROUND_COLUMNS = sql.join(
  [rounds.gameId, rounds.roundIndex, rounds.payload, rounds.authorId, rounds.createdAt].map((column) =>
    sql.identifier(column.name),
  ),
  sql`, `,
);

/** How long an `Idempotency-Key` is remembered: a client retries within seconds, a day is plenty. */
export const IDEMPOTENCY_KEY_TTL = '1 day';

export function gamesRepository(db: Db) {
  return {
    async insert(game: NewGame): Promise<GameRow> {
      const [row] = await db
        .insert(games)
        .values({ id: randomUUID(), ...game })
        .returning();
      return row as GameRow;
    },

    /**
     * The names already taken by `name` and its numbered forms `name (n)` among the games a new game with
     * these players, tournament and league would be listed beside.
     */
    async namesLike(
      name: string,
      near: { joueurs: string[]; tournamentId: string | null; leagueId: string | null },
    ): Promise<string[]> {
      const numbered = `${name.replace(/[\\%_]/g, (c) => `\\${c}`)} (%)`;
      const beside = or(
        sql`${games.joueurs} && array[${sql.join(
          near.joueurs.map((id) => sql`${id}`),
          sql`, `,
        )}]::text[]`,
        near.tournamentId === null ? undefined : eq(games.tournamentId, near.tournamentId),
        near.leagueId === null ? undefined : eq(games.leagueId, near.leagueId),
      );
      const rows = await db
        .select({ nom: games.nom })
        .from(games)
        .where(and(or(eq(games.nom, name), sql`${games.nom} like ${numbered}`), beside));
      return rows.map((row) => row.nom);
    },

    /** The game already imported from the same log (its platform's id) or describing the same game. */
    async findImported(
      origin: Pick<GameRow, 'importLogId'> & {
        importPlateforme: NonNullable<GameRow['importPlateforme']>;
        importEmpreinte: string;
      },
    ): Promise<string | undefined> {
      const sameGame = eq(games.importEmpreinte, origin.importEmpreinte);
      const sameLog =
        origin.importLogId === null
          ? undefined
          : and(
              eq(games.importPlateforme, origin.importPlateforme),
              eq(games.importLogId, origin.importLogId),
            );
      const [row] = await db
        .select({ id: games.id })
        .from(games)
        .where(sameLog ? or(sameGame, sameLog) : sameGame)
        .limit(1);
      return row?.id;
    },

    /** With `lock`, concurrent writers of the same game wait for this transaction (SELECT … FOR UPDATE). */
    async find(id: string, lock = false): Promise<GameRow | undefined> {
      const query = db.select().from(games).where(eq(games.id, id));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    /** Games the user plays in or created, newest first; without the ones they left unless asked. */
    async listForUser(userId: string, { withLeft = false } = {}): Promise<GameRow[]> {
      const theirs = or(sql`${games.joueurs} @> array[${userId}]::text[]`, eq(games.creatorId, userId));
      const kept = sql`not exists (select 1 from ${hiddenGames} where ${hiddenGames.userId} = ${userId} and ${hiddenGames.gameId} = ${games.id})`;
      return db
        .select()
        .from(games)
        .where(withLeft ? theirs : and(theirs, kept))
        .orderBy(desc(games.dateDebut), desc(games.createdAt));
    },

    /** The user leaves (hides) a game; leaving again changes nothing. */
    async hide(gameId: string, userId: string): Promise<void> {
      await db.insert(hiddenGames).values({ gameId, userId }).onConflictDoNothing();
    },

    /** Ids of the games the user left. */
    async leftIds(userId: string): Promise<Set<string>> {
      const rows = await db
        .select({ gameId: hiddenGames.gameId })
        .from(hiddenGames)
        .where(eq(hiddenGames.userId, userId));
      return new Set(rows.map((row) => row.gameId));
    },

    async listForTournament(tournamentId: string, lock = false): Promise<GameRow[]> {
      const query = db
        .select()
        .from(games)
        .where(eq(games.tournamentId, tournamentId))
        .orderBy(asc(games.dateDebut), asc(games.createdAt));
      return lock ? query.for('update') : query;
    },

    /**
     * What a tournament's games are now, in one short text: each game's id and version (every round raises
     * it; a deleted game drops out) with what decides whether and how it counts. The standing cache is keyed
     * by it.
     */
    async tournamentVersion(tournamentId: string): Promise<string> {
      const [row] = await db
        .select({
          // Validation, confirmations, the finish and a substitution change no version: they are in the key too.
          key: sql<string>`coalesce(md5(string_agg(concat_ws(':', ${games.id}, ${games.version}, ${games.etat}, ${games.validationRequired}::text, ${games.validatedAt}::text, ${games.confirmations}::text, ${games.joueurs}::text, ${games.scores}::text), ',' order by ${games.id})), '')`,
        })
        .from(games)
        .where(eq(games.tournamentId, tournamentId));
      return row?.key ?? '';
    },

    /** A tournament's new rules, given to its games that have no round yet, back at their start state. */
    async setRules(id: string, regles: RulesChoice, state: CachedState): Promise<void> {
      await db
        .update(games)
        .set({ ...state, regles })
        .where(eq(games.id, id));
    },

    async saveState(id: string, state: CachedState): Promise<GameRow> {
      const [row] = await db.update(games).set(state).where(eq(games.id, id)).returning();
      return row as GameRow;
    },

    async finish(id: string, state: CachedState, dateFin: Date): Promise<GameRow> {
      const [row] = await db
        .update(games)
        .set({ ...state, etat: FINISHED, dateFin })
        .where(eq(games.id, id))
        .returning();
      return row as GameRow;
    },

    /** A game kept on paper: finished with the scores its table wrote down. */
    async finishWithScores(
      id: string,
      scores: Record<string, number>,
      fields: { dateFin: Date; validationRequired: boolean; validationReason: GameRow['validationReason'] },
    ): Promise<GameRow> {
      const [row] = await db
        .update(games)
        .set({ scores, manual: true, etat: FINISHED, riichiStack: 0, ...fields })
        .where(eq(games.id, id))
        .returning();
      return row as GameRow;
    },

    /** A substitute takes a seat before the first round: new players, the state started afresh. */
    async replacePlayers(id: string, joueurs: string[], state: CachedState): Promise<GameRow> {
      const [row] = await db
        .update(games)
        .set({ ...state, joueurs })
        .where(eq(games.id, id))
        .returning();
      return row as GameRow;
    },

    async validate(id: string, by: string, at: Date): Promise<GameRow> {
      const [row] = await db
        .update(games)
        .set({ validatedBy: by, validatedAt: at })
        .where(eq(games.id, id))
        .returning();
      return row as GameRow;
    },

    /** One of its players confirms the result (confirming twice changes nothing). */
    async confirm(id: string, userId: string): Promise<GameRow> {
      const [row] = await db
        .update(games)
        .set({
          confirmations: sql`case when ${userId} = any(${games.confirmations}) then ${games.confirmations} else array_append(${games.confirmations}, ${userId}::text) end`,
        })
        .where(eq(games.id, id))
        .returning();
      return row as GameRow;
    },

    /** A validated or confirmed game changed: its validation and confirmations no longer hold. */
    async clearValidation(id: string): Promise<void> {
      await db
        .update(games)
        .set({ validatedBy: null, validatedAt: null, confirmations: [] })
        .where(eq(games.id, id));
    },

    /** Whether each listed game of a tournament needs a validation before it counts. */
    async setValidationRequired(ids: string[], required: boolean): Promise<void> {
      if (ids.length === 0) return;
      await db.update(games).set({ validationRequired: required }).where(inArray(games.id, ids));
    },

    /** Keeps a write in the game's journal (in the transaction of the write itself). */
    async journal(gameId: string, write: JournalWrite): Promise<void> {
      await db.insert(gameJournal).values({
        gameId,
        at: write.at,
        userId: write.userId,
        action: write.action,
        roundIndex: write.roundIndex ?? null,
        before: write.before ?? null,
        after: write.after ?? null,
      });
    },

    /** The game's journal, oldest first. */
    async journalOf(gameId: string): Promise<JournalRow[]> {
      return db.select().from(gameJournal).where(eq(gameJournal.gameId, gameId)).orderBy(asc(gameJournal.id));
    },

    /** Deletes the game; its rounds and idempotency keys go with it (ON DELETE CASCADE). */
    async delete(id: string): Promise<void> {
      await db.delete(games).where(eq(games.id, id));
    },

    /** The stored rounds of a game, in order. */
    async rounds(gameId: string): Promise<unknown[]> {
      const rows = await db
        .select({ payload: rounds.payload })
        .from(rounds)
        .where(eq(rounds.gameId, gameId))
        .orderBy(asc(rounds.roundIndex));
      return rows.map((row) => row.payload);
    },

    /** The rounds of several games in one query, by game id. */
    async roundsOf(gameIds: string[]): Promise<Map<string, unknown[]>> {
      const byGame = new Map<string, unknown[]>(gameIds.map((id) => [id, []]));
      if (gameIds.length === 0) return byGame;
      const rows = await db
        .select({ gameId: rounds.gameId, payload: rounds.payload })
        .from(rounds)
        .where(inArray(rounds.gameId, gameIds))
        .orderBy(asc(rounds.gameId), asc(rounds.roundIndex));
      for (const row of rows) byGame.get(row.gameId)?.push(row.payload);
      return byGame;
    },

    /** The chombo rounds of these games, with who entered each and when (the penalties list shows them). */
    async chombosOf(gameIds: string[]) {
      if (gameIds.length === 0) return [];
      return db
        .select({
          gameId: rounds.gameId,
          roundIndex: rounds.roundIndex,
          payload: rounds.payload,
          authorId: rounds.authorId,
          createdAt: rounds.createdAt,
        })
        .from(rounds)
        .where(and(inArray(rounds.gameId, gameIds), sql`${rounds.payload}->>'type_victoire' = 'chombo'`))
        .orderBy(asc(rounds.createdAt), asc(rounds.gameId), asc(rounds.roundIndex));
    },

    /** The stored rounds of a game with who entered and corrected each, in order (one query). */
    async roundsWithMeta(gameId: string): Promise<{ rounds: unknown[]; metas: RoundMeta[] }> {
      const rows = await db
        .select({
          payload: rounds.payload,
          authorId: rounds.authorId,
          createdAt: rounds.createdAt,
          updatedBy: rounds.updatedBy,
          updatedAt: rounds.updatedAt,
        })
        .from(rounds)
        .where(eq(rounds.gameId, gameId))
        .orderBy(asc(rounds.roundIndex));
      return { rounds: rows.map((row) => row.payload), metas: rows.map(({ payload: _, ...meta }) => meta) };
    },

    async insertRound(
      gameId: string,
      roundIndex: number,
      payload: Record<string, unknown>,
      author: { id: string; at: Date },
    ): Promise<void> {
      await db
        .insert(rounds)
        .values({ gameId, roundIndex, payload, authorId: author.id, createdAt: author.at });
    },

    /**
     * Stores the round at `roundIndex` only if the game has exactly `roundIndex` rounds (its indexes are
     * 0…n−1), checked in the same statement; false when it has another count (nothing written).
     */
    async insertNextRound(
      gameId: string,
      roundIndex: number,
      payload: Record<string, unknown>,
      author: { id: string; at: Date },
    ): Promise<boolean> {
      const ofGame = sql`${rounds.gameId} = ${gameId}`;
      const inserted = await db.execute(
        sql`insert into ${rounds} (${NEXT_ROUND_COLUMNS})
          select ${gameId}, ${roundIndex}::integer, ${JSON.stringify(payload)}::jsonb, ${author.id},
            ${author.at.toISOString()}::timestamptz
          where not exists (select 1 from ${rounds} where ${ofGame} and ${rounds.roundIndex} >= ${roundIndex})
            and (${roundIndex}::integer = 0 or exists (
              select 1 from ${rounds} where ${ofGame} and ${rounds.roundIndex} = ${roundIndex}::integer - 1))
          returning 1`,
      );
      // node-postgres and PGlite both answer with the returned rows in `rows`.
      return (inserted as unknown as { rows: unknown[] }).rows.length === 1;
    },

    /** A corrected round: its new payload, who corrected it and when. */
    async replaceRound(
      gameId: string,
      roundIndex: number,
      payload: Record<string, unknown>,
      correction: { by: string; at: Date },
    ): Promise<void> {
      await db
        .update(rounds)
        .set({ payload, updatedBy: correction.by, updatedAt: correction.at })
        .where(and(eq(rounds.gameId, gameId), eq(rounds.roundIndex, roundIndex)));
    },

    /** Deletes a round; the later rounds move down one place, so indexes stay 0…n−1. */
    async deleteRound(gameId: string, roundIndex: number): Promise<void> {
      const ofGame = eq(rounds.gameId, gameId);
      await db.delete(rounds).where(and(ofGame, eq(rounds.roundIndex, roundIndex)));
      // Through negative indexes: the primary key is checked row by row, so a plain "− 1" could
      // collide with the next row before it moves.
      await db
        .update(rounds)
        .set({ roundIndex: sql`-${rounds.roundIndex}` })
        .where(and(ofGame, sql`${rounds.roundIndex} > ${roundIndex}`));
      await db
        .update(rounds)
        .set({ roundIndex: sql`-${rounds.roundIndex} - 1` })
        .where(and(ofGame, sql`${rounds.roundIndex} < 0`));
    },

    /**
     * The response stored under this key within the last day. The game's older keys are deleted by the
     * same statement (a data-modifying WITH, run whether or not it is read): no round trip of its own.
     * Its SELECT reads the snapshot from before that delete, hence the age condition there too.
     */
    async storedResponse(gameId: string, key: string): Promise<StoredResponse | undefined> {
      const ofGame = eq(idempotencyKeys.gameId, gameId);
      const cutoff = sql`now() - ${IDEMPOTENCY_KEY_TTL}::interval`;
      const expired = db.$with('expired').as(
        db
          .delete(idempotencyKeys)
          .where(and(ofGame, lt(idempotencyKeys.createdAt, cutoff)))
          .returning({ key: idempotencyKeys.key }),
      );
      const [row] = await db
        .with(expired)
        .select({
          statusCode: idempotencyKeys.statusCode,
          response: idempotencyKeys.response,
          bodyHash: idempotencyKeys.bodyHash,
        })
        .from(idempotencyKeys)
        .where(and(ofGame, eq(idempotencyKeys.key, key), gte(idempotencyKeys.createdAt, cutoff)));
      return (
        row && {
          statusCode: row.statusCode,
          response: JSON.parse(row.response) as unknown,
          bodyHash: row.bodyHash,
        }
      );
    },

    async storeResponse(gameId: string, key: string, stored: StoredResponse): Promise<void> {
      await db.insert(idempotencyKeys).values({
        gameId,
        key,
        bodyHash: stored.bodyHash,
        statusCode: stored.statusCode,
        response: JSON.stringify(stored.response),
      });
    },
  };
}

export type GamesRepository = ReturnType<typeof gamesRepository>;
