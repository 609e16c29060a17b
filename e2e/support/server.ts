/**
 * Starts the real server process the way `pnpm start` does: the bundled `apps/server/dist/server.cjs`
 * (built by the global set-up with apps/server/build.mjs, as `pnpm start` builds it), run by Node itself
 * in apps/server, serving the web app built for the tests, on a free port. Used once for the whole
 * run by the global set-up, and by the resilience journey, which stops and restarts its own server.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { buildServer, freePort, freePorts, startServer as startHarnessServer } from '@mj/server-harness';
import { authEmulatorHost, FIREBASE_PROJECT_ID } from './firebase';
import { logDir, webDistDir } from './paths';

export { buildServer, freePort, freePorts };

export interface ServerOptions {
  /** `memory://` for a fresh in-memory database, or a folder that survives a restart. */
  dataDir: string;
  jwtSecret: string;
  /** Keep the same port across a restart, so open pages reach the new process. */
  port?: number;
  /** File name under the log folder. */
  logName: string;
}

export interface RunningServer {
  url: string;
  port: number;
  stop(): Promise<void>;
}

/** Every child process started by the run, killed even if the runner dies before its teardown. */
const children = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of children) killGroup(child, 'SIGKILL');
});

/** Spawns a command in its own process group (npx starts children of its own). */
export function spawnLogged(
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; logFile: string },
) {
  mkdirSync(path.dirname(options.logFile), { recursive: true });
  const log = createWriteStream(options.logFile, { flags: 'a' });
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log, { end: false });
  child.stderr?.pipe(log, { end: false });
  children.add(child);
  // 'close' comes after the output streams have ended, so the log can be closed safely.
  child.once('close', (code, signal) => {
    children.delete(child);
    log.end(`\n[processus terminé : code ${code ?? '-'}, signal ${signal ?? '-'}]\n`);
  });
  return child;
}

export function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

/** Ends a process group: SIGTERM (graceful close of the server and its database), SIGKILL if it hangs. */
export async function stopProcess(child: ChildProcess, graceMs = 15_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  killGroup(child, 'SIGTERM');
  const timer = setTimeout(() => killGroup(child, 'SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

export function tail(file: string, lines = 40): string {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(pas de journal)';
  }
}

export async function startServer(options: ServerOptions): Promise<RunningServer> {
  // What `pnpm start` runs (`node dist/server.cjs` in apps/server), with this Node.
  const server = await startHarnessServer({
    run: 'bundle',
    ...(options.port === undefined ? {} : { port: options.port }),
    logFile: path.join(logDir(), options.logName),
    timeoutMs: 90_000,
    pollMs: 250,
    env: {
      DATA_DIR: options.dataDir,
      JWT_SECRET: options.jwtSecret,
      WEB_DIST_DIR: webDistDir(),
      FIREBASE_PROJECT_ID,
      FIREBASE_AUTH_EMULATOR_HOST: authEmulatorHost(),
      ACCEPT_UNSIGNED_EMULATOR_TOKENS: '1',
    },
  });
  return { url: server.origin, port: server.port, stop: () => server.stop() };
}
