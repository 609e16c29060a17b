import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { getErrorMessage } from '@mj/api';
import { useFinishTournamentMutation, useGetTournamentQuery } from '@mj/api/tournaments';
import { useCurrentUser } from '../../session/use-current-user';
import { Alert } from '../../components/alert';
import { Button, ButtonLink } from '../../components/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Page } from '../../components/page';
import { PageLoading } from '../../components/spinner';
import { paths } from '../../config/paths';
import { GamesSection } from './components/games-section';
import { NewRonde } from './components/new-ronde';
import { HandOverSection } from './components/hand-over-section';
import { PlayersSection } from './components/players-section';
import { RankingSection } from './components/ranking-section';
import { RondesSection } from './components/rondes-section';
import { ScreenSection } from './components/screen-section';
import { TournamentEdit } from './components/tournament-edit';
import { TournamentSummary } from './components/tournament-summary';
import { CheckInSection } from './registration/check-in-section';
import { EmaExport } from './registration/ema-export';
import { RegistrationSection } from './registration/registration-section';
import { TOURNAMENT_MESSAGES as M } from './messages';
import './tournaments.css';
import { isAdminOf, isFinished, isStaffOf, withAdmin } from './model/tournament-list';
import { OfficiatingSection } from './officiating/officiating-section';
import { RefereesSection } from './officiating/referees-section';

/**
 * /tournois/{id}/admin: players (adding, removing, marking absent), « Nouvelle ronde » and the rondes with
 * their clock, games with delete, the ranking and its visibility, the public screen's link, editing the
 * name and date, a new game (not once finished) and finishing the tournament. Anyone else is sent to the
 * participant page.
 */
export function TournamentAdminPage({ tournamentId }: { tournamentId: string }) {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const { data: tournament, error, isLoading, refetch } = useGetTournamentQuery(tournamentId);
  const [finishTournament, { isLoading: finishing }] = useFinishTournamentMutation();
  const [confirming, setConfirming] = useState(false);
  const [panel, setPanel] = useState<'ronde' | 'edit' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  if (isLoading) return <PageLoading />;
  if (!tournament) {
    return (
      <Page title="Administration du tournoi">
        <Alert onRetry={refetch}>{getErrorMessage(error, M.adminLoadFailed)}</Alert>
      </Page>
    );
  }
  if (!isStaffOf(tournament, user?.user_id))
    return <Navigate to={paths.tournament.href(tournamentId)} replace />;
  // A referee sees this page with what is theirs: rondes, games, sheets, penalties; not the admin's own.
  const admin = isAdminOf(tournament, user?.user_id);
  const finished = isFinished(tournament);

  async function finish() {
    setConfirming(false);
    setFailure(null);
    try {
      await finishTournament(tournamentId).unwrap();
      navigate(paths.tournamentResults.href(tournamentId));
    } catch (cause) {
      setFailure(getErrorMessage(cause, M.finishFailed));
    }
  }

  return (
    <Page
      title={tournament.nom}
      lead={<TournamentSummary tournament={tournament} />}
      actions={
        finished ? (
          <ButtonLink to={paths.tournamentResults.href(tournamentId)}>Voir les résultats</ButtonLink>
        ) : !admin ? (
          <>
            <Button
              onClick={() => setPanel(panel === 'ronde' ? null : 'ronde')}
              aria-expanded={panel === 'ronde'}
            >
              Nouvelle ronde
            </Button>
            <ButtonLink variant="secondary" to={paths.chooseGameMode.href(tournamentId)}>
              Nouvelle partie
            </ButtonLink>
          </>
        ) : (
          <>
            <Button
              onClick={() => setPanel(panel === 'ronde' ? null : 'ronde')}
              aria-expanded={panel === 'ronde'}
            >
              Nouvelle ronde
            </Button>
            <ButtonLink variant="secondary" to={paths.chooseGameMode.href(tournamentId)}>
              Nouvelle partie
            </ButtonLink>
            <Button
              variant="secondary"
              onClick={() => setPanel(panel === 'edit' ? null : 'edit')}
              aria-expanded={panel === 'edit'}
            >
              Modifier
            </Button>
            <Button variant="danger" disabled={finishing} onClick={() => setConfirming(true)}>
              Terminer le tournoi
            </Button>
          </>
        )
      }
    >
      {failure && <Alert>{failure}</Alert>}
      {panel === 'edit' && !finished && admin && (
        <TournamentEdit tournament={tournament} onDone={() => setPanel(null)} />
      )}
      {panel === 'ronde' && !finished && (
        <NewRonde
          tournament={tournament}
          players={withAdmin(tournament.joueurs, tournament.admin_id)}
          onDone={() => setPanel(null)}
        />
      )}
      <PlayersSection tournament={tournament} admin={admin} />
      {admin && <RegistrationSection tournament={tournament} />}
      <CheckInSection tournament={tournament} />
      {admin && <RefereesSection tournament={tournament} />}
      <RondesSection tournament={tournament} admin currentUserId={user?.user_id} />
      <GamesSection
        tournament={tournament}
        admin={admin}
        staff
        currentUserId={user?.user_id}
        loadFallback={M.adminLoadFailed}
      />
      <OfficiatingSection tournament={tournament} admin={admin} />
      <RankingSection tournament={tournament} admin={admin} staff loadFallback={M.adminLoadFailed} />
      {admin && <ScreenSection tournamentId={tournamentId} />}
      <section className="tournament-section" aria-label="Résultats pour l’EMA">
        <EmaExport tournamentId={tournamentId} nom={tournament.nom} />
        <ButtonLink variant="ghost" to={paths.tournamentReport.href(tournamentId)}>
          Rapport de l’observateur
        </ButtonLink>
      </section>
      {admin && <HandOverSection tournament={tournament} />}
      {confirming && (
        <ConfirmDialog
          message={
            tournament.classement_visible ? M.finishConfirm : `${M.finishConfirm} ${M.finishKeepsHidden}`
          }
          confirmLabel="Terminer"
          danger
          onConfirm={() => void finish()}
          onCancel={() => setConfirming(false)}
        />
      )}
    </Page>
  );
}
