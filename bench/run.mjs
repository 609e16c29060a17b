/**
 * `pnpm bench`: every speed figure (docs/performance.md) in one run, each next to its floor measured in the same run.
 * Each benchmark runs in its own process (one at a time, so they do not slow each other down) and hands
 * its figures back through a results file; the summary at the end prints them all together, with the
 * machine, the date and the load. Numbers are printed, never asserted.
 *
 * `pnpm bench size rules` runs only the named steps.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { BENCH_DIR, CHROMIUM_PATH, OUT_DIR, REPO_ROOT, SERVER_DIR } from './lib/paths.mjs';
import { printSection } from './lib/report.mjs';

const tsxCli = createRequire(path.join(SERVER_DIR, 'package.json')).resolve('tsx/cli');
const node = (...args) => [process.execPath, ...args];

/** The steps, in the order they run: fast and deterministic first, the browser last. */
const STEPS = {
  // Through tsx: it serves the builds with the real server (@mj/server-harness, written in TypeScript).
  size: { command: node(tsxCli, path.join(BENCH_DIR, 'size-budget.mjs')) },
  // ts-node, like packages/domain's own `pnpm bench` (tsx's output runs the rules measurably slower).
  rules: {
    command: node('-r', 'ts-node/register', path.join(BENCH_DIR, 'rules.bench.ts')),
    env: { TS_NODE_PROJECT: path.join(BENCH_DIR, 'tsconfig.json') },
  },
  seating: {
    command: node('-r', 'ts-node/register', path.join(BENCH_DIR, 'seating.bench.ts')),
    env: { TS_NODE_PROJECT: path.join(BENCH_DIR, 'tsconfig.json') },
  },
  api: { command: node(tsxCli, path.join(BENCH_DIR, 'server', 'api.bench.ts')) },
  statistics: { command: node(tsxCli, path.join(BENCH_DIR, 'server', 'statistics.bench.ts')) },
  season: { command: node(tsxCli, path.join(BENCH_DIR, 'server', 'season.bench.ts')) },
  import: { command: node(tsxCli, path.join(BENCH_DIR, 'server', 'online-import.bench.ts')) },
  // Through tsx: the scripts that start the server import @mj/server-harness, written in TypeScript.
  ready: { command: node(tsxCli, path.join(BENCH_DIR, 'server', 'ready.bench.mjs')) },
  // A whole tournament room on live streams, through the real rate limits (about 4 min).
  tournament: { command: node(tsxCli, path.join(BENCH_DIR, 'server', 'tournament.bench.ts')) },
  lighthouse: { command: node(tsxCli, path.join(BENCH_DIR, 'web', 'lighthouse.bench.mjs')) },
  round: { command: node(tsxCli, path.join(BENCH_DIR, 'web', 'add-round.bench.mjs')) },
};

function chromiumVersion() {
  const result = spawnSync(CHROMIUM_PATH, ['--version'], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : 'not found';
}

function machine() {
  const cpus = os.cpus();
  const load = os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
  return [
    `date: ${new Date().toISOString()}`,
    `machine: ${cpus.length} × ${cpus[0]?.model ?? '?'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.type()} ${os.release()}`,
    `Node ${process.version}, ${chromiumVersion()}`,
    `load average (1, 5, 15 min): ${load}`,
  ].join('\n');
}

function main() {
  const wanted = process.argv.slice(2);
  const unknown = wanted.filter((name) => !(name in STEPS));
  if (unknown.length) {
    console.error(`Unknown step(s): ${unknown.join(', ')}. Steps: ${Object.keys(STEPS).join(', ')}`);
    process.exit(2);
  }
  const steps = Object.entries(STEPS).filter(([name]) => wanted.length === 0 || wanted.includes(name));
  mkdirSync(OUT_DIR, { recursive: true });
  const resultFile = path.join(OUT_DIR, 'results.jsonl');
  rmSync(resultFile, { force: true });
  const header = machine();
  console.log(`pnpm bench\n${header}`);

  const failed = [];
  const startedAt = Date.now();
  for (const [name, step] of steps) {
    console.log(`\n=== ${name}`);
    const [command, ...args] = step.command;
    const result = spawnSync(command, args, {
      cwd: REPO_ROOT,
      stdio: 'inherit',
      env: { ...process.env, ...step.env, BENCH_RESULT_FILE: resultFile },
    });
    if (result.status !== 0) failed.push(`${name} (exit ${result.status ?? result.signal})`);
  }

  let sections = [];
  try {
    sections = readFileSync(resultFile, 'utf8')
      .trim()
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line));
  } catch {
    // no step produced figures
  }
  console.log(`\n\n=== Summary (${Math.round((Date.now() - startedAt) / 1000)} s)\n${header}`);
  console.log(
    `load average at the end: ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  for (const { title, figures } of sections) printSection(title, figures);
  if (failed.length) console.log(`\nSteps that failed or exceeded a size budget: ${failed.join(', ')}`);
}

main();
