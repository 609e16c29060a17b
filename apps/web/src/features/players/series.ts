import type { PlayerStatistics } from '@mj/api';

/** Places as French ordinals (« place » is feminine: 1re). */
export const PLACE_LABELS = ['1re', '2e', '3e', '4e'] as const;

export interface CumulativePoint {
  partie_id: string;
  date_fin: string;
  /** The game's result, in thousands. */
  points: number;
  /** The sum of the results up to this game, in thousands (one decimal, free of float drift). */
  total: number;
}

/** The running total of a player's results, game after game (the series is already by `date_fin`). */
export function cumulativePoints(serie: PlayerStatistics['serie']): CumulativePoint[] {
  let tenths = 0;
  return serie.map((point) => {
    tenths += Math.round(point.points * 10);
    return { ...point, total: tenths / 10 };
  });
}
