/**
 * How the wall screen lays out its tables: as many columns as make the type largest while every table
 * fits on the screen (a projector cannot scroll), within bounds that keep names readable from the back
 * of the room and never smaller than a phone's body text.
 */

/**
 * A table card in `em` of its type, the grid's gap included (screen.css): a pseudo and a score side by
 * side; a title line, four players, padding, and the optional line of a table's own time.
 */
export const TABLE_WIDTH_EM = 12.5;
export const TABLE_HEIGHT_EM = 8.3;
export const EXTRA_LINE_EM = 1.2;

/** Largest type worth having (about 3 cm high on a 2 m wide projection of 1920 px) and the floor. */
export const MAX_FONT_PX = 40;
export const MIN_FONT_PX = 16;

export interface WallLayout {
  columns: number;
  fontPx: number;
}

/**
 * Columns and font size for `tables` cards in a `width` × `height` area (CSS pixels), `extraLine` when
 * the cards keep a line for a table's own time, `floorPx` the type the choice keeps to when it can (the
 * wall's floor, wallFloorPx). When even the 16 px floor
 * size does not fit (a phone, many tables), the cards keep the floor size and the page scrolls.
 */
export function wallLayout(
  tables: number,
  width: number,
  height: number,
  extraLine = false,
  floorPx = MIN_FONT_PX,
): WallLayout {
  const count = Math.max(1, tables);
  const cardHeight = TABLE_HEIGHT_EM + (extraLine ? EXTRA_LINE_EM : 0);
  const candidates = Array.from({ length: count }, (_, index) => {
    const columns = index + 1;
    const rows = Math.ceil(count / columns);
    const fontPx = Math.min(MAX_FONT_PX, width / (columns * TABLE_WIDTH_EM), height / (rows * cardHeight));
    return { columns, rows, fontPx };
  });
  const largest = Math.max(...candidates.map((candidate) => candidate.fontPx));
  if (largest < MIN_FONT_PX) {
    const columns = Math.max(1, Math.min(count, Math.floor(width / (TABLE_WIDTH_EM * MIN_FONT_PX))));
    return { columns, fontPx: MIN_FONT_PX };
  }
  // Within a tenth of the largest type, fewer rows read better (four tables in a row rather than two
  // rows of two at the size cap); among those, the largest type; never below the wall's floor when the
  // largest reaches it.
  const smallest = Math.min(largest, Math.max(0.9 * largest, floorPx));
  const [chosen] = candidates
    .filter((candidate) => candidate.fontPx >= smallest)
    .sort((a, b) => a.rows - b.rows || b.fontPx - a.fontPx);
  return { columns: chosen!.columns, fontPx: Math.floor(chosen!.fontPx) };
}

/**
 * The smallest type the wall pages down to rather than shrink further: 2.6 % of the screen's height,
 * in whole pixels (29 px at 1080p, 19 px at 720p). A TV or projector is the same size on the wall
 * whatever its resolution, so what is readable from the back of the room is a share of its height, not
 * a pixel count.
 */
export const WALL_FLOOR_SHARE = 0.026;

export function wallFloorPx(viewportHeight: number): number {
  return Math.max(MIN_FONT_PX, Math.ceil(WALL_FLOOR_SHARE * viewportHeight));
}

/**
 * How many table cards one page holds at `floorPx` type in a `width` × `height` area: the wall shows
 * that many at a time (at least one) and pages through the rest.
 */
export function tablesPerPage(width: number, height: number, floorPx: number, extraLine = false): number {
  const cardHeight = TABLE_HEIGHT_EM + (extraLine ? EXTRA_LINE_EM : 0);
  const columns = Math.max(1, Math.floor(width / (TABLE_WIDTH_EM * floorPx)));
  const rows = Math.max(1, Math.floor(height / (cardHeight * floorPx)));
  return columns * rows;
}
