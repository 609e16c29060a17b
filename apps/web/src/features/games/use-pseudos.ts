import { useCallback, useMemo } from 'react';
import { useGetUsersQuery, type User } from '@mj/api';

/** The user list and an id → pseudo lookup (an unknown id shows as « Joueur inconnu »). */
export function usePseudos() {
  const query = useGetUsersQuery();
  const users = query.data;
  const byId = useMemo(
    () => new Map((users ?? []).map((user: User) => [user.user_id, user.pseudo])),
    [users],
  );
  const pseudoOf = useCallback((id: string) => byId.get(id) ?? 'Joueur inconnu', [byId]);
  return { users: users ?? [], pseudoOf, isLoading: query.isLoading, isError: query.isError };
}
