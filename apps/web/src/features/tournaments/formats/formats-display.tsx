import type { RankingResponse } from '@mj/api';
import { formatPoints } from '@mj/domain';
import { stageLine } from '../../../lib/stages';

/**
 * The current stage under the ranking: its name, and for each of its players the points carried in, the
 * points of the stage and the total (the ranking lists the finalists first, then the others as at the cut).
 */
export function StageStanding({
  phases,
  pseudoOf,
}: {
  phases: NonNullable<RankingResponse['phases']>;
  pseudoOf: (userId: string) => string;
}) {
  const stage = phases.at(-1);
  if (!stage) return null;
  const withFigures = Object.keys(stage.reportes).length > 0;
  return (
    <div className="stage-standing">
      <p className="stage-standing__line">
        Phase en cours&nbsp;: {stageLine(stage)} Les autres joueurs gardent leur place à la coupure.
      </p>
      {withFigures && (
        <table className="table">
          <caption className="visually-hidden">Points reportés et points de la phase</caption>
          <thead>
            <tr>
              <th scope="col">Joueur</th>
              <th scope="col" className="num">
                Reportés
              </th>
              <th scope="col" className="num">
                Phase
              </th>
            </tr>
          </thead>
          <tbody>
            {stage.joueurs.map((userId) => (
              <tr key={userId}>
                <th scope="row">{pseudoOf(userId)}</th>
                <td className="num">{formatPoints(stage.reportes[userId] ?? 0)}</td>
                <td className="num">{formatPoints(stage.points[userId] ?? 0)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
