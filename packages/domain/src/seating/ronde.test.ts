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

const mode = fc.constantFrom<RondeMode>('equilibre', 'suisse');
/** A field of 4 to 64 present players, some absent ones, and earlier games mixing both. */
const field = fc
  .tuple(fc.integer({ min: 1, max: 16 }), fc.integer({ min: 0, max: 6 }))
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
    );
  });

  it('gives the same tables for the same seed', () => {
    fc.assert(fc.property(field, (input) => expect(seat({ ...input })).toEqual(seat(input))));
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
      error: 'Mode de ronde inconnu : equilibre ou suisse.',
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
});
