import { describe, expect, it } from '@jest/globals';
import { rankedPlayers } from './places';

describe('rankedPlayers', () => {
  it('orders by points, shares tied places and skips the next one, ties read by label', () => {
    const labels: Record<string, string> = { a: 'Émile', b: 'Bruno', c: 'Chloé', d: 'Denis' };
    expect(rankedPlayers({ a: 12.5, b: 30, c: 12.5, d: -42.5 }, (id) => labels[id] ?? id)).toEqual([
      { userId: 'b', label: 'Bruno', points: 30, place: 1 },
      { userId: 'c', label: 'Chloé', points: 12.5, place: 2 },
      { userId: 'a', label: 'Émile', points: 12.5, place: 2 },
      { userId: 'd', label: 'Denis', points: -42.5, place: 4 },
    ]);
  });
});
