import { Link } from 'react-router-dom';
import { Page } from '../../components/page';
import { paths } from '../../config/paths';
import './games.css';

/** /choose-party-mode: turn-by-turn entry or a finished game's final scores. */
export function ChooseGameModePage({ tournamentId }: { tournamentId: string | null }) {
  return (
    <Page title="Nouvelle partie" lead="Comment veux-tu saisir cette partie&nbsp;?">
      <div className="mode-cards">
        <Link className="mode-card" to={paths.createGame.href(tournamentId)}>
          <span className="mode-card__icon" aria-hidden="true">
            🀄
          </span>
          <span className="mode-card__title">Saisie tour par tour</span>
          <span className="mode-card__text">
            Choisis les joueurs et leurs vents, puis saisis chaque tour à la table.
          </span>
        </Link>
        <Link className="mode-card" to={paths.createFinalGame.href(tournamentId)}>
          <span className="mode-card__icon" aria-hidden="true">
            🏁
          </span>
          <span className="mode-card__title">Partie terminée</span>
          <span className="mode-card__text">
            Saisis directement les quatre scores finaux d’une partie jouée.
          </span>
        </Link>
      </div>
    </Page>
  );
}
