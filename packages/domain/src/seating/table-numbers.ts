import { randomBelow, shuffle, type Prng } from './random';

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

/**
 * Table numbers for every planned ronde at once (`rondes[0]` is the ronde seated now), so that the ronde
 * seated now leaves the later ones free to rotate: numbering one ronde at a time can send a group to a
 * number that, two rondes later, none of its players could be sent away from. Each ronde starts from the
 * assignment above (one ronde at a time, the past and the rondes before it counted), then a local search
 * exchanges the numbers of two groups of one ronde while that does not add a return (a second visit of a
 * player to a number costs 1, a third 2 more…), accepting a worse exchange now and then to leave a dead end.
 * Groups with a fixed player keep their number. Bounded by `budget` exchanges tried; returns the groups of
 * `rondes[0]` in table order.
 */
/** Start temperature of the annealing below: a worse exchange by 1 is taken one time in five at first. */
const HOT = 0.6;

export function planTableNumbers(
  rondes: readonly (readonly (readonly number[])[])[],
  players: number,
  visits: (player: number, table: number) => number,
  fixed: (player: number) => number | undefined,
  random: Prng,
  budget: number,
): number[][] {
  const now = rondes[0] ?? [];
  const size = now.length;
  const planned = rondes.filter((ronde) => ronde.length === size);
  const count = new Int32Array(players * size);
  for (let p = 0; p < players; p += 1) for (let t = 0; t < size; t += 1) count[p * size + t] = visits(p, t);
  const add = (at: number, by: number) => {
    count[at] = (count[at] as number) + by;
  };
  const isFixed = (p: number) => fixed(p) !== undefined;
  // label[r][g]: the table index of group g of planned ronde r; frozen[r][g]: it holds a fixed player.
  const label: Int32Array[] = [];
  const frozen: boolean[][] = [];
  for (const ronde of planned) {
    const ordered = numberTables(
      ronde,
      (p, t) => count[p * size + t] as number,
      fixed,
      shuffle(
        ronde.map((_, t) => t),
        random,
      ),
    );
    const labels = new Int32Array(size);
    ronde.forEach((group, g) => {
      labels[g] = ordered.findIndex((table) => table[0] === group[0]);
    });
    label.push(labels);
    frozen.push(ronde.map((group) => group.some(isFixed)));
    ronde.forEach((group, g) => {
      for (const p of group) add(p * size + (labels[g] as number), 1);
    });
  }
  // Returns of players (fixed ones aside) in the plan, as the pairs of visits to one number.
  let cost = 0;
  for (let p = 0; p < players; p += 1) {
    if (isFixed(p)) continue;
    for (let t = 0; t < size; t += 1) {
      const c = count[p * size + t] as number;
      cost += (c * (c - 1)) / 2;
    }
  }
  const best = label.map((labels) => labels.slice());
  let bestCost = cost;
  /** Cost change of moving group g's players from table a to table b. */
  const moveDelta = (group: readonly number[], a: number, b: number) => {
    let delta = 0;
    for (const p of group)
      if (!isFixed(p)) delta += (count[p * size + b] as number) - ((count[p * size + a] as number) - 1);
    return delta;
  };
  const move = (group: readonly number[], a: number, b: number) => {
    for (const p of group) {
      add(p * size + a, -1);
      add(p * size + b, 1);
    }
  };
  for (let step = 0; step < budget && bestCost > 0 && size > 1; step += 1) {
    const r = randomBelow(random, planned.length);
    const ronde = planned[r] as readonly (readonly number[])[];
    const labels = label[r] as Int32Array;
    const g1 = randomBelow(random, size);
    const g2 = randomBelow(random, size);
    if (g1 === g2 || frozen[r]?.[g1] || frozen[r]?.[g2]) continue;
    const a = labels[g1] as number;
    const b = labels[g2] as number;
    const group1 = ronde[g1] as readonly number[];
    const group2 = ronde[g2] as readonly number[];
    // The two groups of one ronde share no player: their moves add up.
    const delta = moveDelta(group1, a, b) + moveDelta(group2, b, a);
    // Simulated annealing: a worse exchange is taken with probability e^(−delta / temperature), the
    // temperature falling linearly to 0 over the budget.
    const temperature = HOT * (1 - step / budget);
    if (delta > 0 && (temperature <= 0 || random() >= Math.exp(-delta / temperature))) continue;
    move(group1, a, b);
    move(group2, b, a);
    labels[g1] = b;
    labels[g2] = a;
    cost += delta;
    if (cost < bestCost) {
      bestCost = cost;
      label.forEach((l, i) => (best[i] as Int32Array).set(l));
    }
  }
  const result: number[][] = new Array<number[]>(size);
  now.forEach((group, g) => {
    result[(best[0] as Int32Array)[g] as number] = [...group];
  });
  return result;
}
