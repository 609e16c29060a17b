/**
 * The server side of the API benchmark, in its own process (forked by api.bench.ts) so that the load
 * generator never shares the server's event loop: the real app (buildApp) and the floor app on the same
 * database, listening on loopback ports, seeded through the app's own routes. Answers the parent's
 * messages: `cpu` (this process's CPU time, to report CPU per request) and `stop`.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '@mj/server';
import { DEFAULT_RATE_LIMITS, type RateLimits } from '@mj/server/rate-limit';
import { floorApp, requireFromServer } from './floor-app';
import { gameScript, type RoundPayload } from './round-stream';

export interface TargetOptions {
  database: BuildAppOptions;
  /** Games to create for each of the two posting runs (app and floor). */
  gamesPerRun: number;
}

export interface TargetReady {
  base: string;
  floorBase: string;
  userId: string;
  token: string;
  readGame: string;
  script: RoundPayload[];
  appGames: string[];
  floorGames: string[];
  queries: { get: number; getFloor: number; post: number; postFloor: number };
}

function address(server: FastifyInstance): string {
  const info = server.server.address();
  if (!info || typeof info === 'string') throw new Error('not listening');
  return `http://127.0.0.1:${info.port}`;
}

async function call(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  url: string,
  headers: Record<string, string>,
  payload?: object,
): Promise<Record<string, unknown>> {
  const response = await app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  if (response.statusCode >= 300)
    throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
  return response.json();
}

/** Counts the SQL statements the app sends (drizzle's query logger, on the app's own session). */
function queryCounter(app: FastifyInstance): () => number {
  const { session } = app.database.db as unknown as {
    session: { logger: unknown; options: { logger?: unknown } };
  };
  let count = 0;
  const logger = { logQuery: () => (count += 1) };
  session.logger = logger;
  session.options.logger = logger;
  return () => count;
}

async function statements(counter: () => number, send: () => Promise<unknown>): Promise<number> {
  const before = counter();
  await send();
  return counter() - before;
}

/**
 * The limiter counts every request as in production, but with limits no run reaches: the load comes from
 * one user at one address, which production's limits would answer with 429 after a few hundred requests.
 */
const UNREACHED_RATE_LIMITS = Object.fromEntries(
  Object.keys(DEFAULT_RATE_LIMITS).map((bucket) => [bucket, Number.MAX_SAFE_INTEGER]),
) as unknown as RateLimits;

/**
 * Production's logger (server.ts: pino at LOG_LEVEL, `info` by default, one JSON line per request and
 * per answer, no pretty printing), written to /dev/null instead of the service's stdout.
 */
function productionLogger() {
  const pino = requireFromServer('pino') as {
    destination(options: { dest: string; sync: boolean }): NodeJS.WritableStream;
  };
  return { level: 'info', stream: pino.destination({ dest: '/dev/null', sync: true }) };
}

async function start(options: TargetOptions): Promise<{ ready: TargetReady; close: () => Promise<void> }> {
  const app = await buildApp({
    ...options.database,
    jwtSecret: randomBytes(32).toString('base64url'),
    rateLimits: UNREACHED_RATE_LIMITS,
    logger: productionLogger(),
  });
  const floor = floorApp(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  await floor.listen({ port: 0, host: '127.0.0.1' });

  const users: Array<{ id: string; token: string }> = [];
  for (let i = 0; i < 4; i += 1) {
    const pseudo = `bench${i}${randomBytes(3).toString('hex')}`;
    const body = await call(
      app,
      'POST',
      '/api/users/register',
      {},
      { pseudo, password: 'motdepasse-de-bench' },
    );
    users.push({ id: body.user_id as string, token: body.token as string });
  }
  const owner = users[0]!;
  const auth = { authorization: `Bearer ${owner.token}` };
  const asUser = { 'x-user': owner.id };
  const joueurs = users.map((user) => user.id);
  const script = gameScript(joueurs);
  const createGames = async (count: number) => {
    const ids: string[] = [];
    for (let i = 0; i < count; i += 1)
      ids.push((await call(app, 'POST', '/api/parties/', auth, { joueurs })).id as string);
    return ids;
  };

  const [readGame, probe] = await createGames(2);
  for (let index = 0; index < 12; index += 1) {
    await call(app, 'POST', `/api/parties/tours/${readGame}`, auth, { ...script[index], index });
  }
  const counter = queryCounter(app);
  const queries = {
    get: await statements(counter, () => call(app, 'GET', `/api/parties/${readGame}`, auth)),
    getFloor: await statements(counter, () => call(floor, 'GET', `/floor/parties/${readGame}`, asUser)),
    post: await statements(counter, () =>
      call(
        app,
        'POST',
        `/api/parties/tours/${probe}`,
        { ...auth, 'idempotency-key': 'p0' },
        { ...script[0], index: 0 },
      ),
    ),
    postFloor: await statements(counter, () =>
      call(
        floor,
        'POST',
        `/floor/parties/tours/${probe}`,
        { ...asUser, 'idempotency-key': 'p1' },
        { ...script[1] },
      ),
    ),
  };
  const appGames = await createGames(options.gamesPerRun);
  // The floor posts twice: with the user read, and without it (api.bench.ts).
  const floorGames = await createGames(options.gamesPerRun * 2);
  return {
    ready: {
      base: address(app),
      floorBase: address(floor),
      userId: owner.id,
      token: owner.token,
      readGame: readGame!,
      script,
      appGames,
      floorGames,
      queries,
    },
    close: async () => {
      await floor.close();
      await app.close();
    },
  };
}

type Message = { type: 'start'; options: TargetOptions } | { type: 'cpu' } | { type: 'stop' };

let running: { close: () => Promise<void> } | undefined;

process.on('message', (message: Message) => {
  const send = (reply: object) => process.send?.(reply);
  if (message.type === 'start') {
    start(message.options).then(
      (target) => {
        running = target;
        send({ type: 'ready', ready: target.ready });
      },
      (error: unknown) => send({ type: 'error', error: String((error as Error).stack ?? error) }),
    );
  } else if (message.type === 'cpu') {
    const { user, system } = process.cpuUsage();
    send({ type: 'cpu', microseconds: user + system });
  } else if (message.type === 'stop') {
    void (running?.close() ?? Promise.resolve()).finally(() => process.exit(0));
  }
});
