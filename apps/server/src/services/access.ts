/**
 * Who may do what (docs/api-contract.md, "Who may call"). Unknown ids are 404 before any 403, so a
 * stranger learns nothing more than "it does not exist or is not yours".
 */
import type { GameRow, UserRow } from '../db/schema';
import { forbidden, notFound } from '../errors';
import { SERVER_MESSAGES } from '../messages';
import type { Repositories } from '../repositories';
import type { Tournament } from '../repositories/tournaments';

export const isTournamentAdmin = (tournament: Tournament, user: UserRow) => tournament.adminId === user.id;

/** Its players and its admin. */
export const isTournamentMember = (tournament: Tournament, user: UserRow) =>
  isTournamentAdmin(tournament, user) || tournament.joueurs.includes(user.id);

/**
 * A member other than the admin sees neither the ranking nor the highlights while it is masked, finished
 * tournament or not (finishing does not publish it: the admin does, from the results page).
 */
export const isRankingHiddenFrom = (tournament: Tournament, user: UserRow) =>
  !tournament.classementVisible && !isTournamentAdmin(tournament, user);

export async function tournamentFor(
  repos: Repositories,
  id: string,
  user: UserRow,
  role: 'member' | 'admin',
  lock = false,
): Promise<Tournament> {
  const tournament = await repos.tournaments.find(id, lock);
  if (!tournament) throw notFound(SERVER_MESSAGES.tournamentNotFound);
  if (role === 'admin' && !isTournamentAdmin(tournament, user))
    throw forbidden(SERVER_MESSAGES.notTournamentAdmin);
  if (role === 'member' && !isTournamentMember(tournament, user))
    throw forbidden(SERVER_MESSAGES.notTournamentMember);
  return tournament;
}

/**
 * A game is open to its players, its creator and its tournament's admin. With `lock`, the game row stays
 * locked for the rest of the transaction (round writes).
 */
export async function gameFor(
  repos: Repositories,
  id: string,
  user: UserRow,
  lock = false,
): Promise<GameRow> {
  const game = await repos.games.find(id, lock);
  if (!game) throw notFound(SERVER_MESSAGES.gameNotFound);
  if (game.joueurs.includes(user.id) || game.creatorId === user.id) return game;
  if (game.tournamentId) {
    const tournament = await repos.tournaments.find(game.tournamentId);
    if (tournament && isTournamentAdmin(tournament, user)) return game;
  }
  throw forbidden(SERVER_MESSAGES.notGameMember);
}
