import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useGetUsersQuery, type User } from '@mj/api';

const UNKNOWN_PLAYER = 'Joueur inconnu';
/** Shown for a moment while the user list loads, instead of a misleading "unknown player". */
const LOADING = '…';

/**
 * The user list and an id → pseudo lookup: players are shown by pseudo everywhere, from one cached
 * request shared by every screen. An id missing from the loaded list shows as « Joueur inconnu ».
 * `expected`: ids the screen follows live (a tournament's players); one of them missing from the list
 * (an account made since it loaded: a player who just signed up by the link) reads the list again, once
 * per missing id, so that a deleted account does not read it in a loop.
 */
export function usePseudos(expected?: readonly string[]): {
  users: User[];
  pseudoOf: (userId: string) => string;
  isLoading: boolean;
  /** The failed load, for screens that cannot work without the list (they offer « Réessayer »). */
  error: unknown;
  refetch: () => unknown;
} {
  const { data, isLoading, isFetching, isError, error, refetch } = useGetUsersQuery();
  const users = useMemo(() => data ?? [], [data]);
  const byId = useMemo(() => new Map(users.map((user) => [user.user_id, user.pseudo])), [users]);
  const missing = data && expected ? expected.filter((id) => !byId.has(id)).join(' ') : '';
  const askedFor = useRef(new Set<string>());
  useEffect(() => {
    const fresh = missing.split(' ').filter((id) => id !== '' && !askedFor.current.has(id));
    if (fresh.length === 0 || isFetching) return;
    for (const id of fresh) askedFor.current.add(id);
    void refetch();
  }, [missing, isFetching, refetch]);
  // A failed load will not bring the list: say "unknown" rather than wait forever.
  const fallback = data || isError ? UNKNOWN_PLAYER : LOADING;
  const pseudoOf = useCallback((userId: string) => byId.get(userId) ?? fallback, [byId, fallback]);
  return { users, pseudoOf, isLoading, error: isError ? error : null, refetch };
}
