/**
 * Who may do what (docs/api-contract.md, "Who may call"). Unknown ids are 404 before any 403, so a
 * stranger learns nothing more than "it does not exist or is not yours".
 *
 * Roles in a tournament: its admin; its referees (the admin's rights at the tables: games, rounds,
 * rondes, the clock, penalties, sheets; none of the admin's own); its players. Rights follow the role as
 * it is now: a former admin or referee who does not play keeps nothing, not even the games they created.
 */
import type { GameRow, UserRow } from '../db/schema';
import { forbidden, notFound } from '../errors';
import { SERVER_MESSAGES } from '../messages';
import type { Repositories } from '../repositories';
import type { Tournament } from '../repositories/tournaments';

export const isTournamentAdmin = (tournament: Tournament, user: UserRow) => tournament.adminId === user.id;

/** Its admin and its referees: who runs the tables. */
export const isTournamentStaff = (tournament: Tournament, user: UserRow) =>
  isTournamentAdmin(tournament, user) || tournament.arbitres.includes(user.id);

/** Its players, its referees and its admin. */
export const isTournamentMember = (tournament: Tournament, user: UserRow) =>
  isTournamentStaff(tournament, user) || tournament.joueurs.includes(user.id);

/**
 * A reader other than the admin and the referees sees neither the ranking nor the highlights while it is
 * masked, finished tournament or not (finishing does not publish it: the admin does, from the results
 * page), nor the scores of the games they do not play.
 */
export const isRankingHiddenFrom = (tournament: Tournament, user: UserRow) =>
  !tournament.classementVisible && !isTournamentStaff(tournament, user);

/** Whether this reader may see this game's scores in the tournament's lists and events. */
export const mayReadScores = (tournament: Tournament, user: UserRow, game: Pick<GameRow, 'joueurs'>) =>
  !isRankingHiddenFrom(tournament, user) || game.joueurs.includes(user.id);

const ROLE_REFUSALS = {
  admin: SERVER_MESSAGES.notTournamentAdmin,
  staff: SERVER_MESSAGES.notTournamentStaff,
  member: SERVER_MESSAGES.notTournamentMember,
} as const;

const HAS_ROLE = { admin: isTournamentAdmin, staff: isTournamentStaff, member: isTournamentMember } as const;

export type TournamentRole = keyof typeof HAS_ROLE;

export async function tournamentFor(
  repos: Repositories,
  id: string,
  user: UserRow,
  role: TournamentRole,
  lock = false,
): Promise<Tournament> {
  return withRole(await repos.tournaments.find(id, lock), user, role);
}

/** The tournament read, if the user holds the role in it; else the 404 or the 403 to answer. */
export function withRole(
  tournament: Tournament | undefined,
  user: UserRow,
  role: TournamentRole,
): Tournament {
  if (!tournament) throw notFound(SERVER_MESSAGES.tournamentNotFound);
  if (!HAS_ROLE[role](tournament, user)) throw forbidden(ROLE_REFUSALS[role]);
  return tournament;
}

/** A game, its tournament (if any) and whether the reader runs that tournament's tables. */
export interface GameAccess {
  game: GameRow;
  tournament: Tournament | undefined;
  staff: boolean;
}

/**
 * A game is open to its players; a casual game to its creator too; a tournament's game to the
 * tournament's admin and referees. With `lock`, the game row stays locked for the rest of the
 * transaction (round writes).
 */
export async function gameAccess(
  repos: Repositories,
  id: string,
  user: UserRow,
  lock = false,
): Promise<GameAccess> {
  const game = await repos.games.find(id, lock);
  if (!game) throw notFound(SERVER_MESSAGES.gameNotFound);
  const tournament = game.tournamentId ? await repos.tournaments.find(game.tournamentId) : undefined;
  const staff = tournament !== undefined && isTournamentStaff(tournament, user);
  if (mayReadGame(game, tournament, user)) return { game, tournament, staff };
  throw forbidden(SERVER_MESSAGES.notGameMember);
}

/** The rule of `gameAccess`, for a game and its tournament already read (the caller's lists). */
export const mayReadGame = (game: GameRow, tournament: Tournament | undefined, user: UserRow) =>
  game.joueurs.includes(user.id) ||
  (tournament ? isTournamentStaff(tournament, user) : !game.tournamentId && game.creatorId === user.id);

/**
 * The games of `games` (the caller's, played or created) the caller may still read as their role is
 * now: a former admin or referee who does not play keeps none of a tournament's games.
 */
export async function readableGames(
  repos: Repositories,
  user: UserRow,
  games: readonly GameRow[],
): Promise<GameRow[]> {
  const ids = [...new Set(games.flatMap((game) => (game.tournamentId ? [game.tournamentId] : [])))];
  const tournaments = new Map<string, Tournament | undefined>();
  for (const id of ids) tournaments.set(id, await repos.tournaments.find(id));
  return games.filter((game) =>
    mayReadGame(game, game.tournamentId ? tournaments.get(game.tournamentId) : undefined, user),
  );
}

export async function gameFor(
  repos: Repositories,
  id: string,
  user: UserRow,
  lock = false,
): Promise<GameRow> {
  return (await gameAccess(repos, id, user, lock)).game;
}
