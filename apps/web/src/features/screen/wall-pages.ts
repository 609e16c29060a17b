/**
 * How the wall splits what it shows into pages that each fit on the screen: the tables, the ranking in
 * side-by-side columns, the podium. Pure: the page measures, this module counts.
 */

/**
 * `items` in as few pages as hold at most `perPage` each, the pages as even as can be (16 tables at 15
 * a page: 8 and 8, not 15 and 1), in order.
 */
export function splitEvenly<T>(items: readonly T[], perPage: number): T[][] {
  if (items.length === 0) return [];
  const pageCount = Math.ceil(items.length / Math.max(1, Math.floor(perPage)));
  const pages: T[][] = [];
  let start = 0;
  for (let page = 0; page < pageCount; page++) {
    // The first pages take the one item more when the count does not divide evenly.
    const size = Math.ceil((items.length - start) / (pageCount - page));
    pages.push(items.slice(start, start + size));
    start += size;
  }
  return pages;
}

/**
 * A ranking column in `em` of its type (screen.css): place, pseudo and points side by side; a row's
 * padding, line and rule; the caption and header row above the rows; the gap between columns.
 */
export const RANKING_COLUMN_EM = 16;
export const RANKING_GAP_EM = 1;
export const RANKING_ROW_EM = 1.75;
export const RANKING_HEAD_EM = 4.2;
/** More than three columns would read as a grid of names rather than a ranking. */
export const MAX_RANKING_COLUMNS = 3;

export interface RankingLayout {
  columns: number;
  rowsPerColumn: number;
}

/** Columns and rows of the ranking at `fontPx` type in a `width` × `height` area (CSS pixels). */
export function rankingLayout(width: number, height: number, fontPx: number): RankingLayout {
  const columns = Math.floor((width / fontPx + RANKING_GAP_EM) / (RANKING_COLUMN_EM + RANKING_GAP_EM));
  const rowsPerColumn = Math.floor((height / fontPx - RANKING_HEAD_EM) / RANKING_ROW_EM);
  return {
    columns: Math.min(MAX_RANKING_COLUMNS, Math.max(1, columns)),
    rowsPerColumn: Math.max(1, rowsPerColumn),
  };
}

/** The ranking's pages, each a list of columns: every page full but the last ones, columns even. */
export function rankingPages<T>(rows: readonly T[], layout: RankingLayout): T[][][] {
  return splitEvenly(rows, layout.columns * layout.rowsPerColumn).map((page) =>
    splitEvenly(page, layout.rowsPerColumn),
  );
}
