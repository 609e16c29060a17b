import { Navigate } from 'react-router-dom';
import { getErrorMessage } from '@mj/api';
import { useGetTournamentQuery } from '@mj/api/tournaments';
import { useCurrentUser } from '../../session/use-current-user';
import { Alert } from '../../components/alert';
import { ButtonLink } from '../../components/button';
import { Page } from '../../components/page';
import { PageLoading } from '../../components/spinner';
import { paths } from '../../config/paths';
import { GamesSection } from './components/games-section';
import { IdentitySection } from './components/identity-section';
import { PlayersSection } from './components/players-section';
import { RankingSection } from './components/ranking-section';
import { RondesSection } from './components/rondes-section';
import { TournamentSummary } from './components/tournament-summary';
import { useLiveTournament } from '../../hooks/use-live-updates';
import { TOURNAMENT_MESSAGES as M } from './messages';
import './tournaments.css';
import { isAdminOf, isFinished } from './model/tournament-list';

/**
 * /tournois/{id}: the participant's read-only view, the ranking only while visible. A finished
 * tournament redirects to its results; its admin gets a way to the admin page.
 */
export function TournamentPage({ tournamentId }: { tournamentId: string }) {
  const user = useCurrentUser();
  // Live too, so that players watching the page are taken to the results when the admin finishes.
  const {
    data: tournament,
    error,
    isLoading,
    refetch,
  } = useGetTournamentQuery(tournamentId, useLiveTournament(tournamentId, true));

  if (isLoading) return <PageLoading />;
  if (!tournament) {
    return (
      <Page title="Tournoi">
        <Alert onRetry={refetch}>{getErrorMessage(error, M.participantLoadFailed)}</Alert>
      </Page>
    );
  }
  if (isFinished(tournament)) return <Navigate to={paths.tournamentResults.href(tournamentId)} replace />;
  const admin = isAdminOf(tournament, user?.user_id);
  const playing = user !== null && tournament.joueurs.includes(user.user_id);

  return (
    <Page
      title={tournament.nom}
      lead={<TournamentSummary tournament={tournament} />}
      actions={
        admin && <ButtonLink to={paths.tournamentAdmin.href(tournamentId)}>Gérer le tournoi</ButtonLink>
      }
    >
      <PlayersSection tournament={tournament} admin={false} />
      <RondesSection tournament={tournament} admin={false} currentUserId={user?.user_id} />
      <GamesSection
        tournament={tournament}
        admin={false}
        currentUserId={user?.user_id}
        loadFallback={M.participantLoadFailed}
      />
      <RankingSection tournament={tournament} admin={false} loadFallback={M.participantLoadFailed} />
      {playing && <IdentitySection tournament={tournament} userId={user.user_id} />}
    </Page>
  );
}
