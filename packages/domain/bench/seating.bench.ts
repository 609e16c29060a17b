/**
 * `pnpm bench`: the seating of rondes (docs/seating.md). For 16, 28, 32, 64 and 128 players over 4 to 8 rondes,
 * asked one ronde at a time as the server does (each ronde's tables become the past of the next), the
 * repeated pairs of the whole tournament next to the best known value, and the CPU time of the slowest
 * ronde. Numbers are printed, never asserted.
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { repeatedPairs, seatRonde } from '../src/index';

export const FIELDS = [16, 28, 32, 64, 128];
export const RONDES = [4, 5, 6, 7, 8];

/**
 * The fewest repeated pairs any schedule can have, and where that value comes from.
 * - Counting bound: a player meets 3 others per ronde, so over R rondes at least 3R − (n − 1) of their
 *   meetings are repeats; each repeat is counted by both players: ⌈n · max(0, 3R − n + 1) / 2⌉.
 * - Where the bound is 0 a schedule without repeats is known for every field and length measured:
 *   16 players, 5 rondes: the affine plane of order 4 (its 5 parallel classes); 28 players, 9 rondes: a
 *   resolution of the Hermitian unital of order 3; 32 players, up to 10 rondes:
 *   the social golfer instance 8-4-10, solved (Aguado 2004; Harvey's CSPLib prob010 table); 64 players,
 *   up to 21 rondes: the lines of the affine space AG(3, 4); 128 players: two disjoint copies of AG(3, 4).
 */
export function bestKnown(players: number, rondes: number): { value: number; source: string } {
  const excess = Math.max(0, 3 * rondes - (players - 1));
  if (excess > 0) return { value: Math.ceil((players * excess) / 2), source: 'counting bound' };
  const source: Record<number, string> = {
    16: 'affine plane AG(2,4)',
    28: 'Hermitian unital U(3)',
    32: 'social golfer 8-4-10 (Aguado 2004)',
    64: 'affine space AG(3,4)',
    128: '2 × AG(3,4)',
  };
  return { value: 0, source: source[players] ?? 'perfect schedule' };
}

export interface SeatingRun {
  players: number;
  rondes: number;
  repeats: number;
  best: { value: number; source: string };
  /** CPU milliseconds of the slowest ronde, and of the whole tournament. */
  slowestMs: number;
  totalMs: number;
  slowestWallMs: number;
}

const cpuMs = (start: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
};

export function runTournament(players: number, rondes: number, seed = 2026): SeatingRun {
  const ids = Array.from({ length: players }, (_, i) => `joueur-${i + 1}`);
  const past: string[][] = [];
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
      seed: seed + r,
      plannedRondes: rondes,
    });
    const ms = cpuMs(cpu);
    slowestWallMs = Math.max(slowestWallMs, performance.now() - wall);
    slowestMs = Math.max(slowestMs, ms);
    totalMs += ms;
    if (!result.ok) throw new Error(result.error);
    past.push(...result.value);
  }
  return {
    players,
    rondes,
    repeats: repeatedPairs(past),
    best: bestKnown(players, rondes),
    slowestMs,
    totalMs,
    slowestWallMs,
  };
}

export function measureSeating(): SeatingRun[] {
  runTournament(16, 5, 1); // warm up the JIT
  return FIELDS.flatMap((players) => RONDES.map((rondes) => runTournament(players, rondes)));
}

if (require.main === module) {
  console.log(`seatRonde, one ronde at a time (load average ${loadavg()[0]?.toFixed(1)})`);
  console.log('players × rondes   repeated pairs   best known                         slowest ronde (CPU)');
  for (const run of measureSeating()) {
    console.log(
      `${`${run.players} × ${run.rondes}`.padEnd(19)}${String(run.repeats).padStart(14)}   ${`${run.best.value} (${run.best.source})`.padEnd(35)}${run.slowestMs.toFixed(0).padStart(8)} ms`,
    );
  }
}
