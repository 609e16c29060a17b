import { useMemo } from 'react';
import { type User } from '@mj/api';
import { useGetTournamentGamesQuery, useGetTournamentQuery } from '@mj/api/tournaments';
import { FINISHED, type RulesChoice } from '@mj/domain';
import { usePseudos } from '../../hooks/use-pseudos';

/**
 * Where a new game belongs, as both create pages send it: its tournament (`tournois_id`, the name the app
 * sends), whose rules it plays, or outside one the rules chosen.
 */
export const newGameOrigin = (tournamentId: string | null, regles: RulesChoice) =>
  tournamentId ? { tournois_id: tournamentId } : { regles };

/**
 * The players a new game may use: everyone, or inside a tournament only its players and its admin (a
 * tournament game counts only its own people). `tournamentPlayers` keeps the tournament's order, admin first; `seated`
 * are those already at a running game of the tournament. `loadError` is a failed load of the player list,
 * `tournamentError` one of the tournament (each with its retry).
 */
export function useGamePlayers(tournamentId: string | null) {
  const { users, pseudoOf, isLoading, error, refetch } = usePseudos();
  const tournament = useGetTournamentQuery(tournamentId ?? '', { skip: !tournamentId });
  const games = useGetTournamentGamesQuery(tournamentId ?? '', { skip: !tournamentId });
  const data = tournament.data;
  const seated = useMemo(
    () =>
      new Set((games.data ?? []).filter((game) => game.etat !== FINISHED).flatMap((game) => game.joueurs)),
    [games.data],
  );
  const tournamentPlayers = useMemo(() => {
    if (!tournamentId || !data) return null;
    const ids = [...new Set([data.admin_id, ...data.joueurs])];
    return ids.map(
      (id): User =>
        users.find((user) => user.user_id === id) ?? {
          user_id: id,
          pseudo: pseudoOf(id),
          email: '',
          provider: 'local',
        },
    );
  }, [tournamentId, data, users, pseudoOf]);
  return {
    selectable: tournamentPlayers ?? users,
    tournamentPlayers,
    tournament: data ?? null,
    seated: seated as ReadonlySet<string>,
    pseudoOf,
    loadError: error,
    retry: refetch,
    isLoading: isLoading || (Boolean(tournamentId) && tournament.isLoading),
    tournamentError: tournament.isError ? tournament.error : null,
    retryTournament: tournament.refetch,
  };
}
