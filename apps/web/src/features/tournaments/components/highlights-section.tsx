import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { getErrorMessage } from '@mj/api';
import { useGetTournamentHighlightsQuery } from '@mj/api/statistics';
import { Alert } from '../../../components/alert';
import { PlayerLink } from '../../../components/player-link';
import { paths } from '../../../config/paths';
import { formatDelta, formatRate, formatScore } from '../../../lib/format';
import { TOURNAMENT_MESSAGES as M } from '../messages';

/**
 * A finished tournament's highlights: the biggest hand, the most wins, the fewest ron conceded (deal-ins)
 * rate, the best comeback. Hidden (nothing shown) exactly when the ranking is.
 */
export function HighlightsSection({
  tournamentId,
  pseudoOf,
}: {
  tournamentId: string;
  pseudoOf: (id: string) => string;
}) {
  const headingId = useId();
  const query = useGetTournamentHighlightsQuery(tournamentId);
  const highlights = query.data?.faits_marquants;
  if (query.isLoading || highlights === null) return null;
  const player = (id: string) => <PlayerLink userId={id}>{pseudoOf(id)}</PlayerLink>;
  const game = (id: string) => <Link to={paths.gameResults.href(id)}>voir la partie</Link>;
  const items: Array<[string, ReactNode]> = [];
  if (highlights) {
    const { main_max, plus_de_victoires, moins_de_deal_in, meilleure_remontee } = highlights;
    if (main_max)
      items.push([
        'Plus grosse main',
        <>
          {player(main_max.user_id)} · {formatScore(main_max.points)} points ({main_max.han} han
          {main_max.fu > 0 ? ` ${main_max.fu} fu` : ''}) · {game(main_max.partie_id)}
        </>,
      ]);
    if (plus_de_victoires)
      items.push([
        'Plus de victoires',
        <>
          {player(plus_de_victoires.user_id)} · {plus_de_victoires.victoires} tour
          {plus_de_victoires.victoires > 1 ? 's' : ''} gagné{plus_de_victoires.victoires > 1 ? 's' : ''}
        </>,
      ]);
    if (moins_de_deal_in)
      items.push([
        'Moins de ron concédés',
        <>
          {player(moins_de_deal_in.user_id)} · {formatRate(moins_de_deal_in.taux)} sur{' '}
          {moins_de_deal_in.tours} tour{moins_de_deal_in.tours > 1 ? 's' : ''}
        </>,
      ]);
    if (meilleure_remontee)
      items.push([
        'Meilleure remontée',
        <>
          {player(meilleure_remontee.user_id)} · {formatDelta(meilleure_remontee.points)} depuis{' '}
          {formatScore(meilleure_remontee.score_min)} · {game(meilleure_remontee.partie_id)}
        </>,
      ]);
  }
  return (
    <section className="card stack highlights" aria-labelledby={headingId}>
      <h2 id={headingId}>Faits marquants</h2>
      {query.error ? (
        <Alert onRetry={query.refetch}>{getErrorMessage(query.error, M.highlightsLoadFailed)}</Alert>
      ) : items.length === 0 ? (
        <p className="field__hint">{M.noHighlights}</p>
      ) : (
        <dl className="highlights__list">
          {items.map(([label, content]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{content}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
