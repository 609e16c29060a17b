import { type Game } from '@mj/api';
import { useGetRoundsQuery } from '@mj/api/rounds';
import { countChombos, rulesOf } from '@mj/domain';
import { FinalScores } from './final-scores';

/**
 * A game's standing as it ends now: places, final scores and points under the game's own rules, with each
 * player's chombo penalty read from the game's rounds (the same cached query as the history beside it).
 * Shared by the end-of-hanchan and final-scores overlays and the results page (`withUma`).
 */
export function GameStanding({
  game,
  pseudoOf,
  withUma,
}: {
  game: Game;
  pseudoOf: (id: string) => string;
  withUma?: boolean;
}) {
  const rounds = useGetRoundsQuery(game.id);
  const chombos = countChombos((rounds.data?.tours ?? []).map((entry) => entry.tour));
  return (
    <FinalScores
      joueurs={game.joueurs}
      scores={game.scores}
      riichiStack={game.riichi_stack}
      chombos={chombos}
      pseudoOf={pseudoOf}
      withUma={withUma}
      rules={rulesOf(game.regles)}
    />
  );
}
