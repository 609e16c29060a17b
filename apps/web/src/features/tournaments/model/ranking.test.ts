import { describe, expect, it } from '@jest/globals';
import { placeLabel, rankingRows, splitPodium } from './ranking';

const pseudos: Record<string, string> = { a: 'Aiko', b: 'Bruno', c: 'Chloé', d: 'Dario', e: 'Émile' };
const pseudoOf = (id: string) => pseudos[id] ?? id;

describe('rankingRows', () => {
  it('orders by points, highest first, with pseudos', () => {
    expect(rankingRows({ a: -12.5, b: 25.3, c: 0 }, pseudoOf)).toEqual([
      { userId: 'b', pseudo: 'Bruno', points: 25.3, place: 1, tied: false },
      { userId: 'c', pseudo: 'Chloé', points: 0, place: 2, tied: false },
      { userId: 'a', pseudo: 'Aiko', points: -12.5, place: 3, tied: false },
    ]);
  });

  it('gives tied players the same place and skips the next one', () => {
    const rows = rankingRows({ d: 10, c: 10, a: 30, b: -40 }, pseudoOf);
    expect(rows.map((row) => [row.pseudo, placeLabel(row)])).toEqual([
      ['Aiko', '1er'],
      ['Chloé', '2e ex æquo'],
      ['Dario', '2e ex æquo'],
      ['Bruno', '4e'],
    ]);
  });

  it('takes the places the server gave under the tournament’s tie-break', () => {
    const rows = rankingRows({ d: 10, c: 10, a: 30, b: -40 }, pseudoOf, { a: 1, d: 2, c: 3, b: 4 });
    expect(rows.map((row) => [row.pseudo, placeLabel(row)])).toEqual([
      ['Aiko', '1er'],
      ['Dario', '2e'],
      ['Chloé', '3e'],
      ['Bruno', '4e'],
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
