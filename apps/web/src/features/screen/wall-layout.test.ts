import { describe, expect, it } from '@jest/globals';
import { wallLayout } from './wall-layout';

describe('wallLayout', () => {
  it('20 tables below a 1080p header: 5 columns of 4 rows at 25 px', () => {
    // 5 columns: min(1888 / (5 × 12.5) = 30.2, 860 / (4 × 8.3) = 25.9); 6 columns are narrower (25.2) for
    // the same 4 rows, 4 columns need 5 rows (20.7).
    expect(wallLayout(20, 1888, 860)).toEqual({ columns: 5, fontPx: 25 });
  });

  it('keeps a line for extra minutes: 20 tables at 1080p then fit in 3 rows of 7 at 21 px', () => {
    // 5 columns: 860 / (4 × 9.5) = 22.6; 7 columns: 1888 / 87.5 = 21.6, within a tenth of it, one row less.
    expect(wallLayout(20, 1888, 860, true)).toEqual({ columns: 7, fontPx: 21 });
  });

  it('four tables on a projector: one row of four near the size cap rather than two rows of two', () => {
    // 4 columns: 1888 / 50 = 37.8 (within a tenth of the 40 px cap that 2 or 3 columns reach).
    expect(wallLayout(4, 1888, 860)).toEqual({ columns: 4, fontPx: 37 });
  });

  it('never trades type below the floor for a row less', () => {
    // 4 tables in 1888 × 860: 2 or 3 columns of 2 rows reach the 40 px cap, 4 columns of 1 row 37.8 (within
    // a tenth: chosen, as above). With a 39 px floor the single row would be too small: 2 columns of 2.
    expect(wallLayout(4, 1888, 860, false, 39)).toEqual({ columns: 2, fontPx: 40 });
  });

  it('20 tables on a 720p TV: 5 columns at 18 px', () => {
    // 5 columns: min(1248 / 62.5 = 19.97, 600 / 33.2 = 18.07).
    expect(wallLayout(20, 1248, 600)).toEqual({ columns: 5, fontPx: 18 });
  });

  it('a phone: one column at the 16 px floor, the page scrolls', () => {
    expect(wallLayout(20, 328, 600)).toEqual({ columns: 1, fontPx: 16 });
  });

  it('no table and no measure yet (first render): one column at the floor', () => {
    expect(wallLayout(0, 0, 0)).toEqual({ columns: 1, fontPx: 16 });
  });
});
