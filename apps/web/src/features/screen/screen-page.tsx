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
import { TeamStandings } from '../../components/team-standings';
import { stageLine } from '../../lib/stages';
import { usePageCycle } from './use-page-cycle';
import { tablesPerPage, wallFloorPx, wallLayout, type WallLayout } from './wall-layout';
import { rankingLayout, rankingPages, splitEvenly } from './wall-pages';
import './screen.css';

/** The QR code library loads with the screen's first answer, outside the page's own chunk. */
const QrCode = lazy(() => import('../../components/qr-code'));

type ScreenTable = PublicScreen['tables'][number];
type RankingRow = NonNullable<PublicScreen['classement']>[number];

/**
 * /ecran/{jeton}: the room's projector or TV, no sign-in. Laid out to be read from the back of the room,
 * without scrolling: the tournament and its ronde, the clock in type a tenth of the screen's height (a red
 * « Dernière donne » once time is up), in a corner the QR code and link to follow the screen on a phone,
 * and below one page at a time, turned every 12 seconds: during a ronde the tables first, then the
 * ranking while it is visible; between rondes the ranking first; once the tournament is over its podium,
 * then the ranking. Pages hold what fits in type no smaller than 2.6 % of the screen's height.
 * Pseudos only: the public route sends nothing else.
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
  return <Wall jeton={jeton} screen={data} receivedAt={fulfilledTimeStamp} />;
}

/** What the wall shows in turn, each part cut into pages that fit on the screen. */
type WallPart =
  | { kind: 'tables'; pages: ScreenTable[][] }
  | { kind: 'ranking'; pages: RankingRow[][][] }
  | { kind: 'teams' }
  | { kind: 'podium' };

const PART_LABELS: Record<WallPart['kind'], string> = {
  tables: 'Tables',
  ranking: 'Classement',
  teams: 'Équipes',
  podium: 'Podium',
};

/** Which part comes first: the room needs the tables during a ronde, the ranking between rondes. */
function wallParts(
  screen: PublicScreen,
  tablePages: ScreenTable[][],
  rankingPages: RankingRow[][][],
): { sequence: string; parts: WallPart[] } {
  const tables: WallPart = { kind: 'tables', pages: tablePages.length > 0 ? tablePages : [[]] };
  // A hidden ranking is null: it has no page, nor have the teams (hidden with it).
  const ranking: WallPart[] = rankingPages.length > 0 ? [{ kind: 'ranking', pages: rankingPages }] : [];
  const teams: WallPart[] = screen.equipes ? [{ kind: 'teams' }] : [];
  if (screen.etat === FINISHED) return { sequence: 'fin', parts: [{ kind: 'podium' }, ...ranking, ...teams] };
  const tablesDone = screen.tables.every((table) => table.etat === FINISHED);
  if (tablesDone && ranking.length > 0)
    return { sequence: `entre ${screen.ronde}`, parts: [...ranking, ...teams, tables] };
  return { sequence: `ronde ${screen.ronde}`, parts: [tables, ...ranking, ...teams] };
}

/** Every page of the cycle in order: its part, its number within the part. */
function flatten(parts: WallPart[]) {
  return parts.flatMap((part) => {
    const count = part.kind === 'tables' || part.kind === 'ranking' ? part.pages.length : 1;
    return Array.from({ length: count }, (_, index) => ({ part, index, count }));
  });
}

/**
 * The wall: the header (tournament, ronde, clock, the page shown, the QR corner) and below it one page
 * at a time, sized to the space left. On a phone (narrower than 600 px) every page follows the last and
 * the page scrolls.
 */
function Wall({
  jeton,
  screen,
  receivedAt,
}: {
  jeton: string;
  screen: PublicScreen;
  receivedAt: number | undefined;
}) {
  const finished = screen.etat === FINISHED;
  const clock = !finished && screen.horloge && receivedAt !== undefined ? screen.horloge : null;
  const headerRef = useRef<HTMLElement>(null);
  const area = useStageArea(headerRef);
  const floorPx = wallFloorPx(area.viewportHeight);
  // A table given extra minutes shows its own time on one more line: every card keeps room for it.
  const extraLine =
    clock !== null && screen.tables.some((table) => (clock.supplements[String(table.table)] ?? 0) > 0);
  const tablePages = area.paged
    ? splitEvenly(screen.tables, tablesPerPage(area.width, area.height, floorPx, extraLine))
    : [screen.tables];
  const ranking = screen.classement ?? [];
  const rankingLayoutNow = area.paged
    ? rankingLayout(area.width, area.height, floorPx)
    : { columns: 1, rowsPerColumn: Math.max(1, ranking.length) };
  const { sequence, parts } = wallParts(screen, tablePages, rankingPages(ranking, rankingLayoutNow));
  const pages = flatten(parts);
  const current = usePageCycle(area.paged ? pages.length : 1, sequence);
  // Every table page in the same type: the largest page decides, so the type does not jump between pages.
  const largestTablePage = Math.max(1, ...tablePages.map((page) => page.length));
  const tableLayout = wallLayout(largestTablePage, area.width, area.height, extraLine, floorPx);
  const page = pages[current];

  const renderPage = ({ part, index }: (typeof pages)[number]) => {
    switch (part.kind) {
      case 'tables':
        return (
          <ScreenTables
            tables={part.pages[index]!}
            layout={tableLayout}
            clock={clock}
            receivedAt={receivedAt}
          />
        );
      case 'ranking':
        return <ScreenRanking columns={part.pages[index]!} continued={index > 0} />;
      case 'teams':
        return (
          <TeamStandings
            equipes={screen.equipes!}
            memberLabel={(pseudo) => pseudo}
            className="screen__ranking"
          />
        );
      case 'podium':
        return <Podium rows={screen.classement} />;
    }
  };

  return (
    <section
      className={finished ? 'screen screen--finished' : 'screen'}
      aria-label="Écran du tournoi"
      style={{ '--wall-floor': `${floorPx}px` } as CSSProperties}
    >
      <header className="screen__header" ref={headerRef}>
        <div className="screen__title">
          <h1>{screen.nom}</h1>
          <p className="screen__ronde">
            <span>{finished ? 'Tournoi terminé' : screen.ronde !== null && `Ronde ${screen.ronde}`}</span>
            {area.paged && page && pages.length > 1 && (
              <span className="screen__page">
                {PART_LABELS[page.part.kind]}
                {page.count > 1 && ` ${page.index + 1} / ${page.count}`}
              </span>
            )}
          </p>
          {screen.phase && <p className="screen__phase">{stageLine(screen.phase)}</p>}
        </div>
        {clock && receivedAt !== undefined && (
          <RondeClock clock={clock} receivedAt={receivedAt} className="ronde-clock--wall" />
        )}
        {screen.feuilles_a_valider > 0 && (
          <p className="screen__sheets" role="status">
            {screen.feuilles_a_valider} feuille{screen.feuilles_a_valider > 1 ? 's' : ''} à valider
          </p>
        )}
        <FollowCorner jeton={jeton} />
      </header>
      {area.paged && page ? (
        // A new key on each page turn replays the page's fade-in (none with reduced motion).
        <div className="screen__stage" key={`${sequence}-${current}`}>
          {renderPage(page)}
        </div>
      ) : (
        pages.map((each, position) => (
          <div className="screen__stage" key={position}>
            {renderPage(each)}
          </div>
        ))
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

/** Screens narrower than this are phones: they scroll rather than page. */
const PAGED_MIN_WIDTH = 600;
/** The page's own padding (screen.css: 1.5vw each side, 1.5vh below) and a margin under the last row. */
const BOTTOM_MARGIN_PX = 16;

interface StageArea {
  width: number;
  height: number;
  viewportHeight: number;
  paged: boolean;
}

function measureStage(header: HTMLElement | null): StageArea {
  const sidePadding = 0.015 * window.innerWidth * 2;
  const width = header?.clientWidth || window.innerWidth - sidePadding;
  const headerBottom = header ? header.getBoundingClientRect().bottom + window.scrollY : 0;
  // The header's own margin below it (1.5vh), then the page's padding and a margin.
  const top = headerBottom + 0.015 * window.innerHeight;
  const height = window.innerHeight - top - 0.015 * window.innerHeight - BOTTOM_MARGIN_PX;
  return {
    width,
    height: Math.max(0, height),
    viewportHeight: window.innerHeight,
    paged: window.innerWidth >= PAGED_MIN_WIDTH,
  };
}

/**
 * The space below the header, measured again when the window changes (a TV that turns on later, a phone
 * rotated) or the header does (the clock turns to « Dernière donne », sheets await validation).
 */
function useStageArea(headerRef: RefObject<HTMLElement | null>): StageArea {
  const [area, setArea] = useState(() => measureStage(null));
  useLayoutEffect(() => {
    const measure = () => {
      const next = measureStage(headerRef.current);
      setArea((previous) =>
        previous.width === next.width &&
        previous.height === next.height &&
        previous.viewportHeight === next.viewportHeight &&
        previous.paged === next.paged
          ? previous
          : next,
      );
    };
    measure();
    window.addEventListener('resize', measure);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    if (headerRef.current) observer?.observe(headerRef.current);
    return () => {
      window.removeEventListener('resize', measure);
      observer?.disconnect();
    };
  }, [headerRef]);
  return area;
}

function ScreenTables({
  tables,
  layout,
  clock,
  receivedAt,
}: {
  tables: ScreenTable[];
  layout: WallLayout;
  clock: Clock | null;
  receivedAt: number | undefined;
}) {
  // One tick for every card: a table turns to « Dernière donne » the second its time is up.
  const elapsed = useElapsed(receivedAt ?? 0, clock?.etat === CLOCK_RUNNING);
  if (tables.length === 0) return <p className="screen__empty">Aucune partie en cours.</p>;
  const style = { '--wall-columns': layout.columns, '--wall-font': `${layout.fontPx}px` } as CSSProperties;
  return (
    <ol className="screen__tables" aria-label="Tables" style={style}>
      {tables.map((table) => (
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

/**
 * One page of the ranking: its columns side by side, each a table of its own (« Classement », then
 * « Classement (suite) »).
 */
function ScreenRanking({ columns, continued }: { columns: RankingRow[][]; continued: boolean }) {
  return (
    <div className="screen__ranking-columns" style={{ '--ranking-columns': columns.length } as CSSProperties}>
      {columns.map((rows, index) => (
        <RankingColumn key={rows[0]?.pseudo ?? index} rows={rows} continued={continued || index > 0} />
      ))}
    </div>
  );
}

function RankingColumn({ rows, continued }: { rows: RankingRow[]; continued: boolean }) {
  return (
    <table className="screen__ranking">
      <caption>{continued ? 'Classement (suite)' : 'Classement'}</caption>
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
            <th scope="row" title={row.pseudo}>
              {row.pseudo}
            </th>
            <td>{formatPoints(row.points)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const PODIUM_LABELS: Record<number, string> = { 1: '1re place', 2: '2e place', 3: '3e place' };

/**
 * A step names this many tied players at most (a day of draws could tie the whole room): the others are
 * counted, and every one of them is in the ranking's pages that follow.
 */
const PODIUM_NAMES_SHOWN = 6;

/** The finished tournament: its first three places (ties share a step); the ranking has its own pages. */
function Podium({ rows }: { rows: PublicScreen['classement'] }) {
  if (!rows) return <p className="screen__empty">Le classement sera annoncé par l’organisateur.</p>;
  const steps = [1, 2, 3]
    .map((place) => ({ place, players: rows.filter((row) => row.place === place) }))
    .filter((step) => step.players.length > 0);
  return (
    <ol className="podium" aria-label="Podium">
      {steps.map((step) => (
        <li
          key={step.place}
          className={`podium__step podium__step--${step.place}${step.players.length > 3 ? ' podium__step--crowded' : ''}`}
        >
          <span className="podium__place">{PODIUM_LABELS[step.place]}</span>
          {step.players.slice(0, PODIUM_NAMES_SHOWN).map((player) => (
            <span key={player.pseudo} className="podium__player">
              <span className="podium__name">{player.pseudo}</span>
              <span className="podium__points">{formatPoints(player.points)}</span>
            </span>
          ))}
          {step.players.length > PODIUM_NAMES_SHOWN && (
            <span className="podium__more">et {step.players.length - PODIUM_NAMES_SHOWN} autres ex æquo</span>
          )}
        </li>
      ))}
    </ol>
  );
}
