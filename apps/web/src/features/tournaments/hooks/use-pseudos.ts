import { useCallback, useMemo } from 'react';
import { useGetUsersQuery, type User } from '@mj/api';

const UNKNOWN_PLAYER = 'Joueur inconnu';
/** Shown for a moment while the user list loads, instead of a misleading "unknown player". */
const LOADING = '…';

/**
 * The user list and an id → pseudo lookup: players are shown by pseudo everywhere (one cached request
 * for every screen). Same shape as the games feature's `usePseudos`, so both can become one shared hook.
 */
export function usePseudos(): { users: User[]; pseudoOf: (userId: string) => string } {
  const { data } = useGetUsersQuery();
  const users = useMemo(() => data ?? [], [data]);
  const byId = useMemo(() => new Map(users.map((user) => [user.user_id, user.pseudo])), [users]);
  const fallback = data ? UNKNOWN_PLAYER : LOADING;
  const pseudoOf = useCallback((userId: string) => byId.get(userId) ?? fallback, [byId, fallback]);
  return { users, pseudoOf };
}
