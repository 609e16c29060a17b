import { classicRules, gameResult, type PointsByPlayer, type Ruleset } from '@mj/domain';
import { formatPoints } from '../../../lib/format';
import { PlayerLink } from '../../../components/player-link';
import { Score } from '../../../components/score';
import './final-scores.css';

interface FinalScoresProps {
  joueurs: readonly string[];
  scores: PointsByPlayer;
  riichiStack: number;
  chombos?: PointsByPlayer;
  pseudoOf: (id: string) => string;
  /** Also show uma (the results page); the overlay keeps it short. */
  withUma?: boolean;
  /** The game's rules: its return score, uma, oka and chombo penalty. */
  rules?: Ruleset;
}

/** Final scores by place, with the result in points (rules-classic section 6, via the domain). */
export function FinalScores({
  joueurs,
  scores,
  riichiStack,
  chombos,
  pseudoOf,
  withUma,
  rules = classicRules,
}: FinalScoresProps) {
  const seated = Object.fromEntries(joueurs.map((id) => [id, scores[id] ?? 0]));
  const result = gameResult(
    { scores: seated, riichi_stack: riichiStack, ...(chombos ? { chombos } : {}) },
    rules,
  );
  if (!result.ok) return null;
  const ranked = [...joueurs].sort((a, b) => (result.place[a] ?? 4) - (result.place[b] ?? 4));
  return (
    // Keyboard users can scroll the table when it is wider than a phone (axe scrollable-region-focusable).
    <div className="table-scroll" tabIndex={0} role="region" aria-label="Tableau des scores finaux">
      <table className="table final-scores">
        <thead>
          <tr>
            <th scope="col" aria-label="Place">
              #
            </th>
            <th scope="col">Joueur</th>
            <th scope="col" className="num">
              Score
            </th>
            {withUma && (
              <th scope="col" className="num">
                Uma
              </th>
            )}
            <th scope="col" className="num">
              Points
            </th>
          </tr>
        </thead>
        <tbody>
          {ranked.map((id) => (
            <tr key={id} className={result.place[id] === 1 ? 'final-scores__first' : undefined}>
              <td>{result.place[id]}</td>
              <th scope="row">
                <PlayerLink userId={id}>{pseudoOf(id)}</PlayerLink>
              </th>
              <td className="num">
                <Score value={result.final_scores[id] ?? 0} />
              </td>
              {withUma && <td className="num">{formatPoints((result.uma[id] ?? 0) / 1000)}</td>}
              <td className="num">{formatPoints((result.result[id] ?? 0) / 1000)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
