import type { HistoryEntryWire } from '@mj/api';
import { START_SCORE } from '@mj/domain';

/**
 * Each player's score after every round, from the game's start score (30000 in the classic rules): the
 * points a chart draws. When the final scores differ from the last round's (leftover riichi sticks settled
 * at the finish), they are added as a last point.
 */
export function scoreSeries(
  joueurs: readonly string[],
  entries: readonly HistoryEntryWire[],
  finalScores?: Record<string, number>,
  start: number = START_SCORE,
): Record<string, number[]> {
  const series = Object.fromEntries(joueurs.map((id) => [id, [start]])) as Record<string, number[]>;
  for (const entry of [...entries].sort((a, b) => a.index - b.index)) {
    for (const id of joueurs) series[id]!.push((entry.joueurs_avant[id] ?? start) + (entry.delta[id] ?? 0));
  }
  if (finalScores && joueurs.some((id) => finalScores[id] !== series[id]!.at(-1))) {
    for (const id of joueurs) series[id]!.push(finalScores[id] ?? series[id]!.at(-1)!);
  }
  return series;
}
