import { PLAYER_COUNT } from '../constants';
import { MESSAGES } from '../messages';
import { fail, hasDuplicates, isStringArray, ok } from '../result';
import type { Result, UserId } from '../types';
import { readHistory } from './history';
import type { History } from './history';
import { randomBelow, seededRandom, shuffle } from './random';
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

/** Greedy: each table takes the first free player, then three times the free player who met its members least. */
function greedyTables(history: History): number[][] {
  const { size, meetings } = history;
  const free = Array.from({ length: size }, (_, i) => i);
  const tables: number[][] = [];
  while (free.length > 0) {
    const table = free.splice(0, 1);
    while (table.length < PLAYER_COUNT) {
      let best = 0;
      let bestCost = Infinity;
      free.forEach((p, i) => {
        const cost = table.reduce((sum, q) => sum + (meetings[p * size + q] as number), 0);
        if (cost < bestCost) [best, bestCost] = [i, cost];
      });
      table.push(...free.splice(best, 1));
    }
    tables.push(table);
  }
  return tables;
}

/**
 * The tables of one ronde, in table order, each four ids East first (contract-additions-2 section 2).
 * Pure and deterministic: the same input and seed give the same tables.
 */
export function seatRonde(input: RondeInput): Result<UserId[][]> {
  const error = validate(input);
  if (error) return fail(error);
  const random = seededRandom(input.seed);
  const points = (id: UserId) =>
    input.ranking && Object.hasOwn(input.ranking, id) ? (input.ranking[id] ?? 0) : 0;
  let players = shuffle([...input.players], random);
  if (input.mode === 'suisse') players = players.sort((a, b) => points(b) - points(a));
  const history = readHistory(players, input.pastTables ?? []);
  const tables = greedyTables(history);
  return ok(
    tables.map((table) =>
      windOrder(table, history.winds, randomBelow(random, SEAT_ORDERS.length)).order.map(
        (i) => players[i] as UserId,
      ),
    ),
  );
}
