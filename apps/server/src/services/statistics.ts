/** Players' statistics and a tournament's highlights: stored games and rounds read by the domain. */
import { FINISHED, playerStatistics, rulesOf, tournamentHighlights, type PlayedGame } from '@mj/domain';
import type { PlayerStatistics, TournamentHighlightsResponse } from '@mj/contract';
import type { GameRow, UserRow } from '../db/schema';
import { notFound } from '../errors';
import { SERVER_MESSAGES } from '../messages';
import type { Repositories } from '../repositories';
import type { Tournament } from '../repositories/tournaments';
import { isRankingHiddenFrom } from './access';
import { seatOrderedScores } from './standings';

/** Finished games with the rounds of the hand-by-hand ones (one query for all rounds). */
export async function playedGames(repos: Repositories, games: readonly GameRow[]): Promise<PlayedGame[]> {
  const finished = games.filter((game) => game.etat === FINISHED && game.dateFin !== null);
  const rounds = await repos.games.roundsOf(finished.filter((game) => !game.manual).map((game) => game.id));
  return finished.map((game) => ({
    partie_id: game.id,
    date_fin: (game.dateFin as Date).toISOString(),
    joueurs: game.joueurs,
    scores: seatOrderedScores(game),
    riichi_stack: game.riichiStack,
    chombos: game.chombos,
    rounds: game.manual ? null : (rounds.get(game.id) ?? []),
    rules: rulesOf(game.regles),
  }));
}

/**
 * The games of `seated` this reader may count: a tournament whose ranking is hidden from them keeps its
 * games out of another player's statistics (summing them would rebuild the ranking), except the games
 * the reader played in.
 */
async function readableBy(repos: Repositories, reader: UserRow, seated: GameRow[]): Promise<GameRow[]> {
  const ids = [...new Set(seated.flatMap((game) => (game.tournamentId ? [game.tournamentId] : [])))];
  const tournaments = await Promise.all(ids.map((id) => repos.tournaments.find(id)));
  const hidden = new Set(
    tournaments.flatMap((tournament) =>
      tournament && isRankingHiddenFrom(tournament, reader) ? [tournament.id] : [],
    ),
  );
  return seated.filter(
    (game) => !game.tournamentId || !hidden.has(game.tournamentId) || game.joueurs.includes(reader.id),
  );
}

/** Any account, a deleted one included (its anonymous pseudo and nothing personal). Unknown id: 404. */
export async function statisticsOf(
  repos: Repositories,
  reader: UserRow,
  userId: string,
): Promise<PlayerStatistics> {
  const user = await repos.users.findById(userId);
  if (!user) throw notFound(SERVER_MESSAGES.userNotFound);
  const own = (await repos.games.listForUser(user.id)).filter((game) => game.joueurs.includes(user.id));
  const seated = reader.id === user.id ? own : await readableBy(repos, reader, own);
  return {
    user_id: user.id,
    pseudo: user.pseudo,
    ...playerStatistics(user.id, await playedGames(repos, seated)),
  };
}

/** A tournament's highlights over its finished games, hidden (null) exactly when its ranking is. */
export async function visibleHighlights(
  repos: Repositories,
  user: UserRow,
  tournament: Tournament,
): Promise<TournamentHighlightsResponse> {
  if (isRankingHiddenFrom(tournament, user)) return { faits_marquants: null };
  const games = await repos.games.listForTournament(tournament.id);
  return { faits_marquants: tournamentHighlights(await playedGames(repos, games)) };
}
