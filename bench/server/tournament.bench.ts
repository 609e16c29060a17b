/**
 * `pnpm bench tournament`: a tournament day (@mj/server-harness/tournament-day) against the real server
 * (`src/server.ts`, rate limits on, every client from one address), once on the embedded database (one
 * process, a data dir on disk) and once on PostgreSQL with two server processes behind the same database
 * (a throwaway cluster). Then a capacity curve on PostgreSQL with two processes: for each number of
 * players, a day with one table per four players and `viewers` pages per player, printing the event
 * delivery p95, the server CPU per delivered event and the memory per open stream. Printed, never
 * asserted.
 *
 * Floors, measured in the same run: a GET /api/health round trip on the same servers under the same load
 * (the loopback and event-loop cost any answer or event pays); for memory, the same number of idle
 * connections that never open a stream. Memory is the servers' peak resident size while the streams
 * open (VmHWM, its count started again just before) less their resident size then: a peak never falls,
 * so a garbage collection during the opening cannot make the figure negative (at worst an upper bound).
 *
 * Knobs: BENCH_TOURNAMENT_TABLES (16), BENCH_TOURNAMENT_PAGES (100), BENCH_TOURNAMENT_SCREENS (2),
 * BENCH_TOURNAMENT_ROUND_MS (2000: a compressed pace; a real table takes 3–5 minutes a hand),
 * BENCH_PG=0 (skip PostgreSQL); BENCH_TOURNAMENT_SKIP_DAY=1 (only the curve); the curve: BENCH_TOURNAMENT_CURVE (players per point, `64,256,512`;
 * empty to skip it), BENCH_TOURNAMENT_VIEWERS (4 pages per player). The curve's players register from
 * addresses of their own (X-Forwarded-For, the servers trusting one proxy hop), as they would from home
 * before the day; the day itself comes from one address. BENCH_TOURNAMENT_PROCESSES (2) server processes
 * per curve point; BENCH_TOURNAMENT_STORM=1 adds a reconnect storm to each point: a third into the play,
 * every page loses its stream and reconnects within 5 s, and the time from each page's reconnection
 * until it shows the current state is printed (target p95 ≤ 2 s), with the requests per reconnecting
 * page. Pages brought to the current state (after a storm, or a stream the server found behind) are
 * counted as resynchronised, not as events lost, and give no delivery timing. BENCH_TOURNAMENT_SERVER_LOGS:
 * a directory where each server's output goes. BENCH_TOURNAMENT_MEMORY=1: the memory per stream split as
 * Node counts it (`process.memoryUsage()` in each server before and after the streams open, as is and
 * after a full garbage collection: bench/server/memory-report.cjs); the collections it forces change the
 * run's other figures a little.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startServer, type RunningServer } from '@mj/server-harness';
import { tournamentDay, type DayResult } from '@mj/server-harness/tournament-day';
import { postgresBinDir, startCluster, stopCluster, type Cluster } from '@mj/server/testing/postgres-cluster';
import { BENCH_DIR } from '../lib/paths.mjs';
import { emitSection } from '../lib/report.mjs';

const TABLES = Number(process.env.BENCH_TOURNAMENT_TABLES ?? 16);
const PAGES = Number(process.env.BENCH_TOURNAMENT_PAGES ?? 100);
const SCREENS = Number(process.env.BENCH_TOURNAMENT_SCREENS ?? 2);
const ROUND_MS = Number(process.env.BENCH_TOURNAMENT_ROUND_MS ?? 2000);
const CURVE = (process.env.BENCH_TOURNAMENT_CURVE ?? '64,256,512')
  .split(',')
  .map((players) => Number(players.trim()))
  .filter((players) => players >= 4);
const VIEWERS = Number(process.env.BENCH_TOURNAMENT_VIEWERS ?? 4);
const CURVE_PROCESSES = Number(process.env.BENCH_TOURNAMENT_PROCESSES ?? 2);
const STORM = process.env.BENCH_TOURNAMENT_STORM === '1';
/** A directory for the servers' output. */
const SERVER_LOGS = process.env.BENCH_TOURNAMENT_SERVER_LOGS;
/** Where each server writes its memory reports (BENCH_TOURNAMENT_MEMORY=1: bench/server/memory-report.cjs). */
const MEMORY_REPORTS =
  process.env.BENCH_TOURNAMENT_MEMORY === '1'
    ? mkdtempSync(path.join(os.tmpdir(), 'mj-bench-memory-'))
    : undefined;
/** A game has 16 rounds or so: a third into the play, at the compressed pace. */
const STORM_AT_MS = ROUND_MS * 5;
const STORM_WITHIN_MS = 5000;
const USER_LIMIT_PER_MINUTE = 300;
const TICKS_PER_SECOND = 100;

/** Resident memory, its peak so far (bytes) and CPU time (ms) of a process, from /proc (Linux). */
function usage(pid: number): { rss: number; peak: number; cpuMs: number } {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // Fields 14 and 15 of proc(5) (utime, stime), counted from the state field (3).
  const ticks = Number(fields[11]) + Number(fields[12]);
  const rssPages = Number(readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ')[1]);
  const peakKiB = Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  return { rss: rssPages * 4096, peak: peakKiB * 1024, cpuMs: (ticks * 1000) / TICKS_PER_SECOND };
}

/**
 * Starts the servers' peak resident size again from their size now (writing 5 to clear_refs, Linux 4.0
 * and later): the next peak read is the highest the servers reached from here.
 */
function resetPeaks(servers: RunningServer[]): void {
  for (const server of servers) writeFileSync(`/proc/${server.child.pid}/clear_refs`, '5');
}

/** `process.memoryUsage()` and the young generation's committed size (memory-report.cjs). */
type MemoryUsage = ReturnType<typeof process.memoryUsage> & { youngGeneration: number };
interface MemoryReport {
  asIs: MemoryUsage;
  collected: MemoryUsage;
}

/** Each server's memory report now, summed over the servers (BENCH_TOURNAMENT_MEMORY). */
async function memoryReports(servers: RunningServer[], dir: string): Promise<MemoryReport> {
  const lastLine = (pid: number) => {
    try {
      return readFileSync(path.join(dir, `${pid}.jsonl`), 'utf8')
        .trim()
        .split('\n')
        .at(-1);
    } catch {
      return undefined;
    }
  };
  const before = servers.map((server) => lastLine(server.child.pid as number));
  for (const server of servers) server.child.kill('SIGUSR2');
  const reports: MemoryReport[] = [];
  for (const [i, server] of servers.entries()) {
    let line = lastLine(server.child.pid as number);
    for (let wait = 0; line === before[i] && wait < 100; wait += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      line = lastLine(server.child.pid as number);
    }
    if (line === undefined || line === before[i]) throw new Error('no memory report from a server');
    reports.push(JSON.parse(line) as MemoryReport);
  }
  const sum = (pick: (report: MemoryReport) => MemoryUsage) =>
    Object.fromEntries(
      Object.keys(reports[0]!.asIs).map((key) => [
        key,
        reports.reduce((total, report) => total + pick(report)[key as keyof MemoryUsage], 0),
      ]),
    ) as unknown as MemoryUsage;
  return { asIs: sum((report) => report.asIs), collected: sum((report) => report.collected) };
}

const total = (servers: RunningServer[]) =>
  servers
    .map((server) => usage(server.child.pid as number))
    .reduce((a, b) => ({ rss: a.rss + b.rss, peak: a.peak + b.peak, cpuMs: a.cpuMs + b.cpuMs }), {
      rss: 0,
      peak: 0,
      cpuMs: 0,
    });

/**
 * What Node counts per open stream between the two reports: the heap V8 committed (`heapTotal`) and what
 * it holds, as is and after a full collection (the streams' own), and the memory outside the heap.
 */
function memorySplit([seeded, open]: [MemoryReport, MemoryReport], streams: number): string {
  const per = (pick: (report: MemoryReport) => number) =>
    `${((pick(open) - pick(seeded)) / streams / 1024).toFixed(1)}`;
  return (
    `per stream, KiB: rss ${per((r) => r.asIs.rss)}, heap committed ${per((r) => r.asIs.heapTotal)}, ` +
    `heap used ${per((r) => r.asIs.heapUsed)} (after a full GC: ${per((r) => r.collected.heapUsed)}, ` +
    `committed ${per((r) => r.collected.heapTotal)}), external ${per((r) => r.asIs.external)} ` +
    `(after GC ${per((r) => r.collected.external)}), array buffers ${per((r) => r.collected.arrayBuffers)}; ` +
    `of the heap committed, the young generation ${per((r) => r.asIs.youngGeneration)} (after GC ${per((r) => r.collected.youngGeneration)})`
  );
}

function percentile(values: number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

/**
 * Memory per connection of `count` idle sockets to the servers (the floor of a stream's memory): the
 * peak while they are open less the resident size before.
 */
async function idleConnectionBytes(servers: RunningServer[], count: number): Promise<number> {
  resetPeaks(servers);
  const before = total(servers).rss;
  const sockets: Socket[] = [];
  for (let i = 0; i < count; i += 1) {
    const { port } = servers[i % servers.length]!;
    sockets.push(connect(Number(port), '127.0.0.1'));
  }
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const after = total(servers).peak;
  for (const socket of sockets) socket.destroy();
  return (after - before) / count;
}

/** p50, p95 (target ≤ 500 ms) and max of a delivery latency, each beside the health round trip's. */
function deliveryFigures(name: string, values: number[], healthMs: number[], note: string) {
  return [
    { name: `${name} p50`, value: percentile(values, 50), unit: 'ms', floor: percentile(healthMs, 50), note },
    {
      name: `${name} p95`,
      value: percentile(values, 95),
      unit: 'ms',
      floor: percentile(healthMs, 95),
      target: { op: '<=', limit: 500 },
    },
    {
      name: `${name} max`,
      value: values.length ? Math.max(...values) : null,
      unit: 'ms',
      floor: Math.max(...healthMs),
    },
  ];
}

interface DaySize {
  tables: number;
  pages: number;
}

async function runDay(
  label: string,
  env: Record<string, string>,
  processes: number,
  size: DaySize = { tables: TABLES, pages: PAGES },
  registrationAddress?: (n: number) => string,
  storm = false,
) {
  const servers: RunningServer[] = [];
  try {
    process.stderr.write(`  ${label}: starting ${processes} server process(es)…\n`);
    // The bench's probes, preloaded into each server: its memory reports, and a storm's query count.
    const queryCounts = storm ? mkdtempSync(path.join(os.tmpdir(), 'mj-bench-queries-')) : undefined;
    const preloads = [
      ...(MEMORY_REPORTS ? ['memory-report.cjs'] : []),
      ...(queryCounts ? ['query-count.cjs'] : []),
    ].map((file) => `--require ${path.join(BENCH_DIR, 'server', file)}`);
    const serverEnv = {
      ...env,
      ...(MEMORY_REPORTS ? { MJ_MEMORY_REPORT_DIR: MEMORY_REPORTS } : {}),
      ...(queryCounts ? { MJ_QUERY_COUNT_DIR: queryCounts } : {}),
      ...(preloads.length > 0 ? { NODE_OPTIONS: [process.env.NODE_OPTIONS ?? '', ...preloads].join(' ') } : {}),
    };
    /** The servers' queries so far, from the counts their probes write (a storm only). */
    const queries = queryCounts
      ? () =>
          readdirSync(queryCounts).reduce(
            (sum, file) => sum + Number(readFileSync(path.join(queryCounts, file), 'utf8')),
            0,
          )
      : undefined;
    for (let i = 0; i < processes; i += 1)
      servers.push(
        await startServer({
          run: 'source',
          env: serverEnv,
          ...(SERVER_LOGS ? { logFile: path.join(SERVER_LOGS, `${label}-${i}.log`) } : {}),
        }),
      );
    const memory = { seeded: 0, streamsPeak: 0 };
    const reports: MemoryReport[] = [];
    let cpuAtStart = 0;
    const day: DayResult = await tournamentDay({
      bases: servers.map((server) => server.api),
      tables: size.tables,
      pages: size.pages,
      screens: SCREENS,
      roundMs: ROUND_MS,
      ...(registrationAddress ? { registrationAddress } : {}),
      ...(storm ? { storm: { atMs: STORM_AT_MS, withinMs: STORM_WITHIN_MS, ...(queries ? { queries } : {}) } } : {}),
      log: (line) => process.stderr.write(`  ${label}: ${line}\n`),
      checkpoint: async (stage) => {
        await new Promise((resolve) => setTimeout(resolve, 1000));
        if (stage === 'seeded') resetPeaks(servers);
        const now = total(servers);
        if (stage === 'seeded') memory.seeded = now.rss;
        else memory.streamsPeak = now.peak;
        // After the resident sizes: the report's garbage collection must not lower the peak read.
        if (MEMORY_REPORTS) reports.push(await memoryReports(servers, MEMORY_REPORTS));
        cpuAtStart = total(servers).cpuMs;
      },
    });
    const cpuMs = total(servers).cpuMs - cpuAtStart;
    const perStream = (memory.streamsPeak - memory.seeded) / day.streams;
    const idle = await idleConnectionBytes(servers, day.streams);
    const health = { p50: percentile(day.healthMs, 50), p95: percentile(day.healthMs, 95) };
    const note = (text: string) => text;
    const cpuPerEvent = {
      name: `${label}: server CPU per delivered event`,
      value: day.deliveryMs.length ? cpuMs / day.deliveryMs.length : null,
      unit: 'ms',
      digits: 2,
      note: `all server CPU of the play (${(cpuMs / 1000).toFixed(1)} s: requests, rules, events) divided by deliveries`,
    };
    const memoryPerStream = {
      name: `${label}: server memory per stream`,
      value: perStream / 1024,
      unit: 'KiB',
      floor: idle / 1024,
      floorName: 'an idle connection',
      ...(reports.length === 2
        ? { note: memorySplit(reports as [MemoryReport, MemoryReport], day.streams) }
        : {}),
    };
    if (registrationAddress) {
      // A point of the capacity curve: its three figures, and whether the day went right.
      const wrong =
        day.eventMismatches +
        day.screenEventMismatches +
        day.gamesWrong +
        day.pagesWrong +
        day.rankingChangesMissed +
        day.status5xx +
        day.status429;
      const stormFigures = day.storm
        ? [
            {
              name: `${label}: reconnect storm, reconnection to current state p95`,
              value: percentile(day.storm.recoveredMs, 95),
              unit: 'ms',
              target: { op: '<=', limit: 2000 },
              note: `${day.storm.recoveredMs.length} pages cut at once, each asking again at a random moment within ${STORM_WITHIN_MS} ms; from its request to its \`instantane\` or \`reprise\` (${day.storm.resumed} resumed with what changed since their last event); max ${Math.round(Math.max(...day.storm.recoveredMs))} ms; the stream's headers (admitted: authentication, access, places) p95 ${Math.round(percentile(day.storm.admittedMs, 95))} ms; ${day.storm.requestsPerPage.toFixed(2)} requests per page over the storm (phones' included: an upper bound)${day.storm.queriesPerPage === undefined ? '' : `; ${day.storm.queriesPerPage.toFixed(2)} database queries per page (the servers' over the storm, less the play's at its rate just before)`}`,
            },
          ]
        : [];
      return [
        ...stormFigures,
        {
          name: `${label}: event delivery p95`,
          value: percentile(day.deliveryMs, 95),
          unit: 'ms',
          floor: health.p95,
          target: { op: '<=', limit: 500 },
          note:
            `${day.deliveryMs.length} deliveries to ${day.streams} streams (${day.streamsByBase.join(' + ')} per process), ${day.pagesResynchronised} pages and ${day.screensResynchronised} screens resynchronised` +
            (wrong
              ? `; NOT RIGHT: ${day.eventMismatches} events unmatched, ${day.screenEventMismatches} screen events unmatched, ${day.gamesWrong} games wrong, ${day.pagesWrong} pages showing another ranking, ${day.rankingChangesMissed} ranking changes for a version the page did not have, ${day.status429} × 429, ${day.status5xx} × 5xx`
              : '; every event matched, every game right'),
        },
        cpuPerEvent,
        memoryPerStream,
      ];
    }
    return [
      {
        name: `${label}: answers 429 / 5xx`,
        value: day.status429 + day.status5xx,
        unit: '',
        digits: 0,
        floor: 0,
        target: { op: '<=', limit: 0 },
        note: note(
          `${day.status429} × 429, ${day.status5xx} × 5xx, ${day.networkErrors} without answer, of ${day.requests} requests in ${(day.durationMs / 1000).toFixed(0)} s` +
            `; by route: ${day.byRoute
              .slice(0, 5)
              .map(([route, count]) => `${route} ${count}`)
              .join(', ')}` +
            (day.otherFailures.length
              ? `; other refusals: ${day.otherFailures.slice(0, 3).join(' | ')}`
              : ''),
        ),
      },
      {
        name: `${label}: busiest user, requests in 60 s`,
        value: day.busiestUserMinute,
        unit: '',
        digits: 0,
        target: { op: '<=', limit: USER_LIMIT_PER_MINUTE },
        note: `limit ${USER_LIMIT_PER_MINUTE} per signed-in user; rounds every ${ROUND_MS} ms compress the day`,
      },
      {
        name: `${label}: games wrong (rounds lost or doubled)`,
        value: day.gamesWrong,
        unit: '',
        digits: 0,
        floor: 0,
        target: { op: '<=', limit: 0 },
        note:
          `${TABLES} games checked against the domain's replay; events unmatched to a write: ${day.eventMismatches}; ` +
          `${SCREENS} public screens: events unmatched ${day.screenEventMismatches}, resynchronised ${day.screensResynchronised}, last screen wrong ${day.screensWrong}; ` +
          `pages whose last ranking differs from GET …/classement: ${day.pagesWrong} of ${PAGES + 1}`,
      },
      {
        name: `${label}: round post p50`,
        value: percentile(day.postMs, 50),
        unit: 'ms',
        floor: health.p50,
        floorName: 'GET /api/health round trip',
      },
      {
        name: `${label}: round post p99`,
        value: percentile(day.postMs, 99),
        unit: 'ms',
        floor: percentile(day.healthMs, 99),
      },
      ...deliveryFigures(
        `${label}: event delivery`,
        day.deliveryMs,
        day.healthMs,
        `${day.deliveryMs.length} deliveries to ${day.streams} streams, from the write's answer`,
      ),
      ...deliveryFigures(
        `${label}: screen delivery`,
        day.screenDeliveryMs,
        day.healthMs,
        `${day.screenDeliveryMs.length} deliveries to ${SCREENS} public screens (the n-th event paired with the n-th answered write)`,
      ),
      memoryPerStream,
      cpuPerEvent,
    ];
  } finally {
    for (const server of servers) await server.kill();
  }
}

async function main() {
  const figures = [];
  const jwt = randomBytes(32).toString('base64url');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mj-bench-tournament-'));
  try {
    if (process.env.BENCH_TOURNAMENT_SKIP_DAY !== '1')
      figures.push(...(await runDay('PGlite', { DATA_DIR: dataDir, JWT_SECRET: jwt }, 1)));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const bin = process.env.BENCH_PG === '0' ? undefined : postgresBinDir();
  if (bin && process.env.BENCH_TOURNAMENT_SKIP_DAY !== '1') {
    let cluster: Cluster | undefined;
    try {
      cluster = await startCluster(bin);
      figures.push(...(await runDay('PostgreSQL ×2', { DATABASE_URL: cluster.url, JWT_SECRET: jwt }, 2)));
    } finally {
      if (cluster) stopCluster(cluster);
    }
  } else if (!bin) {
    figures.push({ name: 'PostgreSQL: not installed (apt-get install postgresql)', value: null, unit: '' });
  }
  const curve = [];
  if (bin) {
    for (const players of CURVE) {
      let cluster: Cluster | undefined;
      try {
        cluster = await startCluster(bin);
        const env = { DATABASE_URL: cluster.url, JWT_SECRET: jwt, TRUST_PROXY: '1' };
        const size = { tables: Math.floor(players / 4), pages: players * VIEWERS };
        // A private address per player (10.0.x.y).
        const home = (n: number) => `10.0.${Math.floor(n / 256)}.${n % 256}`;
        curve.push(
          ...(await runDay(`${players} players ×${VIEWERS}`, env, CURVE_PROCESSES, size, home, STORM)),
        );
      } finally {
        if (cluster) stopCluster(cluster);
      }
    }
  }
  emitSection(
    `Tournament day: ${TABLES} tables, ${PAGES} participant pages + the admin page, one address (${os.cpus().length} cores)`,
    figures,
  );
  if (curve.length > 0)
    emitSection(
      `Capacity curve on PostgreSQL ×${CURVE_PROCESSES}${STORM ? ' with a reconnect storm' : ''}: players ${CURVE.join(', ')}, ${VIEWERS} pages per player, one table per 4 players`,
      curve,
    );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
