/**
 * `node bench/web/long-tasks.mjs <trace.json>…`: the page's main-thread tasks that count in Lighthouse's
 * total blocking time, read from a trace kept by `BENCH_LIGHTHOUSE_TRACES=1 pnpm bench lighthouse`.
 * Lighthouse's simulated TBT multiplies each task of the (unthrottled) trace by its CPU slowdown (4) and
 * counts what is above 50 ms: every task above 12.5 ms here. For each one after the first contentful
 * paint: its start and duration, ×4, what it ran (scripts evaluated or called, layout, parsing...) and the
 * functions where its JavaScript samples fell (self time).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const SLOWDOWN = 4;
const COUNTED_MS = 50 / SLOWDOWN;

const short = (url) => (url ? path.basename(new URL(url, 'http://x').pathname) || url : '');

/** What a child event is, in a few words. */
function describe(event) {
  const data = event.args?.data ?? event.args?.beginData ?? {};
  switch (event.name) {
    case 'EvaluateScript':
    case 'v8.compile':
    case 'v8.compileModule':
    case 'v8.produceModuleCache':
      return `${event.name} ${short(data.url ?? data.fileName ?? event.args?.fileName)}`;
    case 'FunctionCall':
      return `FunctionCall ${data.functionName || '(anonymous)'} ${short(data.url)}`;
    case 'EventDispatch':
      return `EventDispatch ${data.type}`;
    case 'TimerFire':
    case 'FireAnimationFrame':
    case 'ParseHTML':
    case 'Layout':
    case 'UpdateLayoutTree':
    case 'Paint':
    case 'RunMicrotasks':
    case 'MajorGC':
    case 'MinorGC':
    case 'V8.GC_SCAVENGER':
    case 'XHRReadyStateChange':
    case 'ResourceReceivedData':
    case 'ResourceFinish':
    case 'ParseAuthorStyleSheet':
    case 'HitTest':
      return event.name;
    default:
      return null;
  }
}

/** V8's JavaScript samples of the thread: [{ ts, frame }], frame = the sampled (innermost) function. */
function samplesOf(events, pid, tid) {
  const nodes = new Map();
  const samples = [];
  const starts = new Map();
  for (const event of events) {
    if (event.pid !== pid) continue;
    if (event.name === 'Profile' && event.tid === tid) starts.set(event.id, event.args.data.startTime);
  }
  const clock = new Map(starts);
  for (const event of events) {
    if (event.name !== 'ProfileChunk' || event.pid !== pid || !clock.has(event.id)) continue;
    const { cpuProfile = {}, timeDeltas = [] } = event.args.data;
    for (const node of cpuProfile.nodes ?? []) nodes.set(`${event.id}:${node.id}`, node.callFrame);
    (cpuProfile.samples ?? []).forEach((id, i) => {
      const ts = clock.get(event.id) + (timeDeltas[i] ?? 0);
      clock.set(event.id, ts);
      samples.push({ ts, frame: nodes.get(`${event.id}:${id}`) });
    });
  }
  return samples.sort((a, b) => a.ts - b.ts);
}

/**
 * The tasks of `file` that TBT counts, after the first contentful paint: each with its start (ms after
 * navigation), wall and CPU time (unthrottled), blocking time (wall ×4 less 50), what ran in it and its
 * samples; and the sums: `blocking` from wall time (Lighthouse's way), `cpuBlocking` from CPU time.
 */
export function longTasks(file) {
  const trace = JSON.parse(readFileSync(file, 'utf8'));
  const events = trace.traceEvents ?? trace;
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  const navigation =
    events
      .filter((e) => e.name === 'navigationStart' && e.pid === fcp?.pid)
      .sort((a, b) => a.ts - b.ts)
      .find((e) => e.args?.data?.isLoadingMainFrame) ?? events.find((e) => e.name === 'navigationStart');
  if (!fcp || !navigation) throw new Error(`${file}: no first contentful paint or navigation start`);
  const { pid, tid } = fcp;
  const thread = events
    .filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X')
    .sort((a, b) => a.ts - b.ts);
  const runTasks = thread.filter((e) => e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask');
  const samples = samplesOf(events, pid, tid);
  const ms = (us) => us / 1000;
  const at = (ts) => Math.round(ms(ts - navigation.ts));
  const tasks = [];
  let lastTop = -1;
  for (const task of runTasks) {
    if (task.ts <= lastTop) continue; // nested RunTask: counted with its parent
    lastTop = task.ts + task.dur;
    if (task.ts < fcp.ts || ms(task.dur) <= COUNTED_MS) continue;
    const end = task.ts + task.dur;
    const inside = thread.filter((e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end);
    const parts = new Map();
    for (const event of inside) {
      const label = describe(event);
      if (label) parts.set(label, (parts.get(label) ?? 0) + ms(event.dur ?? 0));
    }
    const self = new Map();
    const taskSamples = samples.filter((s) => s.ts >= task.ts && s.ts <= end);
    taskSamples.forEach((sample, i) => {
      const next = taskSamples[i + 1]?.ts ?? end;
      const frame = sample.frame ?? {};
      const label = `${frame.functionName || '(anonymous)'} ${short(frame.url)}:${(frame.lineNumber ?? 0) + 1}`;
      self.set(label, (self.get(label) ?? 0) + ms(next - sample.ts));
    });
    // Thread time (CPU): the wall time less what the machine's other processes took from this thread.
    const cpu = task.tdur === undefined ? null : ms(task.tdur);
    tasks.push({
      at: at(task.ts),
      wall: ms(task.dur),
      cpu,
      blocking: ms(task.dur) * SLOWDOWN - 50,
      cpuBlocking: Math.max(0, (cpu ?? ms(task.dur)) * SLOWDOWN - 50),
      parts,
      samples: self,
    });
  }
  const sum = (key) => tasks.reduce((total, task) => total + task[key], 0);
  return { fcpAt: at(fcp.ts), tasks, blocking: sum('blocking'), cpuBlocking: sum('cpuBlocking') };
}

const top = (map, n) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([label, dur]) => `${label} ${dur.toFixed(1)}`)
    .join('; ');

function print(file) {
  const { fcpAt, tasks, blocking, cpuBlocking } = longTasks(file);
  console.log(`${file}\n  FCP at ${fcpAt} ms (trace, unthrottled); tasks above ${COUNTED_MS} ms after it:`);
  for (const task of tasks) {
    const cpu = task.cpu === null ? '' : `, CPU ${task.cpu.toFixed(1)} ms`;
    console.log(
      `  at ${task.at} ms: ${task.wall.toFixed(1)} ms${cpu} (×${SLOWDOWN} ${Math.round(task.wall * SLOWDOWN)}, blocking ${Math.round(task.blocking)})`,
    );
    console.log(`    ran: ${top(task.parts, 6)}`);
    if (task.samples.size > 0) console.log(`    samples: ${top(task.samples, 6)}`);
  }
  console.log(
    `  blocking time from these tasks: ${Math.round(blocking)} ms (from their CPU time: ${Math.round(cpuBlocking)} ms)`,
  );
}

// Run as a script; imported (bench/web/lighthouse-ab.mjs), it only lends `longTasks`.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const file of process.argv.slice(2)) print(file);
}
