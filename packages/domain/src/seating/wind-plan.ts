import { PLAYER_COUNT } from '../constants';
import { randomBelow, shuffle } from './random';
import type { Prng } from './random';
import { SEAT_ORDERS } from './wind-balance';
import { exactCover } from './exact-cover';
import { tableMeetings } from './history';

/**
 * Starting winds (docs/seating.md, « Winds »). A player's games split into blocks of four: when each
 * block holds the four winds once, every player has started each wind ⌊g / 4⌋ or ⌈g / 4⌉ times after g
 * games, at every moment of the tournament, whatever its length. Blocks of fresh games can always be
 * seated so: players against tables of four rondes form a 4-regular bipartite graph, which has a proper
 * 4-edge-colouring (König), a colour being a wind. So only the current block matters: each player still
 * owes the winds they have started least (their « open » winds), one per game until the block closes,
 * and the ronde seated now must leave the rest of the block possible. The seat orders of the tables of
 * the plan's first rondes (up to the end of every player's block) are searched together: min-conflicts
 * local search over the 24 orders of a table, bounded by a count of orders tried.
 */

/** The current block's games already played, to find again the winds planned when the block began. */
export interface BlockSoFar {
  /** The tables of the current block already played, each one's players in seat order (East first). */
  played: readonly (readonly number[])[];
  /** A player's place in an order that does not depend on how this call numbers the players (their ids). */
  rank: (p: number) => number;
}

/** Bit mask of the winds player p started least often. */
function openWinds(winds: Int32Array, p: number): number {
  const counts = [0, 1, 2, 3].map((w) => winds[p * PLAYER_COUNT + w] as number);
  const least = Math.min(...counts);
  return counts.reduce((mask, count, w) => (count === least ? mask | (1 << w) : mask), 0);
}

/** Whether wind w is one of player p's open winds (`open`: their masks). */
const owes = (open: readonly number[], p: number, w: number): boolean =>
  (((open[p] as number) >> w) & 1) === 1;

const bitCount = (mask: number) =>
  ((mask >> 0) & 1) + ((mask >> 1) & 1) + ((mask >> 2) & 1) + ((mask >> 3) & 1);

/**
 * The first planned ronde's tables, each one's players in seat order (East first). `rondes[r][t]`: the
 * players of table t in planned ronde r (numbered as in History), the ronde seated now first; `winds`: how
 * often each player already started each wind. `budget`: seat orders tried at most.
 */
export function planWinds(
  rondes: readonly (readonly (readonly number[])[])[],
  winds: Int32Array,
  random: Prng,
  budget: number,
  block: BlockSoFar = { played: [], rank: (p) => p },
): number[][] {
  const n = winds.length / PLAYER_COUNT;
  const open = Array.from({ length: n }, (_, p) => openWinds(winds, p));
  const blockOf = (p: number) => Math.min(bitCount(open[p] as number), rondes.length);
  const span = Math.min(PLAYER_COUNT, rondes.length);
  // wind[r * n + p]: the wind player p starts in ronde r of the span (-1 where p does not play).
  const wind = new Int32Array(span * n).fill(-1);
  const orders = Array.from({ length: span }, (_, r) => (rondes[r] as (readonly number[])[]).map(() => 0));
  /** Winds of p's block that are not open, or open but taken twice. */
  const cost = (p: number): number => {
    let used = 0;
    let bad = 0;
    for (let r = 0, left = blockOf(p); r < span && left > 0; r += 1) {
      const w = wind[r * n + p] as number;
      if (w < 0) continue;
      left -= 1;
      const bit = 1 << w;
      if (!owes(open, p, w) || used & bit) bad += 1;
      used |= bit;
    }
    return bad;
  };
  const tableAt = (r: number, t: number) => (rondes[r] as (readonly number[])[])[t] as readonly number[];
  const orient = (r: number, t: number, order: number) => {
    (orders[r] as number[])[t] = order;
    const table = tableAt(r, t);
    (SEAT_ORDERS[order] as readonly number[]).forEach((i, seat) => {
      wind[r * n + (table[i] as number)] = seat;
    });
  };
  const tableCost = (table: readonly number[]) => table.reduce((sum, p) => sum + cost(p), 0);
  /** Gives table t of ronde r its best order (ties drawn at random); returns the table's new cost. */
  const bestOrder = (r: number, t: number): number => {
    const table = tableAt(r, t);
    let best = 0;
    let bestCost = Infinity;
    let ties = 0;
    for (let order = 0; order < SEAT_ORDERS.length; order += 1) {
      orient(r, t, order);
      const c = tableCost(table);
      if (c < bestCost) [bestCost, best, ties] = [c, order, 1];
      else if (c === bestCost && randomBelow(random, ++ties) === 0) best = order;
    }
    orient(r, t, best);
    return bestCost;
  };
  const fresh = span === PLAYER_COUNT && open.every((mask) => mask === 15);
  const exact = fresh
    ? freshBlock(rondes.slice(0, span), n, block.rank)
    : (resumeBlock(block, rondes, n) ?? exactWinds(rondes.slice(0, span), open, blockOf, random));
  if (exact) return seatFirst(rondes[0] as (readonly number[])[], exact[0] as number[]);
  // Greedy start, ronde after ronde: later rondes are not seated yet and cost nothing.
  for (let r = 0; r < span; r += 1) (orders[r] as number[]).forEach((_, t) => bestOrder(r, t));
  const where: [number, number][][] = Array.from({ length: n }, () => []);
  for (let r = 0; r < span; r += 1)
    (rondes[r] as (readonly number[])[]).forEach((table, t) => table.forEach((p) => where[p]?.push([r, t])));
  const off = new Set<number>();
  for (let p = 0; p < n; p += 1) if (cost(p) > 0) off.add(p);
  let best = { penalty: off.size, orders: orders.map((row) => [...row]) };
  for (let tried = 0; off.size > 0 && tried < budget; tried += SEAT_ORDERS.length) {
    const list = [...off];
    const p = list[randomBelow(random, list.length)] as number;
    const places = (where[p] as [number, number][]).slice(0, blockOf(p));
    const [r, t] = places[randomBelow(random, places.length)] as [number, number];
    // Now and then a random order, so that the search leaves a local minimum.
    if (randomBelow(random, 10) === 0) orient(r, t, randomBelow(random, SEAT_ORDERS.length));
    else bestOrder(r, t);
    for (const q of tableAt(r, t)) {
      if (cost(q) > 0) off.add(q);
      else off.delete(q);
    }
    if (off.size < best.penalty) best = { penalty: off.size, orders: orders.map((row) => [...row]) };
  }
  // The rondes after this one may be planned again before they are seated (a field past its maximum
  // without repeats, an absence): whatever they become, this ronde gives each player one of their open
  // winds wherever its table allows it (fitOpenWinds arranges the tables so that every one does).
  const now = (best.orders[0] as number[]).map((order, t) => {
    const table = tableAt(0, t);
    return fitsOpen(table, order, open) ? order : (firstFit(table, open) ?? order);
  });
  return seatFirst(rondes[0] as (readonly number[])[], now);
}

/** Whether the seat order gives every player of the table one of their open winds. */
const fitsOpen = (table: readonly number[], order: number, open: readonly number[]): boolean =>
  (SEAT_ORDERS[order] as readonly number[]).every((i, seat) => owes(open, table[i] as number, seat));

/** The first seat order that gives every player of the table an open wind, or null. */
function firstFit(table: readonly number[], open: readonly number[]): number | null {
  const order = SEAT_ORDERS.findIndex((_, o) => fitsOpen(table, o, open));
  return order < 0 ? null : order;
}

/**
 * The ronde seated now, rearranged so that every table can give each of its players one of their open
 * winds (four different winds, each open for its player), adding the fewest earlier meetings. When the
 * rondes after this one are planned again at every ronde, only this ronde's winds can be made sure of;
 * if every ronde's tables allow it, every block still closes with each wind once (each ronde takes each
 * wind from a quarter of the players, so every wind stays open for the same number of players).
 * Min-conflicts local search: a table that does not fit exchanges one of its players with a player of
 * another table, the exchange that fits the most tables, then adds the fewest meetings, ties drawn at
 * random, a random exchange one time in ten; `budget` exchanges evaluated at most.
 */
export function fitOpenWinds(
  ronde: readonly (readonly number[])[],
  winds: Int32Array,
  meetings: Int32Array,
  random: Prng,
  budget: number,
): number[][] {
  const n = winds.length / PLAYER_COUNT;
  const open = Array.from({ length: n }, (_, p) => openWinds(winds, p));
  const tables = ronde.map((table) => [...table]);
  const misfitOf = (t: number): number => (firstFit(tables[t] as number[], open) === null ? 1 : 0);
  const metOf = (t: number) => tableMeetings(tables[t] as number[], meetings, n);
  // Each table's state, kept up to date by exchange(): whether it cannot fit, and the meetings it adds.
  const misfit = tables.map((_, t) => misfitOf(t));
  const met = tables.map((_, t) => metOf(t));
  const swapSeats = (t: number, i: number, u: number, k: number) => {
    const [table, other] = [tables[t] as number[], tables[u] as number[]];
    [table[i], other[k]] = [other[k] as number, table[i] as number];
  };
  const exchange = (t: number, i: number, u: number, k: number) => {
    swapSeats(t, i, u, k);
    for (const v of [t, u]) [misfit[v], met[v]] = [misfitOf(v), metOf(v)];
  };
  /** What exchanging seat i of table t with seat k of table u changes: tables that do not fit, meetings. */
  const delta = (t: number, i: number, u: number, k: number): [number, number] => {
    swapSeats(t, i, u, k);
    const after: [number, number] = [misfitOf(t) + misfitOf(u), metOf(t) + metOf(u)];
    swapSeats(t, i, u, k);
    return [
      after[0] - (misfit[t] as number) - (misfit[u] as number),
      after[1] - (met[t] as number) - (met[u] as number),
    ];
  };
  const bad = new Set(tables.flatMap((_, t) => (misfit[t] ? [t] : [])));
  if (bad.size === 0) return tables;
  let current = met.reduce((sum, m) => sum + m, 0);
  // A ronde where nobody meets anyone again stays so: no repeated pair, where the plan avoids them all,
  // comes before the winds (the search keeps looking among the exchanges that add no meeting).
  const addsNone = current === 0;
  let best = { bad: bad.size, met: current, tables: tables.map((table) => [...table]) };
  for (let evaluated = 0; bad.size > 0 && tables.length > 1 && evaluated < budget;) {
    const t = [...bad][randomBelow(random, bad.size)] as number;
    let move: [number, number, number] = [0, 0, 0];
    let change: [number, number] = [Infinity, Infinity];
    if (randomBelow(random, 10) === 0) {
      // A random exchange now and then, so that the search leaves a plateau.
      const u = (t + 1 + randomBelow(random, tables.length - 1)) % tables.length;
      move = [u, randomBelow(random, PLAYER_COUNT), randomBelow(random, PLAYER_COUNT)];
      change = delta(t, move[1], u, move[2]);
      evaluated += 1;
      if (addsNone && change[1] > 0) continue;
    } else {
      let ties = 0;
      for (let u = 0; u < tables.length; u += 1)
        for (let i = 0; u !== t && i < PLAYER_COUNT; i += 1)
          for (let k = 0; k < PLAYER_COUNT; k += 1) {
            evaluated += 1;
            const d = delta(t, i, u, k);
            if (addsNone && d[1] > 0) continue;
            if (d[0] < change[0] || (d[0] === change[0] && d[1] < change[1]))
              [move, change, ties] = [[u, i, k], d, 1];
            else if (d[0] === change[0] && d[1] === change[1] && randomBelow(random, ++ties) === 0)
              move = [u, i, k];
          }
    }
    if (change[0] === Infinity) continue;
    const [u, i, k] = move;
    exchange(t, i, u, k);
    current += change[1];
    for (const v of [t, u]) {
      if (misfit[v]) bad.add(v);
      else bad.delete(v);
    }
    if (bad.size < best.bad || (bad.size === best.bad && current < best.met))
      best = { bad: bad.size, met: current, tables: tables.map((table) => [...table]) };
  }
  // Then fewer meetings: exchanges that keep every table fitting, while one adds fewer meetings.
  if (best.bad > 0) return best.tables;
  best.tables.forEach((table, t) => {
    tables[t] = [...table];
    [misfit[t], met[t]] = [misfitOf(t), metOf(t)];
  });
  for (let improved = true, evaluated = 0; improved && evaluated < budget;) {
    improved = false;
    for (let t = 0; t < tables.length; t += 1)
      for (let u = t + 1; u < tables.length; u += 1)
        for (let i = 0; i < PLAYER_COUNT; i += 1)
          for (let k = 0; k < PLAYER_COUNT; k += 1) {
            evaluated += 1;
            const [misfits, meetingsAdded] = delta(t, i, u, k);
            if (misfits <= 0 && meetingsAdded < 0) {
              exchange(t, i, u, k);
              improved = true;
            }
          }
  }
  return tables;
}

/** The tables of a ronde, each in the seat order given (an index into SEAT_ORDERS). */
const seatFirst = (ronde: readonly (readonly number[])[], orders: readonly number[]): number[][] =>
  ronde.map((table, t) =>
    (SEAT_ORDERS[orders[t] as number] as readonly number[]).map((i) => table[i] as number),
  );

/**
 * A fresh block (every player owes all four winds over the four rondes): players against the tables of
 * the four rondes form a 4-regular bipartite graph, which splits into four perfect matchings (Hall's
 * theorem: removing one leaves a 3-regular graph, and so on); matching w gives wind w. Kuhn's augmenting
 * paths find each matching, O(players × edges). Players and tables are visited in the order of `rank`, so
 * the same tables give the same winds however a call numbers the players, or orders tables and rondes:
 * a later ronde of the block finds this colouring again (resumeBlock).
 */
function freshBlock(
  rondes: readonly (readonly (readonly number[])[])[],
  n: number,
  rank: (p: number) => number,
): number[][] | null {
  const tables = rondes.flat();
  const keys = tables.map((table) => table.map(rank).sort((a, b) => a - b));
  const compare = (a: number, b: number) => {
    const [x, y] = [keys[a] as number[], keys[b] as number[]];
    const k = x.findIndex((value, i) => value !== y[i]);
    return k < 0 ? a - b : (x[k] as number) - (y[k] as number);
  };
  const tablesOf: number[][] = Array.from({ length: n }, () => []);
  for (const t of tables.map((_, t) => t).sort(compare))
    (tables[t] as readonly number[]).forEach((p) => tablesOf[p]?.push(t));
  const playing = tablesOf
    .flatMap((list, p) => (list.length > 0 ? [p] : []))
    .sort((p, q) => rank(p) - rank(q));
  if (playing.some((p) => (tablesOf[p] as number[]).length !== PLAYER_COUNT)) return null;
  // windAt.get(t * n + p): the wind player p starts at table t.
  const windAt = new Map<number, number>();
  for (let w = 0; w < PLAYER_COUNT; w += 1) {
    const holder = new Int32Array(tables.length).fill(-1);
    const visit = (p: number, seen: Uint8Array): boolean => {
      for (const t of tablesOf[p] as number[]) {
        if (windAt.has(t * n + p) || seen[t]) continue;
        seen[t] = 1;
        if ((holder[t] as number) < 0 || visit(holder[t] as number, seen)) {
          holder[t] = p;
          return true;
        }
      }
      return false;
    };
    for (const p of playing) if (!visit(p, new Uint8Array(tables.length))) return null;
    holder.forEach((p, t) => windAt.set(t * n + p, w));
  }
  let t = 0;
  return rondes.map((ronde) =>
    ronde.map((table) => {
      const wanted = [0, 1, 2, 3].map((w) => table.findIndex((p) => windAt.get(t * n + p) === w));
      t += 1;
      return SEAT_ORDERS.findIndex((order) => order.every((i, seat) => i === wanted[seat]));
    }),
  );
}

/** The seat order that keeps a table as it is (East first). */
const AS_SEATED = SEAT_ORDERS.findIndex((order) => order.every((i, seat) => i === seat));

/**
 * Later in a block, the winds planned when it began, found again: the block's played tables and the
 * planned rondes that close it are coloured as freshBlock coloured them, and kept if every played table
 * took the winds it was given. Null when they differ (the plan changed, an absence, a hand-made game);
 * the exact search then looks for any winds that close the block.
 */
function resumeBlock(
  block: BlockSoFar,
  rondes: readonly (readonly (readonly number[])[])[],
  n: number,
): number[][] | null {
  const first = block.played[0];
  if (!first) return null;
  const playedBy = (p: number) => block.played.filter((table) => table.includes(p)).length;
  const left = PLAYER_COUNT - playedBy(first[0] as number);
  if (left < 1 || left > rondes.length) return null;
  const colours = freshBlock([block.played, ...rondes.slice(0, left)], n, block.rank);
  return colours && (colours[0] as number[]).every((order) => order === AS_SEATED) ? colours.slice(1) : null;
}

/** Options tried at most by the exact search before the local search takes over. */
const EXACT_BUDGET = 200_000;
/**
 * The exact search starts again this many times, the options in another order, each with its share of
 * the budget: its running times are heavy-tailed (Gomes, Selman and Kautz, 1998), and one early choice can
 * hold it in a subtree without solutions. Measured at 124 players, second ronde of a block: one run of
 * 200 000 options finds nothing, ten of 20 000 find the winds within the first few.
 */
const EXACT_RESTARTS = 10;

/**
 * The block as an exact cover: every table of the span takes each wind once (primary items); a player
 * whose block closes within the span takes each open wind once (primary), otherwise at most once
 * (secondary); a table's seat order is an option, allowed only if it gives each player of a block an open
 * wind. Returns the seat order of every table of the span, or null (none found within the budget).
 */
function exactWinds(
  rondes: readonly (readonly (readonly number[])[])[],
  open: readonly number[],
  blockOf: (p: number) => number,
  random: Prng,
): number[][] | null {
  const tables = rondes.reduce((sum, ronde) => sum + ronde.length, 0);
  const closes = open.map((mask, p) => bitCount(mask) <= rondes.length && blockOf(p) > 0);
  // Item of (player, wind): a player whose block closes must take each open wind (primary, after the
  // tables' items); every other (player, wind) at most once (secondary, after every primary item).
  const mustTake = (p: number, w: number) => closes[p] === true && owes(open, p, w);
  let primary = PLAYER_COUNT * tables;
  open.forEach((_, p) => [0, 1, 2, 3].forEach((w) => (primary += mustTake(p, w) ? 1 : 0)));
  const playerItem = new Int32Array(open.length * PLAYER_COUNT);
  let nextPrimary = PLAYER_COUNT * tables;
  let nextSecondary = primary;
  open.forEach((_, p) =>
    [0, 1, 2, 3].forEach((w) => {
      playerItem[p * PLAYER_COUNT + w] = mustTake(p, w) ? nextPrimary++ : nextSecondary++;
    }),
  );
  const options: number[][] = [];
  const meaning: [number, number, number][] = [];
  let first = 0;
  rondes.forEach((ronde, r) => {
    ronde.forEach((table, t) => {
      SEAT_ORDERS.forEach((order, o) => {
        const items = [0, 1, 2, 3].map((w) => (first + t) * PLAYER_COUNT + w);
        const allowed = order.every((i, seat) => {
          const p = table[i] as number;
          if (r >= blockOf(p)) return true;
          items.push(playerItem[p * PLAYER_COUNT + seat] as number);
          return owes(open, p, seat);
        });
        if (allowed) {
          options.push(items);
          meaning.push([r, t, o]);
        }
      });
    });
    first += ronde.length;
  });
  let chosen: number[] | null = null;
  const order = options.map((_, i) => i);
  for (let attempt = 0; attempt < EXACT_RESTARTS && !chosen; attempt += 1) {
    if (attempt > 0) shuffle(order, random);
    const found = exactCover(
      primary,
      nextSecondary - primary,
      order.map((i) => options[i] as number[]),
      EXACT_BUDGET / EXACT_RESTARTS,
    );
    if (found) chosen = found.map((i) => order[i] as number);
  }
  if (!chosen) return null;
  const orders = rondes.map((ronde) => ronde.map(() => 0));
  for (const option of chosen) {
    const [r, t, o] = meaning[option] as [number, number, number];
    (orders[r] as number[])[t] = o;
  }
  return orders;
}
