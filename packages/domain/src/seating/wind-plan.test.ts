import { describe, expect, it } from '@jest/globals';
import { seededRandom } from './random';
import { fitOpenWinds } from './wind-plan';

/** Wind counts where player p has only `open[p]` left to start in their block (the three others once). */
function windsLeft(open: readonly number[]): Int32Array {
  const winds = new Int32Array(open.length * 4);
  open.forEach((wind, p) => [0, 1, 2, 3].forEach((w) => (winds[p * 4 + w] = w === wind ? 0 : 1)));
  return winds;
}

describe('fitOpenWinds', () => {
  // Players 0, 1 still owe East; 2, 3 South; 4, 5 West; 6, 7 North (the last ronde of a block).
  const open = [0, 0, 1, 1, 2, 2, 3, 3];

  it('rearranges the tables so that each holds one player owing each wind, adding no meeting it can avoid', () => {
    const meetings = new Int32Array(64);
    for (const [a, b] of [
      [0, 2],
      [1, 3],
    ] as const) {
      meetings[a * 8 + b] = 1;
      meetings[b * 8 + a] = 1;
    }
    const tables = fitOpenWinds(
      [
        [0, 1, 2, 3],
        [4, 5, 6, 7],
      ],
      windsLeft(open),
      meetings,
      seededRandom(1),
      10_000,
    );
    expect(tables.flat().sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    for (const table of tables) expect(table.map((p) => open[p]).sort()).toEqual([0, 1, 2, 3]);
    // 0 with 3 and 1 with 2: the only way without seating again a pair that already met.
    expect(tables.find((table) => table.includes(0))).toContain(3);
    expect(tables.find((table) => table.includes(1))).toContain(2);
  });

  it('leaves a ronde whose tables already fit as it is', () => {
    const ronde = [
      [0, 2, 4, 6],
      [1, 3, 5, 7],
    ];
    expect(fitOpenWinds(ronde, windsLeft(open), new Int32Array(64), seededRandom(1), 10_000)).toEqual(ronde);
  });
});
