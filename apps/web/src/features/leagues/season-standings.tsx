import { lazy, Suspense, useDeferredValue, useId, useState } from 'react';
import { getErrorMessage, type Season, type StandingLine } from '@mj/api';
import { useDownloadStandingsMutation, useGetStandingsQuery } from '@mj/api/leagues';
import { formatDate, formatPoints, formatTenths } from '@mj/domain';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { PlayerLink } from '../../components/player-link';
import { saveObjectUrl } from '../../lib/download';
import { FIGURE_LABELS, LEAGUE_MESSAGES as M } from './messages';
import { ofName } from '../../lib/french';

/** The app's line chart, loaded when a season is shown. */
const PointsChart = lazy(() => import('../../components/points-chart'));

/** The figure a line is ranked by, as the season's measure shows it. */
function figure(season: Season, line: StandingLine): string {
  if (season.mesure === 'note') return formatTenths(line.note ?? 0);
  return formatPoints(season.mesure === 'moyenne' ? line.moyenne : line.total);
}

function StandingsTable({
  season,
  lines,
  caption,
}: {
  season: Season;
  lines: StandingLine[];
  caption: string;
}) {
  return (
    // The formulas make it wider than a phone: it scrolls on its own, by keyboard too (axe
    // scrollable-region-focusable); the rank, player and figure come first.
    <div className="table-scroll" tabIndex={0} role="region" aria-label={caption}>
      <table className="table ranking season-standings">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Rang</th>
            <th scope="col">Joueur</th>
            <th scope="col" className="num">
              Parties
            </th>
            <th scope="col" className="num">
              {FIGURE_LABELS[season.mesure]}
            </th>
            <th scope="col">Formule</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.user_id}>
              <td className="ranking__place">{line.rang ?? '–'}</td>
              <th scope="row" className="ranking__pseudo">
                <PlayerLink userId={line.user_id}>{line.pseudo}</PlayerLink>
              </th>
              <td className="num">{line.parties}</td>
              <td className="num ranking__points">{figure(season, line)}</td>
              <td className="season-standings__formula">{line.formule}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A chosen player's progression through the season, on the app's line chart. */
function Progression({ season, lines }: { season: Season; lines: StandingLine[] }) {
  const selectId = useId();
  const [chosen, setChosen] = useState(lines[0]?.user_id ?? '');
  const line = lines.find((candidate) => candidate.user_id === chosen) ?? lines[0];
  if (!line) return null;
  const points = line.progression.map((point) => ({ date_fin: point.date, total: point.valeur }));
  return (
    <>
      <h3>Progression</h3>
      <div className="field">
        <label htmlFor={selectId}>Joueur</label>
        <select id={selectId} value={line.user_id} onChange={(event) => setChosen(event.target.value)}>
          {lines.map((candidate) => (
            <option key={candidate.user_id} value={candidate.user_id}>
              {candidate.pseudo}
            </option>
          ))}
        </select>
      </div>
      <Suspense fallback={<div className="stat-chart stat-chart--loading" aria-hidden="true" />}>
        <PointsChart
          points={points}
          label={`Progression ${ofName(line.pseudo)} sur ${line.parties} partie${line.parties > 1 ? 's' : ''}\u00a0: ${figure(season, line)}.`}
        />
      </Suspense>
    </>
  );
}

/** One season's tab: the standings with their formulas, the unranked, the games not counted, the chart, the exports. */
export function SeasonStandings({ season }: { season: Season }) {
  // Computed from the games at each read: read again whenever the tab is shown.
  const read = useGetStandingsQuery(season.id, { refetchOnMountOrArgChange: true });
  // The table, the chart and the rest render in an interruptible pass, in short slices: in one task they
  // were the longest of the page's first visit at a phone's speed.
  const data = useDeferredValue(read.data);
  const [download, { isLoading: downloading }] = useDownloadStandingsMutation();
  const [failure, setFailure] = useState<string | null>(null);

  async function exportAs(format: 'csv' | 'xlsx') {
    setFailure(null);
    try {
      saveObjectUrl(
        await download({ seasonId: season.id, format }).unwrap(),
        `Saison-${season.date_debut}.${format}`,
      );
    } catch (cause) {
      setFailure(getErrorMessage(cause, M.exportFailed));
    }
  }

  if (read.error)
    return <Alert onRetry={read.refetch}>{getErrorMessage(read.error, M.standingsLoadFailed)}</Alert>;
  if (!data) return <p className="field__hint season-loading">Chargement…</p>;
  const ranked = data.lignes.filter((line) => line.classe);
  const unranked = data.lignes.filter((line) => !line.classe);
  return (
    <div className="season">
      <p className="field__hint">
        Du {formatDate(season.date_debut)} au {formatDate(season.date_fin)} — {data.parties_comptees} partie
        {data.parties_comptees > 1 ? 's' : ''} comptée{data.parties_comptees > 1 ? 's' : ''}
        {season.min_parties > 0 ? `, classé à partir de ${season.min_parties} parties` : ''}
      </p>
      {data.lignes.length === 0 && <EmptyState>{M.noStandings}</EmptyState>}
      {ranked.length > 0 && (
        <StandingsTable season={season} lines={ranked} caption={`Classement — ${season.nom}`} />
      )}
      {unranked.length > 0 && (
        <>
          <h3>Non classés (moins de {season.min_parties} parties)</h3>
          <StandingsTable season={season} lines={unranked} caption="Joueurs non classés" />
        </>
      )}
      {data.lignes.length > 0 && <Progression season={season} lines={data.lignes} />}
      {data.parties_exclues.length > 0 && (
        <>
          <h3>Parties non comptées</h3>
          <ul className="season__excluded">
            {data.parties_exclues.map((game) => (
              <li key={game.partie_id}>
                {game.nom}
                {'\u00a0: '}
                {game.motif}
              </li>
            ))}
          </ul>
        </>
      )}
      <div className="row">
        <Button variant="secondary" disabled={downloading} onClick={() => void exportAs('csv')}>
          Exporter (CSV)
        </Button>
        <Button variant="ghost" disabled={downloading} onClick={() => void exportAs('xlsx')}>
          Exporter (XLSX)
        </Button>
      </div>
      {failure && <Alert>{failure}</Alert>}
    </div>
  );
}
