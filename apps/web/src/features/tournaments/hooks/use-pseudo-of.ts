import { useMemo } from 'react';
import { useGetUsersQuery } from '@mj/api';

const UNKNOWN_PLAYER = 'Joueur inconnu';
const LOADING = '…';

/** Players are shown by pseudo, looked up in the user list (one cached request for every screen). */
export function usePseudoOf(): (userId: string) => string {
  const { data: users } = useGetUsersQuery();
  return useMemo(() => {
    const pseudos = new Map((users ?? []).map((user) => [user.user_id, user.pseudo]));
    const fallback = users ? UNKNOWN_PLAYER : LOADING;
    return (userId: string) => pseudos.get(userId) ?? fallback;
  }, [users]);
}
