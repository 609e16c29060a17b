import type { Ranking } from '@mj/api';

/** One line of a tournament ranking as the screens and the CSV export show it. */
export interface RankingRow {
  userId: string;
  pseudo: string;
  points: number;
  /** Competition ranking: tied players share a place and the next place is skipped (1, 1, 3). */
  place: number;
}

/** Highest points first; ties keep a stable, readable order by pseudo. */
export function rankingRows(classement: Ranking, pseudoOf: (userId: string) => string): RankingRow[] {
  const rows = Object.entries(classement).map(([userId, points]) => ({ userId, pseudo: pseudoOf(userId), points }));
  rows.sort((a, b) => b.points - a.points || a.pseudo.localeCompare(b.pseudo, 'fr'));
  return rows.map((row) => ({ ...row, place: 1 + rows.filter((other) => other.points > row.points).length }));
}

/** The results page splits the ranking into the podium (first three lines) and the rest. */
export function splitPodium(rows: RankingRow[]): { podium: RankingRow[]; rest: RankingRow[] } {
  return { podium: rows.slice(0, 3), rest: rows.slice(3) };
}
