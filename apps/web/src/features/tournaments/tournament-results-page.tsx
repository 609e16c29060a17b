import { useId, useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { getErrorMessage, type TournamentGame as Game, type Tournament } from '@mj/api';
import { useGetPenaltiesQuery } from '@mj/api/officiating';
import {
  useGetRankingQuery,
  useGetTournamentGamesQuery,
  useGetTournamentQuery,
  useReopenTournamentMutation,
  useSetRankingVisibleMutation,
} from '@mj/api/tournaments';
import { formatDateTime, formatPoints } from '@mj/domain';
import { useCurrentUser } from '../../session/use-current-user';
import { Alert } from '../../components/alert';
import { Button, ButtonLink } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { Page } from '../../components/page';
import { PlayerLink } from '../../components/player-link';
import { PageLoading } from '../../components/spinner';
import { paths } from '../../config/paths';
import { usePseudos } from '../../hooks/use-pseudos';
import { HighlightsSection } from './components/highlights-section';
import { RankingTable } from './components/ranking-table';
import { downloadTextFile } from '../../lib/download';
import { TOURNAMENT_MESSAGES as M } from './messages';
import './tournaments.css';
import {
  placeLabel,
  rankingRows,
  splitPodium,
  withSubstitutesFlagged,
  type RankingRow,
} from './model/ranking';
import { PenaltiesList, penaltiesByPlayer } from './officiating/penalties';
import { EmaExport } from './registration/ema-export';
import { buildResultsCsv, resultsCsvFilename } from './model/results-csv';
import { isAdminOf, isFinished, isStaffOf } from './model/tournament-list';
import { TeamStandings } from '../../components/team-standings';
import { StageStanding } from './formats/formats-display';

const MEDALS = ['🥇', '🥈', '🥉'];

/**
 * /tournois/{id}/resultats: podium, the rest of the ranking, finish date and participant count, the CSV
 * export and, for the admin, 'Rouvrir le tournoi'. A running tournament redirects to the page of its role.
 */
export function TournamentResultsPage({ tournamentId }: { tournamentId: string }) {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const { pseudoOf } = usePseudos();
  const tournamentQuery = useGetTournamentQuery(tournamentId);
  const finished = tournamentQuery.data ? isFinished(tournamentQuery.data) : false;
  const rankingQuery = useGetRankingQuery(tournamentId, { skip: !finished });
  const gamesQuery = useGetTournamentGamesQuery(tournamentId, { skip: !finished });
  const penaltiesQuery = useGetPenaltiesQuery(tournamentId, { skip: !finished });
  const [reopenTournament, { isLoading: reopening }] = useReopenTournamentMutation();
  const [setRankingVisible, { isLoading: publishing }] = useSetRankingVisibleMutation();
  const [failure, setFailure] = useState<string | null>(null);

  const tournament = tournamentQuery.data;
  // Right after "Terminer" the cached tournament may still say "en cours" while it is being refetched:
  // only a settled answer decides a redirect.
  if (tournamentQuery.isLoading || (tournament && !finished && tournamentQuery.isFetching))
    return <PageLoading />;
  if (!tournament || rankingQuery.error) {
    return (
      <Page title="Résultats du tournoi">
        <Alert onRetry={() => (rankingQuery.error ? rankingQuery.refetch() : tournamentQuery.refetch())}>
          {getErrorMessage(tournamentQuery.error ?? rankingQuery.error, M.resultsLoadFailed)}
        </Alert>
      </Page>
    );
  }
  const admin = isAdminOf(tournament, user?.user_id);
  const staff = isStaffOf(tournament, user?.user_id);
  if (!finished) {
    return (
      <Navigate
        to={staff ? paths.tournamentAdmin.href(tournamentId) : paths.tournament.href(tournamentId)}
        replace
      />
    );
  }
  if (!rankingQuery.data) return <PageLoading />;

  const classement = rankingQuery.data.classement;
  const labelOf = withSubstitutesFlagged(pseudoOf, tournament.remplacants);
  const rows = classement ? rankingRows(classement, labelOf, rankingQuery.data.rangs) : [];
  // The podium waits for the ranking to be published: the admin and referees see the lines before that.
  const published = rankingQuery.data.classement_visible;
  const { podium, rest } = published ? splitPodium(rows) : { podium: [], rest: rows };
  const penalties = penaltiesByPlayer(penaltiesQuery.data);

  async function reopen() {
    setFailure(null);
    try {
      await reopenTournament(tournamentId).unwrap();
      navigate(paths.tournamentAdmin.href(tournamentId));
    } catch (cause) {
      setFailure(getErrorMessage(cause, M.reopenFailed));
    }
  }

  /** A hidden ranking stays hidden after the finish: only the admin's tap shows the podium to the players. */
  async function publish() {
    setFailure(null);
    try {
      await setRankingVisible({ tournamentId, visible: true }).unwrap();
    } catch (cause) {
      setFailure(getErrorMessage(cause, M.publishFailed));
    }
  }

  function exportCsv(current: Tournament) {
    const csv = buildResultsCsv({
      tournament: current,
      ranking: rows,
      games: gamesQuery.data ?? [],
      penalties,
      pseudoOf: labelOf,
    });
    downloadTextFile(resultsCsvFilename(current), csv, 'text/csv;charset=utf-8');
  }

  return (
    <Page
      title={tournament.nom}
      lead={<ResultsFacts tournament={tournament} games={gamesQuery.data} />}
      actions={
        <>
          <ButtonLink variant="secondary" to={paths.myTournaments.href()}>
            Retour
          </ButtonLink>
          <Button variant="secondary" disabled={!gamesQuery.data} onClick={() => exportCsv(tournament)}>
            Exporter en CSV
          </Button>
          {admin && (
            // Rarely needed after the end: the quietest button of the page, never its main action.
            <Button variant="ghost" disabled={reopening} onClick={() => void reopen()}>
              Rouvrir le tournoi
            </Button>
          )}
        </>
      }
    >
      {failure && <Alert>{failure}</Alert>}
      {admin && <EmaExport tournamentId={tournamentId} nom={tournament.nom} />}
      {admin && !rankingQuery.data.classement_visible && (
        <div className="note" role="note">
          <p className="note__title">{M.hiddenForAdmin}</p>
          <p>{M.hiddenAfterFinish}</p>
          <Button disabled={publishing} onClick={() => void publish()}>
            Publier le classement
          </Button>
        </div>
      )}
      {classement === null ? (
        <p className="hidden-ranking">{M.hiddenForPlayers}</p>
      ) : rows.length === 0 ? (
        <EmptyState>{M.noScores}</EmptyState>
      ) : (
        <>
          <Podium rows={podium} />
          {rest.length > 0 && (
            <RankingTable
              rows={rest}
              caption={published ? 'Suite du classement' : 'Classement'}
              penalties={penalties}
            />
          )}
          {rankingQuery.data.phases && rankingQuery.data.phases.length > 0 && (
            <StageStanding phases={rankingQuery.data.phases} pseudoOf={labelOf} />
          )}
          {rankingQuery.data.equipes && rankingQuery.data.equipes.length > 0 && (
            <TeamStandings equipes={rankingQuery.data.equipes} memberLabel={labelOf} />
          )}
        </>
      )}
      {classement !== null && <PenaltiesList tournamentId={tournamentId} staff={false} />}
      {classement !== null && <HighlightsSection tournamentId={tournamentId} pseudoOf={pseudoOf} />}
    </Page>
  );
}

/**
 * Everyone who took part: the players, and the admin too when they sat at a game. The count waits for the
 * games, so that a wrong number (without the admin) never shows first.
 */
function ResultsFacts({ tournament, games }: { tournament: Tournament; games: Game[] | undefined }) {
  const finished = tournament.date_fin ? `Terminé le ${formatDateTime(tournament.date_fin)}` : 'Terminé';
  if (!games) return <>{finished}</>;
  const count = new Set([...tournament.joueurs, ...games.flatMap((game) => game.joueurs)]).size;
  return (
    <>
      {finished} · {count} participant
      {count > 1 ? 's' : ''}
    </>
  );
}

function Podium({ rows }: { rows: RankingRow[] }) {
  const headingId = useId();
  if (rows.length === 0) return null;
  return (
    <section className="podium" aria-labelledby={headingId}>
      <h2 id={headingId}>Podium</h2>
      <ol className="podium__steps">
        {rows.map((row, index) => (
          <li key={row.userId} className={`podium__step podium__step--${index + 1}`}>
            <span className="podium__medal" aria-hidden="true">
              {MEDALS[row.place - 1] ?? ''}
            </span>
            <span className="podium__place">{placeLabel(row)}</span>
            <span className="podium__pseudo">
              <PlayerLink userId={row.userId}>{row.pseudo}</PlayerLink>
            </span>
            <span className="podium__points">{formatPoints(row.points)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
