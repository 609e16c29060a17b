/**
 * The real server process, as `pnpm start` runs it (src/server.ts), but as ONE process: `node --import
 * tsx` rather than the tsx CLI, which runs the server in a child process that a SIGKILL of the CLI
 * leaves running. The port is the one the server reports (PORT=0: the system picks a free one).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export const SERVER_DIR = path.resolve(__dirname, '..', '..', 'apps', 'server');
const STARTUP_TIMEOUT_MS = 120_000;

export interface ServerProcess {
  child: ChildProcess;
  /** `http://127.0.0.1:port/api`. */
  api: string;
  /** Milliseconds from spawn to the first healthy answer. */
  startupMs: number;
}

/** Spawns the server; resolves once it listens and /api/health answers. */
export function startServerProcess(env: Record<string, string>): { child: ChildProcess; ready: Promise<ServerProcess> } {
  const started = Date.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: SERVER_DIR,
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const ready = new Promise<ServerProcess>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`le serveur n’a pas démarré en ${STARTUP_TIMEOUT_MS / 1000} s :\n${output.slice(-2000)}`)), STARTUP_TIMEOUT_MS);
    const onData = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-20_000);
      const address = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
      if (!address) return;
      child.stdout?.off('data', onData);
      child.stdout?.resume();
      waitForHealth(`${address}/api`).then(
        () => {
          clearTimeout(timer);
          resolve({ child, api: `${address}/api`, startupMs: Date.now() - started });
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-20_000);
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`le serveur s’est arrêté (code ${code ?? '-'}, signal ${signal ?? '-'}) :\n${output.slice(-2000)}`));
    });
  });
  return { child, ready };
}

async function waitForHealth(api: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(`${api}/health`)).ok) return;
    } catch {
      // not answering yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('/api/health ne répond pas');
}

/** SIGKILL, then wait until the process is really gone. */
export function killHard(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}
