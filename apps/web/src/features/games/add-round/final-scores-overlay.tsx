import type { Game } from '@mj/api';
import { Button, ButtonLink } from '../../../components/button';
import { Overlay } from '../../../components/overlay';
import { paths } from '../../../config/paths';
import { FinalScores } from '../components/final-scores';
import { useGameChombos } from './use-game-chombos';

/** Shown once when the game becomes finished: places, final scores and points. */
export function FinalScoresOverlay({
  game,
  pseudoOf,
  onClose,
}: {
  game: Game;
  pseudoOf: (id: string) => string;
  onClose: () => void;
}) {
  const chombos = useGameChombos(game.id);
  return (
    <Overlay
      title="Scores finaux"
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Fermer
          </Button>
          <ButtonLink to={paths.gameResults.href(game.id)}>Voir les résultats</ButtonLink>
        </>
      }
    >
      <FinalScores
        joueurs={game.joueurs}
        scores={game.scores}
        riichiStack={game.riichi_stack}
        chombos={chombos}
        pseudoOf={pseudoOf}
      />
    </Overlay>
  );
}
