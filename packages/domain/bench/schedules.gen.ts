/**
 * Computes, once and offline, the schedules without repeated pairs that the seating ships as data
 * (src/seating/schedules.data.ts; docs/seating.md). Prints that module on stdout:
 *
 *   TS_NODE_PROJECT=bench/tsconfig.json node -r ts-node/register bench/schedules.gen.ts > src/seating/schedules.data.ts
 *
 * Two methods, both seeded (the same run prints the same file):
 * - **Cyclic base ronde** for the tight fields (24, 36, 40, 44, 48 players): the players are Z_m × {0, 1, 2}
 *   plus f fixed points ∞; one base ronde is searched and ronde i adds i to every finite point, which
 *   gives m rondes. A pair of finite points meets as often as base pairs with its classes and its
 *   difference, a fixed point meets each finite point once when its table holds one point of each class;
 *   so the base ronde is searched (simulated annealing over swaps of two points) until every difference
 *   appears at most once. This is the difference method of design theory (resolvable group divisible
 *   designs of type 3^u, and for 40 players a resolvable 2-(40, 4, 1) design).
 * - **Tabu search** (the product's own PlanSearch, Dotú and Van Hentenryck) with a large budget for the
 *   other fields, where 12 rondes leave enough room.
 */
import { readHistory } from '../src/seating/history';
import { PlanSearch } from '../src/seating/plan';
import { seededRandom, randomBelow } from '../src/seating/random';
import type { Prng } from '../src/seating/random';
import { encodeSchedule, BUILT_IN_FIELDS, MAX_SHIPPED_RONDES } from '../src/seating/schedules';

/** Rondes without repeats wanted for each field: 12, or the most any schedule has (OEIS A107431). */
const MOST_KNOWN: Record<number, number> = { 16: 5, 20: 5, 24: 7, 28: 9, 32: 10, 36: 11 };

/**
 * A base ronde for m rondes on Z_m × 3 classes plus `fixed` points, or null when `steps` of annealing
 * leave a repeat. Points: (a, x) is x * m + a; fixed point j is 3m + j, alone among fixed points at table j.
 */
function cyclicBase(m: number, fixed: number, random: Prng, steps: number): number[][] | null {
  const n = 3 * m + fixed;
  const tables = n / 4;
  const finite = Array.from({ length: 3 * m }, (_, i) => i);
  for (let i = finite.length - 1; i > 0; i -= 1) {
    const j = randomBelow(random, i + 1);
    [finite[i], finite[j]] = [finite[j] as number, finite[i] as number];
  }
  // Table t holds slots [start[t], start[t+1]) of `finite`: fixed tables hold 3 finite points.
  const start: number[] = [];
  let at = 0;
  for (let t = 0; t < tables; t += 1) {
    start.push(at);
    at += t < fixed ? 3 : 4;
  }
  start.push(at);
  const tableOf = new Int32Array(3 * m);
  for (let t = 0; t < tables; t += 1)
    for (let s = start[t] as number; s < (start[t + 1] as number); s += 1) tableOf[s] = t;
  // One counter per difference: mixed (class x < y, b − a) then pure (class x, ±d); the last one counts
  // pairs at difference m / 2 (m even), its own opposite: such a pair would meet twice.
  const counts = new Int32Array(9 * m + 3 * m + 1);
  const forbidden = counts.length - 1;
  const keyOf = (p: number, q: number): number => {
    const [x, y] = [Math.floor(p / m), Math.floor(q / m)];
    if (x === y) {
      const d = ((((q % m) - (p % m)) % m) + m) % m;
      return 2 * d === m ? forbidden : 9 * m + x * m + Math.min(d, m - d);
    }
    const [lo, hi, a, b] = x < y ? [x, y, p % m, q % m] : [y, x, q % m, p % m];
    return (lo * 3 + hi) * m + ((((b - a) % m) + m) % m);
  };
  let cost = 0;
  const pair = (p: number, q: number, by: number) => {
    const key = keyOf(p, q);
    const before = counts[key] as number;
    counts[key] = before + by;
    cost += key === forbidden ? by : Math.max(0, before + by - 1) - Math.max(0, before - 1);
  };
  // A fixed point meets each finite point once only if its table holds one point of each class.
  const classCost = (t: number) =>
    t < fixed ? 3 - new Set(finite.slice(start[t], start[t + 1]).map((p) => Math.floor(p / m))).size : 0;
  const seatAll = (s: number, by: number) => {
    const t = tableOf[s] as number;
    for (let k = start[t] as number; k < (start[t + 1] as number); k += 1)
      if (k !== s) pair(finite[s] as number, finite[k] as number, by);
  };
  for (let s = 0; s < 3 * m; s += 1)
    for (let k = s + 1; k < (start[(tableOf[s] as number) + 1] as number); k += 1)
      pair(finite[s] as number, finite[k] as number, 1);
  for (let t = 0; t < fixed; t += 1) cost += classCost(t);
  const swap = (i: number, j: number) => {
    const [ti, tj] = [tableOf[i] as number, tableOf[j] as number];
    cost -= classCost(ti) + classCost(tj);
    seatAll(i, -1);
    seatAll(j, -1);
    [finite[i], finite[j]] = [finite[j] as number, finite[i] as number];
    seatAll(i, 1);
    seatAll(j, 1);
    cost += classCost(ti) + classCost(tj);
  };
  // Simulated annealing over swaps of two points of different tables, the temperature falling linearly
  // from 0.6 (a repeat more accepted one time in 5) to 0.1 (one time in 20,000).
  for (let step = 0; step < steps && cost > 0; step += 1) {
    const i = randomBelow(random, 3 * m);
    const j = randomBelow(random, 3 * m);
    if (tableOf[i] === tableOf[j]) continue;
    const before = cost;
    swap(i, j);
    const temperature = 0.6 - (0.5 * step) / steps;
    if (cost > before && random() >= Math.exp((before - cost) / temperature)) swap(i, j);
  }
  if (cost > 0) {
    console.error(`cyclic ${n}: left ${cost}`);
    return null;
  }
  return Array.from({ length: tables }, (_, t) => [
    ...(t < fixed ? [3 * m + t] : []),
    ...finite.slice(start[t], start[t + 1]),
  ]);
}

/** The m rondes developed from a base ronde: ronde i adds i (mod m) to every finite point. */
function develop(base: number[][], m: number): number[][][] {
  return Array.from({ length: m }, (_, i) =>
    base.map((table) => table.map((p) => (p >= 3 * m ? p : Math.floor(p / m) * m + (((p % m) + i) % m)))),
  );
}

function cyclic(players: number, [m, steps]: readonly [number, number], rondes: number): number[][][] {
  const random = seededRandom(players);
  for (;;) {
    const base = cyclicBase(m, players - 3 * m, random, steps);
    if (base) return develop(base, m).slice(0, rondes);
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

/**
 * Fields solved by the cyclic method: players → m (rondes; the players beyond 3m are fixed points) and the
 * annealing's steps per attempt (32 players leave no slack at all: every player meets 30 of 31).
 */
const CYCLIC: Record<number, readonly [number, number]> = {
  24: [7, 3_000_000],
  32: [10, 3_000_000],
  36: [11, 3_000_000],
  40: [13, 3_000_000],
};

function scheduleFor(players: number): number[][][] {
  const rondes = Math.min(MAX_SHIPPED_RONDES, MOST_KNOWN[players] ?? MAX_SHIPPED_RONDES);
  const m = CYCLIC[players];
  return m ? cyclic(players, m, rondes) : tabu(players, rondes);
}

const wanted = process.argv.slice(2).map(Number);
const fields = (wanted.length ? wanted : Array.from({ length: 29 }, (_, i) => 16 + 4 * i)).filter(
  (players) => !BUILT_IN_FIELDS.includes(players),
);
const lines = fields.map((players) => {
  const started = Date.now();
  const schedule = scheduleFor(players);
  console.error(`${players} players: ${schedule.length} rondes in ${Date.now() - started} ms`);
  return `  ${players}: '${encodeSchedule(schedule, players)}',`;
});
console.log(`/**
 * Schedules without repeated pairs computed offline by bench/schedules.gen.ts (docs/seating.md), one per
 * field without a built-in design: rondes one after the other, each the players of its tables in order
 * (table t holds positions 4t…4t+3), every player written as ${'`'}width${'`'} characters of SCHEDULE_DIGITS.
 * Generated: do not edit by hand.
 */
export const SHIPPED_SCHEDULES: Readonly<Record<number, string>> = {
${lines.join('\n')}
};
`);
