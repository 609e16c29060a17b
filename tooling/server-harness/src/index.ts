/**
 * The real server as a process of its own, for everything outside the server that needs one: the
 * server's process tests, the browser journeys, the benchmarks and the stress runs. One place knows how
 * to start it (its sources through tsx, or the bundle as `pnpm start` runs it), on which port, when it
 * is ready (its health route answers), how to stop it, and how to seed it through its API.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { createServer } from 'node:net';
import path from 'node:path';

// From `__filename`: tsx defines it for an ES module importing this file, where `__dirname` is wrong.
export const REPO_ROOT = path.resolve(path.dirname(__filename), '..', '..', '..');
export const SERVER_DIR = path.join(REPO_ROOT, 'apps', 'server');

/** The Node flags the server runs with, wherever it is started (apps/server/node-flags.json). */
export const SERVER_NODE_FLAGS: readonly string[] = (
  JSON.parse(readFileSync(path.join(SERVER_DIR, 'node-flags.json'), 'utf8')) as { flags: string[] }
).flags;

/** A loopback port nobody listens on right now (the system picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** `count` distinct free ports. */
export async function freePorts(count: number): Promise<number[]> {
  const ports = new Set<number>();
  while (ports.size < count) ports.add(await freePort());
  return [...ports];
}

/** Builds the bundle when its sources changed (apps/server/build.mjs), as `pnpm start` does. */
export function buildServer(): void {
  const result = spawnSync(process.execPath, ['build.mjs'], { cwd: SERVER_DIR, stdio: 'inherit' });
  if (result.status !== 0)
    throw new Error(`La construction du serveur a échoué (code ${result.status ?? result.signal}).`);
}

export interface StartOptions {
  /**
   * `source`: `src/server.ts` through tsx, as ONE process (`node --import tsx`; the tsx CLI would run the
   * server in a child that a SIGKILL of the CLI leaves running). `bundle`: `node dist/server.cjs`, what
   * `pnpm start` runs (call `buildServer()` first).
   */
  run: 'source' | 'bundle';
  /** Environment on top of this process's (DATA_DIR or DATABASE_URL, JWT_SECRET…). */
  env?: Record<string, string>;
  /** A free one when absent; give one to restart a server where open pages still point. */
  port?: number;
  /** Where the output goes: a log file (appended), or kept in memory for the error of a failed start. */
  logFile?: string;
  /** The server's LOG_LEVEL (`warn` unless said). */
  logLevel?: string;
  /** How often the health route is asked, and for how long (defaults 100 ms, 120 s). */
  pollMs?: number;
  timeoutMs?: number;
}

export interface RunningServer {
  child: ChildProcess;
  port: number;
  /** `http://127.0.0.1:port`. */
  origin: string;
  /** `http://127.0.0.1:port/api`. */
  api: string;
  /** Milliseconds from the spawn to the first healthy answer. */
  readyMs: number;
  /** The last output kept in memory (when no log file was given). */
  output(): string;
  /** SIGTERM (the server closes its streams and its database), SIGKILL after `graceMs`. */
  stop(graceMs?: number): Promise<void>;
  /** SIGKILL, as a crash would: resolves once the process is gone. */
  kill(): Promise<void>;
}

const gone = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

/** Every server started here, killed if this process exits first (a test runner that dies). */
const children = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of children) if (!gone(child)) child.kill('SIGKILL');
});

function exited(child: ChildProcess): Promise<void> {
  return gone(child) ? Promise.resolve() : new Promise((resolve) => child.once('exit', () => resolve()));
}

/** SIGKILL, as a crash would: resolves once the process is gone, its output pipes closed. */
export async function killHard(child: ChildProcess): Promise<void> {
  if (!gone(child)) child.kill('SIGKILL');
  await exited(child);
  child.stdout?.destroy();
  child.stderr?.destroy();
}

/**
 * One GET of the health route on a connection of its own (no keep-alive pool): nothing stays open to a
 * server about to be killed, nor keeps a test runner from exiting.
 */
function healthStatus(origin: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = httpGet(`${origin}/api/health`, { agent: false }, (response) => {
      response.resume();
      response.once('end', () => resolve(response.statusCode ?? 0));
      response.once('error', reject);
    });
    request.once('error', reject);
  });
}

/** Polls `GET {origin}/api/health` until it answers 200; fails if the process ends first. */
export async function waitForHealth(
  origin: string,
  child?: ChildProcess,
  { pollMs = 100, timeoutMs = 120_000 }: { pollMs?: number; timeoutMs?: number } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && gone(child))
      throw new Error(`processus arrêté (code ${child.exitCode ?? '-'}, signal ${child.signalCode ?? '-'})`);
    try {
      if ((await healthStatus(origin)) === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  throw new Error(`pas de réponse de /api/health en ${timeoutMs / 1000} s`);
}

/**
 * Spawns the server; `ready` resolves once it answers its health route (and kills it if it never does).
 * The child is there at once, for a caller that may kill it during its start (the crash loop does).
 */
export async function spawnServer(
  options: StartOptions,
): Promise<{ child: ChildProcess; ready: Promise<RunningServer> }> {
  const port = options.port ?? (await freePort());
  const origin = `http://127.0.0.1:${port}`;
  // BENCH_SERVER_NODE_ARGS: Node flags for the servers only, e.g. `--require <abs>/bench/server/cpu-profile.cjs`
  // to see where a bench's server time goes (profiles every 15 s in MJ_CPU_PROFILE_DIR).
  const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const args = [
    // The flags `pnpm start` runs the server with; a bench's own come after, so they win.
    ...SERVER_NODE_FLAGS,
    ...nodeArgs,
    ...(options.run === 'source' ? ['--import', 'tsx', 'src/server.ts'] : ['dist/server.cjs']),
  ];
  const started = Date.now();
  const child = spawn(process.execPath, args, {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: options.logLevel ?? 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  let output = '';
  if (options.logFile) {
    mkdirSync(path.dirname(options.logFile), { recursive: true });
    const log = createWriteStream(options.logFile, { flags: 'a' });
    child.stdout?.pipe(log, { end: false });
    child.stderr?.pipe(log, { end: false });
    child.once('close', (code, signal) =>
      log.end(`\n[processus terminé : code ${code ?? '-'}, signal ${signal ?? '-'}]\n`),
    );
  } else {
    const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000));
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
  }
  const kill = () => killHard(child);
  const stop = async (graceMs = 15_000) => {
    if (gone(child)) return;
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.kill('SIGTERM');
    await exited(child);
    clearTimeout(timer);
  };
  const ready = waitForHealth(origin, child, options).then(
    (): RunningServer => ({
      child,
      port,
      origin,
      api: `${origin}/api`,
      readyMs: Date.now() - started,
      output: () => output,
      stop,
      kill,
    }),
    async (error: unknown) => {
      await kill();
      const where = options.logFile ? `Journal : ${options.logFile}` : output;
      throw new Error(`Le serveur n’a pas démarré (${(error as Error).message}).\n${where}`);
    },
  );
  return { child, ready };
}

/** Starts the server and resolves once it answers its health route. */
export async function startServer(options: StartOptions): Promise<RunningServer> {
  return (await spawnServer(options)).ready;
}

/** One JSON call to the API; a refusal throws with its status and body. */
export async function apiCall<T = unknown>(
  api: string,
  method: string,
  route: string,
  { token, json }: { token?: string; json?: unknown } = {},
): Promise<T> {
  const response = await fetch(`${api}${route}`, {
    method,
    headers: {
      ...(json === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(json === undefined ? {} : { body: JSON.stringify(json) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${route} : ${response.status} ${text.slice(0, 200)}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

export interface SeededPlayer {
  user_id: string;
  pseudo: string;
  email?: string;
  token: string;
}

/** Registers `count` players (pseudo `prefix` + a random suffix) and returns their sessions. */
export async function registerPlayers(
  api: string,
  count: number,
  { prefix = 'joueur', password = 'motdepasse-banc' }: { prefix?: string; password?: string } = {},
): Promise<SeededPlayer[]> {
  const players: SeededPlayer[] = [];
  for (let i = 0; i < count; i += 1) {
    const pseudo = `${prefix}${i}-${Math.random().toString(36).slice(2, 8)}`;
    players.push(await apiCall<SeededPlayer>(api, 'POST', '/users/register', { json: { pseudo, password } }));
  }
  return players;
}
