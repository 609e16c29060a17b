import { describe, expect, it } from '@jest/globals';
import { knownSchedule } from './designs';

/** How many times each pair of players sits at the same table in `rondes`. */
function pairCounts(rondes: number[][][]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const table of rondes.flat()) {
    for (const a of table)
      for (const b of table) if (a < b) counts.set(`${a}-${b}`, (counts.get(`${a}-${b}`) ?? 0) + 1);
  }
  return counts;
}

describe('knownSchedule', () => {
  it.each([
    [16, 5, 120],
    [28, 9, 378],
    [32, 9, 432],
    [64, 21, 2016],
    [128, 21, 4032],
  ])(
    '%i players: %i rondes, every player once per ronde, %i pairs each met once',
    (players, rondes, pairs) => {
      const schedule = knownSchedule(players);
      expect(schedule).toHaveLength(rondes);
      for (const ronde of schedule ?? []) {
        expect(ronde.every((table) => table.length === 4)).toBe(true);
        expect(ronde.flat().sort((a, b) => a - b)).toEqual(Array.from({ length: players }, (_, i) => i));
      }
      const counts = pairCounts(schedule ?? []);
      expect(counts.size).toBe(pairs);
      expect(Math.max(...counts.values())).toBe(1);
    },
  );

  it('16 players over 5 rondes, and 28 over 9, meet every other player exactly once', () => {
    expect(pairCounts(knownSchedule(16) ?? []).size).toBe((16 * 15) / 2);
    expect(pairCounts(knownSchedule(28) ?? []).size).toBe((28 * 27) / 2);
  });

  it('has none for other fields', () => {
    expect(knownSchedule(20)).toBeNull();
    expect(knownSchedule(48)).toBeNull();
  });
});
