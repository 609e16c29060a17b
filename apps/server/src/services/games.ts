/**
 * Game writes: creation (hand by hand or from final scores), rounds, undo and finish. Each runs in one
 * transaction with the game row locked (SELECT … FOR UPDATE), so concurrent writers of one game queue
 * up and the stale-index check sees the latest count; the primary key (game_id, round_index) is the
 * last line of defence.
 */
import { hash } from 'node:crypto';
import {
  editGame,
  finishGame,
  formatDateTime,
  initialGameState,
  countChombos,
  endByRules,
  isGameOver,
  isGameState,
  MAX_FINAL_SCORE,
  MESSAGES,
  rulesOf,
  sameRules,
  settleRound,
  readFinalScores,
  validateFinalScores,
  validateNewGame,
  validateRound,
  validateRules,
} from '@mj/domain';
import type { GameState, HistoryEntry, RoundEdit, RoundPayload, Ruleset, RulesChoice } from '@mj/domain';
import type { AddRoundResponse } from '@mj/contract';
import type { GameRow, UserRow } from '../db/schema';
import type { BusEvent } from '../events/bus';
import { isUniqueViolation } from '../db/errors';
import { ApiError, unprocessable, conflict, forbidden, notFound } from '../errors';
import { SERVER_MESSAGES } from '../messages';
import type { Changes, Repositories, Transaction } from '../repositories';
import type { CachedState } from '../repositories/games';
import type { Tournament } from '../repositories/tournaments';
import type { League } from '../repositories/leagues';
import { confirmedByPlayers, toGame } from '../wire';
import { gameAccess, gameFor, isTournamentStaff, tournamentFor, type GameAccess } from './access';
import { assertLeagueGame, isLeagueAdmin } from './leagues';
import {
  cacheOf,
  CorruptGameError,
  detailedHistory,
  finishedCache,
  historyWithMeta,
  replayStored,
  withMeta,
  type WireHistoryEntry,
} from './replay';

/**
 * The event of any change of a game (its streams and its tournament's refresh). `game` is the row as the
 * write read it, locked, before changing it: its version is the one the write started from.
 */
export const gameChanged = (game: Pick<GameRow, 'id' | 'tournamentId' | 'version'>): BusEvent => ({
  type: 'partie',
  gameId: game.id,
  tournamentId: game.tournamentId,
  depuis: game.version,
});

/** A new game's event: its tournament's pages refresh; no stream of the game itself can predate it. */
export const gameCreated = (game: Pick<GameRow, 'id' | 'tournamentId'>): BusEvent =>
  gameChanged({ ...game, version: -1 });

/** Game names are dated in French time, where the players are. */
export const GAME_NAME_TIME_ZONE = 'Europe/Paris';

/** The four players must be accounts that still exist. */
async function assertPlayersExist(repos: Repositories, joueurs: string[]): Promise<void> {
  const active = await repos.users.activeIds(joueurs);
  if (!joueurs.every((id) => active.has(id))) throw unprocessable(SERVER_MESSAGES.unknownPlayers);
}

/**
 * Inside a tournament: the caller is one of its players, referees or its admin, the four players are its
 * players or its admin, and it is running. The tournament row stays locked so that it cannot be finished
 * while the game is being created. Returns the tournament (its games all play its rules).
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
  return tournament;
}

/** `regles` as a client sent it for a new game: checked (422), or undefined when it sent none. */
export function chosenRules(regles: unknown): RulesChoice | undefined {
  if (regles === undefined) return undefined;
  const valid = validateRules(regles);
  if (!valid.ok) throw unprocessable(valid.error);
  return valid.value.regles;
}

/**
 * Whether a tournament's game counts only once validated: it has a reason of its own (a player made it
 * up, or entered its final scores: nobody checked them at the table), or the tournament asks for
 * signed sheets.
 */
export const validationRequiredFor = (
  tournament: Pick<Tournament, 'validationFeuilles'>,
  reason: GameRow['validationReason'],
) => tournament.validationFeuilles === 'arbitre' || reason !== null;

/**
 * An online game's import: its rounds and final state under the rules the game gets (built, and checked
 * against its log, once those rules are known), where it comes from, and the fingerprint that makes a
 * second import of the same game a 409.
 */
export interface ImportedStart {
  build: (rules: Ruleset, regles: RulesChoice) => { rounds: RoundPayload[]; state: GameState };
  origin: {
    importPlateforme: NonNullable<GameRow['importPlateforme']>;
    importFormat: NonNullable<GameRow['importFormat']>;
    importLogId: string | null;
    importEmpreinte: string;
  };
}

interface GameStart {
  joueurs: string[];
  tournamentId: string | null;
  /** The league it is played for (its players must be members), or null. */
  leagueId: string | null;
  /** The rules the client chose (undefined: the tournament's, or classic outside one). */
  regles: RulesChoice | undefined;
  dateDebut: Date;
  /** Hand by hand: null, the game runs from the start state. Manual: the scores to check and finish with. */
  finished: { scores: unknown; dateFin: Date } | null;
  /** Imported from an online game's log: finished, with its rounds. */
  imported?: ImportedStart;
}

/**
 * The game's rules: a tournament's games play the tournament's (another choice is refused), a casual game
 * the one chosen, classic by default.
 */
function gameRules(start: GameStart, tournamentRules: RulesChoice | undefined): RulesChoice {
  if (tournamentRules === undefined) return start.regles ?? 'classic';
  if (start.regles !== undefined && !sameRules(start.regles, tournamentRules))
    throw unprocessable(MESSAGES.rulesNotTournament);
  return tournamentRules;
}

/** A manual game's final scores under its rules: whole numbers summing to 4 × the start points. */
function finalScores(start: GameStart, rules: Ruleset): Record<string, number> {
  const valid = validateFinalScores({ joueurs: start.joueurs, scores: start.finished?.scores }, rules);
  if (!valid.ok) throw unprocessable(valid.error);
  if (!Object.values(valid.value.scores).every((score) => Number.isInteger(score)))
    throw unprocessable(MESSAGES.finalScoresNumeric);
  return valid.value.scores;
}

/**
 * Checks the players (and the tournament) and stores the new game, in one transaction. Nobody enters a
 * game for other people: its creator plays in it, or administers its tournament.
 */
function insertGame(transaction: Transaction, user: UserRow, start: GameStart): Promise<string> {
  const { joueurs, tournamentId, leagueId, dateDebut, finished, imported } = start;
  return transaction(async (repos, changes) => {
    await assertPlayersExist(repos, joueurs);
    let league: League | undefined;
    if (leagueId !== null) {
      if (tournamentId) throw unprocessable(SERVER_MESSAGES.leagueGameInTournament);
      league = await assertLeagueGame(repos, leagueId, joueurs, user);
    }
    const tournament = tournamentId
      ? await assertTournamentAllows(repos, tournamentId, user, joueurs)
      : undefined;
    const staff = tournament !== undefined && isTournamentStaff(tournament, user);
    // An online game may also be imported by an admin of the league it counts in.
    const leagueAdmin = imported !== undefined && league !== undefined && isLeagueAdmin(league, user.id);
    if (!staff && !leagueAdmin && !joueurs.includes(user.id))
      throw forbidden(imported ? SERVER_MESSAGES.importNotAllowed : SERVER_MESSAGES.creatorNotPlaying);
    const regles = gameRules(start, tournament?.regles);
    const rules = rulesOf(regles);
    const initial = initialGameState(joueurs, rules);
    const scores = finished ? finalScores(start, rules) : null;
    const built = imported?.build(rules, regles);
    if (imported) await assertNotImported(repos, imported.origin);
    const state = built ? built.state : scores ? { ...initial, scores } : initial;
    const game = await repos.games.insert({
      nom: `Partie du ${formatDateTime(dateDebut, GAME_NAME_TIME_ZONE)}`,
      joueurs,
      creatorId: user.id,
      tournamentId,
      leagueId,
      regles,
      manual: finished !== null,
      etat: finished || built ? 'terminé' : 'en cours',
      dateDebut,
      dateFin: finished?.dateFin ?? (built ? dateDebut : null),
      ...cacheOf(state, built?.rounds ?? []),
      ...imported?.origin,
      // A plain player's tournament game counts once a referee validates it or its other players confirm it.
      ...(tournament && !staff
        ? { validationReason: 'joueur' as const, validationRequired: true }
        : { validationRequired: tournament !== undefined && validationRequiredFor(tournament, null) }),
    });
    if (finished && scores) {
      await repos.games.journal(game.id, {
        at: finished.dateFin,
        userId: user.id,
        action: 'scores_finaux',
        after: scores,
      });
    }
    if (built && imported) {
      const author = { id: user.id, at: dateDebut };
      for (const [index, round] of built.rounds.entries())
        await repos.games.insertRound(game.id, index, { ...round }, author);
      await repos.games.journal(game.id, {
        at: dateDebut,
        userId: user.id,
        action: 'import',
        after: { plateforme: imported.origin.importPlateforme, id_journal: imported.origin.importLogId },
      });
    }
    changes.publish(gameCreated(game));
    return game.id;
  });
}

/** The same game imported before (same log id, or the same game whatever its format): 409 naming it. */
export async function assertNotImported(repos: Repositories, origin: ImportedStart['origin']): Promise<void> {
  const existing = await repos.games.findImported(origin);
  if (existing) throw new ApiError(409, SERVER_MESSAGES.alreadyImported, {}, { partie_id: existing });
}

/**
 * POST /parties/import: an online game, finished, with one round per hand of its log. The players and
 * the league or tournament are checked as for any new game; the caller may also be an admin of the
 * league. The rounds are built under the game's rules by `imported.build` (a 422 names the first hand
 * that does not land on the log's scores).
 */
export async function insertImportedGame(
  transaction: Transaction,
  user: UserRow,
  input: {
    joueurs: string[];
    tournamentId: string | null;
    leagueId: string | null;
    /** Undefined in a tournament: its own. */
    regles: RulesChoice | undefined;
    now: Date;
    imported: ImportedStart;
  },
): Promise<string> {
  try {
    return await insertGame(transaction, user, {
      joueurs: input.joueurs,
      tournamentId: input.tournamentId,
      leagueId: input.leagueId,
      regles: input.regles,
      dateDebut: input.now,
      finished: null,
      imported: input.imported,
    });
  } catch (error) {
    // Two imports of the same game at once: the second one finds the first one's row.
    if (
      isUniqueViolation(error, 'games_import_empreinte_key') ||
      isUniqueViolation(error, 'games_import_log_key')
    )
      return transaction(async (repos) => {
        await assertNotImported(repos, input.imported.origin);
        throw error;
      });
    throw error;
  }
}

export async function createGame(
  transaction: Transaction,
  user: UserRow,
  input: {
    joueurs: unknown;
    tournamentId: string | null;
    leagueId?: string | null;
    regles?: unknown;
    now: Date;
  },
): Promise<string> {
  const seats = validateNewGame(input.joueurs);
  if (!seats.ok) throw unprocessable(seats.error);
  return insertGame(transaction, user, {
    joueurs: seats.value,
    tournamentId: input.tournamentId,
    leagueId: input.leagueId ?? null,
    regles: chosenRules(input.regles),
    dateDebut: input.now,
    finished: null,
  });
}

export async function createManualGame(
  transaction: Transaction,
  user: UserRow,
  input: {
    joueurs: unknown;
    scores: unknown;
    dateDebut: Date;
    tournamentId: string | null;
    leagueId?: string | null;
    regles?: unknown;
    now: Date;
  },
): Promise<string> {
  const regles = chosenRules(input.regles);
  // The players and every score are checked at once; the sum depends on the rules (a tournament's are
  // read in the transaction), so it is checked there.
  const read = readFinalScores({ joueurs: input.joueurs, scores: input.scores });
  if (!read.ok) throw unprocessable(read.error);
  return insertGame(transaction, user, {
    joueurs: read.value.joueurs,
    tournamentId: input.tournamentId,
    leagueId: input.leagueId ?? null,
    regles,
    dateDebut: input.dateDebut,
    finished: { scores: input.scores, dateFin: input.now },
  });
}

export interface RoundRequest {
  body: Record<string, unknown>;
  /** Number of rounds the client has seen, when it sent one. */
  index: number | undefined;
  idempotencyKey: string | undefined;
  now: Date;
}

/**
 * JSON with sorted keys: the same round written in another key order is the same request. (Written as
 * loops: it runs on every post; its output is the one stored keys were hashed from.)
 */
function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  let out: string;
  if (Array.isArray(value)) {
    out = '[';
    for (let i = 0; i < value.length; i += 1) out += (i ? ',' : '') + canonicalJson(value[i]);
    return `${out}]`;
  }
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record).sort();
  out = '{';
  for (let i = 0; i < keys.length; i += 1) {
    const key = keys[i]!;
    out += `${i ? ',' : ''}${JSON.stringify(key)}:${canonicalJson(record[key])}`;
  }
  return `${out}}`;
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
      if (game.etat === 'terminé') throw conflict(SERVER_MESSAGES.gameFinished);
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
    if (game.etat === 'terminé') throw conflict(SERVER_MESSAGES.gameFinished);
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
  if (game.etat !== 'terminé') return;
  if (tournament ? staff : game.creatorId === user.id) return;
  throw forbidden(SERVER_MESSAGES.finishedGameEditForbidden);
}

/** The cached columns after an edit: a finished game stays finished, its leftover sticks settled again. */
function editedCache(game: GameRow, state: GameState, rounds: readonly unknown[]) {
  if (game.etat !== 'terminé') return cacheOf(state, rounds);
  const finished = finishGame(state, rulesOf(game.regles));
  if (!finished.ok) throw new CorruptGameError(`partie ${game.id} : ${finished.error}`);
  return cacheOf(finished.next, rounds);
}

/**
 * A finished game is about to change: a validation or confirmations it had no longer vouch for it (the
 * game row is locked by the caller).
 */
async function reopenValidation(
  repos: Repositories,
  game: GameRow,
  by: { userId: string; now: Date },
): Promise<void> {
  if (game.validatedAt === null && game.confirmations.length === 0) return;
  await repos.games.clearValidation(game.id);
  await repos.games.journal(game.id, {
    at: by.now,
    userId: by.userId,
    action: 'revalidation',
    before: {
      validee_par: game.validatedBy,
      confirmations: game.confirmations,
      confirmee: confirmedByPlayers(game),
    },
  });
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
    if (access.tournament?.etat === 'terminé') throw conflict(SERVER_MESSAGES.tournamentFinishedNoCorrection);
    const { rounds, metas } = await repos.games.roundsWithMeta(game.id);
    if (request.nbTours !== undefined && request.nbTours !== rounds.length)
      throw conflict(SERVER_MESSAGES.staleRoundIndex);
    const { index } = request;
    if (index >= rounds.length) throw notFound(MESSAGES.roundNotFound(index + 1));
    const edit: RoundEdit =
      request.body === null ? { kind: 'remove', index } : { kind: 'replace', index, round: request.body };
    const edited = editGame(game.joueurs, rounds, edit, rulesOf(game.regles));
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

export async function finishGameById(transaction: Transaction, user: UserRow, gameId: string, now: Date) {
  return transaction(async (repos, changes) => {
    const game = await gameFor(repos, gameId, user, true);
    if (game.etat === 'terminé') throw conflict(SERVER_MESSAGES.gameFinished);
    const rounds = await repos.games.rounds(game.id);
    await repos.games.journal(game.id, { at: now, userId: user.id, action: 'fin' });
    changes.publish(gameChanged(game));
    return toGame(await repos.games.finish(game.id, finishedCache(game, rounds), now));
  });
}

/**
 * POST /parties/{id}/quitter: a player hides a casual game someone else created (a game entered in their
 * name that they do not recognise). The game does not change; a tournament game counts for its ranking
 * and cannot be left, and its creator deletes or keeps what they created.
 */
export async function leaveGame(transaction: Transaction, user: UserRow, gameId: string): Promise<void> {
  await transaction(async (repos) => {
    const game = await gameFor(repos, gameId, user);
    if (game.creatorId === user.id) throw forbidden(SERVER_MESSAGES.creatorCannotLeave);
    if (game.tournamentId) throw forbidden(SERVER_MESSAGES.tournamentGameCannotBeLeft);
    await repos.games.hide(game.id, user.id);
  });
}

/** Tournament finish: every running game of the tournament is finished too (leftover sticks settled). */
export async function finishRunningGames(
  repos: Repositories,
  changes: Changes,
  tournamentId: string,
  finisher: { userId: string; now: Date },
): Promise<void> {
  const { now } = finisher;
  const running = (await repos.games.listForTournament(tournamentId, true)).filter(
    (game) => game.etat !== 'terminé',
  );
  const roundsByGame = await repos.games.roundsOf(running.map((game) => game.id));
  for (const game of running) {
    await repos.games.finish(game.id, finishedCache(game, roundsByGame.get(game.id) ?? []), now);
    await repos.games.journal(game.id, { at: now, userId: finisher.userId, action: 'fin' });
    changes.publish(gameChanged(game));
  }
}

/**
 * PUT /parties/{id}/scores-finaux: a table kept on paper (a ronde's game with no round) takes the final
 * scores its players wrote down, with the final-score page's checks, and is finished with them. Entered
 * by a plain player, they count once an admin or referee has validated them.
 */
export async function enterFinalScores(
  transaction: Transaction,
  user: UserRow,
  gameId: string,
  input: { scores: unknown; now: Date },
) {
  return transaction(async (repos, changes) => {
    const { game, tournament, staff } = await gameAccess(repos, gameId, user, true);
    if (game.etat === 'terminé') throw conflict(SERVER_MESSAGES.gameFinished);
    if (game.nbTours > 0) throw conflict(SERVER_MESSAGES.tableHasRounds);
    // The game's own rules: an M-League table sums to 4 × 25 000, not the classic 4 × 30 000.
    const valid = validateFinalScores({ joueurs: game.joueurs, scores: input.scores }, rulesOf(game.regles));
    if (!valid.ok) throw unprocessable(valid.error);
    const { scores } = valid.value;
    if (!Object.values(scores).every((score) => Number.isInteger(score))) {
      throw unprocessable(MESSAGES.finalScoresNumeric);
    }
    const validationReason = game.validationReason ?? (tournament && !staff ? 'scores' : null);
    const saved = await repos.games.finishWithScores(game.id, scores, {
      dateFin: input.now,
      validationReason,
      validationRequired: tournament !== undefined && validationRequiredFor(tournament, validationReason),
    });
    await repos.games.journal(game.id, {
      at: input.now,
      userId: user.id,
      action: 'scores_finaux',
      after: scores,
    });
    changes.publish(gameChanged(game));
    return toGame(saved);
  });
}

/**
 * POST /parties/{id}/validation: an admin or referee signs a finished game's sheet. The game row is
 * locked: two referees at once record one validation, the second one reads it and changes nothing.
 */
export async function validateSheet(transaction: Transaction, user: UserRow, gameId: string, now: Date) {
  return transaction(async (repos, changes) => {
    const { game, tournament, staff } = await gameAccess(repos, gameId, user, true);
    if (!tournament) throw unprocessable(SERVER_MESSAGES.validationOutsideTournament);
    if (!staff) throw forbidden(SERVER_MESSAGES.notValidator);
    if (game.etat !== 'terminé') throw conflict(SERVER_MESSAGES.validationGameRunning);
    if (game.validatedAt !== null) return toGame(game);
    const saved = await repos.games.validate(game.id, user.id, now);
    await repos.games.journal(game.id, { at: now, userId: user.id, action: 'validation' });
    changes.publish(gameChanged(game));
    return toGame(saved);
  });
}

/** GET /parties/{id}/journal: readable by whoever reads the game. */
export async function journalOf(repos: Repositories, user: UserRow, gameId: string) {
  const game = await gameFor(repos, gameId, user);
  return (await repos.games.journalOf(game.id)).map((row) => ({
    quand: row.at.toISOString(),
    qui: row.userId,
    action: row.action,
    index: row.roundIndex,
    avant: row.before,
    apres: row.after,
  }));
}

/** GET /parties/tours/{id}/tours: the game's history, compact (as entered) or detailed, with authors. */
export async function gameHistory(repos: Repositories, user: UserRow, gameId: string, compact: boolean) {
  const game = await gameFor(repos, gameId, user);
  const { rounds, metas } = await repos.games.roundsWithMeta(game.id);
  const history = compact ? replayStored(game, rounds).history : detailedHistory(game, rounds);
  return { tours: historyWithMeta(history, metas) };
}
