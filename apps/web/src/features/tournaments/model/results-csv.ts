/**
 * The results export (beyond the spec): the final ranking and every game's final scores, as a CSV file that
 * a French spreadsheet (LibreOffice Calc, Excel in fr-FR) opens in columns with numbers it can compute on:
 * `;` as separator (the comma is the decimal mark), a UTF-8 byte order mark so accents survive Excel,
 * CRLF line ends (RFC 4180), decimal commas and no thousands separator.
 */
import type { TournamentGame as Game, Penalty, Tournament } from '@mj/api';
import { searchKey, spreadsheetText } from '@mj/domain';
import { placeLabel, type RankingRow } from './ranking';

export interface ResultsCsvInput {
  tournament: Tournament;
  ranking: RankingRow[];
  games: Game[];
  /** Penalties still counting, by player (the « Pénalités » column: their sum and reasons). */
  penalties?: ReadonlyMap<string, readonly Penalty[]>;
  pseudoOf: (userId: string) => string;
  /** Time zone of the dates written; the viewer's own by default (tests pin it). */
  timeZone?: string;
}

const BOM = '\uFEFF';
const SEPARATOR = ';';
const LINE_END = '\r\n';

/**
 * A text cell. Quoted when it holds the separator, a quote or a line break; a formula's first character is
 * neutralised by the domain's `spreadsheetText`, the rule the server's CSV follows too.
 */
export function textCell(value: string): string {
  const safe = spreadsheetText(value);
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const integerFormat = new Intl.NumberFormat('fr-FR', { useGrouping: false, maximumFractionDigits: 0 });
const pointsFormat = new Intl.NumberFormat('fr-FR', {
  useGrouping: false,
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

/** 32000 → "32000": no grouping space, which spreadsheets would read as text. */
export const scoreCell = (score: number): string => integerFormat.format(score);
/** A ronde or table number; empty for a game made by hand. */
const numberCell = (value: number | null): string => (value === null ? '' : scoreCell(value));
/** 25.3 → "25,3", −12.5 → "-12,5": the ranking's one decimal with the French decimal comma. */
export const pointsCell = (points: number): string => pointsFormat.format(points);

/**
 * "20/09/2025 14:30" (or "20/09/2025" for a day), forms French spreadsheets recognise as dates; empty
 * when absent or invalid.
 */
function dateCell(iso: string | null, timeZone: string | undefined, withTime = true): string {
  const date = iso ? new Date(iso) : null;
  if (!date || Number.isNaN(date.getTime())) return '';
  const style = withTime
    ? ({ dateStyle: 'short', timeStyle: 'short' } as const)
    : ({ dateStyle: 'short' } as const);
  return new Intl.DateTimeFormat('fr-FR', { ...style, timeZone }).format(date);
}

const line = (cells: string[]): string => cells.join(SEPARATOR);

/** A player's penalties: their reasons and sum (« Retard ; Téléphone (-10,0) »), empty without any. */
function penaltiesCell(penalties: readonly Penalty[] | undefined): string {
  if (!penalties || penalties.length === 0) return '';
  const total = penalties.reduce((sum, penalty) => sum + Math.round(penalty.points * 10), 0) / 10;
  return textCell(`${penalties.map((penalty) => penalty.motif).join(' ; ')} (${pointsCell(total)})`);
}

export function buildResultsCsv({
  tournament,
  ranking,
  games,
  penalties,
  pseudoOf,
  timeZone,
}: ResultsCsvInput): string {
  const lines = [
    line(['Tournoi', textCell(tournament.nom)]),
    line(['Début', dateCell(tournament.date_debut, timeZone, false)]),
    line(['Fin', dateCell(tournament.date_fin, timeZone)]),
    line(['Participants', scoreCell(tournament.joueurs.length)]),
    '',
    'Classement',
    line(['Place', 'Joueur', 'Points', 'Pénalités']),
    // A tied place is written out (« 3e ex æquo »); the others stay numbers a spreadsheet sorts.
    ...ranking.map((row) =>
      line([
        row.tied ? placeLabel(row) : scoreCell(row.place),
        textCell(row.pseudo),
        pointsCell(row.points),
        penaltiesCell(penalties?.get(row.userId)),
      ]),
    ),
    '',
    'Parties',
    line([
      'Partie',
      'Ronde',
      'Table',
      'Date',
      'État',
      ...[1, 2, 3, 4].flatMap((n) => [`Joueur ${n}`, `Score ${n}`]),
    ]),
    ...[...games]
      .sort((a, b) => a.date_debut.localeCompare(b.date_debut))
      .map((game) =>
        line([
          textCell(game.nom),
          numberCell(game.ronde),
          numberCell(game.table),
          dateCell(game.date_debut, timeZone),
          game.etat,
          // A score the reader may not see (a hidden ranking) stays an empty cell.
          ...game.joueurs.flatMap((id) => [
            textCell(pseudoOf(id)),
            game.scores ? scoreCell(game.scores[id] ?? 0) : '',
          ]),
        ]),
      ),
  ];
  return BOM + lines.join(LINE_END) + LINE_END;
}

/** "resultats-tournoi-d-automne.csv": the name without accents or symbols, safe on every system. */
export function resultsCsvFilename(tournament: Pick<Tournament, 'nom'>): string {
  const slug = searchKey(tournament.nom)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `resultats-${slug || 'tournoi'}.csv`;
}
