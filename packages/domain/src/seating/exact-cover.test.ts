import { describe, expect, it } from '@jest/globals';
import { exactCover } from './exact-cover';

describe('exactCover', () => {
  // Items 0, 1, 2; two covers: {0, 1} + {2} (options 0 and 1), and {0} + {1, 2} (options 2 and 3).
  const options = [[0, 1], [2], [0], [1, 2]];

  it('answers the first cover found', () => {
    expect(exactCover(3, 0, options, 100)?.sort()).toEqual([0, 1]);
  });

  it('goes on to the next cover when `accept` turns one down', () => {
    const seen: number[][] = [];
    const chosen = exactCover(3, 0, options, 100, (cover) => {
      seen.push([...cover].sort());
      return cover.includes(3);
    });
    expect(chosen?.sort()).toEqual([2, 3]);
    expect(seen).toEqual([
      [0, 1],
      [2, 3],
    ]);
  });

  it('answers null when every cover is turned down', () => {
    expect(exactCover(3, 0, options, 100, () => false)).toBeNull();
  });
});
