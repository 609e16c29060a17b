/**
 * Rounds of a game entered hand by hand: adding one (idempotent, settled on the cached state or on the
 * replay of the stored rounds), undoing the last, correcting or deleting a past one, and the history.
 * Each write runs in one transaction with the game row locked (SELECT … FOR UPDATE), so concurrent writers
 * of one game queue up and the stale-index check sees the latest count; the primary key
 * (game_id, round_index) is the last line of defence.
 */
import { hash } from 'node:crypto';
import {
  countChombos,
  editGame,
  endByRules,
  FINISHED,
  finishGame,
  isGameOver,
  isGameState,
  MAX_FINAL_SCORE,
  MESSAGES,
  rulesOf,
  settleRound,
  validateRound,
} from '@mj/domain';
import type { GameState, HistoryEntry, RoundEdit } from '@mj/domain';
import type { AddRoundResponse } from '@mj/contract';
import { canonicalJson } from '../canonical-json';
import type { GameRow, UserRow } from '../db/schema';
import { isUniqueViolation } from '../db/errors';
import { unprocessable, conflict, forbidden, notFound } from '../errors';
import { SERVER_MESSAGES } from '../messages';
import type { Repositories, Transaction } from '../repositories';
import type { CachedState } from '../repositories/games';
import { toGame } from '../wire';
import { gameAccess, gameFor, type GameAccess } from './access';
import { gameChanged } from './games';
import {
  cacheOf,
  CorruptGameError,
  detailedHistory,
  historyWithMeta,
  replayStored,
  storedRulesOf,
  withMeta,
  type WireHistoryEntry,
} from './replay';
import { reopenValidation } from './sheets';

export interface RoundRequest {
  body: Record<string, unknown>;
  /** Number of rounds the client has seen, when it sent one. */
  index: number | undefined;
  idempotencyKey: string | undefined;
  now: Date;
}

/** What an `Idempotency-Key` stands for: this body at this index. */
function requestHash(request: RoundRequest): string {
  return hash('sha256', canonicalJson({ body: request.body, index: request.index ?? null }), 'hex');
}

/**
 * Rounds a game may hold. A hanchan is 8 hands plus repeats and draws; clubs that play on into West and
 * North reach 30 or so. Beyond 60 it is no longer mahjong but a way to make up scores (each dealer
 * yakuman repeats the deal and adds 48 000).
 */
export const MAX_ROUNDS_PER_GAME = 60;

/** Where a new round starts from: the game's state, its round count and chombos so far. */
interface RoundStart {
  state: GameState;
  count: number;
  chombos: Record<string, number>;
}

/**
 * The start as the game row caches it, when that cache can take a round: a well-formed, unfinished state
 * at the index the client saw. Anything else (a refusal to give, or a cache to doubt) is decided on the
 * replay of the stored rounds instead.
 */
function cachedStart(game: GameRow, index: number | undefined): RoundStart | undefined {
  const state: GameState = {
    joueurs: game.joueurs,
    scores: game.scores,
    vent: game.vent,
    tour_actuel: game.tourActuel,
    dealer_stack: game.dealerStack,
    riichi_stack: game.riichiStack,
  };
  const fits = isGameState(state) && !isGameOver(state) && (index === undefined || index === game.nbTours);
  return fits ? { state, count: game.nbTours, chombos: game.chombos } : undefined;
}

/** The start replayed from the stored rounds: the rules' own answer, whatever the cache says. */
function replayedStart(game: GameRow, rounds: readonly unknown[]): RoundStart {
  return { state: replayStored(game, rounds).state, count: rounds.length, chombos: countChombos(rounds) };
}

/**
 * The round settled on `start` by the domain (refusals as before: stale index 409, invalid round 422,
 * game over 409, or 422 where its rules ended it): the cleaned round, its history entry and the game's cached columns after it.
 */
function settleNext(game: GameRow, start: RoundStart, request: RoundRequest) {
  if (request.index !== undefined && request.index !== start.count)
    throw conflict(SERVER_MESSAGES.staleRoundIndex);
  const rules = rulesOf(game.regles);
  const round = validateRound(request.body, game.joueurs, rules);
  if (!round.ok) throw unprocessable(round.error);
  if (isGameOver(start.state)) {
    // Ended by its rules (no West round, or somebody reached the West round's bound): a round there is bad input.
    const ruled = endByRules(start.state, rules);
    throw ruled ? unprocessable(ruled) : conflict(MESSAGES.gameOver);
  }
  if (start.count >= MAX_ROUNDS_PER_GAME) throw conflict(SERVER_MESSAGES.tooManyRounds(MAX_ROUNDS_PER_GAME));
  const settled = settleRound(start.state, round.value, rules);
  if (!settled.ok) throw new CorruptGameError(`partie ${game.id} : ${settled.error}`);
  // A game entered hand by hand stays within what a final-score game may claim, and the other way round.
  if (Object.values(settled.next.scores).some((score) => Math.abs(score) > MAX_FINAL_SCORE))
    throw unprocessable(MESSAGES.finalScoresRange);
  const entry: HistoryEntry = {
    index: start.count,
    joueurs_avant: start.state.scores,
    delta: settled.delta,
    tour: round.value,
  };
  const chombos = { ...start.chombos };
  if (round.value.type_victoire === 'chombo')
    chombos[round.value.perdant] = (chombos[round.value.perdant] ?? 0) + 1;
  const cache: CachedState = { ...cacheOf(settled.next, []), nbTours: start.count + 1, chombos };
  return { round: round.value, entry, cache };
}

/**
 * POST /parties/tours/{id}: the round is settled on the game row's cached state (one settlement, no
 * rounds read), and stored only if the rounds table agrees with that cache (`insertNextRound` checks the
 * count in the same statement). A cache that disagrees, or a round to refuse, goes through the replay of
 * every stored round, which decides and writes the state again.
 */
export async function addRound(
  transaction: Transaction,
  user: UserRow,
  gameId: string,
  request: RoundRequest,
): Promise<AddRoundResponse> {
  try {
    return await transaction(async (repos, changes) => {
      const game = await gameFor(repos, gameId, user, true);
      const bodyHash = requestHash(request);
      if (request.idempotencyKey) {
        const stored = await repos.games.storedResponse(game.id, request.idempotencyKey);
        if (stored && stored.bodyHash !== '' && stored.bodyHash !== bodyHash)
          throw unprocessable(SERVER_MESSAGES.idempotencyKeyReused);
        if (stored) return stored.response as AddRoundResponse;
      }
      if (game.etat === FINISHED) throw conflict(SERVER_MESSAGES.gameFinished);
      const author = { id: user.id, at: request.now };
      const cached = cachedStart(game, request.index);
      let next = cached && settleNext(game, cached, request);
      if (!next || !(await repos.games.insertNextRound(game.id, cached!.count, { ...next.round }, author))) {
        const rounds = await repos.games.rounds(game.id);
        next = settleNext(game, replayedStart(game, rounds), request);
        await repos.games.insertRound(game.id, rounds.length, { ...next.round }, author);
      }
      const saved = await repos.games.saveState(game.id, next.cache);
      await repos.games.journal(game.id, {
        at: request.now,
        userId: user.id,
        action: 'ajout',
        roundIndex: next.entry.index,
        after: next.round,
      });
      const response: AddRoundResponse = {
        partie: toGame(saved),
        entry: withMeta(next.entry, {
          authorId: user.id,
          createdAt: request.now,
          updatedBy: null,
          updatedAt: null,
        }),
      };
      if (request.idempotencyKey) {
        await repos.games.storeResponse(game.id, request.idempotencyKey, {
          statusCode: 201,
          response,
          bodyHash,
        });
      }
      changes.publish(gameChanged(game));
      return response;
    });
  } catch (error) {
    // Another writer stored this round index first (only reachable without the row lock).
    if (isUniqueViolation(error, 'rounds_game_id_round_index_pk'))
      throw conflict(SERVER_MESSAGES.staleRoundIndex);
    throw error;
  }
}

export async function undoLastRound(transaction: Transaction, user: UserRow, gameId: string, now: Date) {
  return transaction(async (repos, changes) => {
    const game = await gameFor(repos, gameId, user, true);
    if (game.etat === FINISHED) throw conflict(SERVER_MESSAGES.gameFinished);
    const { rounds, metas } = await repos.games.roundsWithMeta(game.id);
    if (rounds.length === 0) throw notFound(SERVER_MESSAGES.noRoundToUndo);
    const last = rounds.length - 1;
    const removed = withMeta(replayStored(game, rounds).history[last]!, metas[last]!);
    const remaining = rounds.slice(0, -1);
    await repos.games.deleteRound(game.id, last);
    await repos.games.journal(game.id, {
      at: now,
      userId: user.id,
      action: 'annulation',
      roundIndex: last,
      before: rounds[last],
    });
    const saved = await repos.games.saveState(
      game.id,
      cacheOf(replayStored(game, remaining).state, remaining),
    );
    changes.publish(gameChanged(game));
    return { partie: toGame(saved), removed };
  });
}

/**
 * A finished game is corrected only by its tournament's admin and referees, or outside a tournament by
 * its creator (api-contract "Correcting a past round"); a running one by whoever may add a round.
 */
function assertMayEdit({ game, tournament, staff }: GameAccess, user: UserRow): void {
  if (game.etat !== FINISHED) return;
  if (tournament ? staff : game.creatorId === user.id) return;
  throw forbidden(SERVER_MESSAGES.finishedGameEditForbidden);
}

/** The cached columns after an edit: a finished game stays finished, its leftover sticks settled again. */
function editedCache(game: GameRow, state: GameState, rounds: readonly unknown[]) {
  if (game.etat !== FINISHED) return cacheOf(state, rounds);
  const finished = finishGame(state, rulesOf(game.regles));
  if (!finished.ok) throw new CorruptGameError(`partie ${game.id} : ${finished.error}`);
  return cacheOf(finished.next, rounds);
}

export interface EditRequest {
  /** Position of the round (0-based, as in the history). */
  index: number;
  /** The replacement round, or null to delete the round. */
  body: Record<string, unknown> | null;
  /** Number of rounds the client has seen, when it sent one. */
  nbTours: number | undefined;
  now: Date;
}

/**
 * Corrects (PUT) or deletes (DELETE) one past round: the whole game is replayed from its stored rounds in
 * the same transaction, the game row locked. Refusals change nothing: stale `nb_tours` 409, unknown
 * round 404, invalid replacement 422, a later round that no longer fits 409 naming it.
 */
export async function editRound(
  transaction: Transaction,
  user: UserRow,
  gameId: string,
  request: EditRequest,
) {
  return transaction(async (repos, changes) => {
    const access = await gameAccess(repos, gameId, user, true);
    const { game } = access;
    assertMayEdit(access, user);
    // A finished tournament's results hold until its admin reopens it.
    if (access.tournament?.etat === FINISHED) throw conflict(SERVER_MESSAGES.tournamentFinishedNoCorrection);
    const { rounds, metas } = await repos.games.roundsWithMeta(game.id);
    if (request.nbTours !== undefined && request.nbTours !== rounds.length)
      throw conflict(SERVER_MESSAGES.staleRoundIndex);
    const { index } = request;
    if (index >= rounds.length) throw notFound(MESSAGES.roundNotFound(index + 1));
    const edit: RoundEdit =
      request.body === null ? { kind: 'remove', index } : { kind: 'replace', index, round: request.body };
    const edited = editGame(game.joueurs, rounds, edit, storedRulesOf(game, rounds));
    if (!edited.ok)
      throw edited.laterRound === undefined ? unprocessable(edited.error) : conflict(edited.error);
    const after = edited.history.map((entry) => entry.tour);
    const meta = metas[index]!;
    await reopenValidation(repos, game, { userId: user.id, now: request.now });
    let entry: WireHistoryEntry;
    if (edit.kind === 'replace') {
      const correction = { by: user.id, at: request.now };
      await repos.games.replaceRound(game.id, index, { ...after[index]! }, correction);
      await repos.games.journal(game.id, {
        at: request.now,
        userId: user.id,
        action: 'correction',
        roundIndex: index,
        before: rounds[index],
        after: after[index],
      });
      entry = withMeta(edited.history[index]!, {
        ...meta,
        updatedBy: correction.by,
        updatedAt: correction.at,
      });
    } else {
      await repos.games.deleteRound(game.id, index);
      await repos.games.journal(game.id, {
        at: request.now,
        userId: user.id,
        action: 'suppression',
        roundIndex: index,
        before: rounds[index],
      });
      entry = withMeta(replayStored(game, rounds).history[index]!, meta);
    }
    const saved = await repos.games.saveState(game.id, editedCache(game, edited.state, after));
    changes.publish(gameChanged(game));
    return { partie: toGame(saved), entry };
  });
}

/** GET /parties/tours/{id}/tours: the game's history, compact (as entered) or detailed, with authors. */
export async function gameHistory(repos: Repositories, user: UserRow, gameId: string, compact: boolean) {
  const game = await gameFor(repos, gameId, user);
  const { rounds, metas } = await repos.games.roundsWithMeta(game.id);
  const history = compact ? replayStored(game, rounds).history : detailedHistory(game, rounds);
  return { tours: historyWithMeta(history, metas) };
}
