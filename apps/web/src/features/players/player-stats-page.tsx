import { lazy, Suspense, useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { getErrorMessage, type PlayerStatistics } from '@mj/api';
import { useGetPlayerStatisticsQuery } from '@mj/api/statistics';
import { statisticRates } from '@mj/domain';
import { Alert } from '../../components/alert';
import { ButtonLink } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { Page } from '../../components/page';
import { PageLoading } from '../../components/spinner';
import { paths } from '../../config/paths';
import { formatDateTime, formatDecimal, formatPoints, formatRate, formatScore } from '../../lib/format';
import { ofName } from '../../lib/french';
import { cumulativePoints, PLACE_LABELS } from './series';
import './players.css';

/** Each chart is its own small chunk: the figures and the data tables show first. */
const PlacesChart = lazy(() => import('./places-chart'));
const PointsChart = lazy(() => import('../../components/points-chart'));

export const PLAYER_MESSAGES = {
  notFound: 'Joueur introuvable.',
  loadFailed: 'Impossible de charger les statistiques.',
  noGame: (pseudo: string) =>
    `${pseudo} n’a encore terminé aucune partie\u00a0: les statistiques apparaîtront après la première.`,
  manualOnly: 'Les parties saisies par score final ne comptent pas dans les tours.',
  noWin: 'Aucune main gagnée pour l’instant.',
} as const;

const isNotFound = (error: unknown) =>
  typeof error === 'object' && error !== null && 'status' in error && error.status === 404;

/**
 * /joueurs/{id}: a player's record over their finished games — places, points over time,
 * rates, best hand — for any account, a deleted one's anonymous player included.
 */
export function PlayerStatsPage({ userId }: { userId: string }) {
  const query = useGetPlayerStatisticsQuery(userId);
  if (query.isLoading) return <PageLoading />;
  if (!query.data) {
    const notFound = isNotFound(query.error);
    return (
      <Page
        title={notFound ? 'Joueur introuvable' : 'Statistiques'}
        actions={
          <ButtonLink variant="secondary" to={paths.dashboard.href()}>
            Retour au compte
          </ButtonLink>
        }
      >
        {notFound ? (
          <EmptyState>{getErrorMessage(query.error, PLAYER_MESSAGES.notFound)}</EmptyState>
        ) : (
          <Alert onRetry={query.refetch}>{getErrorMessage(query.error, PLAYER_MESSAGES.loadFailed)}</Alert>
        )}
      </Page>
    );
  }
  const stats = query.data;
  const title = `Statistiques ${ofName(stats.pseudo)}`;
  if (stats.parties === 0) {
    return (
      <Page title={title}>
        <EmptyState>{PLAYER_MESSAGES.noGame(stats.pseudo)}</EmptyState>
      </Page>
    );
  }
  return (
    <Page
      title={title}
      lead={`${stats.parties} partie${stats.parties > 1 ? 's' : ''} terminée${stats.parties > 1 ? 's' : ''}`}
      wide
    >
      <Summary stats={stats} />
      <PlacesSection places={stats.places} />
      <PointsSection serie={stats.serie} />
      <RatesSection stats={stats} />
      <BestHandSection stats={stats} />
    </Page>
  );
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="card stack" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

function Figures({ items }: { items: Array<[label: string, value: string, hint?: string]> }) {
  return (
    <dl className="stat-figures">
      {items.map(([label, value, hint]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>
            {value}
            {hint && <span className="stat-figures__hint"> {hint}</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Summary({ stats }: { stats: PlayerStatistics }) {
  return (
    <Card title="En bref">
      <Figures
        items={[
          ['Parties terminées', String(stats.parties)],
          ['Place moyenne', formatDecimal(stats.place_moyenne)],
          ['Points', formatPoints(stats.points)],
          ['Tours joués', String(stats.tours)],
          ['Chombos', String(stats.chombos)],
        ]}
      />
    </Card>
  );
}

function ChartSlot({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<div className="stat-chart stat-chart--loading" aria-hidden="true" />}>
      {children}
    </Suspense>
  );
}

function PlacesSection({ places }: { places: readonly number[] }) {
  return (
    <Card title="Places">
      <div className="stat-chart-pair">
        <ChartSlot>
          <PlacesChart places={places} />
        </ChartSlot>
        <table className="table stat-table">
          <caption className="visually-hidden">Nombre de parties par place</caption>
          <thead>
            <tr>
              <th scope="col">Place</th>
              <th scope="col" className="num">
                Parties
              </th>
            </tr>
          </thead>
          <tbody>
            {PLACE_LABELS.map((label, index) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td className="num">{places[index] ?? 0}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}

function PointsSection({ serie }: { serie: PlayerStatistics['serie'] }) {
  const points = cumulativePoints(serie);
  return (
    <Card title="Points au fil des parties">
      <ChartSlot>
        <PointsChart points={points} />
      </ChartSlot>
      <details className="stat-details">
        <summary>Voir les points partie par partie</summary>
        <table className="table stat-table">
          <caption className="visually-hidden">Points partie par partie, et leur cumul</caption>
          <thead>
            <tr>
              <th scope="col">Fin de la partie</th>
              <th scope="col" className="num">
                Points
              </th>
              <th scope="col" className="num">
                Cumul
              </th>
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.partie_id}>
                <th scope="row">{formatDateTime(point.date_fin)}</th>
                <td className="num">{formatPoints(point.points)}</td>
                <td className="num">{formatPoints(point.total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </Card>
  );
}

function RatesSection({ stats }: { stats: PlayerStatistics }) {
  const rates = statisticRates(stats);
  // « riichi » is invariable; « tour » and « victoire » take an s from 2 on.
  const of = (count: number, total: number, unit: string) =>
    `(${count} sur ${total} ${unit}${total > 1 && unit !== 'riichi' ? 's' : ''})`;
  return (
    <Card title="Taux">
      {stats.tours === 0 ? (
        <p className="field__hint">{PLAYER_MESSAGES.manualOnly}</p>
      ) : (
        <Figures
          items={[
            ['Victoires', formatRate(rates.victoires), of(stats.victoires, stats.tours, 'tour')],
            ['Tsumo', formatRate(rates.tsumo), of(stats.tsumo, stats.victoires, 'victoire')],
            ['Ron concédés', formatRate(rates.deal_in), of(stats.deal_in, stats.tours, 'tour')],
            ['Riichi', formatRate(rates.riichi), of(stats.riichi, stats.tours, 'tour')],
            [
              'Riichi gagnés',
              formatRate(rates.riichi_gagnes),
              of(stats.riichi_gagnes, stats.riichi, 'riichi'),
            ],
          ]}
        />
      )}
    </Card>
  );
}

function BestHandSection({ stats }: { stats: PlayerStatistics }) {
  const best = stats.main_max;
  return (
    <Card title="Meilleure main">
      {best ? (
        <p className="stat-best">
          <strong>{formatScore(best.points)} points</strong> · {best.han} han
          {best.fu > 0 ? ` ${best.fu} fu` : ''} ·{' '}
          <Link to={paths.gameResults.href(best.partie_id)}>Voir la partie</Link>
        </p>
      ) : (
        <p className="field__hint">{PLAYER_MESSAGES.noWin}</p>
      )}
    </Card>
  );
}
