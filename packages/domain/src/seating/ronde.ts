import { PLAYER_COUNT } from '../constants';
import { MESSAGES } from '../messages';
import { fail, hasDuplicates, isStringArray, ok } from '../result';
import type { Result, UserId } from '../types';
import { readHistory } from './history';
import type { History } from './history';
import { costFloor, PlanSearch } from './plan';
import { randomBelow, seededRandom, shuffle } from './random';
import type { Prng } from './random';
import { knownSchedule } from './designs';
import { SEAT_ORDERS, windOrder } from './wind-balance';

export type RondeMode = 'equilibre' | 'suisse';

export interface RondeInput {
  mode: RondeMode;
  /** Present players, a positive multiple of 4. */
  players: readonly UserId[];
  /** Every earlier game of the tournament, 4 ids in seat order (East first), hand-made games included. */
  pastTables: readonly (readonly UserId[])[];
  /** Current points per player (suisse); missing = 0. */
  ranking?: Readonly<Record<UserId, number>>;
  /** The same seed gives the same tables (a 32-bit unsigned integer). */
  seed: number;
  /** Total rondes of the tournament if known, to plan ahead. */
  plannedRondes?: number;
}

const MODES: readonly string[] = ['equilibre', 'suisse'];

function validate(input: RondeInput): string | null {
  if (!MODES.includes(input.mode)) return MESSAGES.rondeModeUnknown;
  if (!isStringArray(input.players)) return MESSAGES.rondePlayerCount(0);
  const count = input.players.length;
  if (count === 0 || count % PLAYER_COUNT !== 0) return MESSAGES.rondePlayerCount(count);
  if (hasDuplicates(input.players)) return MESSAGES.duplicatePlayer;
  return null;
}

/**
 * Work the plan search may do: 1000 swaps per player, squared, per ronde planned, at most 3 million
 * (about a tenth of a second of one core; 16 players over 5 rondes need under 40,000).
 */
const budget = (players: number, rondes: number) => Math.min(3_000_000, 1000 * players * players * rondes);
/** Swaps looked at, at most, to improve the winds of the ronde seated now. */
const WIND_BUDGET = 200_000;

/** Tournaments play 4 to 8 rondes: without `plannedRondes`, plan up to the eighth. */
const DEFAULT_RONDES = 8;

/** Longer tournaments are planned 12 rondes at a time (the search's memory grows with the rondes). */
const MAX_HORIZON = 12;

/** Rondes already played, read as the median count of earlier games of the present players. */
function playedRondes(history: History): number {
  const games = Array.from(history.games).sort((a, b) => a - b);
  return games[(games.length - 1) >> 1] ?? 0;
}

/**
 * How many rondes to plan: the rest of the tournament when its length is known; otherwise up to the
 * eighth ronde, and no further than a schedule without repeats could go (each ronde seats a player with
 * 3 others, so at most (n - 1) / 3 rondes can avoid repeats).
 */
function horizon(history: History, planned: number | undefined): number {
  const total =
    planned !== undefined && Number.isInteger(planned) && planned > 0
      ? planned
      : Math.min(DEFAULT_RONDES, Math.floor((history.size - 1) / 3));
  return Math.min(MAX_HORIZON, Math.max(1, total - playedRondes(history)));
}

/**
 * Cost of seating a planned ronde now: its repeats with the past first, then with the rest of the plan
 * (`planRepeats`, those included: they would have to be fixed later), then how much it unbalances winds.
 */
function nowCost(tables: readonly (readonly number[])[], history: History, planRepeats: number): number {
  const wind = tables.reduce((sum, table) => sum + windOrder(table, history.winds).cost, 0);
  return pastMeetings(tables, history) * 1e9 + planRepeats * 1e6 + wind;
}

/** Meetings in the past of the players seated together by `tables`. */
function pastMeetings(tables: readonly (readonly number[])[], history: History): number {
  const { size, meetings } = history;
  let count = 0;
  for (const table of tables)
    for (const a of table) for (const b of table) count += a < b ? (meetings[a * size + b] as number) : 0;
  return count;
}

/**
 * The rondes of the design without repeats built in for this many players, if any (designs.ts), with
 * design point i the i-th present player by id: the same players find the same design at every ronde.
 * Rondes that fit the past (no pair of them met yet) come first, those that balance winds best first
 * among them, ties in an order drawn from the seed; the design's rondes already played come last.
 */
function designRondes(players: readonly UserId[], history: History, random: Prng): number[][][] {
  const design = knownSchedule(players.length);
  if (!design) return [];
  const label = players
    .map((_, i) => i)
    .sort((a, b) => ((players[a] as UserId) < (players[b] as UserId) ? -1 : 1));
  const rondes = shuffle(
    design.map((ronde) => ronde.map((table) => table.map((p) => label[p] as number))),
    random,
  );
  const costs = new Map(rondes.map((ronde) => [ronde, nowCost(ronde, history, 0)]));
  return rondes.sort((x, y) => (costs.get(x) ?? 0) - (costs.get(y) ?? 0));
}

/** Players in ranking order numbered by their points: equal points, same group (0 for the leaders). */
function suisseGroups(players: readonly UserId[], points: (id: UserId) => number): Int32Array {
  const group = new Int32Array(players.length);
  for (let i = 1; i < players.length; i += 1) {
    const same = points(players[i] as UserId) === points(players[i - 1] as UserId);
    group[i] = (group[i - 1] as number) + (same ? 0 : 1);
  }
  return group;
}

/**
 * The tables of one ronde, in table order, each four ids East first (contract-additions-2 section 2).
 * Pure and deterministic: the same input and seed give the same tables.
 */
export function seatRonde(input: RondeInput): Result<UserId[][]> {
  const error = validate(input);
  if (error) return fail(error);
  const random = seededRandom(input.seed);
  const points = (id: UserId) => {
    const value = input.ranking && Object.hasOwn(input.ranking, id) ? input.ranking[id] : 0;
    return typeof value === 'number' && Number.isFinite(value) ? value : 0;
  };
  let players = shuffle([...input.players], random);
  if (input.mode === 'suisse') players = players.sort((a, b) => points(b) - points(a));
  const history = readHistory(players, input.pastTables ?? []);
  const order = Array.from({ length: players.length }, (_, i) => i);
  const suisse = input.mode === 'suisse';
  const design = suisse ? [] : designRondes(players, history, random);
  const rondes = suisse ? 1 : horizon(history, input.plannedRondes);
  const group = suisseGroups(players, suisse ? points : () => 0);
  const search = new PlanSearch(history, random, {
    rondes,
    floor: costFloor(history, rondes),
    budget: budget(players.length, rondes),
    group,
  });
  const plan = search.run(order, design);
  // Every planned ronde is as good for a schedule without repeats: seat now the one that fits best.
  const costs = plan.tables.map((ronde, r) => nowCost(ronde, history, search.repeatsOf(r)));
  const now = costs.indexOf(Math.min(...costs));
  const tables = search.balanceWinds(now, history.winds, WIND_BUDGET);
  return ok(
    tables.map((table) =>
      windOrder(table, history.winds, randomBelow(random, SEAT_ORDERS.length)).order.map(
        (i) => players[i] as UserId,
      ),
    ),
  );
}
