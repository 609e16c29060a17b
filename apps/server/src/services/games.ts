/**
 * Games as a whole: creation (hand by hand, from final scores, or imported), finish, leaving, the journal.
 * Rounds are in ./rounds, a tournament game's sheet (final scores, validation) in ./sheets. Each write
 * runs in one transaction with the game row locked (SELECT … FOR UPDATE).
 */
import {
  FINISHED,
  formatDateTime,
  IN_PROGRESS,
  initialGameState,
  MESSAGES,
  readFinalScores,
  rulesOf,
  sameRules,
  validateFinalScores,
  validateNewGame,
  validateRules,
} from '@mj/domain';
import type { GameState, RoundPayload, Ruleset, RulesChoice } from '@mj/domain';
import type { GameRow, UserRow } from '../db/schema';
import type { BusEvent } from '../events/bus';
import { isUniqueViolation } from '../db/errors';
import { ApiError, unprocessable, conflict, forbidden } from '../errors';
import { SERVER_MESSAGES } from '../messages';
import type { Changes, Repositories, Transaction } from '../repositories';
import type { Tournament } from '../repositories/tournaments';
import type { League } from '../repositories/leagues';
import { toGame } from '../wire';
import { gameFor, isTournamentStaff, tournamentFor } from './access';
import { assertLeagueGame, isLeagueAdmin } from './leagues';
import { cacheOf, finishedCache } from './replay';

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
  if (tournament.etat === FINISHED) throw conflict(SERVER_MESSAGES.tournamentFinished);
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
 * `name`, or `name (n)` with n one past the highest taken: two tables of a club night started in the
 * same minute would otherwise read the same in their players' and their league's lists.
 */
function distinctName(name: string, taken: string[]): string {
  if (!taken.includes(name)) return name;
  const numbers = taken.map((other) => Number(/ \((\d+)\)$/.exec(other.slice(name.length))?.[1] ?? 1));
  return `${name} (${Math.max(...numbers) + 1})`;
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
    const name = `Partie du ${formatDateTime(dateDebut, GAME_NAME_TIME_ZONE)}`;
    const taken = await repos.games.namesLike(name, { joueurs, tournamentId, leagueId });
    const game = await repos.games.insert({
      nom: distinctName(name, taken),
      joueurs,
      creatorId: user.id,
      tournamentId,
      leagueId,
      regles,
      manual: finished !== null,
      etat: finished || built ? FINISHED : IN_PROGRESS,
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

export async function finishGameById(transaction: Transaction, user: UserRow, gameId: string, now: Date) {
  return transaction(async (repos, changes) => {
    const game = await gameFor(repos, gameId, user, true);
    if (game.etat === FINISHED) throw conflict(SERVER_MESSAGES.gameFinished);
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
    (game) => game.etat !== FINISHED,
  );
  const roundsByGame = await repos.games.roundsOf(running.map((game) => game.id));
  for (const game of running) {
    await repos.games.finish(game.id, finishedCache(game, roundsByGame.get(game.id) ?? []), now);
    await repos.games.journal(game.id, { at: now, userId: finisher.userId, action: 'fin' });
    changes.publish(gameChanged(game));
  }
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
