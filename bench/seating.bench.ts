/**
 * The seating figures (docs/seating.md), measured by packages/domain's own bench (imported, not repeated): for
 * each field and length, the repeated pairs of a tournament seated one ronde at a time, next to the best
 * known value (the "floor" column), and the CPU time of its slowest ronde.
 */
import { loadavg } from 'node:os';
import { measureSeating, measureTeamSeating } from '../packages/domain/bench/seating.bench';

async function main() {
  // report.mjs is an ES module; this file runs as CommonJS under ts-node, like the domain's own bench.
  const { emitSection } = await import('./lib/report.mjs');
  const [loadBefore] = loadavg();
  const runs = measureSeating();
  const teamRuns = measureTeamSeating();
  const slowest = [...runs, ...teamRuns].reduce((worst, run) =>
    run.slowestMs > worst.slowestMs ? run : worst,
  );
  emitSection(`Seating of rondes (packages/domain bench), load average ${loadBefore?.toFixed(1)}`, [
    ...runs.map((run) => ({
      name: `${run.players} players × ${run.rondes} rondes: repeated pairs`,
      value: run.repeats,
      unit: '',
      digits: 0,
      floor: run.best.value,
      floorName: `best known: ${run.best.source}`,
      target: { op: '<=' as const, limit: run.best.value },
      note: `winds off ${run.windsOff}, table repeats ${run.tableRepeats}; slowest ronde ${run.slowestMs.toFixed(0)} ms CPU, all rondes ${run.totalMs.toFixed(0)} ms`,
    })),
    // Interclubs: teammates never share a table (a hard constraint); what it costs in repeats and winds.
    ...teamRuns.map((run) => ({
      name: `${run.players} players × ${run.rondes} rondes, teams of ${run.teamSize}: teammates together`,
      value: run.teammatesTogether ?? 0,
      unit: '',
      digits: 0,
      target: { op: '<=' as const, limit: 0 },
      note: `repeated pairs ${run.repeats} (without teams, best known ${run.best.value}), winds off ${run.windsOff}; slowest ronde ${run.slowestMs.toFixed(0)} ms CPU`,
    })),
    {
      name: 'slowest ronde of all fields (CPU)',
      value: slowest.slowestMs,
      unit: 'ms',
      digits: 0,
      target: { op: '<=' as const, limit: 1000 },
      note: `${slowest.players} players × ${slowest.rondes} rondes${slowest.teamSize ? `, teams of ${slowest.teamSize}` : ''}; ${slowest.slowestWallMs.toFixed(0)} ms wall-clock`,
    },
  ]);
}

void main();
