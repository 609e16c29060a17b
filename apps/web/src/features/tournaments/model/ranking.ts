import type { Ranking } from '@mj/api';
import { rankedPlayers } from '@mj/domain';

/** One line of a tournament ranking as the screens and the CSV export show it. */
export interface RankingRow {
  userId: string;
  pseudo: string;
  points: number;
  /** Competition ranking: tied players share a place and the next place is skipped (1, 1, 3). */
  place: number;
  /** Another player shares this place (« 3e ex æquo »). */
  tied: boolean;
}

/**
 * Best place first; ties keep a stable, readable order by pseudo. `rangs`, when the server gives them,
 * are the places under the tournament's tie-break; without them, tied totals share the place.
 */
export function rankingRows(
  classement: Ranking,
  pseudoOf: (userId: string) => string,
  rangs?: Record<string, number> | null,
): RankingRow[] {
  const rows = rankedPlayers(classement, pseudoOf).map(({ label, ...row }) => ({
    ...row,
    pseudo: label,
    place: rangs?.[row.userId] ?? row.place,
  }));
  rows.sort((a, b) => a.place - b.place || a.pseudo.localeCompare(b.pseudo, 'fr'));
  return rows.map((row) => ({
    ...row,
    tied: rows.some((other) => other !== row && other.place === row.place),
  }));
}

/** « 1er », « 2e », « 3e ex æquo ». */
export function placeLabel({ place, tied }: Pick<RankingRow, 'place' | 'tied'>): string {
  return `${place}${place === 1 ? 'er' : 'e'}${tied ? ' ex æquo' : ''}`;
}

/** The results page splits the ranking into the podium (first three lines) and the rest. */
export function splitPodium(rows: RankingRow[]): { podium: RankingRow[]; rest: RankingRow[] } {
  return { podium: rows.slice(0, 3), rest: rows.slice(3) };
}
