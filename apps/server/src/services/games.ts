/**
 * Game writes: creation (hand by hand or from final scores), rounds, undo and finish. Each runs in one
 * transaction with the game row locked (SELECT … FOR UPDATE), so concurrent writers of one game queue
 * up and the stale-index check sees the latest count; the primary key (game_id, round_index) is the
 * last line of defence.
 */
import { createHash } from 'node:crypto';
import {
  formatDateTime,
  initialGameState,
  isGameOver,
  MESSAGES,
  validateFinalScores,
  validateNewGame,
  validateRound,
} from '@mj/domain';
import type { HistoryEntry } from '@mj/domain';
import type { AddRoundResponse } from '@mj/contract';
import type { UserRow } from '../db/schema';
import { isUniqueViolation } from '../db/errors';
import { unprocessable, conflict, notFound } from '../errors';
import { SERVER_MESSAGES } from '../messages';
import type { Repositories, Transaction } from '../repositories';
import { toGame } from '../wire';
import { gameFor, tournamentFor } from './access';
import { cacheOf, finishedCache, replayStored } from './replay';

/** Game names are dated in French time, where the players are. */
export const GAME_NAME_TIME_ZONE = 'Europe/Paris';

/** Scores beyond this are typing accidents, not mahjong. */
const MAX_ABS_SCORE = 10_000_000;

/** The four players must be accounts that still exist. */
async function assertPlayersExist(repos: Repositories, joueurs: string[]): Promise<void> {
  const active = await repos.users.activeIds(joueurs);
  if (!joueurs.every((id) => active.has(id))) throw unprocessable(SERVER_MESSAGES.unknownPlayers);
}

/**
 * Inside a tournament: the caller and the four players are its players or its admin, and it is running.
 * The tournament row stays locked so that it cannot be finished while the game is being created.
 */
async function assertTournamentAllows(
  repos: Repositories,
  tournamentId: string,
  user: UserRow,
  joueurs: string[],
) {
  const tournament = await tournamentFor(repos, tournamentId, user, 'member', true);
  if (tournament.etat === 'terminé') throw conflict(SERVER_MESSAGES.tournamentFinished);
  const allowed = new Set([...tournament.joueurs, tournament.adminId]);
  if (!joueurs.every((id) => allowed.has(id))) throw conflict(SERVER_MESSAGES.playersNotInTournament);
}

interface GameStart {
  joueurs: string[];
  tournamentId: string | null;
  dateDebut: Date;
  /** Hand by hand: running at the start state. Manual: finished with the entered scores. */
  finished: { scores: Record<string, number>; dateFin: Date } | null;
}

/** Checks the players (and the tournament) and stores the new game, in one transaction. */
function insertGame(transaction: Transaction, user: UserRow, start: GameStart): Promise<string> {
  const { joueurs, tournamentId, dateDebut, finished } = start;
  return transaction(async (repos) => {
    await assertPlayersExist(repos, joueurs);
    if (tournamentId) await assertTournamentAllows(repos, tournamentId, user, joueurs);
    const initial = initialGameState(joueurs);
    const game = await repos.games.insert({
      nom: `Partie du ${formatDateTime(dateDebut, GAME_NAME_TIME_ZONE)}`,
      joueurs,
      creatorId: user.id,
      tournamentId,
      manual: finished !== null,
      etat: finished ? 'terminé' : 'en cours',
      dateDebut,
      dateFin: finished?.dateFin ?? null,
      ...cacheOf(finished ? { ...initial, scores: finished.scores } : initial, []),
    });
    return game.id;
  });
}

export async function createGame(
  transaction: Transaction,
  user: UserRow,
  input: { joueurs: unknown; tournamentId: string | null; now: Date },
): Promise<string> {
  const seats = validateNewGame(input.joueurs);
  if (!seats.ok) throw unprocessable(seats.error);
  return insertGame(transaction, user, {
    joueurs: seats.value,
    tournamentId: input.tournamentId,
    dateDebut: input.now,
    finished: null,
  });
}

export async function createManualGame(
  transaction: Transaction,
  user: UserRow,
  input: { joueurs: unknown; scores: unknown; dateDebut: Date; tournamentId: string | null; now: Date },
): Promise<string> {
  const valid = validateFinalScores({ joueurs: input.joueurs, scores: input.scores });
  if (!valid.ok) throw unprocessable(valid.error);
  const { joueurs, scores } = valid.value;
  if (!Object.values(scores).every((score) => Number.isInteger(score) && Math.abs(score) <= MAX_ABS_SCORE)) {
    throw unprocessable(MESSAGES.finalScoresNumeric);
  }
  return insertGame(transaction, user, {
    joueurs,
    tournamentId: input.tournamentId,
    dateDebut: input.dateDebut,
    finished: { scores, dateFin: input.now },
  });
}

export interface RoundRequest {
  body: Record<string, unknown>;
  /** Number of rounds the client has seen, when it sent one. */
  index: number | undefined;
  idempotencyKey: string | undefined;
}

/** JSON with sorted keys: the same round written in another key order is the same request. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** What an `Idempotency-Key` stands for: this body at this index. */
function requestHash(request: RoundRequest): string {
  return createHash('sha256')
    .update(canonicalJson({ body: request.body, index: request.index ?? null }))
    .digest('hex');
}

export async function addRound(
  transaction: Transaction,
  user: UserRow,
  gameId: string,
  request: RoundRequest,
): Promise<AddRoundResponse> {
  try {
    return await transaction(async (repos) => {
      const game = await gameFor(repos, gameId, user, true);
      const bodyHash = requestHash(request);
      if (request.idempotencyKey) {
        const stored = await repos.games.storedResponse(game.id, request.idempotencyKey);
        if (stored && stored.bodyHash !== '' && stored.bodyHash !== bodyHash)
          throw unprocessable(SERVER_MESSAGES.idempotencyKeyReused);
        if (stored) return stored.response as AddRoundResponse;
      }
      if (game.etat === 'terminé') throw conflict(SERVER_MESSAGES.gameFinished);
      const rounds = await repos.games.rounds(game.id);
      if (request.index !== undefined && request.index !== rounds.length) {
        throw conflict(SERVER_MESSAGES.staleRoundIndex);
      }
      const round = validateRound(request.body, game.joueurs);
      if (!round.ok) throw unprocessable(round.error);
      const before = replayStored(game, rounds);
      if (isGameOver(before.state)) throw conflict(MESSAGES.gameOver);
      const all = [...rounds, round.value];
      const after = replayStored(game, all);
      await repos.games.insertRound(game.id, rounds.length, { ...round.value });
      const saved = await repos.games.saveState(game.id, cacheOf(after.state, all));
      const response: AddRoundResponse = {
        partie: toGame(saved),
        entry: after.history[rounds.length] as HistoryEntry,
      };
      if (request.idempotencyKey) {
        await repos.games.storeResponse(game.id, request.idempotencyKey, {
          statusCode: 201,
          response,
          bodyHash,
        });
      }
      return response;
    });
  } catch (error) {
    // Another writer stored this round index first (only reachable without the row lock).
    if (isUniqueViolation(error, 'rounds_game_id_round_index_pk'))
      throw conflict(SERVER_MESSAGES.staleRoundIndex);
    throw error;
  }
}

export async function undoLastRound(transaction: Transaction, user: UserRow, gameId: string) {
  return transaction(async (repos) => {
    const game = await gameFor(repos, gameId, user, true);
    if (game.etat === 'terminé') throw conflict(SERVER_MESSAGES.gameFinished);
    const rounds = await repos.games.rounds(game.id);
    if (rounds.length === 0) throw notFound(SERVER_MESSAGES.noRoundToUndo);
    const removed = replayStored(game, rounds).history[rounds.length - 1] as HistoryEntry;
    const remaining = rounds.slice(0, -1);
    await repos.games.deleteRound(game.id, remaining.length);
    const saved = await repos.games.saveState(
      game.id,
      cacheOf(replayStored(game, remaining).state, remaining),
    );
    return { partie: toGame(saved), removed };
  });
}

export async function finishGameById(transaction: Transaction, user: UserRow, gameId: string, now: Date) {
  return transaction(async (repos) => {
    const game = await gameFor(repos, gameId, user, true);
    if (game.etat === 'terminé') throw conflict(SERVER_MESSAGES.gameFinished);
    const rounds = await repos.games.rounds(game.id);
    return toGame(await repos.games.finish(game.id, finishedCache(game, rounds), now));
  });
}

/** Tournament finish: every running game of the tournament is finished too (leftover sticks settled). */
export async function finishRunningGames(
  repos: Repositories,
  tournamentId: string,
  now: Date,
): Promise<void> {
  const running = (await repos.games.listForTournament(tournamentId, true)).filter(
    (game) => game.etat !== 'terminé',
  );
  const roundsByGame = await repos.games.roundsOf(running.map((game) => game.id));
  for (const game of running) {
    await repos.games.finish(game.id, finishedCache(game, roundsByGame.get(game.id) ?? []), now);
  }
}
