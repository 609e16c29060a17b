import { getErrorMessage, useGetPublicScreenQuery, type PublicScreen } from '@mj/api';
import { formatPoints } from '@mj/domain';
import { Alert } from '../../components/alert';
import { RondeClock } from '../../components/ronde-clock';
import { Score } from '../../components/score';
import { PageLoading } from '../../components/spinner';
import { useLivePublicScreen } from '../../hooks/use-live-updates';
import { windLabel } from '../../lib/format';
import './screen.css';

/**
 * /ecran/{jeton}: the room's projector or TV, no sign-in. The tournament's name, the current ronde's clock
 * in large type (« Dernière donne » once time is up), each table's live scores and wind, and the ranking
 * while it is visible. Pseudos only: the public route sends nothing else. The screen's live stream
 * writes each new content in place; the page polls only while that stream is down.
 */
export function ScreenPage({ jeton }: { jeton: string }) {
  const refresh = useLivePublicScreen(jeton);
  const { data, error, fulfilledTimeStamp, refetch } = useGetPublicScreenQuery(jeton, refresh);

  if (!data && !error) return <PageLoading />;
  if (!data) {
    return (
      <section className="screen">
        <Alert onRetry={refetch}>{getErrorMessage(error, 'Impossible de charger l’écran.')}</Alert>
      </section>
    );
  }
  // A finished tournament with its ranking published: the podium replaces the last ronde's clock.
  const over = data.etat === 'terminé';
  return (
    <section className="screen" aria-label="Écran du tournoi">
      <header className="screen__header">
        <h1>{data.nom}</h1>
        {!over && data.ronde !== null && <p className="screen__ronde">Ronde {data.ronde}</p>}
        {!over && data.horloge && fulfilledTimeStamp !== undefined && (
          <RondeClock clock={data.horloge} receivedAt={fulfilledTimeStamp} className="ronde-clock--large" />
        )}
        {data.feuilles_a_valider > 0 && (
          <p className="screen__sheets" role="status">
            {data.feuilles_a_valider} feuille{data.feuilles_a_valider > 1 ? 's' : ''} à valider
          </p>
        )}
      </header>
      {over && data.classement ? (
        <ScreenPodium rows={data.classement} />
      ) : (
        <div className="screen__body">
          <ScreenTables screen={data} receivedAt={fulfilledTimeStamp} />
          {data.classement && <ScreenRanking rows={data.classement} />}
        </div>
      )}
    </section>
  );
}

function ScreenTables({ screen, receivedAt }: { screen: PublicScreen; receivedAt: number | undefined }) {
  if (screen.tables.length === 0) return <p className="screen__empty">Aucune partie en cours.</p>;
  return (
    <ol className="screen__tables" aria-label="Tables">
      {screen.tables.map((table) => {
        const title = table.table === null ? table.nom : `Table ${table.table}`;
        const extra = table.table === null ? 0 : (screen.horloge?.supplements[String(table.table)] ?? 0);
        return (
          <li key={`${table.table}-${table.nom}`} className="screen-table" aria-label={title}>
            <div className="screen-table__header">
              <h2>{title}</h2>
              <span className="screen-table__wind">
                {table.etat === 'terminé' ? 'Terminée' : windLabel(table.vent, table.tour_actuel)}
              </span>
            </div>
            <ol className="screen-table__players">
              {table.joueurs.map((player) => (
                <li key={player.pseudo}>
                  <span>{player.pseudo}</span>
                  {player.score !== undefined && <Score value={player.score} />}
                </li>
              ))}
            </ol>
            {extra > 0 && screen.horloge && receivedAt !== undefined && (
              <RondeClock
                clock={screen.horloge}
                receivedAt={receivedAt}
                table={table.table}
                label={`Temps de la ${title}`}
              />
            )}
          </li>
        );
      })}
    </ol>
  );
}

/** The first three places (tied players share a step). */
function ScreenPodium({ rows }: { rows: NonNullable<PublicScreen['classement']> }) {
  const podium = rows.filter((row) => row.place <= 3);
  return (
    <section className="screen__podium" aria-label="Podium">
      <h2>Podium</h2>
      <ol>
        {podium.map((row) => (
          <li key={row.pseudo}>
            <span className="screen__podium-place">{row.place === 1 ? '1er' : `${row.place}e`}</span>{' '}
            <span>{row.pseudo}</span> <span>{formatPoints(row.points)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

function ScreenRanking({ rows }: { rows: NonNullable<PublicScreen['classement']> }) {
  return (
    <table className="screen__ranking">
      <caption>Classement</caption>
      <thead>
        <tr>
          <th scope="col">Place</th>
          <th scope="col">Joueur</th>
          <th scope="col">Points</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.pseudo}>
            <td>{row.place}</td>
            <th scope="row">{row.pseudo}</th>
            <td>{formatPoints(row.points)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
