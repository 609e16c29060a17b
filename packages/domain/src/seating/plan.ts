import { PLAYER_COUNT } from '../constants';
import type { History } from './history';
import { randomBelow } from './random';
import type { Prng } from './random';

/**
 * The schedule search behind `seatRonde` (docs/seating.md): the remaining rondes of the tournament are
 * planned together, and the caller seats one of them now. Players are numbers 0…n-1 as in `History`.
 *
 * The problem is the social golfer problem (Harvey, CSPLib prob010) with the earlier games as a fixed
 * past: `n / 4` tables per ronde, and every pair seated together twice costs. The cost of a pair that
 * meets m times in all (past and plan) is m(m-1)/2, so a schedule where nobody meets twice costs nothing
 * and a third meeting weighs more than two second ones. The search is the tabu search of Dotú and
 * Van Hentenryck, « Scheduling social golfers locally » (CPAIOR 2005): from a greedy start, swap two
 * players of different tables in the same ronde, always the best swap involving a player in conflict,
 * recently moved players tabu, and a few random swaps from the best plan when the search stalls. Its
 * budget is a count of swaps evaluated, not a clock, so the result only depends on the seed; the search
 * also ends when its best plan has not improved for as long as it took to find it (and a quarter of the
 * budget), since most fields cannot avoid every repeat and would otherwise spend the whole budget.
 */
export interface PlanOptions {
  rondes: number;
  /** The search stops as soon as its plan costs this much (a floor: no plan costs less). */
  floor: number;
  /** Swaps evaluated at most (and players scanned for conflicts). */
  budget: number;
  /**
   * Groups of players (default: one group). Slot s of every ronde holds a player of the group of
   * `order[s]`, and two players change tables only within a group: with players in ranking order and
   * one group per number of points, tables follow the ranking and only ties are searched (suisse).
   */
  group?: Int32Array;
}

export interface Plan {
  /** tables[r][t]: the four players of table t in planned ronde r. */
  tables: number[][][];
  /** Cost of the plan beyond the past's own: 0 when nobody meets twice because of it. */
  cost: number;
  /** Work done: swaps evaluated and players scanned. */
  evaluated: number;
}

/** A swap stays tabu for 4 to 11 iterations; 400 iterations without a better plan restart from the best. */
const TABU_MIN = 4;
const TABU_SPREAD = 8;
const STALL = 400;

/**
 * A floor under the cost of any plan of `rondes` rondes: each player meets 3 others per ronde, and one
 * more meeting with someone already met m times costs m; the cheapest a player can do alone is to take
 * the 3 × rondes cheapest meetings among the others, each pair's cost counted from both ends. For 16
 * players over 6 rondes from scratch: 18 meetings among 15 others, 3 of them second ones, 16 × 3 / 2 = 24.
 */
export function costFloor(history: History, rondes: number): number {
  const { size: n, meetings } = history;
  const wanted = (PLAYER_COUNT - 1) * rondes;
  let twice = 0;
  for (let p = 0; p < n; p += 1) {
    // Meeting costs as a count of others per number of earlier meetings; then take the cheapest, level by level.
    const levels: number[] = [];
    for (let q = 0; q < n; q += 1) {
      if (q === p) continue;
      const m = meetings[p * n + q] as number;
      levels[m] = (levels[m] ?? 0) + 1;
    }
    // Raising a pair from m to m + 1 meetings costs m; water-filling: every pair at the lowest level first.
    const counts = levels.map((count) => count ?? 0);
    let left = wanted;
    for (let m = 0; left > 0; m += 1) {
      const here = counts[m] ?? 0;
      const take = Math.min(left, here);
      twice += take * m;
      left -= take;
      counts[m + 1] = (counts[m + 1] ?? 0) + take;
    }
  }
  return Math.ceil(twice / 2);
}

export class PlanSearch {
  private readonly n: number;
  private readonly rondes: number;
  /** seat[r * n + s]: the player in slot s (table s >> 2) of ronde r. */
  private readonly seat: Int32Array;
  /** slot[r * n + p]: the slot of player p in ronde r. */
  private readonly slot: Int32Array;
  /** Meetings of every pair, past and plan. */
  private readonly met: Int32Array;
  private readonly past: Int32Array;
  private readonly group: Int32Array;
  private cost = 0;

  constructor(
    history: History,
    private readonly random: Prng,
    private readonly options: PlanOptions,
  ) {
    this.n = history.size;
    this.rondes = options.rondes;
    this.seat = new Int32Array(this.rondes * this.n);
    this.slot = new Int32Array(this.rondes * this.n);
    this.past = history.meetings;
    this.met = Int32Array.from(history.meetings);
    this.group = options.group ?? new Int32Array(this.n);
  }

  private at(array: Int32Array, i: number): number {
    return array[i] as number;
  }

  private meet(a: number, b: number, by: number): void {
    const { n, met } = this;
    met[a * n + b] = this.at(met, a * n + b) + by;
    met[b * n + a] = this.at(met, b * n + a) + by;
  }

  private place(r: number, s: number, p: number): void {
    this.seat[r * this.n + s] = p;
    this.slot[r * this.n + p] = s;
  }

  /**
   * Greedy start, ronde after ronde, slot after slot: the free player of the slot's group (the group of
   * `order[slot]`) who met the table's players seated so far least, ties drawn at random.
   */
  private greedy(order: readonly number[], from: number): void {
    const { n } = this;
    for (let r = from; r < this.rondes; r += 1) {
      const free = [...order];
      for (let s = 0; s < n; s += 1) {
        const wanted = this.group[order[s] as number];
        let pick = -1;
        let bestCost = Infinity;
        let ties = 0;
        free.forEach((p, i) => {
          if (this.group[p] !== wanted) return;
          let cost = 0;
          for (let k = s & ~3; k < s; k += 1)
            cost += this.at(this.met, p * n + this.at(this.seat, r * n + k));
          if (cost < bestCost) [bestCost, pick, ties] = [cost, i, 1];
          else if (cost === bestCost && randomBelow(this.random, ++ties) === 0) pick = i;
        });
        const [p] = free.splice(pick, 1) as [number];
        for (let k = s & ~3; k < s; k += 1) {
          const q = this.at(this.seat, r * n + k);
          this.cost += this.at(this.met, p * n + q);
          this.meet(p, q, 1);
        }
        this.place(r, s, p);
      }
    }
  }

  /** Change of cost if a and b (different tables of ronde r) swapped tables. */
  private swapDelta(r: number, a: number, b: number): number {
    const { n, seat, slot, met } = this;
    const base = r * n;
    const ta = this.at(slot, base + a) & ~3;
    const tb = this.at(slot, base + b) & ~3;
    let delta = 0;
    for (let k = 0; k < PLAYER_COUNT; k += 1) {
      const x = this.at(seat, base + ta + k);
      if (x !== a) delta += this.at(met, b * n + x) - this.at(met, a * n + x) + 1;
      const y = this.at(seat, base + tb + k);
      if (y !== b) delta += this.at(met, a * n + y) - this.at(met, b * n + y) + 1;
    }
    return delta;
  }

  private swap(r: number, a: number, b: number): void {
    const { n } = this;
    const sa = this.at(this.slot, r * n + a);
    const sb = this.at(this.slot, r * n + b);
    this.cost += this.swapDelta(r, a, b);
    for (let k = 0; k < PLAYER_COUNT; k += 1) {
      const x = this.at(this.seat, r * n + (sa & ~3) + k);
      const y = this.at(this.seat, r * n + (sb & ~3) + k);
      if (x !== a) {
        this.meet(a, x, -1);
        this.meet(b, x, 1);
      }
      if (y !== b) {
        this.meet(b, y, -1);
        this.meet(a, y, 1);
      }
    }
    this.place(r, sa, b);
    this.place(r, sb, a);
  }

  /** Players of ronde r who sit with someone they meet more than once. */
  private conflicts(r: number): number[] {
    const { n } = this;
    const found: number[] = [];
    for (let s = 0; s < n; s += 1) {
      const p = this.at(this.seat, r * n + s);
      for (let k = s & ~3; k < (s & ~3) + PLAYER_COUNT; k += 1) {
        if (k !== s && this.at(this.met, p * n + this.at(this.seat, r * n + k)) > 1) {
          found.push(p);
          break;
        }
      }
    }
    return found;
  }

  /** Seats the given rondes (tables of four) as the first rondes of the plan. */
  private start(rondes: readonly (readonly (readonly number[])[])[]): void {
    rondes.slice(0, this.rondes).forEach((tables, r) => {
      tables.flat().forEach((p, s) => {
        for (let k = s & ~3; k < s; k += 1) {
          const q = this.at(this.seat, r * this.n + k);
          this.cost += this.at(this.met, p * this.n + q);
          this.meet(p, q, 1);
        }
        this.place(r, s, p);
      });
    });
  }

  /**
   * Runs the search and returns the best plan found. It starts from `start` (rondes already chosen, such
   * as a known design's), the other rondes greedy on `order`.
   */
  run(order: readonly number[], start: readonly (readonly (readonly number[])[])[] = []): Plan {
    const { n, rondes, options } = this;
    this.start(start);
    this.greedy(order, Math.min(start.length, rondes));
    let best = { seat: Int32Array.from(this.seat), cost: this.cost };
    // tabu[(r * n + a) * n + b]: until which iteration swapping a and b again in ronde r is tabu.
    const tabu = new Int32Array(rondes * n * n);
    let evaluated = 0;
    let stalled = 0;
    let improvedAt = 0;
    const searching = () =>
      this.cost > options.floor &&
      evaluated < options.budget &&
      evaluated - improvedAt <= Math.max(improvedAt, options.budget / 4);
    for (let iteration = 1; searching(); iteration += 1) {
      let move: [number, number, number] | null = null;
      let moveDelta = Infinity;
      let ties = 0;
      evaluated += rondes * n; // the scan for conflicts: the budget also ends a search with no swap at all
      for (let r = 0; r < rondes; r += 1) {
        for (const a of this.conflicts(r)) {
          const ta = this.at(this.slot, r * n + a) & ~3;
          for (let b = 0; b < n; b += 1) {
            if ((this.at(this.slot, r * n + b) & ~3) === ta || this.group[a] !== this.group[b]) continue;
            evaluated += 1;
            const delta = this.swapDelta(r, a, b);
            const allowed = this.cost + delta < best.cost || this.at(tabu, (r * n + a) * n + b) < iteration;
            if (!allowed || delta > moveDelta) continue;
            if (delta < moveDelta) [moveDelta, ties] = [delta, 0];
            if (randomBelow(this.random, ++ties) === 0) move = [r, a, b];
          }
        }
      }
      if (move) {
        const [r, a, b] = move;
        this.swap(r, a, b);
        const until = iteration + TABU_MIN + randomBelow(this.random, TABU_SPREAD);
        tabu[(r * n + a) * n + b] = until;
        tabu[(r * n + b) * n + a] = until;
      }
      if (this.cost < best.cost) {
        best = { seat: Int32Array.from(this.seat), cost: this.cost };
        stalled = 0;
        improvedAt = evaluated;
      } else if (++stalled > STALL || !move) {
        this.restart(best);
        tabu.fill(0);
        stalled = 0;
      }
    }
    this.load(best);
    return { tables: this.tablesOf(best.seat), cost: best.cost, evaluated };
  }

  /** Sets the plan to `plan`. */
  private load(plan: { seat: Int32Array; cost: number }): void {
    const { n, rondes } = this;
    this.met.set(this.past);
    for (let r = 0; r < rondes; r += 1) {
      for (let s = 0; s < n; s += 1) {
        const p = this.at(plan.seat, r * n + s);
        this.place(r, s, p);
        for (let k = s & ~3; k < s; k += 1) this.meet(p, this.at(plan.seat, r * n + k), 1);
      }
    }
    this.cost = plan.cost;
  }

  /** Back to the best plan, then a few random swaps of a player in conflict. */
  private restart(best: { seat: Int32Array; cost: number }): void {
    const { n, rondes } = this;
    this.load(best);
    for (let k = 0; k < 3; k += 1) {
      const r = randomBelow(this.random, rondes);
      const conflicts = this.conflicts(r);
      if (conflicts.length === 0) continue;
      const a = conflicts[randomBelow(this.random, conflicts.length)] as number;
      const b = randomBelow(this.random, n);
      if (
        (this.at(this.slot, r * n + a) & ~3) !== (this.at(this.slot, r * n + b) & ~3) &&
        this.group[a] === this.group[b]
      )
        this.swap(r, a, b);
    }
  }

  /** Pairs of planned ronde r that also meet elsewhere (past or plan), with multiplicity. */
  repeatsOf(r: number): number {
    const { n } = this;
    let repeats = 0;
    for (let s = 0; s < n; s += 1) {
      const a = this.at(this.seat, r * n + s);
      for (let k = s + 1; k < (s & ~3) + PLAYER_COUNT; k += 1)
        repeats += this.at(this.met, a * n + this.at(this.seat, r * n + k)) - 1;
    }
    return repeats;
  }

  private tablesOf(seat: Int32Array): number[][][] {
    const { n } = this;
    return Array.from({ length: this.rondes }, (_, r) =>
      Array.from({ length: n / PLAYER_COUNT }, (_, t) =>
        Array.from(seat.subarray(r * n + 4 * t, r * n + 4 * t + 4)),
      ),
    );
  }
}
