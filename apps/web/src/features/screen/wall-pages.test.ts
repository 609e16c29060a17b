import { describe, expect, it } from '@jest/globals';
import { rankingLayout, rankingPages, splitEvenly } from './wall-pages';
import { tablesPerPage, wallFloorPx } from './wall-layout';

describe('splitEvenly', () => {
  it('16 tables at 15 a page: two pages of 8', () => {
    const pages = splitEvenly(
      Array.from({ length: 16 }, (_, index) => index + 1),
      15,
    );
    expect(pages).toEqual([
      [1, 2, 3, 4, 5, 6, 7, 8],
      [9, 10, 11, 12, 13, 14, 15, 16],
    ]);
  });

  it('7 items at 3 a page: 3, 2, 2 (the first page takes the one more)', () => {
    expect(splitEvenly(['a', 'b', 'c', 'd', 'e', 'f', 'g'], 3)).toEqual([
      ['a', 'b', 'c'],
      ['d', 'e'],
      ['f', 'g'],
    ]);
  });

  it('everything on one page when it fits; nothing for nothing', () => {
    expect(splitEvenly([1, 2, 3], 10)).toEqual([[1, 2, 3]]);
    expect(splitEvenly([], 10)).toEqual([]);
  });

  it('at least one item a page, whatever the measure', () => {
    expect(splitEvenly([1, 2], 0)).toEqual([[1], [2]]);
  });
});

describe('the wall’s type floor and table pages', () => {
  it('29 px at 1080p (28.08 up), 19 px at 720p (18.72 up), never under 16 px', () => {
    expect(wallFloorPx(1080)).toBe(29);
    expect(wallFloorPx(720)).toBe(19);
    expect(wallFloorPx(400)).toBe(16);
  });

  it('1080p below the header (1888 × 860) at 28 px: 5 columns of 3 rows, 15 tables a page', () => {
    // 1888 / (12.5 × 28) = 5.4 → 5 columns; 860 / (8.3 × 28) = 3.7 → 3 rows.
    expect(tablesPerPage(1888, 860, 28)).toBe(15);
    // A line kept for extra minutes: 860 / (9.5 × 28) = 3.2 → still 3 rows.
    expect(tablesPerPage(1888, 860, 28, true)).toBe(15);
  });

  it('720p below the header (1248 × 600) at 19 px: 5 columns of 3 rows', () => {
    // 1248 / 237.5 = 5.3; 600 / 157.7 = 3.8.
    expect(tablesPerPage(1248, 600, 19)).toBe(15);
  });

  it('128 players (32 tables) at 15 a page: three pages of 11, 11 and 10', () => {
    const tables = Array.from({ length: 32 }, (_, index) => index + 1);
    expect(splitEvenly(tables, tablesPerPage(1888, 860, 29)).map((page) => page.length)).toEqual([
      11, 11, 10,
    ]);
  });

  it('a screen too small for one card still shows one a page', () => {
    expect(tablesPerPage(100, 100, 28)).toBe(1);
  });
});

describe('the ranking’s pages', () => {
  it('1080p at 28 px: 3 columns of 15 rows', () => {
    // 1888 / 28 = 67.4 em: (67.4 + 1) / 17 = 4.0, capped at 3; (860 / 28 − 4.2) / 1.75 = 15.1 → 15.
    expect(rankingLayout(1888, 860, 28)).toEqual({ columns: 3, rowsPerColumn: 15 });
  });

  it('20 players on one page of two columns of 10', () => {
    const rows = Array.from({ length: 20 }, (_, index) => index + 1);
    const pages = rankingPages(rows, { columns: 3, rowsPerColumn: 15 });
    expect(pages).toHaveLength(1);
    expect(pages[0]!.map((column) => column.length)).toEqual([10, 10]);
  });

  it('128 players at 1080p (29 px: 3 columns of 14): four pages of 32, in columns of 11, 11 and 10', () => {
    // (860 / 29 − 4.2) / 1.75 = 14.5 → 14 rows; 128 / 42 → 4 pages of 32.
    const layout = rankingLayout(1888, 860, 29);
    expect(layout).toEqual({ columns: 3, rowsPerColumn: 14 });
    const pages = rankingPages(
      Array.from({ length: 128 }, (_, index) => index + 1),
      layout,
    );
    expect(pages.map((page) => page.map((column) => column.length))).toEqual([
      [11, 11, 10],
      [11, 11, 10],
      [11, 11, 10],
      [11, 11, 10],
    ]);
    expect(pages[3]![2]![9]).toBe(128);
  });

  it('64 players at 45 a page: 32 and 32, each in columns of 15, 15 and 2… evened to 11, 11, 10', () => {
    const rows = Array.from({ length: 64 }, (_, index) => index + 1);
    const pages = rankingPages(rows, { columns: 3, rowsPerColumn: 15 });
    expect(pages.map((page) => page.map((column) => column.length))).toEqual([
      [11, 11, 10],
      [11, 11, 10],
    ]);
    expect(pages[1]![0]![0]).toBe(33);
    expect(pages[1]![2]![9]).toBe(64);
  });
});
