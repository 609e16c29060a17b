import { Link } from 'react-router-dom';
import type { Game } from '@mj/api';
import { FINISHED } from '@mj/domain';
import { Button, ButtonLink } from '../../components/button';
import { Score } from '../../components/score';
import { paths } from '../../config/paths';
import { formatDateTime } from '../../lib/format';
import { FINISH_WAITING, SENDING_BLOCKED, waitingLabel } from '../../outbox/items';
import type { WaitingGame } from '../../outbox/outbox-slice';

/** The empty state, for a game that has no round yet. */
export const NO_SCORES = 'Pas encore de scores enregistrés.';

interface GameCardProps {
  game: Game;
  pseudoOf: (id: string) => string;
  /** Given for a casual game someone else created: the player may leave (hide) it. */
  onLeave?: (() => void) | undefined;
  /** What this phone still has to send for the game (rounds, a finish), and whether the server stopped it. */
  waiting?: WaitingGame | undefined;
}

/**
 * One game: name, state, start, each player's score, and « Continuer la partie » or its results; and
 * « Quitter la partie » when the player may leave it.
 */
export function GameCard({ game, pseudoOf, onLeave, waiting }: GameCardProps) {
  const done = game.etat === FINISHED;
  const unscored = !done && game.nb_tours === 0;
  // A blocked game's hint also describes « Continuer la partie », so a screen reader hears why to open it.
  const blockedId = waiting?.blocked ? `envoi-bloque-${game.id}` : undefined;
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
      {blockedId ? (
        <p id={blockedId} className="card__meta game-card__blocked">
          {/* A finished game's card leads to its results: the hint itself opens the game's page. */}
          {done ? <Link to={paths.addRound.href(game.id)}>{SENDING_BLOCKED}</Link> : SENDING_BLOCKED}
        </p>
      ) : (
        waiting && (
          <p className="card__meta game-card__waiting">
            {waiting.rounds > 0 && waitingLabel(waiting.rounds)}
            {waiting.rounds > 0 && waiting.finish && <br />}
            {waiting.finish && FINISH_WAITING}
          </p>
        )
      )}
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
        <ButtonLink
          block
          to={paths.addRound.href(game.id)}
          aria-label={`Continuer la partie ${game.nom}`}
          aria-describedby={blockedId}
        >
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
