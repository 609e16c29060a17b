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
