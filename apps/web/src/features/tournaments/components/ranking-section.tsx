import { useId, useState } from 'react';
import { getErrorMessage, type Tournament } from '@mj/api';
import { useGetPenaltiesQuery } from '@mj/api/officiating';
import { useGetRankingQuery, useSetRankingVisibleMutation } from '@mj/api/tournaments';
import { formatPoints } from '@mj/domain';
import { Alert } from '../../../components/alert';
import { usePseudos } from '../../../hooks/use-pseudos';
import { useLiveTournament } from '../../../hooks/use-live-updates';
import { TOURNAMENT_MESSAGES as M } from '../messages';
import { rankingRows, withSubstitutesFlagged } from '../model/ranking';
import { isFinished } from '../model/tournament-list';
import { penaltiesByPlayer } from '../officiating/penalties';
import { RankingTable } from './ranking-table';
import { StageStanding } from '../formats/formats-display';
import { TeamStandings } from '../../../components/team-standings';

interface RankingSectionProps {
  tournament: Tournament;
  /** The admin always sees the ranking and gets the visibility switch. */
  admin: boolean;
  /** The admin and referees see a hidden ranking. */
  staff?: boolean;
  loadFallback: string;
}

/** The ranking of a running tournament, refreshed while games are played. */
export function RankingSection({ tournament, admin, staff = admin, loadFallback }: RankingSectionProps) {
  const headingId = useId();
  const { pseudoOf } = usePseudos();
  const refresh = useLiveTournament(tournament.id, !isFinished(tournament));
  const { data, error, refetch } = useGetRankingQuery(tournament.id, refresh);
  const [setVisible, { isLoading: saving }] = useSetRankingVisibleMutation();
  const { data: penalties } = useGetPenaltiesQuery(tournament.id);
  const [failure, setFailure] = useState<string | null>(null);
  const visible = data?.classement_visible ?? tournament.classement_visible;

  async function toggle() {
    setFailure(null);
    try {
      await setVisible({ tournamentId: tournament.id, visible: !visible }).unwrap();
    } catch (cause) {
      setFailure(getErrorMessage(cause, M.visibilityFailed));
    }
  }

  return (
    <section className="tournament-section" aria-labelledby={headingId}>
      <h2 id={headingId}>Classement</h2>
      {admin && (
        <label className="switch">
          <input
            type="checkbox"
            role="switch"
            checked={visible}
            disabled={saving}
            onChange={() => void toggle()}
          />
          <span>Classement visible par les joueurs</span>
        </label>
      )}
      {failure && <Alert>{failure}</Alert>}
      {staff && !visible && (
        <div className="note" role="note">
          <p className="note__title">{M.hiddenForAdmin}</p>
          <p>{M.onlyAdminSees}</p>
        </div>
      )}
      {error ? (
        <Alert onRetry={refetch}>{getErrorMessage(error, loadFallback)}</Alert>
      ) : !data ? null : data.classement === null || (!staff && !visible) ? (
        <>
          <p className="hidden-ranking">{M.hiddenForPlayers}</p>
          {typeof data.mon_total === 'number' && (
            <p className="hidden-ranking__own">Ton total&nbsp;: {formatPoints(data.mon_total)}</p>
          )}
        </>
      ) : (
        <RankingTable
          rows={rankingRows(
            data.classement,
            withSubstitutesFlagged(pseudoOf, tournament.remplacants),
            data.rangs,
          )}
          penalties={penaltiesByPlayer(penalties)}
        />
      )}
      {data?.phases && data.phases.length > 0 && <StageStanding phases={data.phases} pseudoOf={pseudoOf} />}
      {data?.equipes && data.equipes.length > 0 && (staff || visible) && (
        <TeamStandings equipes={data.equipes} memberLabel={pseudoOf} />
      )}
    </section>
  );
}
