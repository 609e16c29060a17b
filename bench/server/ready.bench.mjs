/**
 * Server ready time: from spawning the process as `pnpm start` does (`node dist/server.cjs`, the bundle
 * built by apps/server/build.mjs first) on an existing
 * data dir to the first 200 on /api/health; median of 5 starts, next to the floor (ready-floor.mjs: bare
 * Fastify + PGlite on the same data dir, plain Node), started alternately in the same run. The first
 * start, on an empty dir, also leaves V8's code cache of a new bundle (apps/server/launcher.cjs), as the
 * first start after a deployment does.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildServer, spawnServer, waitForHealth } from '@mj/server-harness';
import { emitSection, median } from '../lib/report.mjs';

const RUNS = Number(process.env.BENCH_READY_RUNS ?? 5);
const READY_OF_FLOOR = 1.3;
const PORT = 39000 + (process.pid % 1000);

const origin = `http://127.0.0.1:${PORT}`;

/** The product as `pnpm start` runs it: its process, and when its health route first answers 200. */
async function startProduct(dataDir) {
  const { child, ready } = await spawnServer({
    run: 'bundle',
    port: PORT,
    env: { DATA_DIR: dataDir },
    pollMs: 5,
  });
  return { child, healthy: ready };
}

async function startFloor(dataDir) {
  const child = spawn(process.execPath, [path.join(import.meta.dirname, 'ready-floor.mjs'), dataDir, String(PORT)], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return { child, healthy: waitForHealth(origin, child, { pollMs: 5 }) };
}

const CLOCK_TICKS_PER_SECOND = 100; // Linux USER_HZ

/**
 * CPU milliseconds used so far by a process and its waited-for children (one Node process for the bundle
 * and for the floor): the start's cost without the wait for a busy machine's cores. Linux only (/proc);
 * null elsewhere.
 */
function processCpuMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // fields[11] utime, [12] stime, [13] cutime, [14] cstime (in ticks)
    const ticks = Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
    return (ticks * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

async function stop(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

async function timeStart(start, dataDir) {
  const startedAt = performance.now();
  const { child, healthy } = await start(dataDir);
  try {
    await healthy;
    const ms = performance.now() - startedAt;
    return { ms, cpuMs: processCpuMs(child.pid) };
  } finally {
    await stop(child);
  }
}

async function main() {
  buildServer();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mj-bench-ready-'));
  try {
    const { ms: first } = await timeStart(startProduct, dataDir); // creates the database, applies the migrations
    const product = [];
    const floor = [];
    for (let run = 0; run < RUNS; run += 1) {
      product.push(await timeStart(startProduct, dataDir));
      floor.push(await timeStart(startFloor, dataDir));
    }
    const floorMs = median(floor.map((run) => run.ms));
    emitSection(`Server start, median of ${RUNS}`, [
      {
        name: 'ready on an existing data dir (first 200 /api/health)',
        value: median(product.map((run) => run.ms)),
        unit: 'ms',
        digits: 0,
        floor: floorMs,
        floorName: 'node + bare Fastify + PGlite open',
        // Ready within 1.3× the floor of the same run: an absolute 1 s was below what PGlite alone
        // takes to open on these machines.
        target: { op: '<=', limit: READY_OF_FLOOR * floorMs },
        note: `runs ${product.map((run) => Math.round(run.ms)).join(', ')} ms; floor ${floor.map((run) => Math.round(run.ms)).join(', ')} ms; first start on an empty dir ${Math.round(first)} ms (the bundle's code cache written then)`,
      },
      {
        name: 'CPU time used until ready',
        value: median(product.map((run) => run.cpuMs)),
        unit: 'ms',
        digits: 0,
        floor: median(floor.map((run) => run.cpuMs)),
        note: 'all processes of the start; steadier than the wall time on a busy machine',
      },
    ]);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
