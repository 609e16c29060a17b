import { formatPoints } from '@mj/domain';
import type { Penalty } from '@mj/api';
import { placeLabel, type RankingRow } from '../model/ranking';
import { PenaltyCell } from '../officiating/penalties';
import { TOURNAMENT_MESSAGES as M } from '../messages';
import { EmptyState } from '../../../components/empty-state';
import { PlayerLink } from '../../../components/player-link';

const pointsTone = (points: number) => (points > 0 ? 'delta--up' : points < 0 ? 'delta--down' : '');

/** The ranking as a table: place, pseudo, points in the rules' format (+25,3). */
export function RankingTable({
  rows,
  caption = 'Classement',
  penalties,
}: {
  rows: RankingRow[];
  caption?: string;
  /** With it, a « Pénalités » column: each line's sum, its reasons on tap. */
  penalties?: ReadonlyMap<string, readonly Penalty[]>;
}) {
  if (rows.length === 0) return <EmptyState>{M.noPoints}</EmptyState>;
  return (
    <table className="table ranking">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Place</th>
          <th scope="col">Joueur</th>
          <th scope="col" className="num">
            Points
          </th>
          {penalties && (
            <th scope="col" className="num">
              Pénalités
            </th>
          )}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.userId}>
            <td className="ranking__place">{placeLabel(row)}</td>
            <th scope="row" className="ranking__pseudo">
              <PlayerLink userId={row.userId}>{row.pseudo}</PlayerLink>
            </th>
            <td className={`num ranking__points ${pointsTone(row.points)}`}>{formatPoints(row.points)}</td>
            {penalties && (
              <td className="num">
                <PenaltyCell penalties={penalties.get(row.userId)} />
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
