import type { PointsByPlayer, UserId } from '../types';

/** One line of a ranking: a player, their label (pseudo), points and place. */
export interface RankedPlayer {
  userId: UserId;
  label: string;
  points: number;
  /** Competition ranking: tied players share a place and the next place is skipped (1, 1, 3). */
  place: number;
}

/**
 * Highest points first; ties keep a stable, readable order by label (French collation). With `places`
 * (a tournament with stages: its final order), by those places instead.
 */
export function rankedPlayers(
  points: PointsByPlayer,
  labelOf: (userId: UserId) => string,
  places?: Readonly<Record<UserId, number>>,
): RankedPlayer[] {
  const rows = Object.entries(points).map(([userId, value]) => ({
    userId,
    label: labelOf(userId),
    points: value,
  }));
  const placeOf = (row: { userId: UserId; points: number }) =>
    places?.[row.userId] ?? 1 + rows.filter((other) => other.points > row.points).length;
  const placed = rows.map((row) => ({ ...row, place: placeOf(row) }));
  return placed.sort((a, b) => a.place - b.place || a.label.localeCompare(b.label, 'fr'));
}
