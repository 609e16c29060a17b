import { describe, expect, it } from '@jest/globals';
import { assign, numberTables } from './table-numbers';

describe('assign (Hungarian method)', () => {
  it('finds the cheapest assignment', () => {
    // Rows to columns: 0→1 (1), 1→0 (2), 2→2 (2): total 5, the only assignment that cheap.
    expect(
      assign([
        [4, 1, 3],
        [2, 0, 5],
        [3, 2, 2],
      ]),
    ).toEqual([1, 0, 2]);
  });
});

describe('numberTables', () => {
  const groups = [
    [0, 1, 2, 3],
    [4, 5, 6, 7],
  ];

  it('sends each group to a table none of its players sat at', () => {
    // Players 0–3 sat at table 1 (index 0): they go to table 2.
    const visits = (p: number, t: number) => (p < 4 && t === 0 ? 1 : 0);
    expect(numberTables(groups, visits, () => undefined, [0, 1])).toEqual([
      [4, 5, 6, 7],
      [0, 1, 2, 3],
    ]);
  });

  it('keeps a fixed player at their table, even against the rotation', () => {
    const visits = (p: number, t: number) => (p < 4 && t === 0 ? 1 : 0);
    expect(numberTables(groups, visits, (p) => (p === 2 ? 0 : undefined), [0, 1])).toEqual([
      [0, 1, 2, 3],
      [4, 5, 6, 7],
    ]);
  });
});
