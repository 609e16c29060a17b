/**
 * Where a bench's server time goes: preloaded into each server by
 * `BENCH_SERVER_NODE_ARGS="--require bench/server/cpu-profile.cjs"` (an absolute path), it writes the
 * main thread's CPU profile every 15 s to `$MJ_CPU_PROFILE_DIR/<pid>-<n>.cpuprofile` (Chrome DevTools
 * opens them), so a window such as a reconnect storm can be read on its own. Never loaded by the app.
 *
 * `--cpu-prof` writes only at a clean exit, which a bench's server does not always reach; and a preload
 * runs in the module loader's thread as well (`--import tsx`), whose idle profile must not take the
 * main thread's file name.
 */
const { isMainThread } = require('node:worker_threads');

if (isMainThread) {
  const { Session } = require('node:inspector');
  const { mkdirSync, writeFileSync } = require('node:fs');
  const path = require('node:path');
  const dir = process.env.MJ_CPU_PROFILE_DIR ?? 'profils-cpu';
  mkdirSync(dir, { recursive: true });
  const session = new Session();
  session.connect();
  session.post('Profiler.enable');
  session.post('Profiler.setSamplingInterval', { interval: 1000 });
  session.post('Profiler.start');
  let window = 0;
  setInterval(() => {
    session.post('Profiler.stop', (error, result) => {
      const name = `${process.pid}-${String(window++).padStart(2, '0')}.cpuprofile`;
      if (!error) writeFileSync(path.join(dir, name), JSON.stringify(result.profile));
      session.post('Profiler.start');
    });
  }, 15_000).unref();
}
