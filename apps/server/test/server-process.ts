/** The real server (`src/server.ts`) as a separate process, for tests that need one (@mj/server-harness). */
import type { ChildProcess } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { freePort, killHard, startServer as startHarnessServer } from '@mj/server-harness';

/** SIGKILL, then wait until the process is gone. */
export { freePort, killHard as killed };

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
  const server = await startHarnessServer({ run: 'source', port, env, timeoutMs: 90_000 });
  return { child: server.child, base: server.api };
}
