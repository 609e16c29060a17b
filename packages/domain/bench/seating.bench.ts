/**
 * `pnpm bench seating`: the seating of rondes (docs/seating.md). For every field of 16 to 128 players over 4 to 12 rondes,
 * asked one ronde at a time as the server does (each ronde's tables become the past of the next), the
 * repeated pairs of the whole tournament next to the best known value, the players off wind balance, the
 * returns to a table number, and the CPU time of the slowest
 * ronde. Numbers are printed, never asserted.
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { mostRondesWithoutRepeat, repeatedPairs, seatRonde } from '../src/index';
import { knownSchedule } from '../src/seating/designs';

/** Every field from 16 to 128 players (step 4), over 4 to 12 rondes. */
export const FIELDS = Array.from({ length: 29 }, (_, i) => 16 + 4 * i);
export const RONDES = [4, 5, 6, 7, 8, 9, 10, 11, 12];

/**
 * The fewest repeated pairs any schedule can have, and where that value comes from.
 * - Up to the most rondes known without a repeat (OEIS A107431; the schedules shipped or built in):
 *   0. Where the field's maximum is not known exactly, 0 up to the length of the schedule the product
 *   has, which reaches 12 rondes or the known maximum for every field.
 * - Counting bound: a player meets 3 others per ronde, so over R rondes at least 3R − (n − 1) of their
 *   meetings are repeats; each repeat is counted by both players: ⌈n · max(0, 3R − n + 1) / 2⌉.
 * - Otherwise at least 1 (more rondes than any schedule without repeats is known to have).
 */
export function bestKnown(players: number, rondes: number): { value: number; source: string } {
  const excess = Math.max(0, 3 * rondes - (players - 1));
  if (excess > 0) return { value: Math.ceil((players * excess) / 2), source: 'counting bound' };
  const shipped = knownSchedule(players)?.length ?? 0;
  const most = mostRondesWithoutRepeat(players);
  if (rondes <= shipped) return { value: 0, source: `schedule of ${shipped} rondes` };
  if (rondes <= most) return { value: 0, source: `A107431: ${most} rondes (not shipped)` };
  return { value: 1, source: `beyond A107431 (${most} rondes)` };
}

export interface SeatingRun {
  players: number;
  rondes: number;
  repeats: number;
  /** Players who started some wind at least twice more than another. */
  windsOff: number;
  /** Players seated at a table number they already had. */
  tableRepeats: number;
  best: { value: number; source: string };
  /** CPU milliseconds of the slowest ronde, and of the whole tournament. */
  slowestMs: number;
  totalMs: number;
  slowestWallMs: number;
  /** Team fields: players per team, and pairs of teammates seated together (0 wanted). */
  teamSize?: number;
  teammatesTogether?: number;
}

const cpuMs = (start: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
};

/** Teams of `size` players: joueur-1…joueur-size the first one, and so on (the ids sort apart from the teams). */
export function teamsOf(ids: readonly string[], size: number) {
  return Array.from({ length: ids.length / size }, (_, k) => ({
    name: `Club ${k + 1}`,
    players: ids.slice(k * size, (k + 1) * size),
  }));
}

export function runTournament(players: number, rondes: number, seed = 2026, teamSize = 0): SeatingRun {
  const ids = Array.from({ length: players }, (_, i) => `joueur-${i + 1}`);
  const teams = teamSize > 0 ? teamsOf(ids, teamSize) : undefined;
  const past: string[][] = [];
  const numbers: number[] = [];
  let slowestMs = 0;
  let slowestWallMs = 0;
  let totalMs = 0;
  for (let r = 0; r < rondes; r += 1) {
    const wall = performance.now();
    const cpu = process.cpuUsage();
    const result = seatRonde({
      mode: 'equilibre',
      players: ids,
      pastTables: past,
      pastTableNumbers: numbers,
      seed: seed + r,
      plannedRondes: rondes,
      teams,
    });
    const ms = cpuMs(cpu);
    slowestWallMs = Math.max(slowestWallMs, performance.now() - wall);
    slowestMs = Math.max(slowestMs, ms);
    totalMs += ms;
    if (!result.ok) throw new Error(result.error);
    result.value.forEach((table, k) => {
      past.push(table);
      numbers.push(k + 1);
    });
  }
  const winds = new Map<string, number[]>();
  const visited = new Set<string>();
  let tableRepeats = 0;
  past.forEach((table, g) =>
    table.forEach((id, seat) => {
      const row = winds.get(id) ?? [0, 0, 0, 0];
      row[seat] = (row[seat] as number) + 1;
      winds.set(id, row);
      const key = `${id}@${numbers[g]}`;
      if (visited.has(key)) tableRepeats += 1;
      visited.add(key);
    }),
  );
  const teamOf = new Map((teams ?? []).flatMap((team, k) => team.players.map((id) => [id, k])));
  const teammatesTogether = past.reduce(
    (sum, table) =>
      sum +
      table.filter((id, i) =>
        table.slice(0, i).some((other) => teamOf.has(id) && teamOf.get(other) === teamOf.get(id)),
      ).length,
    0,
  );
  return {
    players,
    rondes,
    ...(teams ? { teamSize, teammatesTogether } : {}),
    repeats: repeatedPairs(past),
    windsOff: [...winds.values()].filter((row) => Math.max(...row) - Math.min(...row) > 1).length,
    tableRepeats,
    best: bestKnown(players, rondes),
    slowestMs,
    totalMs,
    slowestWallMs,
  };
}

/** Team fields (interclubs): 16, 32, 48, 80 and 128 players with teams of 2, 4 and 8, over 5 and 8 rondes. */
export const TEAM_FIELDS = [16, 32, 48, 80, 128];
export const TEAM_SIZES = [2, 4, 8];
export const TEAM_RONDES = [5, 8];

export function measureTeamSeating(): SeatingRun[] {
  return TEAM_FIELDS.flatMap((players) =>
    TEAM_SIZES.filter((size) => size <= players / 4).flatMap((size) =>
      TEAM_RONDES.map((rondes) => runTournament(players, rondes, 2026, size)),
    ),
  );
}

export function measureSeating(): SeatingRun[] {
  runTournament(16, 5, 1); // warm up the JIT
  return FIELDS.flatMap((players) => RONDES.map((rondes) => runTournament(players, rondes)));
}

if (require.main === module) {
  console.log(`seatRonde, one ronde at a time (load average ${loadavg()[0]?.toFixed(1)})`);
  console.log(
    'players × rondes   repeated pairs   best known                              winds off   table repeats   slowest ronde (CPU)',
  );
  for (const run of measureSeating()) {
    console.log(
      `${`${run.players} × ${run.rondes}`.padEnd(19)}${String(run.repeats).padStart(14)}   ${`${run.best.value} (${run.best.source})`.padEnd(40)}${String(run.windsOff).padStart(9)}${String(run.tableRepeats).padStart(16)}${run.slowestMs.toFixed(0).padStart(16)} ms`,
    );
  }
  console.log(
    'teams: players × rondes, team size, teammates together, repeated pairs, winds off, slowest ronde',
  );
  for (const run of measureTeamSeating())
    console.log(
      `${`${run.players} × ${run.rondes}`.padEnd(12)} teams of ${run.teamSize}: ${run.teammatesTogether} together, ${run.repeats} repeats, ${run.windsOff} winds off, ${run.slowestMs.toFixed(0)} ms`,
    );
}
