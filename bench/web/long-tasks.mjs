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

function analyse(file) {
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
  const tasks = thread.filter((e) => e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask');
  const samples = samplesOf(events, pid, tid);
  const ms = (us) => us / 1000;
  const at = (ts) => Math.round(ms(ts - navigation.ts));
  console.log(
    `${file}\n  FCP at ${at(fcp.ts)} ms (trace, unthrottled); tasks above ${COUNTED_MS} ms after it:`,
  );
  let total = 0;
  let cpuTotal = 0;
  let lastTop = -1;
  for (const task of tasks) {
    if (task.ts <= lastTop) continue; // nested RunTask: counted with its parent
    lastTop = task.ts + task.dur;
    if (task.ts < fcp.ts || ms(task.dur) <= COUNTED_MS) continue;
    const blocking = ms(task.dur) * SLOWDOWN - 50;
    total += blocking;
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
    const top = (map, n) =>
      [...map]
        .sort((a, b) => b[1] - a[1])
        .slice(0, n)
        .map(([label, dur]) => `${label} ${dur.toFixed(1)}`)
        .join('; ');
    // Thread time (CPU): the wall time less what the machine's other processes took from this thread.
    const cpu = task.tdur === undefined ? '' : `, CPU ${ms(task.tdur).toFixed(1)} ms`;
    cpuTotal += Math.max(0, ms(task.tdur ?? task.dur) * SLOWDOWN - 50);
    console.log(
      `  at ${at(task.ts)} ms: ${ms(task.dur).toFixed(1)} ms${cpu} (×${SLOWDOWN} ${Math.round(ms(task.dur) * SLOWDOWN)}, blocking ${Math.round(blocking)})`,
    );
    console.log(`    ran: ${top(parts, 6)}`);
    if (self.size > 0) console.log(`    samples: ${top(self, 6)}`);
  }
  console.log(
    `  blocking time from these tasks: ${Math.round(total)} ms (from their CPU time: ${Math.round(cpuTotal)} ms)`,
  );
}

for (const file of process.argv.slice(2)) analyse(file);
