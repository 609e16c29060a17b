import type { Game } from '@mj/api';
import { FINISHED } from '@mj/domain';
import { Button, ButtonLink } from '../../components/button';
import { Score } from '../../components/score';
import { paths } from '../../config/paths';
import { formatDateTime } from '../../lib/format';
import { waitingLabel } from './add-round/outbox';

/** Spec section 8's empty state, for a game that has no round yet. */
export const NO_SCORES = 'Pas encore de scores enregistrés.';

interface GameCardProps {
  game: Game;
  pseudoOf: (id: string) => string;
  /** Given for a casual game someone else created: the player may leave (hide) it. */
  onLeave?: (() => void) | undefined;
  /** How many rounds (or a finish) this phone still has to send for the game. */
  waiting?: number | undefined;
}

/**
 * One game: name, state, start, each player's score, and « Continuer la partie » or its results; and
 * « Quitter la partie » when the player may leave it.
 */
export function GameCard({ game, pseudoOf, onLeave, waiting = 0 }: GameCardProps) {
  const done = game.etat === FINISHED;
  const unscored = !done && game.nb_tours === 0;
  return (
    <li className="card game-card">
      <div className="card__title">
        <h3>{game.nom}</h3>
        <span className={done ? 'badge' : 'badge badge--live'}>{done ? 'Terminée' : 'En cours'}</span>
      </div>
      <p className="card__meta">{formatDateTime(game.date_debut)}</p>
      <ul className="game-card__players">
        {game.joueurs.map((id) => (
          <li key={id}>
            <span title={pseudoOf(id)}>{pseudoOf(id)}</span>
            {!unscored && <Score value={game.scores[id] ?? 0} />}
          </li>
        ))}
      </ul>
      {unscored && <p className="card__meta">{NO_SCORES}</p>}
      {waiting > 0 && <p className="card__meta game-card__waiting">{waitingLabel(waiting)}</p>}
      {done ? (
        <ButtonLink
          variant="secondary"
          block
          to={paths.gameResults.href(game.id)}
          aria-label={`Voir les résultats de ${game.nom}`}
        >
          Voir les résultats
        </ButtonLink>
      ) : (
        <ButtonLink block to={paths.addRound.href(game.id)} aria-label={`Continuer la partie ${game.nom}`}>
          Continuer la partie
        </ButtonLink>
      )}
      {onLeave && (
        <Button variant="secondary" block onClick={onLeave} aria-label={`Quitter la partie ${game.nom}`}>
          Quitter la partie
        </Button>
      )}
    </li>
  );
}
