import { useGetRoundsQuery } from '@mj/api';
import { countChombos } from '@mj/domain';

/** Chombos per player of a game, from its rounds (the final standing subtracts their penalty). */
export function useGameChombos(gameId: string) {
  const rounds = useGetRoundsQuery(gameId);
  return countChombos((rounds.data?.tours ?? []).map((entry) => entry.tour));
}
