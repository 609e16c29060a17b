import type { PointsByPlayer, UserId } from '../types';
import { rankedPlayers } from './places';

/** One ranked player as the EMA's results workbook needs them. */
export interface EmaPlayer {
  userId: UserId;
  /** Orders tied players on the sheet (they keep the same position). */
  label: string;
  /** The ranking total, in thousands with one decimal (141.5). */
  points: number;
}

export interface EmaResultRow extends EmaPlayer {
  /** Tied players share the position and the next one is skipped (3, 3, 5). */
  position: number;
  baseRank: number;
}

/**
 * The EMA's base rank: 1000 for the winner, 0 for the last, linear between, rounded to the unit
 * (round(1000 × (N − position) / (N − 1))). A lone player gets 1000.
 */
export function emaBaseRank(position: number, count: number): number {
  if (count <= 1) return 1000;
  return Math.round((1000 * (count - position)) / (count - 1));
}

/** Every ranked player, best first, with their shared position and base rank. */
export function emaResults(
  points: PointsByPlayer,
  labelOf: (userId: UserId) => string,
  places?: Readonly<Record<UserId, number>>,
): EmaResultRow[] {
  const ranked = rankedPlayers(points, labelOf, places);
  return ranked.map((row) => ({
    userId: row.userId,
    label: row.label,
    points: row.points,
    position: row.place,
    baseRank: emaBaseRank(row.place, ranked.length),
  }));
}
