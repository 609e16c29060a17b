import { useMemo } from 'react';
import { useGetTournamentQuery, type User } from '@mj/api';
import { usePseudos } from '../../hooks/use-pseudos';

/**
 * The players a new game may use: everyone, or inside a tournament only its players and its admin
 * (spec sections 5–6). `tournamentPlayers` keeps the tournament's order, admin first.
 */
export function useGamePlayers(tournoiId: string | null) {
  const { users, pseudoOf, isLoading } = usePseudos();
  const tournament = useGetTournamentQuery(tournoiId ?? '', { skip: !tournoiId });
  const data = tournament.data;
  const tournamentPlayers = useMemo(() => {
    if (!tournoiId || !data) return null;
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
  }, [tournoiId, data, users, pseudoOf]);
  return {
    selectable: tournamentPlayers ?? users,
    tournamentPlayers,
    tournament: data ?? null,
    pseudoOf,
    isLoading: isLoading || (Boolean(tournoiId) && tournament.isLoading),
    tournamentError: tournament.isError ? tournament.error : null,
  };
}
