import { useGetMyRegistrationsQuery } from '@mj/api/registration';
import { formatDate } from '@mj/domain';
import { ButtonLink } from '../../../components/button';
import { paths } from '../../../config/paths';
import { waitingLabel } from '../registration-messages';

/**
 * On the player's tournaments page: the waiting lists they are on, with their rank, and the places they
 * got from one (« Une place s'est libérée »).
 */
export function MyRegistrations() {
  const { data } = useGetMyRegistrationsQuery();
  if (!data || data.length === 0) return null;
  return (
    <section className="tournament-section" aria-label="Mes inscriptions">
      <ul className="player-list">
        {data.map((entry) => (
          <li key={entry.tournoi_id} className="player-list__item">
            <span>
              {entry.nom} — {formatDate(entry.date_debut)}
            </span>
            {entry.statut === 'attente' ? (
              <span className="badge">{waitingLabel(entry.rang)}</span>
            ) : (
              <>
                <span className="badge badge--live">Une place s’est libérée&nbsp;: elle est pour toi</span>
                <ButtonLink variant="ghost" to={paths.tournament.href(entry.tournoi_id)}>
                  Voir le tournoi
                </ButtonLink>
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
