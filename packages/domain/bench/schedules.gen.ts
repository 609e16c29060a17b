/**
 * Computes, once and offline, the schedules without repeated pairs that the seating ships as data
 * (src/seating/schedules.data.ts; docs/seating.md). Prints that module on stdout, with the fields given
 * as arguments computed again and the others kept as shipped (all of them without arguments):
 *
 *   TS_NODE_PROJECT=bench/tsconfig.json node -r ts-node/register bench/schedules.gen.ts 36 40 > schedules.new.ts
 *
 * Two methods, both deterministic (the same run prints the same file):
 * - **Difference method** for the tight fields (24, 36, 40, 44 players): the players are Z_m × classes
 *   plus fixed points ∞; one or two base rondes are searched and ronde i of a base adds i to every finite
 *   point. A pair of finite points meets as often as the base rondes hold pairs with its classes and its
 *   difference (±d within a class, b − a across two), a fixed point meets each finite point of a class
 *   once when its tables hold one point of that class. The base rondes are found by exact search in two
 *   steps: blocks up to translation covering every difference exactly once (a difference family, found by
 *   Algorithm X), then one translate of each block so that every base ronde seats every player once.
 * - **Symmetric search** for 32 players over 10 rondes, where the difference method found nothing: the
 *   schedule is asked to be invariant under a group G of permutations of the players; each base ronde,
 *   with the subgroup H of G that maps it onto itself, gives its [G : H] images as rondes. Its tables are
 *   searched up to H by Algorithm X: every player once per base ronde, and every orbit of pairs under G
 *   met at most once (a table's images under G meet each pair of an orbit once, or it is not a choice).
 * - **Tabu search** (the product's own PlanSearch, Dotú and Van Hentenryck) with a large budget for the
 *   other fields, where 12 rondes leave enough room.
 */
import { exactCover } from '../src/seating/exact-cover';
import { readHistory } from '../src/seating/history';
import { PlanSearch } from '../src/seating/plan';
import { mostRondesWithoutRepeat } from '../src/seating/quality';
import { seededRandom, shuffle } from '../src/seating/random';
import type { Prng } from '../src/seating/random';
import { encodeSchedule, BUILT_IN_FIELDS, MAX_SHIPPED_RONDES } from '../src/seating/schedules';
import { SHIPPED_SCHEDULES } from '../src/seating/schedules.data';

/** A field built by the difference method. */
interface Cyclic {
  /** The group Z_m: each base ronde gives m rondes. */
  m: number;
  /** Classes of finite points: (a, c) for a in Z_m is player c · m + a. */
  classes: number;
  /** Fixed points ∞, players classes · m + j: each sits with three finite points of distinct classes. */
  fixed: number;
  /** Base rondes (each gives m rondes). */
  bases: number;
  /** Class pairs whose points at the same a never meet (the groups of a group divisible design). */
  apart: readonly (readonly [number, number])[];
  /** Every difference exactly once (every allowed pair meets once), or at most once (a packing). */
  exact: boolean;
  /**
   * Rondes seated after the developed ones, each given by an offset t_c per class: its tables are
   * {(a + t_c, c) for every class c}, one per a. The base rondes never use their differences t_e − t_c.
   */
  transversals: readonly (readonly number[])[];
  /** Options tried by each exact search before trying again with another order (attempts are counted). */
  budget: number;
}

const allPairs = (classes: number): [number, number][] =>
  Array.from({ length: classes }, (_, c) =>
    Array.from({ length: classes - c - 1 }, (_, k): [number, number] => [c, c + k + 1]),
  ).flat();

/**
 * The fields of the difference method. 24, 36: groups {(a, 0), (a, 1), (a, 2)} and {∞1, ∞2, ∞3} (4-RGDD
 * of type 3^8 and 3^12). 40: a resolvable 2-(40, 4, 1) design, 1-rotational over Z_13. 44: eleven rondes
 * over Z_11 with four classes where no two points at the same a meet, then those groups of four as a
 * twelfth ronde. (32 players, 10 rondes, was not found this way: docs/seating.md.)
 */
const CYCLIC: Record<number, Cyclic> = {
  24: {
    m: 7,
    classes: 3,
    fixed: 3,
    bases: 1,
    apart: allPairs(3),
    transversals: [],
    exact: true,
    budget: 1e6,
  },
  36: {
    m: 11,
    classes: 3,
    fixed: 3,
    bases: 1,
    apart: allPairs(3),
    transversals: [],
    exact: true,
    budget: 1e6,
  },
  40: { m: 13, classes: 3, fixed: 1, bases: 1, apart: [], transversals: [], exact: true, budget: 1e7 },
  44: {
    m: 11,
    classes: 4,
    fixed: 0,
    bases: 1,
    apart: [],
    transversals: [[0, 0, 0, 0]],
    exact: false,
    budget: 1e6,
  },
};

/**
 * The items a pair of players covers in the base rondes, numbered: pure differences (class c, ±d) first,
 * then mixed ones (classes c < e, b − a), then fixed point j with class c. −1 for a pair that may not sit
 * together in a base ronde: at difference m / 2 within a class (developed, it would meet twice), or in
 * the same group.
 */
function differenceItems(spec: Cyclic): { count: number; item: (p: number, q: number) => number } {
  const { m, classes } = spec;
  const half = Math.floor((m - 1) / 2);
  const pairIndex = new Map(allPairs(classes).map(([c, e], i) => [c * classes + e, i]));
  // Mixed differences the base rondes never use: a group's (0), a transversal ronde's (t_e − t_c).
  const unused = new Set(spec.apart.map(([c, e]) => (c * classes + e) * m));
  for (const t of spec.transversals)
    for (const [c, e] of allPairs(classes))
      unused.add((c * classes + e) * m + (((((t[e] as number) - (t[c] as number)) % m) + m) % m));
  const mixedStart = classes * half;
  const fixedStart = mixedStart + pairIndex.size * m;
  const finite = classes * m;
  const item = (p: number, q: number): number => {
    const [lo, hi] = p < q ? [p, q] : [q, p];
    if (hi >= finite) return lo >= finite ? -1 : fixedStart + (hi - finite) * classes + Math.floor(lo / m);
    const [c, a, e, b] = [Math.floor(lo / m), lo % m, Math.floor(hi / m), hi % m];
    const d = (b - a + m) % m;
    if (c === e) return 2 * d === m ? -1 : c * half + Math.min(d, m - d) - 1;
    if (unused.has((c * classes + e) * m + d)) return -1;
    return mixedStart + (pairIndex.get(c * classes + e) as number) * m + d;
  };
  return { count: fixedStart + spec.fixed * classes, item };
}

/** The items of a table (its pairs), or null when two of its pairs share one or one may not meet. */
function tableItems(table: readonly number[], item: (p: number, q: number) => number): number[] | null {
  const items: number[] = [];
  for (let i = 0; i < table.length; i += 1)
    for (let k = i + 1; k < table.length; k += 1) {
      const it = item(table[i] as number, table[k] as number);
      if (it < 0 || items.includes(it)) return null;
      items.push(it);
    }
  return items;
}

/** Every table a base ronde may hold: four finite points, or a fixed point with three of distinct classes. */
function candidateTables(spec: Cyclic, item: (p: number, q: number) => number): number[][] {
  const finite = spec.classes * spec.m;
  const tables: number[][] = [];
  const extend = (table: number[], from: number, size: number) => {
    if (table.length >= 2 && !tableItems(table, item)) return;
    if (table.length === size) {
      tables.push(table);
      return;
    }
    for (let p = from; p < finite; p += 1) extend([...table, p], p + 1, size);
  };
  extend([], 0, 4);
  for (let j = 0; j < spec.fixed; j += 1) extend([finite + j], 0, 4);
  return tables;
}

const translate = (spec: Cyclic, p: number, s: number): number =>
  p >= spec.classes * spec.m ? p : Math.floor(p / spec.m) * spec.m + (((p % spec.m) + s) % spec.m);

/** Whether `table` is the first of its translates in the order of sorted point lists. */
function isFirstTranslate(spec: Cyclic, table: readonly number[]): boolean {
  const key = (t: readonly number[]) => [...t].sort((a, b) => a - b);
  const own = key(table);
  for (let s = 1; s < spec.m; s += 1) {
    const other = key(table.map((p) => translate(spec, p, s)));
    const at = other.findIndex((p, i) => p !== own[i]);
    if (at >= 0 && (other[at] as number) < (own[at] as number)) return false;
  }
  return true;
}

/**
 * The base rondes of an exact field: blocks up to translation that cover every item once (Algorithm X),
 * then, for each such family, one translate of each block and its base ronde so that every base ronde
 * seats every player once (a second, small exact cover). Null when `budget` options are spent.
 */
function exactBases(
  spec: Cyclic,
  random: Prng,
  items: ReturnType<typeof differenceItems>,
): number[][][] | null {
  const players = spec.classes * spec.m + spec.fixed;
  const blocks = shuffle(
    candidateTables(spec, items.item).filter((table) => isFirstTranslate(spec, table)),
    random,
  );
  // Items no block can cover (pairs that never meet) are left out: the others are covered exactly once.
  const covers = blocks.map((block) => tableItems(block, items.item) as number[]);
  const used = [...new Set(covers.flat())].sort((a, b) => a - b);
  const index = new Map(used.map((it, i) => [it, i]));
  let bases: number[][][] | null = null;
  exactCover(
    used.length,
    0,
    covers.map((cover) => cover.map((it) => index.get(it) as number)),
    spec.budget,
    (family) => {
      const placed: number[][] = [];
      const options: number[][] = [];
      family.forEach((b, i) => {
        for (let base = 0; base < spec.bases; base += 1)
          for (let s = 0; s < spec.m; s += 1) {
            const table = (blocks[b] as number[]).map((p) => translate(spec, p, s));
            placed.push([base, ...table]);
            options.push([i, ...table.map((p) => family.length + base * players + p)]);
          }
      });
      const chosen = exactCover(family.length + spec.bases * players, 0, options, 1e6);
      if (!chosen) return false;
      bases = Array.from({ length: spec.bases }, (_, base) =>
        chosen.flatMap((o) =>
          (placed[o] as number[])[0] === base ? [(placed[o] as number[]).slice(1)] : [],
        ),
      );
      return true;
    },
  );
  return bases;
}

/** The base ronde of a packing: translated tables covering every player once, no item twice. */
function packingBase(
  spec: Cyclic,
  random: Prng,
  items: ReturnType<typeof differenceItems>,
): number[][][] | null {
  const players = spec.classes * spec.m + spec.fixed;
  const tables = shuffle(candidateTables(spec, items.item), random);
  const chosen = exactCover(
    players,
    items.count,
    tables.map((table) => [
      ...table,
      ...(tableItems(table, items.item) as number[]).map((it) => players + it),
    ]),
    spec.budget,
  );
  return chosen && [chosen.map((t) => tables[t] as number[])];
}

function cyclic(players: number, spec: Cyclic, rondes: number): number[][][] {
  const items = differenceItems(spec);
  const random = seededRandom(players);
  for (let attempt = 1; ; attempt += 1) {
    const bases = spec.exact ? exactBases(spec, random, items) : packingBase(spec, random, items);
    if (bases) {
      const developed = bases.flatMap((base) =>
        Array.from({ length: spec.m }, (_, s) =>
          base.map((table) => table.map((p) => translate(spec, p, s))),
        ),
      );
      const transversals = spec.transversals.map((t) =>
        Array.from({ length: spec.m }, (_, a) =>
          Array.from({ length: spec.classes }, (_, c) => c * spec.m + ((a + (t[c] as number)) % spec.m)),
        ),
      );
      return [...developed, ...transversals].slice(0, rondes);
    }
    console.error(`${players} players: attempt ${attempt} found no base ronde`);
  }
}

/** A permutation of the players: player p goes to image[p]. */
type Permutation = readonly number[];

/** A field built by the symmetric search. */
interface Symmetric {
  /** Generators of the group G. */
  group: readonly Permutation[];
  /** For each base ronde, generators of the subgroup H that maps it onto itself (its [G : H] images are rondes). */
  stabilisers: readonly (readonly Permutation[])[];
  /** Options tried by each exact search before trying again with another order. */
  budget: number;
}

/**
 * 32 players as two groups of 16, player 16i + 4u + v for i in {0, 1} and (u, v) in Z_4 × Z_4; G = Z_4 × Z_4
 * adds (s, t) to (u, v) in both groups. One base ronde is kept by (2, 0) alone (8 rondes), the other by
 * (1, 0) and (0, 2) (2 rondes). Tried before it and found empty or out of reach: docs/seating.md.
 */
const shift = (s: number, t: number): Permutation =>
  Array.from({ length: 32 }, (_, p) => (p & 16) | ((((p >> 2) + s) & 3) << 2) | ((p + t) & 3));

const SYMMETRIC: Record<number, Symmetric> = {
  32: {
    group: [shift(1, 0), shift(0, 1)],
    stabilisers: [[shift(2, 0)], [shift(1, 0), shift(0, 2)]],
    budget: 200_000,
  },
};

/** Every element of the group the permutations generate (each as its image array). */
function closure(generators: readonly Permutation[], players: number): Permutation[] {
  const identity = Array.from({ length: players }, (_, p) => p);
  const elements = new Map<string, Permutation>([[identity.join(), identity]]);
  const waiting: Permutation[] = [identity];
  for (let g = waiting.pop(); g; g = waiting.pop())
    for (const generator of generators) {
      const product = g.map((p) => generator[p] as number);
      if (!elements.has(product.join())) {
        elements.set(product.join(), product);
        waiting.push(product);
      }
    }
  return [...elements.values()];
}

const sortedImage = (g: Permutation, table: readonly number[]): number[] =>
  table.map((p) => g[p] as number).sort((a, b) => a - b);

/** The rondes the base rondes give: every image of each under the group, each ronde once. */
function images(group: readonly Permutation[], bases: readonly (readonly number[][])[]): number[][][] {
  const seen = new Set<string>();
  return bases.flatMap((base) =>
    group.flatMap((g) => {
      const ronde = base
        .map((table) => sortedImage(g, table))
        .sort((a, b) => (a[0] as number) - (b[0] as number));
      const key = ronde.join('|');
      if (seen.has(key)) return [];
      seen.add(key);
      return [ronde];
    }),
  );
}

/**
 * The symmetric search (header): one option per base ronde and table up to its stabiliser, covering the
 * players it seats in that base ronde (primary items) and the orbits of pairs it meets (secondary, at
 * most once). Restarted in another order until a schedule is found.
 */
function symmetric(players: number, spec: Symmetric, rondes: number): number[][][] {
  const group = closure(spec.group, players);
  // orbit[p * players + q]: the orbit of the pair {p, q} under the group; size[o]: its pairs.
  const orbit = new Int32Array(players * players).fill(-1);
  const size: number[] = [];
  for (let p = 0; p < players; p += 1)
    for (let q = p + 1; q < players; q += 1) {
      if ((orbit[p * players + q] as number) >= 0) continue;
      const pairs = new Set(
        group.map(
          (g) =>
            Math.min(g[p] as number, g[q] as number) * players + Math.max(g[p] as number, g[q] as number),
        ),
      );
      for (const pair of pairs) orbit[pair] = size.length;
      size.push(pairs.size);
    }
  const stabilisers = spec.stabilisers.map((generators) => closure(generators, players));
  const expected = stabilisers.reduce((sum, h) => sum + group.length / h.length, 0);
  const options: number[][] = [];
  const optionTables: { base: number; tables: number[][] }[] = [];
  stabilisers.forEach((stabiliser, base) => {
    const done = new Set<string>();
    const visit = (table: number[]) => {
      if (done.has(table.join())) return;
      const own = new Map(stabiliser.map((h) => sortedImage(h, table)).map((t) => [t.join(), t]));
      for (const key of own.keys()) done.add(key);
      const tables = [...own.values()];
      const seated = tables.flat();
      if (new Set(seated).size !== seated.length) return;
      // Each image of the table sits in one ronde only (whatever keeps the table keeps its base ronde),
      // and the images meet each pair of an orbit the table touches exactly once.
      const imageCount = new Set(group.map((g) => sortedImage(g, table).join())).size;
      if (imageCount !== (group.length / stabiliser.length) * tables.length) return;
      const touched = new Map<number, number>();
      for (let i = 0; i < 4; i += 1)
        for (let k = i + 1; k < 4; k += 1) {
          const o = orbit[(table[i] as number) * players + (table[k] as number)] as number;
          touched.set(o, (touched.get(o) ?? 0) + 1);
        }
      if ([...touched].some(([o, n]) => imageCount * n !== size[o])) return;
      options.push([
        ...seated.map((p) => base * players + p),
        ...[...touched.keys()].map((o) => spec.stabilisers.length * players + o),
      ]);
      optionTables.push({ base, tables });
    };
    for (let a = 0; a < players; a += 1)
      for (let b = a + 1; b < players; b += 1)
        for (let c = b + 1; c < players; c += 1) for (let d = c + 1; d < players; d += 1) visit([a, b, c, d]);
  });
  const random = seededRandom(players);
  for (let attempt = 1; ; attempt += 1) {
    const order = shuffle(
      options.map((_, i) => i),
      random,
    );
    const basesOf = (chosen: readonly number[]) =>
      spec.stabilisers.map((_, base) =>
        chosen.flatMap((i) => {
          const option = optionTables[order[i] as number] as { base: number; tables: number[][] };
          return option.base === base ? option.tables : [];
        }),
      );
    // A base ronde kept by more than its stabiliser would give fewer rondes than planned.
    const chosen = exactCover(
      spec.stabilisers.length * players,
      size.length,
      order.map((i) => options[i] as number[]),
      spec.budget,
      (cover) => images(group, basesOf(cover)).length === expected,
    );
    if (chosen) return images(group, basesOf(chosen)).slice(0, rondes);
    console.error(`${players} players: attempt ${attempt} found no symmetric schedule`);
  }
}

/** The tabu search from scratch, restarted with a new seed until no pair meets twice. */
function tabu(players: number, rondes: number): number[][][] {
  const ids = Array.from({ length: players }, (_, i) => String(i));
  for (let seed = 1; ; seed += 1) {
    const history = readHistory(ids, []);
    const search = new PlanSearch(history, seededRandom(seed), {
      rondes,
      floor: 0,
      budget: 400_000_000,
    });
    const plan = search.run(
      ids.map((_, i) => i),
      [],
    );
    if (plan.cost === 0) return plan.tables;
    console.error(`${players} × ${rondes}: seed ${seed} left cost ${plan.cost}`);
  }
}

/** Stops the run if a pair meets twice or a ronde does not seat every player once (never expected). */
function check(players: number, schedule: readonly (readonly (readonly number[])[])[]): void {
  const met = new Set<number>();
  for (const ronde of schedule) {
    const seated = ronde.flat();
    if (seated.length !== players || new Set(seated).size !== players || ronde.some((t) => t.length !== 4))
      throw new Error(`${players} players: a ronde does not seat everyone once`);
    for (const table of ronde)
      for (const p of table)
        for (const q of table)
          if (p < q) {
            if (met.has(p * players + q)) throw new Error(`${players} players: ${p} and ${q} meet twice`);
            met.add(p * players + q);
          }
  }
}

function scheduleFor(players: number): number[][][] {
  // 12 rondes, or the most any schedule has (OEIS A107431).
  const rondes = Math.min(MAX_SHIPPED_RONDES, mostRondesWithoutRepeat(players));
  const spec = CYCLIC[players];
  const symmetry = SYMMETRIC[players];
  const schedule = spec
    ? cyclic(players, spec, rondes)
    : symmetry
      ? symmetric(players, symmetry, rondes)
      : tabu(players, rondes);
  check(players, schedule);
  return schedule;
}

const wanted = process.argv.slice(2).map(Number);
const fields = Array.from({ length: 29 }, (_, i) => 16 + 4 * i).filter(
  (players) => !BUILT_IN_FIELDS.includes(players),
);
const lines = fields.flatMap((players) => {
  const shipped = SHIPPED_SCHEDULES[players];
  if (wanted.length && !wanted.includes(players)) return shipped ? [`  ${players}: '${shipped}',`] : [];
  const started = Date.now();
  const schedule = scheduleFor(players);
  console.error(`${players} players: ${schedule.length} rondes in ${Date.now() - started} ms`);
  return [`  ${players}: '${encodeSchedule(schedule, players)}',`];
});
process.stdout.write(`/**
 * Schedules without repeated pairs computed offline by bench/schedules.gen.ts (docs/seating.md), one per
 * field without a built-in design: rondes one after the other, each the players of its tables in order
 * (table t holds positions 4t…4t+3), every player written as ${'`'}width${'`'} characters of SCHEDULE_DIGITS.
 * Generated: do not edit by hand.
 */
export const SHIPPED_SCHEDULES: Readonly<Record<number, string>> = {
${lines.join('\n')}
};
`);
