import { useCallback, useMemo } from 'react';
import { useGetUsersQuery, type User } from '@mj/api';

const UNKNOWN_PLAYER = 'Joueur inconnu';
/** Shown for a moment while the user list loads, instead of a misleading "unknown player". */
const LOADING = '…';

/**
 * The user list and an id → pseudo lookup: players are shown by pseudo everywhere, from one cached
 * request shared by every screen. An id missing from the loaded list shows as « Joueur inconnu ».
 */
export function usePseudos(): {
  users: User[];
  pseudoOf: (userId: string) => string;
  isLoading: boolean;
  /** The failed load, for screens that cannot work without the list (they offer « Réessayer »). */
  error: unknown;
  refetch: () => unknown;
} {
  const { data, isLoading, isError, error, refetch } = useGetUsersQuery();
  const users = useMemo(() => data ?? [], [data]);
  const byId = useMemo(() => new Map(users.map((user) => [user.user_id, user.pseudo])), [users]);
  // A failed load will not bring the list: say "unknown" rather than wait forever.
  const fallback = data || isError ? UNKNOWN_PLAYER : LOADING;
  const pseudoOf = useCallback((userId: string) => byId.get(userId) ?? fallback, [byId, fallback]);
  return { users, pseudoOf, isLoading, error: isError ? error : null, refetch };
}
