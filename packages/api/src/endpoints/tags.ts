import type { TAG_TYPES } from '../api';

export type Tag = { type: (typeof TAG_TYPES)[number]; id?: string };

/**
 * What changes when a game's scores or rounds change: the game, its history, my games, the players'
 * statistics, its tournament.
 */
export function gameChangedTags(gameId: string, tournamentId: string | null | undefined): Tag[] {
  return [
    { type: 'Game', id: gameId },
    { type: 'Rounds', id: gameId },
    { type: 'MyGames' },
    { type: 'Statistics' },
    ...tournamentGamesTags(tournamentId),
  ];
}

/** A tournament's game list and its ranking (both depend on its games' scores). */
export function tournamentGamesTags(tournamentId: string | null | undefined): Tag[] {
  if (!tournamentId) return [];
  return [
    { type: 'TournamentGames', id: tournamentId },
    { type: 'Ranking', id: tournamentId },
  ];
}

/**
 * What a new game makes stale: the caller's games and its tournament's game list; a finished one (entered
 * with its final scores) also the statistics and the ranking. Its tournament is `tournois_id`, the name the
 * app sends, or `tournoi_id`, which the server accepts on input too.
 */
export function newGameTags(
  body: { tournois_id?: string | null; tournoi_id?: string | null },
  { finished }: { finished: boolean },
): Tag[] {
  const tournamentId = body.tournois_id ?? body.tournoi_id;
  if (finished) return [{ type: 'MyGames' }, { type: 'Statistics' }, ...tournamentGamesTags(tournamentId)];
  return [
    { type: 'MyGames' },
    ...(tournamentId ? [{ type: 'TournamentGames' as const, id: tournamentId }] : []),
  ];
}
