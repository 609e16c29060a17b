import { Link } from 'react-router-dom';
import { useGetRondesQuery, useGetTournamentGamesQuery } from '@mj/api';
import { paths } from '../../../config/paths';
import { useLiveTournament } from '../../../hooks/use-live-updates';
import type { AdminPhase } from '../admin-phases';
import { isFinished } from '../model/tournament-list';

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
 * The current ronde at a glance on every phase: its number, how many tables have finished, and the way
 * to its tables and to check-in in one tap.
 */
export function CurrentRondeBar({ tournamentId }: { tournamentId: string }) {
  const refresh = useLiveTournament(tournamentId, true);
  const { data: rondes = [] } = useGetRondesQuery(tournamentId, refresh);
  const { data: games = [] } = useGetTournamentGamesQuery(tournamentId, refresh);
  const latest = rondes.at(-1);
  if (!latest) return null;
  const done = latest.tables.filter((table) =>
    games.some((game) => game.id === table.partie_id && isFinished(game)),
  ).length;
  const tables = latest.tables.length;
  return (
    <section className="current-ronde" aria-label="Ronde en cours">
      <span className="current-ronde__title">
        Ronde {latest.numero}&nbsp;: {progress(done, tables)}
      </span>
      <Link className="current-ronde__link" to={paths.tournamentAdmin.href(tournamentId, 'rondes')}>
        Voir les tables
      </Link>
    </section>
  );
}

function progress(done: number, tables: number): string {
  if (done === tables) return 'toutes les tables ont fini';
  return done > 1 ? `${done} tables sur ${tables} terminées` : `${done} table sur ${tables} terminée`;
}
