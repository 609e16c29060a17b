/**
 * API under a tournament's load: 10 concurrent clients (autocannon, in this process) against the real app
 * (buildApp in its own process, api-target.ts) on the embedded database (PGlite in a data dir on disk, as
 * `pnpm start` runs it), then on PostgreSQL when Debian's binaries are installed (a throwaway cluster from
 * apps/server/test's helper, fsync off).
 * - GET /api/parties/{id} on a game of 12 rounds;
 * - POST /api/parties/tours/{id}: 30 tables each entering the rounds of a whole game in order, a finished
 *   game replaced by a new one (every round a fresh valid one, with its index and an Idempotency-Key).
 * Each next to the bare Fastify route doing the same repository calls (floor-app.ts), run in turns with it
 * (measureInTurns), with the server's CPU time per request (steadier than a rate on a shared machine).
 * The app runs with production's settings: pino logs at `info` (to /dev/null) and the rate limiter counting
 * every request, with limits no run reaches (production's would answer 429 to one client after a few
 * hundred requests).
 *
 * Targets, on the ratio to the floor measured in the same run (docs/performance.md): requests per second
 * at least 0.9× the floor's, 0.85× for GET on PostgreSQL. A machine's speed moves the product and its
 * floor alike, so no absolute rate is a target.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import {
  postgresBinDir,
  startCluster,
  stopCluster,
  type Cluster,
} from '@mj/server/testing/postgres-cluster';
import { SERVER_BUNDLE_OPTIONS } from '@mj/server/bundle-options';
import { emitSection, median } from '../lib/report.mjs';
import { requireFromServer, SERVER_DIR } from './floor-app';
import { Tables } from './round-stream';
import type { TargetOptions, TargetReady } from './api-target';

const SECONDS = Number(process.env.BENCH_API_SECONDS ?? 5);
/** Rounds of turns in which the product and its floors run one after the other (measureInTurns). */
const SLICES = Math.max(1, Number(process.env.BENCH_API_SLICES ?? 10));
const WARMUP_SECONDS = 1;
const CONNECTIONS = 10;
const TABLES = 30;
/** Games created for each posting run: enough for this many rounds per second over the run. */
const MAX_ROUNDS_PER_SECOND = 1500;
const SCRIPT_LENGTH_ESTIMATE = 20;
/**
 * The server process runs an esbuild bundle of api-target.ts, built as apps/server/build.mjs builds the
 * server that `pnpm start` runs (one file, the workspace's TypeScript and dependencies inside, PGlite
 * outside): production's code, not tsx's transform of each module (where every imported name is read
 * through a getter, and drizzle was loaded twice, as CommonJS and as ES modules). It sits in
 * apps/server/dist, one level below apps/server like the server's own bundle (src/paths.ts).
 */
const TARGET_BUNDLE = path.join(SERVER_DIR, 'dist', 'bench-api-target.cjs');

async function bundleTarget(): Promise<void> {
  const { build } = requireFromServer('esbuild') as { build: (options: object) => Promise<unknown> };
  await build({
    entryPoints: [path.join(__dirname, 'api-target.ts')],
    outfile: TARGET_BUNDLE,
    ...SERVER_BUNDLE_OPTIONS,
  });
}

interface Load {
  rate: number;
  p99: number;
  errors: number;
  /** Server CPU milliseconds per answered request. */
  cpuMs: number;
}

type Reply = { type: string; [key: string]: unknown };

/** The server process: started, asked for its CPU time, stopped. */
class Target {
  private readonly child: ChildProcess;
  private readonly pending: Array<{ resolve: (reply: Reply) => void; reject: (error: Error) => void }> = [];

  constructor() {
    this.child = fork(TARGET_BUNDLE, [], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    this.child.on('message', (reply: Reply) => this.pending.shift()?.resolve(reply));
    this.child.on('exit', (code) => {
      for (const { reject } of this.pending.splice(0)) reject(new Error(`api-target exited (${code})`));
    });
  }

  private ask(message: object): Promise<Reply> {
    return new Promise((resolve, reject) => {
      this.pending.push({ resolve, reject });
      this.child.send(message);
    });
  }

  async start(options: TargetOptions): Promise<TargetReady> {
    const reply = await this.ask({ type: 'start', options });
    if (reply.type !== 'ready') throw new Error(`api-target failed: ${String(reply.error)}`);
    return reply.ready as TargetReady;
  }

  async cpuMicroseconds(): Promise<number> {
    return (await this.ask({ type: 'cpu' })).microseconds as number;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => {
      if (this.child.exitCode !== null) return resolve();
      this.child.once('exit', () => resolve());
      this.child.send({ type: 'stop' });
    });
  }
}

/** One short run of a load: what the client got and the server's CPU time meanwhile. */
interface Slice {
  ok: number;
  seconds: number;
  cpuMicroseconds: number;
  p99: number;
  errors: number;
}

/** A run lasts `duration` seconds (requests still waiting then are dropped), or until `amount` are answered. */
type RunLength = { duration: number } | { amount: number };
type LoadRun = (length: RunLength) => Promise<autocannon.Result>;

async function slice(target: Target, load: LoadRun, length: RunLength): Promise<Slice> {
  const cpuBefore = await target.cpuMicroseconds();
  const result = await load(length);
  return {
    ok: result['2xx'],
    seconds: result.duration,
    cpuMicroseconds: (await target.cpuMicroseconds()) - cpuBefore,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors + result.timeouts,
  };
}

const sliceRate = (run: Slice) => run.ok / run.seconds;
const sliceCpuMs = (run: Slice) => run.cpuMicroseconds / 1000 / Math.max(1, run.ok);

/**
 * The product and its floors measured in turns: after a warm-up run of each, `SLICES` rounds in which
 * each load runs about `SECONDS / SLICES` seconds (as many requests as its warm-up answered in that time,
 * all of them answered before the server's CPU time is read: none is cut off and counted in the next
 * run), the order reversed every other round. The machine's load
 * moves within seconds (the load generator, the server, the floor and PostgreSQL share its cores): a
 * product run is compared with the floor runs next to it in time, and the ratio printed is the median of
 * these per-round ratios, not the ratio of two runs a minute apart.
 */
async function measureInTurns<K extends string>(
  target: Target,
  loads: Record<K, LoadRun>,
  /** Before each warm-up and after the last: the warm-ups stop with requests unanswered. */
  between: () => void = () => undefined,
): Promise<Record<K, Slice[]>> {
  const names = Object.keys(loads) as K[];
  const slices = Object.fromEntries(names.map((name) => [name, [] as Slice[]])) as Record<K, Slice[]>;
  const amounts = new Map<K, number>();
  for (const name of names) {
    between();
    const warmUp = await loads[name]({ duration: WARMUP_SECONDS });
    const perSlice = (warmUp['2xx'] / warmUp.duration) * (SECONDS / SLICES);
    amounts.set(name, Math.max(CONNECTIONS * 5, Math.round(perSlice)));
  }
  between();
  for (let round = 0; round < SLICES; round += 1) {
    for (const name of round % 2 ? [...names].reverse() : names) {
      slices[name].push(await slice(target, loads[name], { amount: amounts.get(name)! }));
    }
  }
  return slices;
}

/** A load's runs together: rate and CPU per request over all of them, the median of their p99s. */
function total(runs: Slice[]): Load {
  const ok = runs.reduce((sum, run) => sum + run.ok, 0);
  const seconds = runs.reduce((sum, run) => sum + run.seconds, 0);
  const cpu = runs.reduce((sum, run) => sum + run.cpuMicroseconds, 0);
  return {
    rate: ok / seconds,
    p99: median(runs.map((run) => run.p99)) ?? NaN,
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
    cpuMs: cpu / 1000 / Math.max(1, ok),
  };
}

/** The median over rounds of product ÷ floor, in rate (the printed ratio) and in CPU per request. */
function ratios(product: Slice[], floor: Slice[]) {
  const each = (of: (run: Slice) => number, invert: boolean) =>
    median(product.map((run, i) => (invert ? of(floor[i]!) / of(run) : of(run) / of(floor[i]!)))) ?? NaN;
  return { rate: each(sliceRate, false), cpu: each(sliceCpuMs, true) };
}

/**
 * autocannon notices that a run is over at its next sample tick (1 s by default): a run of `amount`
 * requests would last a whole number of seconds whatever the server's speed. Ticks of 5 ms keep its
 * duration, hence the rate, to within a few milliseconds.
 */
const SAMPLE_MS = 5;

function readLoad(url: string, headers: Record<string, string>): LoadRun {
  return (length) => autocannon({ url, connections: CONNECTIONS, headers, sampleInt: SAMPLE_MS, ...length });
}

/** Idempotency keys, unique across the loads (the two floor loads post to the same games). */
let lastKey = 0;

function postLoad(base: string, route: string, headers: Record<string, string>, tables: Tables) {
  return (length: RunLength) =>
    autocannon({
      url: base,
      connections: CONNECTIONS,
      sampleInt: SAMPLE_MS,
      ...length,
      requests: [
        {
          method: 'POST',
          setupRequest: (request, context) => {
            const { table, round } = tables.take();
            context.table = table;
            return {
              ...request,
              path: `${route}${table.gameId}`,
              headers: {
                ...headers,
                'content-type': 'application/json',
                'idempotency-key': `k${(lastKey += 1)}`,
              },
              body: JSON.stringify({ ...round, index: table.index }),
            };
          },
          onResponse: (_status, _body, context) => tables.release(context.table as never),
        },
      ],
    });
}

async function measureBackend(label: string, database: TargetOptions['database']) {
  const target = new Target();
  try {
    process.stderr.write(`  ${label}: starting the server and seeding games…\n`);
    // The warm-up drops the tables waiting for an answer when it stops (refilled from the pool).
    const gamesPerRun =
      Math.ceil((MAX_ROUNDS_PER_SECOND * (SECONDS + WARMUP_SECONDS)) / SCRIPT_LENGTH_ESTIMATE) + CONNECTIONS;
    const ready = await target.start({ database, gamesPerRun });
    const auth = { authorization: `Bearer ${ready.token}` };
    const asUser = { 'x-user': ready.userId };

    process.stderr.write(`  ${label}: GET /api/parties/{id}…\n`);
    const floorRead = `${ready.floorBase}/floor/parties/${ready.readGame}`;
    const reads = await measureInTurns(target, {
      product: readLoad(`${ready.base}/api/parties/${ready.readGame}`, auth),
      floor: readLoad(floorRead, asUser),
      floorLean: readLoad(floorRead, {}),
    });

    process.stderr.write(`  ${label}: POST /api/parties/tours/{id}…\n`);
    const appTables = new Tables(ready.appGames, ready.script, TABLES);
    const floorTables = new Tables(ready.floorGames, ready.script, TABLES);
    const posts = await measureInTurns(
      target,
      {
        product: postLoad(ready.base, '/api/parties/tours/', auth, appTables),
        floor: postLoad(ready.floorBase, '/floor/parties/tours/', asUser, floorTables),
        floorLean: postLoad(ready.floorBase, '/floor/parties/tours/', {}, floorTables),
      },
      () => {
        appTables.refill();
        floorTables.refill();
      },
    );
    const [read, readFloor, readFloorLean] = [reads.product, reads.floor, reads.floorLean].map(total);
    const [post, postFloor, postFloorLean] = [posts.product, posts.floor, posts.floorLean].map(total);

    const { queries } = ready;
    const note = (
      load: Load,
      floor: Load,
      inTurns: { cpu: number },
      sql: number,
      floorSql: number,
      exhausted = 0,
    ) =>
      `server CPU ${load.cpuMs.toFixed(2)} ms/req (floor ${floor.cpuMs.toFixed(2)}; ` +
      `median of ${SLICES} rounds, floor CPU ÷ product CPU ${inTurns.cpu.toFixed(2)}); ` +
      `${sql} SQL statements/req (floor ${floorSql})` +
      (load.errors || floor.errors ? `; non-2xx or errors ${load.errors} (floor ${floor.errors})` : '') +
      (exhausted ? `; game pool ran out ${exhausted} times` : '');
    return [
      {
        name: `${label}: GET /api/parties/{id}`,
        value: read.rate,
        unit: 'req/s',
        digits: 0,
        floor: readFloor.rate,
        ratio: ratios(reads.product, reads.floor).rate,
        floorName: 'bare Fastify, same queries',
        target: { op: '>=', limit: label === 'PostgreSQL' ? 0.85 : 0.9, on: 'ratio' },
        note: note(read, readFloor, ratios(reads.product, reads.floor), queries.get, queries.getFloor),
      },
      {
        // The product remembers its signed-in users (one statement per GET): against a floor that skips
        // the user read too, the ratio is the product's per-request overhead alone.
        name: `${label}: GET /api/parties/{id}, floor without the user read`,
        value: read.rate,
        unit: 'req/s',
        digits: 0,
        floor: readFloorLean.rate,
        ratio: ratios(reads.product, reads.floorLean).rate,
        floorName: 'bare Fastify, game read only',
        note: note(
          read,
          readFloorLean,
          ratios(reads.product, reads.floorLean),
          queries.get,
          queries.getFloor - 1,
        ),
      },
      {
        name: `${label}: GET /api/parties/{id} p99`,
        value: read.p99,
        unit: 'ms',
        floor: readFloor.p99,
      },
      {
        name: `${label}: POST rounds (${ready.script.length}-round games)`,
        value: post.rate,
        unit: 'req/s',
        digits: 0,
        floor: postFloor.rate,
        ratio: ratios(posts.product, posts.floor).rate,
        floorName: 'bare Fastify, same queries',
        target: { op: '>=', limit: 0.9, on: 'ratio' },
        note: note(
          post,
          postFloor,
          ratios(posts.product, posts.floor),
          queries.post,
          queries.postFloor,
          appTables.exhausted + floorTables.exhausted,
        ),
      },
      {
        name: `${label}: POST rounds, floor without the user read`,
        value: post.rate,
        unit: 'req/s',
        digits: 0,
        floor: postFloorLean.rate,
        ratio: ratios(posts.product, posts.floorLean).rate,
        floorName: 'bare Fastify, same queries but the user read',
        note: note(
          post,
          postFloorLean,
          ratios(posts.product, posts.floorLean),
          queries.post,
          queries.postFloor - 1,
        ),
      },
      {
        name: `${label}: POST rounds p99`,
        value: post.p99,
        unit: 'ms',
        floor: postFloor.p99,
      },
    ];
  } finally {
    await target.stop();
  }
}

async function main() {
  await bundleTarget();
  const figures = [];
  // BENCH_PGLITE=0 measures PostgreSQL only (A/B runs of a PostgreSQL figure).
  if (process.env.BENCH_PGLITE !== '0') {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mj-bench-api-'));
    try {
      figures.push(...(await measureBackend('PGlite', { dataDir })));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  const bin = process.env.BENCH_PG === '0' ? undefined : postgresBinDir();
  if (bin) {
    let cluster: Cluster | undefined;
    try {
      cluster = await startCluster(bin);
      figures.push(...(await measureBackend('PostgreSQL', { databaseUrl: cluster.url })));
    } finally {
      if (cluster) stopCluster(cluster);
    }
  } else {
    figures.push({ name: 'PostgreSQL: not installed (apt-get install postgresql)', value: null, unit: '' });
  }
  emitSection(`API, ${CONNECTIONS} concurrent clients, ${SECONDS} s per run (autocannon)`, figures);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
