/**
 * Which physical table each group of four takes (docs/seating.md, « Tables »). The WRC asks that nobody
 * plays twice at the same table of an event (the tiles of a table get known, stained or nicked): a group
 * goes to a number none of its players has sat at, where the field allows it, and a player the admin fixed
 * to a table (a wheelchair, a table by the door) gets that table. It is an assignment problem (groups
 * against numbers, the cost of a pair being how often its players already sat there), solved exactly by
 * the Hungarian method, O(tables³).
 */

/** Cost of a group at a number it must not take (another group's fixed player has it). */
const FORBIDDEN = 1e9;

/**
 * Minimum-cost perfect assignment of rows to columns of a square matrix (the Hungarian method with
 * potentials, Kuhn–Munkres): `cost[row][column]`; returns the column of each row.
 */
export function assign(cost: readonly (readonly number[])[]): number[] {
  const size = cost.length;
  const u = new Float64Array(size + 1);
  const v = new Float64Array(size + 1);
  // rowOf[column]: the row assigned to column (1-based, 0 for none); column 0 is a sentinel.
  const rowOf = new Int32Array(size + 1);
  const way = new Int32Array(size + 1);
  for (let row = 1; row <= size; row += 1) {
    rowOf[0] = row;
    let column = 0;
    const least = new Float64Array(size + 1).fill(Infinity);
    const used = new Uint8Array(size + 1);
    do {
      used[column] = 1;
      const current = rowOf[column] as number;
      let delta = Infinity;
      let next = 0;
      for (let j = 1; j <= size; j += 1) {
        if (used[j]) continue;
        const reduced =
          ((cost[current - 1] as readonly number[])[j - 1] as number) -
          (u[current] as number) -
          (v[j] as number);
        if (reduced < (least[j] as number)) {
          least[j] = reduced;
          way[j] = column;
        }
        if ((least[j] as number) < delta) {
          delta = least[j] as number;
          next = j;
        }
      }
      for (let j = 0; j <= size; j += 1) {
        if (used[j]) {
          u[rowOf[j] as number] = (u[rowOf[j] as number] as number) + delta;
          v[j] = (v[j] as number) - delta;
        } else least[j] = (least[j] as number) - delta;
      }
      column = next;
    } while (rowOf[column] !== 0);
    do {
      const previous = way[column] as number;
      rowOf[column] = rowOf[previous] as number;
      column = previous;
    } while (column !== 0);
  }
  const columnOf = new Array<number>(size).fill(0);
  for (let j = 1; j <= size; j += 1) columnOf[(rowOf[j] as number) - 1] = j - 1;
  return columnOf;
}

/**
 * The groups (each four player numbers) in physical table order: result[k] is the group at table k + 1.
 * `visits(p, k)`: how often player p already sat at table k + 1; `fixed(p)`: the table index player p
 * must take, or undefined. `tieBreak[g]` (a permutation) spreads equal choices.
 */
export function numberTables(
  groups: readonly (readonly number[])[],
  visits: (player: number, table: number) => number,
  fixed: (player: number) => number | undefined,
  tieBreak: readonly number[],
): number[][] {
  const size = groups.length;
  const wanted = groups.map((group) => {
    const table = group.map(fixed).find((t) => t !== undefined && t < size);
    return table;
  });
  const taken = new Set(wanted.filter((t) => t !== undefined));
  const cost = groups.map((group, g) =>
    Array.from({ length: size }, (_, table) => {
      const mine = wanted[g];
      if (mine !== undefined) return mine === table ? 0 : FORBIDDEN;
      if (taken.has(table)) return FORBIDDEN;
      // A second visit costs 1, a third one 2 more…: repeats are spread, then the seed breaks ties.
      let c = 0;
      for (const p of group) {
        const v = visits(p, table);
        c += (v * (v + 1)) / 2;
      }
      return c * size * size + (((tieBreak[g] as number) + table * 7) % size);
    }),
  );
  const columns = assign(cost);
  const result: number[][] = new Array<number[]>(size);
  columns.forEach((table, g) => {
    result[table] = [...(groups[g] as readonly number[])];
  });
  return result;
}
