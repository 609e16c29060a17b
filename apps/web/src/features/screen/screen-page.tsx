import { lazy, Suspense, useLayoutEffect, useRef, useState, type CSSProperties, type RefObject } from 'react';
import { getErrorMessage, type Clock, type PublicScreen } from '@mj/api';
import { useGetPublicScreenQuery } from '@mj/api/rondes';
import { CLOCK_RUNNING, CLOCK_WAITING, FINISHED, formatPoints } from '@mj/domain';
import { Alert } from '../../components/alert';
import { RondeClock, useElapsed } from '../../components/ronde-clock';
import { Score } from '../../components/score';
import { PageLoading } from '../../components/spinner';
import { useLivePublicScreen } from '../../hooks/use-live-updates';
import { windLabel } from '../../lib/format';
import { remainingMs } from '../../lib/ronde-clock';
import { wallLayout } from './wall-layout';
import { TeamStandings } from '../../components/team-standings';
import { stageLine } from '../../lib/stages';
import './screen.css';

/** The QR code library loads with the screen's first answer, outside the page's own chunk. */
const QrCode = lazy(() => import('../../components/qr-code'));

type ScreenTable = PublicScreen['tables'][number];
type RankingRow = NonNullable<PublicScreen['classement']>[number];

/**
 * /ecran/{jeton}: the room's projector or TV, no sign-in. Laid out to be read from the back of the room:
 * the tournament and its ronde, the clock in type a tenth of the screen's height (a red « Dernière donne »
 * once time is up), the tables across the whole width in as many columns as keep the type largest, and
 * in a corner the QR code and link to follow the screen on a phone. The ranking follows while it is
 * visible; once the tournament is over, its podium. Pseudos only: the public route sends nothing else.
 * The screen's live stream writes each new content in place; the page polls only while it is down.
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
  const finished = data.etat === FINISHED;
  const clock = !finished && data.horloge && fulfilledTimeStamp !== undefined ? data.horloge : null;
  // Between rondes (every table done) the room looks at the ranking: it comes first then.
  const tablesDone = data.tables.every((table) => table.etat === FINISHED);
  // The clubs' standing follows the players' ranking wherever that shows (hidden with it: null).
  const teams = data.equipes && (
    <TeamStandings equipes={data.equipes} memberLabel={(pseudo) => pseudo} className="screen__ranking" />
  );

  return (
    <section className={finished ? 'screen screen--finished' : 'screen'} aria-label="Écran du tournoi">
      <header className="screen__header">
        <div className="screen__title">
          <h1>{data.nom}</h1>
          {finished ? (
            <p className="screen__ronde">Tournoi terminé</p>
          ) : (
            data.ronde !== null && <p className="screen__ronde">Ronde {data.ronde}</p>
          )}
          {data.phase && <p className="screen__phase">{stageLine(data.phase)}</p>}
        </div>
        {clock && fulfilledTimeStamp !== undefined && (
          <RondeClock clock={clock} receivedAt={fulfilledTimeStamp} className="ronde-clock--wall" />
        )}
        {data.feuilles_a_valider > 0 && (
          <p className="screen__sheets" role="status">
            {data.feuilles_a_valider} feuille{data.feuilles_a_valider > 1 ? 's' : ''} à valider
          </p>
        )}
        <FollowCorner jeton={jeton} />
      </header>
      {finished ? (
        <>
          <Podium rows={data.classement} />
          {teams}
        </>
      ) : tablesDone && data.classement && data.classement.length > 0 ? (
        <>
          <ScreenRanking rows={data.classement} />
          {teams}
          <ScreenTables screen={data} clock={clock} receivedAt={fulfilledTimeStamp} />
        </>
      ) : (
        <>
          <ScreenTables screen={data} clock={clock} receivedAt={fulfilledTimeStamp} />
          {data.classement && data.classement.length > 0 && <ScreenRanking rows={data.classement} />}
          {teams}
        </>
      )}
    </section>
  );
}

/** The address phones open, without its scheme: what someone would type from the projection. */
export function shortLink(jeton: string, origin: string): { href: string; text: string } {
  const href = new URL(`/ecran/${encodeURIComponent(jeton)}`, origin).href;
  return { href, text: href.replace(/^https?:\/\//, '') };
}

function FollowCorner({ jeton }: { jeton: string }) {
  const link = shortLink(jeton, window.location.origin);
  return (
    <aside className="screen__follow" aria-label="Suivre sur son téléphone">
      <Suspense fallback={<span className="screen__qr" />}>
        <QrCode text={link.href} label="QR code de cet écran" className="screen__qr" />
      </Suspense>
      <p className="screen__link">
        <span className="screen__link-label">Sur ton téléphone&nbsp;:</span>{' '}
        <a href={link.href} title={link.text}>
          {link.text}
        </a>
      </p>
    </aside>
  );
}

/**
 * The grid's columns and type size, measured from the space left below the header and recomputed when
 * the window changes (a TV that turns on later, a phone rotated).
 */
function useWallLayout(ref: RefObject<HTMLElement | null>, tables: number, extraLine: boolean) {
  const [layout, setLayout] = useState(() => wallLayout(tables, 0, 0, extraLine));
  useLayoutEffect(() => {
    const measure = () => {
      const element = ref.current;
      if (!element) return;
      const top = element.getBoundingClientRect().top + window.scrollY;
      const bottomMargin = 16;
      setLayout(wallLayout(tables, element.clientWidth, window.innerHeight - top - bottomMargin, extraLine));
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [ref, tables, extraLine]);
  return layout;
}

function ScreenTables({
  screen,
  clock,
  receivedAt,
}: {
  screen: PublicScreen;
  clock: Clock | null;
  receivedAt: number | undefined;
}) {
  const ref = useRef<HTMLOListElement>(null);
  // A table given extra minutes shows its own time on one more line: every card keeps room for it.
  const extraLine =
    clock !== null && screen.tables.some((table) => (clock.supplements[String(table.table)] ?? 0) > 0);
  const layout = useWallLayout(ref, screen.tables.length, extraLine);
  // One tick for every card: a table turns to « Dernière donne » the second its time is up.
  const elapsed = useElapsed(receivedAt ?? 0, clock?.etat === CLOCK_RUNNING);
  if (screen.tables.length === 0) return <p className="screen__empty">Aucune partie en cours.</p>;
  const style = { '--wall-columns': layout.columns, '--wall-font': `${layout.fontPx}px` } as CSSProperties;
  return (
    <ol ref={ref} className="screen__tables" aria-label="Tables" style={style}>
      {screen.tables.map((table) => (
        <ScreenTableCard
          key={`${table.table}-${table.nom}`}
          table={table}
          clock={receivedAt === undefined ? null : clock}
          elapsed={elapsed}
          receivedAt={receivedAt}
        />
      ))}
    </ol>
  );
}

function ScreenTableCard({
  table,
  clock,
  elapsed,
  receivedAt,
}: {
  table: ScreenTable;
  clock: Clock | null;
  elapsed: number;
  receivedAt: number | undefined;
}) {
  const title = table.table === null ? table.nom : `Table ${table.table}`;
  const done = table.etat === FINISHED;
  const extra = table.table === null || !clock ? 0 : (clock.supplements[String(table.table)] ?? 0);
  // Time is up for this table: the main clock is over and its extra minutes (if any) are too.
  const lastHand =
    !done && clock !== null && clock.etat !== CLOCK_WAITING && remainingMs(clock, elapsed, table.table) <= 0;
  return (
    <li
      className={['screen-table', done ? 'screen-table--done' : '', lastHand ? 'screen-table--last' : '']
        .filter(Boolean)
        .join(' ')}
      aria-label={title}
    >
      <div className="screen-table__header">
        <h2>{title}</h2>
        <span className="screen-table__wind">
          {done ? 'Terminée' : windLabel(table.vent, table.tour_actuel)}
        </span>
      </div>
      <ol className="screen-table__players">
        {table.joueurs.map((player) => (
          <li key={player.pseudo}>
            <span className="screen-table__name" title={player.pseudo}>
              {player.pseudo}
            </span>
            {player.score !== undefined && <Score value={player.score} />}
          </li>
        ))}
      </ol>
      {!done && extra > 0 && clock && receivedAt !== undefined && (
        <RondeClock
          clock={clock}
          receivedAt={receivedAt}
          table={table.table}
          label={`Temps de la ${title}`}
        />
      )}
    </li>
  );
}

function ScreenRanking({ rows }: { rows: RankingRow[] }) {
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

const PODIUM_LABELS: Record<number, string> = { 1: '1re place', 2: '2e place', 3: '3e place' };

/** The finished tournament: its first three places (ties share a step), then the whole ranking. */
function Podium({ rows }: { rows: PublicScreen['classement'] }) {
  if (!rows) return <p className="screen__empty">Le classement sera annoncé par l’organisateur.</p>;
  const steps = [1, 2, 3]
    .map((place) => ({ place, players: rows.filter((row) => row.place === place) }))
    .filter((step) => step.players.length > 0);
  return (
    <>
      <ol className="podium" aria-label="Podium">
        {steps.map((step) => (
          <li
            key={step.place}
            className={`podium__step podium__step--${step.place}${step.players.length > 3 ? ' podium__step--crowded' : ''}`}
          >
            <span className="podium__place">{PODIUM_LABELS[step.place]}</span>
            {step.players.map((player) => (
              <span key={player.pseudo} className="podium__player">
                <span className="podium__name">{player.pseudo}</span>
                <span className="podium__points">{formatPoints(player.points)}</span>
              </span>
            ))}
          </li>
        ))}
      </ol>
      <ScreenRanking rows={rows} />
    </>
  );
}
