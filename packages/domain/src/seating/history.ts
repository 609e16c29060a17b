import type { UserId } from '../types';

/**
 * What the earlier games say about the present players, with players numbered 0…n-1 (the order of
 * `players`): how often each pair already met, and how often each player already sat at each wind
 * (seat 0 = East … seat 3 = North). Ids of absent players are ignored.
 */
export interface History {
  readonly size: number;
  /** meetings[a * size + b]: games a and b played together (symmetric, 0 on the diagonal). */
  readonly meetings: Int32Array;
  /** winds[p * 4 + seat]: games p started at that seat. */
  readonly winds: Int32Array;
  /** games[p]: earlier games of p. */
  readonly games: Int32Array;
}

const bump = (counts: Int32Array, i: number) => {
  counts[i] = (counts[i] ?? 0) + 1;
};

export function readHistory(players: readonly UserId[], pastTables: readonly (readonly UserId[])[]): History {
  const size = players.length;
  const index = new Map<UserId, number>();
  players.forEach((id, i) => index.set(id, i));
  const meetings = new Int32Array(size * size);
  const winds = new Int32Array(size * 4);
  const games = new Int32Array(size);
  for (const table of pastTables) {
    const seated = table.map((id) => index.get(id));
    seated.forEach((a, seat) => {
      if (a === undefined) return;
      bump(games, a);
      if (seat < 4) bump(winds, a * 4 + seat);
      for (const b of seated) if (b !== undefined && b !== a) bump(meetings, a * size + b);
    });
  }
  return { size, meetings, winds, games };
}

/** Games the players of one table (numbered as in History) already played together, pair by pair. */
export function tableMeetings(table: readonly number[], meetings: Int32Array, size: number): number {
  let sum = 0;
  for (let i = 0; i < table.length; i += 1)
    for (let k = i + 1; k < table.length; k += 1)
      sum += meetings[(table[i] as number) * size + (table[k] as number)] as number;
  return sum;
}

/** Repeated meetings of a set of tables: every pair counts the games it played together beyond the first. */
export function repeatedPairs(tables: readonly (readonly UserId[])[]): number {
  const met = new Map<string, number>();
  let repeats = 0;
  for (const table of tables) {
    for (let i = 0; i < table.length; i += 1) {
      for (let j = i + 1; j < table.length; j += 1) {
        const [a, b] = [table[i] as UserId, table[j] as UserId].sort();
        const key = JSON.stringify([a, b]);
        const count = (met.get(key) ?? 0) + 1;
        met.set(key, count);
        if (count > 1) repeats += 1;
      }
    }
  }
  return repeats;
}
