import { describe, expect, it } from '@jest/globals';
import { rankingRows, splitPodium } from './ranking';

const pseudos: Record<string, string> = { a: 'Aiko', b: 'Bruno', c: 'Chloé', d: 'Dario', e: 'Émile' };
const pseudoOf = (id: string) => pseudos[id] ?? id;

describe('rankingRows', () => {
  it('orders by points, highest first, with pseudos', () => {
    expect(rankingRows({ a: -12.5, b: 25.3, c: 0 }, pseudoOf)).toEqual([
      { userId: 'b', pseudo: 'Bruno', points: 25.3, place: 1 },
      { userId: 'c', pseudo: 'Chloé', points: 0, place: 2 },
      { userId: 'a', pseudo: 'Aiko', points: -12.5, place: 3 },
    ]);
  });

  it('gives tied players the same place and skips the next one', () => {
    const rows = rankingRows({ d: 10, c: 10, a: 30, b: -40 }, pseudoOf);
    expect(rows.map((row) => [row.pseudo, row.place])).toEqual([
      ['Aiko', 1],
      ['Chloé', 2],
      ['Dario', 2],
      ['Bruno', 4],
    ]);
  });

  it('is empty for an empty ranking', () => {
    expect(rankingRows({}, pseudoOf)).toEqual([]);
  });
});

describe('splitPodium', () => {
  it('keeps the first three lines on the podium', () => {
    const rows = rankingRows({ a: 5, b: 4, c: 3, d: 2, e: 1 }, pseudoOf);
    const { podium, rest } = splitPodium(rows);
    expect(podium.map((row) => row.pseudo)).toEqual(['Aiko', 'Bruno', 'Chloé']);
    expect(rest.map((row) => row.pseudo)).toEqual(['Dario', 'Émile']);
  });
});
