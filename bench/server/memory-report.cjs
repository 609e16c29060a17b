/**
 * Preloaded into a server process by the tournament bench (BENCH_TOURNAMENT_MEMORY=1, through
 * NODE_OPTIONS=--require): on SIGUSR2, appends to `$MJ_MEMORY_REPORT_DIR/<pid>.jsonl` the process's
 * `process.memoryUsage()` and its young generation's size as they are (the heap V8 has committed, young
 * generation's garbage included), then again after a full garbage collection (what the open streams
 * really hold). Never loaded by the app.
 */
const { appendFileSync } = require('node:fs');
const path = require('node:path');
const v8 = require('node:v8');
const vm = require('node:vm');

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc');
const file = path.join(process.env.MJ_MEMORY_REPORT_DIR ?? '.', `${process.pid}.jsonl`);

/** Node's figures, and the young generation V8 has committed (its semi-spaces grow under a burst). */
const usage = () => ({
  ...process.memoryUsage(),
  youngGeneration: v8
    .getHeapSpaceStatistics()
    .filter((space) => space.space_name.startsWith('new_'))
    .reduce((sum, space) => sum + space.space_size, 0),
});

process.on('SIGUSR2', () => {
  const asIs = usage();
  gc();
  const collected = usage();
  appendFileSync(file, `${JSON.stringify({ asIs, collected })}\n`);
});
