import { describe, expect, it } from '@jest/globals';
import { emaBaseRank, emaResults } from './ema';

describe('emaBaseRank', () => {
  it('1000 for the winner, 0 for the last, rounded between', () => {
    expect(emaBaseRank(1, 8)).toBe(1000);
    expect(emaBaseRank(8, 8)).toBe(0);
    // 1000 × 4 / 7 = 571.43 → 571; 1000 × 5 / 7 = 714.29 → 714.
    expect(emaBaseRank(4, 8)).toBe(571);
    expect(emaBaseRank(3, 8)).toBe(714);
    // 1000 × 1 / 2 = 500 exactly.
    expect(emaBaseRank(2, 3)).toBe(500);
  });
  it('a lone ranked player gets 1000', () => {
    expect(emaBaseRank(1, 1)).toBe(1000);
  });
});

describe('emaResults', () => {
  it('tied players share the position, the next one is skipped, base ranks from the shared position', () => {
    const labels: Record<string, string> = { a: 'Aïko', b: 'Bao', c: 'Chloé', d: 'Dan', e: 'Élise' };
    const rows = emaResults({ a: 41.5, b: -10, c: 12, d: 12, e: -43.5 }, (id) => labels[id]!);
    expect(rows.map((r) => [r.userId, r.position, r.baseRank, r.points])).toEqual([
      ['a', 1, 1000, 41.5],
      // Chloé and Dan tie at 12: both 2nd, ordered by name; 1000 × 3 / 4 = 750.
      ['c', 2, 750, 12],
      ['d', 2, 750, 12],
      ['b', 4, 250, -10],
      ['e', 5, 0, -43.5],
    ]);
  });
});
