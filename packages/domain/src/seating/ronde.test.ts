import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { MESSAGES } from '../messages';
import type { UserId } from '../types';
import { repeatedPairs } from './history';
import { seatRonde } from './ronde';
import type { RondeInput, RondeMode } from './ronde';

const ids = (count: number, prefix = 'j') => Array.from({ length: count }, (_, i) => `${prefix}${i + 1}`);

function seat(input: RondeInput): UserId[][] {
  const result = seatRonde(input);
  if (!result.ok) throw new Error(result.error);
  return result.value;
}

/** Rondes asked one at a time, each one's tables added to the past of the next. */
function tournament(
  players: readonly UserId[],
  rondes: number,
  seed: number,
  plannedRondes?: number,
): UserId[][] {
  const past: UserId[][] = [];
  for (let r = 0; r < rondes; r += 1)
    past.push(...seat({ mode: 'equilibre', players, pastTables: past, seed: seed + r, plannedRondes }));
  return past;
}

/** For each player, how many games they started at each wind (East, South, West, North). */
function windCounts(tables: readonly (readonly UserId[])[]): Map<UserId, number[]> {
  const counts = new Map<UserId, number[]>();
  for (const table of tables) {
    table.forEach((id, seatIndex) => {
      const row = counts.get(id) ?? [0, 0, 0, 0];
      row[seatIndex] = (row[seatIndex] ?? 0) + 1;
      counts.set(id, row);
    });
  }
  return counts;
}

/** Each run may search a full budget (a tenth of a second): fewer runs than fast-check's 100. */
const RUNS = 20;
const mode = fc.constantFrom<RondeMode>('equilibre', 'suisse', 'paliers');
/** A field of 4 to 32 present players, some absent ones, and earlier games mixing both. */
const field = fc
  .tuple(fc.integer({ min: 1, max: 8 }), fc.integer({ min: 0, max: 6 }))
  .chain(([tables, absent]) => {
    const present = ids(tables * 4);
    const everyone = [...present, ...ids(absent, 'absent')];
    const game = fc.shuffledSubarray(everyone, { minLength: 4, maxLength: 4 });
    return fc.record({
      mode,
      players: fc.shuffledSubarray(present, { minLength: present.length, maxLength: present.length }),
      pastTables: fc.array(game, { maxLength: 30 }),
      ranking: fc.dictionary(fc.constantFrom(...everyone), fc.integer({ min: -100, max: 100 })),
      seed: fc.nat({ max: 0xffffffff }),
      plannedRondes: fc.option(fc.integer({ min: 1, max: 8 }), { nil: undefined }),
    });
  });

describe('seatRonde', () => {
  it('seats every present player exactly once, at tables of four, and nobody else', () => {
    fc.assert(
      fc.property(field, (input) => {
        const tables = seat(input);
        expect(tables.every((table) => table.length === 4)).toBe(true);
        expect(tables.flat().sort()).toEqual([...input.players].sort());
      }),
      { numRuns: RUNS },
    );
  });

  it('gives the same tables for the same seed', () => {
    fc.assert(
      fc.property(field, (input) => expect(seat({ ...input })).toEqual(seat(input))),
      { numRuns: RUNS },
    );
  });

  it('depends on the seed', () => {
    const players = ids(16);
    expect(seat({ mode: 'equilibre', players, pastTables: [], seed: 1 })).not.toEqual(
      seat({ mode: 'equilibre', players, pastTables: [], seed: 2 }),
    );
  });

  it('refuses a count of players that is not a positive multiple of 4, and a player given twice', () => {
    for (const count of [0, 3, 6, 17]) {
      expect(seatRonde({ mode: 'equilibre', players: ids(count), pastTables: [], seed: 0 })).toEqual({
        ok: false,
        error: `Le nombre de joueurs présents doit être un multiple de 4 (actuellement ${count}).`,
      });
    }
    expect(seatRonde({ mode: 'suisse', players: ['a', 'b', 'c', 'a'], pastTables: [], seed: 0 })).toEqual({
      ok: false,
      error: MESSAGES.duplicatePlayer,
    });
    expect(seatRonde({ mode: 'libre' as RondeMode, players: ids(4), pastTables: [], seed: 0 })).toEqual({
      ok: false,
      error: 'Mode de ronde inconnu : equilibre, suisse ou paliers.',
    });
  });

  it('splits 8 players so that the second ronde repeats as few pairs as possible', () => {
    const players = ids(8);
    const first = seat({ mode: 'equilibre', players, pastTables: [], seed: 7 });
    const second = seat({ mode: 'equilibre', players, pastTables: first, seed: 8 });
    // 8 players in 2 tables: the second ronde cannot avoid repeats entirely (each table of 4 holds at
    // least 2 players of the same earlier table, by pigeonhole), the best split has 2 + 2 = 4 repeated pairs.
    expect(repeatedPairs([...first, ...second])).toBe(4);
  });

  it('seats 16 players over 5 rondes, asked one at a time, so that every pair meets exactly once', () => {
    for (const seed of [1, 2, 3, 4000000000]) {
      const games = tournament(ids(16), 5, seed, 5);
      expect(repeatedPairs(games)).toBe(0);
      // 5 rondes × 4 tables × 6 pairs = 120 = C(16, 2): every pair once.
      expect(games).toHaveLength(20);
    }
    // Without the tournament's length the plan still looks ahead as far as a schedule without repeats goes.
    expect(repeatedPairs(tournament(ids(16), 5, 9))).toBe(0);
  });

  it('completes the 16-player schedule after hand-made first games, by search rather than the built-in design', () => {
    const players = ids(16);
    const handMade = [
      ['j3', 'j14', 'j8', 'j1'],
      ['j11', 'j6', 'j16', 'j9'],
      ['j2', 'j13', 'j5', 'j12'],
      ['j7', 'j4', 'j15', 'j10'],
    ];
    for (const seed of [1, 2, 3]) {
      const past = [...handMade];
      for (let r = 0; r < 4; r += 1)
        past.push(
          ...seat({ mode: 'equilibre', players, pastTables: past, seed: seed + r, plannedRondes: 5 }),
        );
      expect(repeatedPairs(past)).toBe(0);
    }
  });

  it('balances the starting winds exactly: over 4 rondes of 16 or 64 players, everyone starts each wind once', () => {
    for (const [players, seed] of [
      [16, 5],
      [64, 1],
      [64, 2],
    ] as const) {
      const counts = [...windCounts(tournament(ids(players), 4, seed, 4)).values()];
      expect(counts).toEqual(Array.from({ length: players }, () => [1, 1, 1, 1]));
    }
  });

  it('seats a table so that each player gets a wind they have started least', () => {
    const pastTables = [
      ['j1', 'x1', 'x2', 'x3'],
      ['x1', 'j1', 'x2', 'x3'],
      ['x1', 'x2', 'j1', 'x3'],
      ['j2', 'x1', 'x2', 'x3'],
      ['x1', 'j2', 'x2', 'x3'],
      ['j3', 'x1', 'x2', 'x3'],
    ];
    // j1 has only North left, j2 West or North, j3 South, West or North: j4 must deal.
    for (const seed of [1, 2, 3])
      expect(seat({ mode: 'equilibre', players: ids(4), pastTables, seed })).toEqual([
        ['j4', 'j3', 'j2', 'j1'],
      ]);
  });

  it('paliers: tables follow the ranking, 1–4, 5–8, …', () => {
    const players = ids(12);
    const ranking = Object.fromEntries(players.map((id, i) => [id, 100 - i * 7]));
    const tables = seat({
      mode: 'paliers',
      players: [...players].reverse(),
      pastTables: [],
      ranking,
      seed: 3,
    });
    expect(tables.map((table) => [...table].sort())).toEqual([
      ['j1', 'j2', 'j3', 'j4'],
      ['j5', 'j6', 'j7', 'j8'],
      ['j10', 'j11', 'j12', 'j9'],
    ]);
  });

  it('paliers: a table with a fixed player trades its number with the one it takes; hidden ranking: not in ranking order', () => {
    const players = ids(12);
    const ranking = Object.fromEntries(players.map((id, i) => [id, 100 - i * 7]));
    const input = { mode: 'paliers' as const, players, pastTables: [], ranking, seed: 3 };
    const tables = seat({ ...input, fixedTables: { j2: 3 } }).map((table) => [...table].sort());
    expect(tables).toEqual([
      ['j10', 'j11', 'j12', 'j9'],
      ['j5', 'j6', 'j7', 'j8'],
      ['j1', 'j2', 'j3', 'j4'],
    ]);
    // Hidden: the same groups, numbered by the seed's rotation rather than by the ranking.
    const hidden = [1, 2, 3, 4, 5].map((seed) =>
      seat({ ...input, seed, hiddenRanking: true }).map((table) => [...table].sort()),
    );
    expect(hidden.every((t) => t.flat().length === 12)).toBe(true);
    expect(hidden.some((t) => t[0]?.[0] !== 'j1')).toBe(true);
  });

  it('seats players fixed to different tables apart, each at their own, whatever the mode and seed', () => {
    const players = ids(16);
    const fixedTables = { j1: 1, j2: 2, j3: 3, j4: 4 };
    // Paliers: j1…j4 lead the ranking, the first palier, and still cannot share a table.
    const ranking = Object.fromEntries(players.map((id, i) => [id, 100 - i]));
    for (const mode of ['equilibre', 'suisse', 'paliers'] as const) {
      for (let seed = 1; seed <= 20; seed += 1) {
        const tables = seat({ mode, players, pastTables: [], ranking, seed, fixedTables });
        expect([tables[0]?.includes('j1'), tables[1]?.includes('j2'), tables[2]?.includes('j3')]).toEqual([
          true,
          true,
          true,
        ]);
        expect(tables[3]).toContain('j4');
        expect(tables.flat().sort()).toEqual([...players].sort());
      }
    }
  });

  it('plans around two players fixed to different tables: 16 players, 4 rondes, no repeat, exact winds', () => {
    // Every pair of 16 players meets once over 5 rondes: two players who never share a table leave 4
    // rondes without repeats (the design's ronde where they would meet is left out).
    const players = ids(16);
    const fixedTables = { j5: 1, j6: 2 };
    const past: UserId[][] = [];
    for (let r = 0; r < 4; r += 1) {
      const tables = seat({
        mode: 'equilibre',
        players,
        pastTables: past,
        seed: 11 + r,
        fixedTables,
        plannedRondes: 4,
      });
      expect([tables[0]?.includes('j5'), tables[1]?.includes('j6')]).toEqual([true, true]);
      past.push(...tables);
    }
    expect(repeatedPairs(past)).toBe(0);
    for (const row of windCounts(past).values()) expect(row).toEqual([1, 1, 1, 1]);
  });

  it('paliers: among tied players, the one who already met the leader goes to the next table', () => {
    // j1 leads alone, j2…j5 are tied for the three other seats of table 1, j6…j8 fill table 2.
    const ranking = { j1: 30, j2: 10, j3: 10, j4: 10, j5: 10 };
    const pastTables = [
      ['j1', 'j3', 'absent1', 'absent2'],
      ['j2', 'j6', 'j7', 'absent1'],
    ];
    for (const seed of [1, 2, 3]) {
      const [first, second] = seat({ mode: 'paliers', players: ids(8), pastTables, ranking, seed });
      expect([...(first ?? [])].sort()).toEqual(['j1', 'j2', 'j4', 'j5']);
      expect([...(second ?? [])].sort()).toEqual(['j3', 'j6', 'j7', 'j8']);
    }
  });
});
