import type { Game } from '@mj/api';
import { isGameOver } from '@mj/domain';
import { Button } from '../../../components/button';
import { Overlay } from '../../../components/overlay';
import { GameStanding } from '../components/game-standing';

/**
 * The round just recorded took the game out of South 4 (rules-classic section 5): the hanchan is over.
 * The final standing as it would be, « Finir la partie » in one tap, or « Continuer en Ouest » where the
 * rules have a West round and the game is not over. Nothing ends on its own.
 */
export function HanchanEndOverlay({
  game,
  pseudoOf,
  onFinish,
  onContinue,
}: {
  game: Game;
  pseudoOf: (id: string) => string;
  onFinish: () => void;
  onContinue: () => void;
}) {
  const canContinue = !isGameOver(game);
  return (
    <Overlay
      title="Fin du hanchan"
      onClose={onContinue}
      footer={
        <>
          {canContinue && (
            <Button variant="secondary" onClick={onContinue}>
              Continuer en Ouest
            </Button>
          )}
          <Button onClick={onFinish}>Finir la partie</Button>
        </>
      }
    >
      <p>Le Sud 4 est joué : voici le classement si la partie s’arrête ici.</p>
      <GameStanding game={game} pseudoOf={pseudoOf} />
    </Overlay>
  );
}
