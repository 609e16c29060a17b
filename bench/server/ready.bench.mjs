/**
 * Server ready time: from spawning the process as `pnpm start` does (tsx src/server.ts) on an existing
 * data dir to the first 200 on /api/health; median of 5 starts, next to the floor (ready-floor.mjs: bare
 * Fastify + PGlite on the same data dir, plain Node), started alternately in the same run.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { SERVER_DIR } from '../lib/paths.mjs';
import { emitSection, median } from '../lib/report.mjs';

const RUNS = Number(process.env.BENCH_READY_RUNS ?? 5);
const PORT = 39000 + (process.pid % 1000);
const tsxCli = createRequire(path.join(SERVER_DIR, 'package.json')).resolve('tsx/cli');

function startProduct(dataDir) {
  return spawn(process.execPath, [tsxCli, 'src/server.ts'], {
    cwd: SERVER_DIR,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  });
}

function startFloor(dataDir) {
  return spawn(process.execPath, [path.join(import.meta.dirname, 'ready-floor.mjs'), dataDir, String(PORT)], {
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** Milliseconds from now until /api/health answers 200 (polled every 5 ms). */
async function untilHealthy(child, startedAt) {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`process exited (${child.exitCode}) before answering`);
    try {
      const response = await fetch(`http://127.0.0.1:${PORT}/api/health`);
      if (response.status === 200) return performance.now() - startedAt;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

async function stop(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid, 'SIGTERM');
  const timer = setTimeout(() => process.kill(-child.pid, 'SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

async function timeStart(start, dataDir) {
  const startedAt = performance.now();
  const child = start(dataDir);
  try {
    return await untilHealthy(child, startedAt);
  } finally {
    await stop(child);
  }
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mj-bench-ready-'));
  try {
    const first = await timeStart(startProduct, dataDir); // creates the database and applies the migrations
    const product = [];
    const floor = [];
    for (let run = 0; run < RUNS; run += 1) {
      product.push(await timeStart(startProduct, dataDir));
      floor.push(await timeStart(startFloor, dataDir));
    }
    emitSection(`Server start, median of ${RUNS}`, [
      {
        name: 'ready on an existing data dir (first 200 /api/health)',
        value: median(product),
        unit: 'ms',
        digits: 0,
        floor: median(floor),
        floorName: 'node + bare Fastify + PGlite open',
        target: { op: '<=', limit: 1000 },
        note: `runs ${product.map(Math.round).join(', ')} ms; floor ${floor.map(Math.round).join(', ')} ms; first start on an empty dir ${Math.round(first)} ms`,
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
