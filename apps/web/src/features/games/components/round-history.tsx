import type { HistoryEntryWire } from '@mj/api';
import { EmptyState } from '../../../components/empty-state';
import { Delta } from '../../../components/score';
import { describeRound } from './describe-round';

/** The rounds of a game, oldest first: what happened and each player's change. */
export function RoundHistory({
  entries,
  joueurs,
  pseudoOf,
}: {
  entries: readonly HistoryEntryWire[];
  joueurs: readonly string[];
  pseudoOf: (id: string) => string;
}) {
  if (entries.length === 0) return <EmptyState>Aucun tour enregistré.</EmptyState>;
  return (
    <ol className="history">
      {entries.map((entry) => (
        <li key={entry.index} className="history__entry">
          <p className="history__title">
            <span className="history__index">{entry.index + 1}</span>
            {describeRound(entry.tour, pseudoOf)}
            {entry.tour.riichi_players.length > 0 && (
              <span className="history__riichi">
                {' '}
                · riichi : {entry.tour.riichi_players.map(pseudoOf).join(', ')}
              </span>
            )}
          </p>
          <ul className="history__deltas">
            {joueurs.map((id) => (
              <li key={id}>
                <span>{pseudoOf(id)}</span>
                <Delta value={entry.delta[id] ?? 0} />
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
