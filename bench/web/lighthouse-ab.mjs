/**
 * `pnpm --filter @mj/bench exec tsx web/lighthouse-ab.mjs before=<dir> after=<dir>…` (tsx: the server
 * harness is TypeScript): one page audited by
 * Lighthouse mobile on several builds of the web app, interleaved (before, after, floor, before, after,
 * floor…), so that a loaded shared machine weighs on each build alike. Each build is served by its own
 * server process on its own seeded data (bench/web/site.mjs), the framework floor app beside them.
 * A build of another checkout: `node -e "import('<checkout>/bench/lib/vite-builds.mjs').then((m) =>
 * m.buildWebApp('/tmp/before'))"`.
 *
 * For each audit: Lighthouse's TBT, and the blocking time from the CPU time of the same tasks in its trace
 * (bench/web/long-tasks.mjs: less sensitive to the machine's other processes than wall time), with the
 * load average. Environment: BENCH_AB_RUNS (3), BENCH_AB_PAGE (`/mes-parties`; `{league}` stands for the
 * seeded league's id, as in `/ligues/{league}`), BENCH_AB_REPEAT=1 for repeat visits (the service worker
 * installed first). Traces stay in bench/dist/lighthouse/ab-*.
 */
import os from 'node:os';
import path from 'node:path';
import { OUT_DIR } from '../lib/paths.mjs';
import { median } from '../lib/report.mjs';
import { buildFloor } from '../lib/vite-builds.mjs';
import { longTasks } from './long-tasks.mjs';
import { startSite } from './site.mjs';

process.env.BENCH_LIGHTHOUSE_TRACES = '1';
const { auditWithRetry } = await import('./lighthouse.bench.mjs');

const RUNS = Number(process.env.BENCH_AB_RUNS ?? 3);
const PAGE = process.env.BENCH_AB_PAGE ?? '/mes-parties';
const REPEAT = process.env.BENCH_AB_REPEAT === '1';
const builds = process.argv.slice(2).map((arg) => {
  const [name, dir] = arg.split('=');
  if (!name || !dir) throw new Error(`expected name=<web build dir>, got ${arg}`);
  return { name, dir: path.resolve(dir) };
});
if (builds.length === 0) throw new Error('usage: lighthouse-ab.mjs before=<dir> after=<dir>…');

const load = () => os.loadavg()[0].toFixed(1);
const slug = PAGE.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'root';

const floorDir = path.join(OUT_DIR, 'floor');
await buildFloor(floorDir);
const sites = [];
try {
  for (const build of builds) sites.push({ ...build, site: await startSite({ webDir: build.dir }) });
  const floorSite = await startSite({ webDir: floorDir, seed: false });
  sites.push({ name: 'floor', site: floorSite, floor: true });
  const results = new Map(sites.map(({ name }) => [name, []]));
  for (let run = 1; run <= RUNS; run += 1) {
    for (const { name, site, floor } of sites) {
      const report = `ab-${name}-${slug}${REPEAT ? '-repeat' : ''}-${run}`;
      const before = load();
      const url = floor ? `${site.url}/` : `${site.url}${PAGE.replace('{league}', site.leagueId)}`;
      const { tbt } = await auditWithRetry(url, floor ? null : site.session, report, REPEAT);
      const tasks = longTasks(path.join(OUT_DIR, 'lighthouse', `${report}.trace.json`));
      results.get(name).push({ tbt, cpu: tasks.cpuBlocking });
      const cpus = tasks.tasks.map((task) => (task.cpu ?? task.wall).toFixed(0)).join(' ');
      console.log(
        `run ${run} ${name.padEnd(8)} TBT ${Math.round(tbt)} ms, from CPU ${Math.round(tasks.cpuBlocking)} ms` +
          ` (long tasks' CPU ms: ${cpus || '–'}), load ${before}–${load()}`,
      );
    }
  }
  console.log(`\n${PAGE}${REPEAT ? ' repeat visit' : ''}, medians of ${RUNS}:`);
  for (const [name, runs] of results) {
    console.log(
      `  ${name.padEnd(8)} TBT ${Math.round(median(runs.map((r) => r.tbt)))} ms, from CPU ${Math.round(median(runs.map((r) => r.cpu)))} ms`,
    );
  }
} finally {
  await Promise.all(sites.map(({ site }) => site.stop()));
}
