import { describe, expect, it } from '@jest/globals';
import { knownSchedule } from './designs';
import { decodeSchedule, encodeSchedule } from './schedules';

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

  // The rondes each field's schedule holds: the most known without a repeat (A107431), at most 12.
  it.each([
    [20, 5],
    [24, 7],
    [32, 10],
    [36, 11],
    [40, 12],
    [44, 12],
    [48, 12],
    [52, 12],
    [56, 12],
    [60, 12],
    [68, 12],
    [72, 12],
    [76, 12],
    [80, 12],
    [84, 12],
    [88, 12],
    [92, 12],
    [96, 12],
    [100, 12],
    [104, 12],
    [108, 12],
    [112, 12],
    [116, 12],
    [120, 12],
    [124, 12],
  ])(
    '%i players: a shipped schedule of %i rondes, every player once per ronde, no pair twice',
    (players, rondes) => {
      const schedule = knownSchedule(players) ?? [];
      expect(schedule).toHaveLength(rondes);
      for (const ronde of schedule)
        expect(ronde.flat().sort((a, b) => a - b)).toEqual(Array.from({ length: players }, (_, i) => i));
      const counts = pairCounts(schedule);
      expect(counts.size).toBe(rondes * (players / 4) * 6);
      expect(Math.max(...counts.values())).toBe(1);
    },
  );

  it('has none outside 16 to 128 players', () => {
    expect(knownSchedule(12)).toBeNull();
    expect(knownSchedule(132)).toBeNull();
  });

  it('encodes and decodes a schedule of more than 64 players (two characters per player)', () => {
    const schedule = knownSchedule(128) ?? [];
    expect(decodeSchedule(encodeSchedule(schedule, 128), 128)).toEqual(schedule);
  });
});
