import { type Game, useGetRoundsQuery } from '@mj/api';
import { countChombos } from '@mj/domain';
import { FinalScores } from '../components/final-scores';

/**
 * A game's standing as it ends now: places, final scores and points, with each player's chombo penalty
 * read from the game's rounds. Shared by the end-of-hanchan and final-scores overlays.
 */
export function GameStanding({ game, pseudoOf }: { game: Game; pseudoOf: (id: string) => string }) {
  const rounds = useGetRoundsQuery(game.id);
  const chombos = countChombos((rounds.data?.tours ?? []).map((entry) => entry.tour));
  return (
    <FinalScores
      joueurs={game.joueurs}
      scores={game.scores}
      riichiStack={game.riichi_stack}
      chombos={chombos}
      pseudoOf={pseudoOf}
    />
  );
}
