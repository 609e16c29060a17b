import { useId, useState } from 'react';
import { getErrorMessage, type Tournament } from '@mj/api';
import { useGetTournamentsQuery } from '@mj/api/tournaments';
import { formatDate } from '@mj/domain';
import { Alert } from '../../components/alert';
import { ButtonLink } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { Page } from '../../components/page';
import { PageLoading } from '../../components/spinner';
import { paths } from '../../config/paths';
import { useCurrentUser } from '../../session/use-current-user';
import { TOURNAMENT_MESSAGES as M } from './messages';
import { MyRegistrations } from './registration/my-registrations';
import './tournaments.css';
import {
  ALL_MONTHS,
  filterTournaments,
  involves,
  isFinished,
  monthLabel,
  monthOptions,
  roleOf,
  type RoleFilter,
} from './model/tournament-list';

const ROLE_LABELS: Record<RoleFilter, string> = { all: 'Tous', admin: 'Admin', player: 'Joueur' };

/** /mes-tournois: the user's tournaments, filtered by role and start month, running ones first. */
export function MyTournamentsPage() {
  const user = useCurrentUser();
  const roleId = useId();
  const monthId = useId();
  const { data: tournaments, error, isLoading, refetch } = useGetTournamentsQuery();
  const [role, setRole] = useState<RoleFilter>('all');
  const [month, setMonth] = useState(ALL_MONTHS);

  if (isLoading) return <PageLoading />;
  const userId = user?.user_id ?? '';
  const mine = (tournaments ?? []).filter((tournament) => involves(tournament, userId));
  const { running, finished } = filterTournaments(mine, userId, { role, month });

  return (
    <Page
      title="Mes tournois"
      actions={
        <ButtonLink to={paths.createTournament.href()} variant="secondary">
          Créer un tournoi
        </ButtonLink>
      }
    >
      {error && <Alert onRetry={refetch}>{getErrorMessage(error, M.listLoadFailed)}</Alert>}
      <MyRegistrations />
      <div className="filters">
        <div className="field">
          <label htmlFor={roleId}>Rôle</label>
          <select id={roleId} value={role} onChange={(e) => setRole(e.target.value as RoleFilter)}>
            {(Object.keys(ROLE_LABELS) as RoleFilter[]).map((value) => (
              <option key={value} value={value}>
                {ROLE_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={monthId}>Mois de début</label>
          <select id={monthId} value={month} onChange={(e) => setMonth(e.target.value)}>
            <option value={ALL_MONTHS}>Tous les mois</option>
            {monthOptions(mine).map((value) => (
              <option key={value} value={value}>
                {monthLabel(value)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <TournamentList title="En cours" tournaments={running} userId={userId} empty={M.noRunningTournament} />
      <TournamentList
        title="Terminés"
        tournaments={finished}
        userId={userId}
        empty={M.noFinishedTournament}
      />
    </Page>
  );
}

function TournamentList(props: { title: string; tournaments: Tournament[]; userId: string; empty: string }) {
  const headingId = useId();
  return (
    <section className="tournament-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{props.title}</h2>
      {props.tournaments.length === 0 ? (
        <EmptyState>{props.empty}</EmptyState>
      ) : (
        <ul className="cards">
          {props.tournaments.map((tournament) => (
            <TournamentCard key={tournament.id} tournament={tournament} userId={props.userId} />
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * Gérer (admin) or Ouvrir (player); a finished tournament opens its results. A referee runs the tables
 * from the admin page: their card reads « Arbitre » and « Gérer » too.
 */
function TournamentCard({ tournament, userId }: { tournament: Tournament; userId: string }) {
  const role = roleOf(tournament, userId);
  const staff = role !== 'Joueur';
  const target = isFinished(tournament)
    ? paths.tournamentResults.href(tournament.id)
    : staff
      ? paths.tournamentAdmin.href(tournament.id)
      : paths.tournament.href(tournament.id);
  const count = tournament.joueurs.length;
  return (
    <li className="card" aria-label={tournament.nom}>
      <div className="card__header">
        <h3 className="card__title">{tournament.nom}</h3>
        <span className="badge">{role}</span>
      </div>
      <p className="card__meta">
        Début&nbsp;: {formatDate(tournament.date_debut)} · {count} joueur{count > 1 ? 's' : ''}
        {isFinished(tournament) && tournament.date_fin
          ? ` · Terminé le ${formatDate(tournament.date_fin)}`
          : ''}
      </p>
      <div className="card__actions">
        <ButtonLink to={target} variant={staff ? 'primary' : 'secondary'}>
          {staff ? 'Gérer' : 'Ouvrir'}
        </ButtonLink>
      </div>
    </li>
  );
}
