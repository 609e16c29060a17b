import type { PointsByPlayer, UserId } from '../types';

/** One line of a ranking: a player, their label (pseudo), points and place. */
export interface RankedPlayer {
  userId: UserId;
  label: string;
  points: number;
  /** Competition ranking: tied players share a place and the next place is skipped (1, 1, 3). */
  place: number;
}

/** Highest points first; ties keep a stable, readable order by label (French collation). */
export function rankedPlayers(points: PointsByPlayer, labelOf: (userId: UserId) => string): RankedPlayer[] {
  const rows = Object.entries(points).map(([userId, value]) => ({
    userId,
    label: labelOf(userId),
    points: value,
  }));
  rows.sort((a, b) => b.points - a.points || a.label.localeCompare(b.label, 'fr'));
  return rows.map((row) => ({ ...row, place: 1 + rows.filter((other) => other.points > row.points).length }));
}
