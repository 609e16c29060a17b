import { Fragment, useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { useQueryParam } from '../../hooks/use-query-param';
import { getErrorMessage } from '@mj/api';
import { useFinishTournamentMutation, useGetTournamentQuery } from '@mj/api/tournaments';
import { useCurrentUser } from '../../session/use-current-user';
import { Alert } from '../../components/alert';
import { Button, ButtonLink } from '../../components/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Page } from '../../components/page';
import { PageLoading } from '../../components/spinner';
import { paths } from '../../config/paths';
import { NewRonde } from './components/new-ronde';
import { TournamentEdit } from './components/tournament-edit';
import { TournamentSummary } from './components/tournament-summary';
import { TOURNAMENT_MESSAGES as M } from './messages';
import './tournaments.css';
import { isAdminOf, isFinished, isStaffOf, withAdmin } from './model/tournament-list';
import { AdminPhaseNav, CurrentRondeBar } from './components/admin-phase-nav';
import { defaultPhase, phasesFor } from './admin-phases';

/**
 * /tournois/{id}/admin?etape=…: the tournament's management by the day's phases (./admin-phases.tsx), one
 * at a time, with « Nouvelle ronde » and the current ronde always at hand; editing the name and date, a new
 * game (not once finished) and finishing the tournament. Anyone but the admin and the referees is sent to
 * the participant page.
 */
export function TournamentAdminPage({ tournamentId }: { tournamentId: string }) {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const { data: tournament, error, isLoading, refetch } = useGetTournamentQuery(tournamentId);
  const [finishTournament, { isLoading: finishing }] = useFinishTournamentMutation();
  const [confirming, setConfirming] = useState(false);
  const [panel, setPanel] = useState<'ronde' | 'edit' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const etape = useQueryParam('etape');

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
  const phases = phasesFor(admin);
  const asked = etape ?? defaultPhase(finished);
  const phase = phases.find((candidate) => candidate.id === asked) ?? phases[0]!;
  const context = { tournament, admin, currentUserId: user?.user_id };

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
      {!finished && <CurrentRondeBar tournament={tournament} />}
      <AdminPhaseNav tournamentId={tournamentId} phases={phases} current={phase.id} />
      <div className="admin-phase">
        {phase.sections.map((section) => (
          <Fragment key={section.id}>{section.render(context)}</Fragment>
        ))}
      </div>
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
