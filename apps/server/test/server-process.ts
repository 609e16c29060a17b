/** The real server (`src/server.ts`) as a separate process, for tests that need one. */
import { spawn, type ChildProcess } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import path from 'node:path';

const SERVER_DIR = path.resolve(__dirname, '..');

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface Reply {
  status: number;
  body: Record<string, unknown>;
  text: string;
}

/** One HTTP request on its own connection (no keep-alive socket outlives the test). */
export function send(url: string, method: string, body?: unknown, token?: string): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = httpRequest(
      url,
      {
        method,
        agent: false,
        headers: {
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, text, body: text ? JSON.parse(text) : {} }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

export interface RunningServer {
  child: ChildProcess;
  base: string;
}

/** `src/server.ts` in its own process on `port`, with `env` on top of this one's; resolves once healthy. */
export async function startServer(port: number, env: Record<string, string>): Promise<RunningServer> {
  // One process: the tsx CLI would run the server in a child that survives a SIGKILL of the CLI.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const base = `http://127.0.0.1:${port}/api`;
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`le serveur s’est arrêté (${child.exitCode}) : ${stderr}`);
    try {
      if ((await send(`${base}/health`, 'GET')).status === 200) return { child, base };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`le serveur n’a pas démarré : ${stderr}`);
}

export function killed(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      child.stderr?.destroy();
      resolve();
    };
    if (child.exitCode !== null || child.signalCode !== null) return done();
    child.once('exit', done);
    child.kill('SIGKILL');
  });
}
