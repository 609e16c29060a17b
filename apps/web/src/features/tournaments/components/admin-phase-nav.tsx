import { Link } from 'react-router-dom';
import { type Tournament } from '@mj/api';
import { useGetRondesQuery } from '@mj/api/rondes';
import { useGetTournamentGamesQuery } from '@mj/api/tournaments';
import { paths } from '../../../config/paths';
import { useLiveTournament } from '../../../hooks/use-live-updates';
import type { AdminPhase } from '../admin-phases';
import { isFinished } from '../model/tournament-list';
import { sheetsWaiting } from '../officiating/sheet-status';

/**
 * The admin page's phases as links (each one a URL that survives a reload): a row of tabs under the
 * page's header on a wide screen, a tab bar at the bottom of a phone's screen (tournaments.css).
 */
export function AdminPhaseNav({
  tournamentId,
  phases,
  current,
}: {
  tournamentId: string;
  phases: AdminPhase[];
  current: string;
}) {
  return (
    <nav className="admin-phases" aria-label="Étapes du tournoi">
      <ul className="admin-phases__list">
        {phases.map((phase) => (
          <li key={phase.id}>
            <Link
              className="admin-phases__link"
              to={paths.tournamentAdmin.href(tournamentId, phase.id)}
              aria-current={phase.id === current ? 'page' : undefined}
              // The phone's short label begins the full one: one name for both sizes.
              aria-label={phase.label}
            >
              <span className="admin-phases__long">{phase.label}</span>
              <span className="admin-phases__short">{phase.short}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * What the day needs at hand on every phase: the current ronde (its number, how many tables have
 * finished, its tables one tap away) and, while sheets are validated, how many wait for it.
 */
export function CurrentRondeBar({ tournament }: { tournament: Tournament }) {
  const refresh = useLiveTournament(tournament.id, true);
  const { data: rondes = [] } = useGetRondesQuery(tournament.id, refresh);
  const { data: games } = useGetTournamentGamesQuery(tournament.id, refresh);
  const latest = rondes.at(-1);
  const waiting = sheetsWaiting(games);
  const validating = tournament.validation_feuilles === 'arbitre' || waiting > 0;
  if (!latest && !validating) return null;
  const done = latest
    ? latest.tables.filter((table) =>
        (games ?? []).some((game) => game.id === table.partie_id && isFinished(game)),
      ).length
    : 0;
  return (
    <section className="current-ronde" aria-label="Ronde en cours">
      {latest && (
        <span className="current-ronde__title">
          Ronde {latest.numero}&nbsp;: {progress(done, latest.tables.length)}
        </span>
      )}
      {validating && (
        <span className="sheets-waiting" role="status">
          {waiting === 0
            ? 'Aucune feuille à valider.'
            : `${waiting} feuille${waiting > 1 ? 's' : ''} à valider`}
        </span>
      )}
      {latest && (
        <Link className="current-ronde__link" to={paths.tournamentAdmin.href(tournament.id, 'rondes')}>
          Voir les tables
        </Link>
      )}
    </section>
  );
}

function progress(done: number, tables: number): string {
  if (done === tables) return 'toutes les tables ont fini';
  return done > 1 ? `${done} tables sur ${tables} terminées` : `${done} table sur ${tables} terminée`;
}
