import type { Game } from '@mj/api';
import { Button, ButtonLink } from '../../../components/button';
import { Overlay } from '../../../components/overlay';
import { paths } from '../../../config/paths';
import { GameStanding } from '../components/game-standing';

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
      <GameStanding game={game} pseudoOf={pseudoOf} />
    </Overlay>
  );
}
