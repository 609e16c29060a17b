/**
 * The crash loop: the real server process takes a stream of round posts and is killed with SIGKILL at a
 * random moment (while starting and opening the database, in the middle of the stream, or right after
 * an acknowledgement), then started again on the same database; on PostgreSQL every third cycle also
 * crashes the database server (immediate stop, recovery from its write-ahead log). After every restart:
 * every acknowledged round is there as acknowledged, at most the one in flight was added, the client's
 * retry of that round with its Idempotency-Key records it exactly once, and the game is the replay of
 * its rounds.
 */
import { expect } from '@jest/globals';
import { replayGame } from '@mj/domain';
import { median } from '@mj/server/testing/hardening/timing';
import { killHard, spawnServer, type RunningServer } from '@mj/server-harness';

/**
 * The server from its sources, its startup logged (LOG_LEVEL info): the loop kills it at any moment,
 * during its start included.
 */
const startRunningServer = (env: Record<string, string>) =>
  spawnServer({ run: 'source', env, logLevel: 'info', timeoutMs: 120_000 });

export interface CrashTarget {
  name: string;
  /** Environment of the server process (DATA_DIR or DATABASE_URL). */
  env: Record<string, string>;
  /** Crashes and restarts the database server itself (PostgreSQL), between two server processes. */
  crashDatabase?: () => void;
}

export interface CrashFigures {
  cycles: number;
  killedWhileStarting: number;
  killedMidStream: number;
  killedRightAfterAck: number;
  databaseCrashes: number;
  acknowledgedRounds: number;
  lostRounds: number;
  inFlightFoundCommitted: number;
  inFlightNotCommitted: number;
  duplicatedByRetry: number;
  restartMedianMs: number;
  restartMaxMs: number;
}

interface Entry {
  index: number;
  tour: unknown;
}

interface Table {
  ids: string[];
  tokens: string[];
  gameId: string;
}

const random = (max: number) => Math.floor(Math.random() * max);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** East stays dealer for ever (always tenpai), so the game never ends; tenpai and riichi vary. */
function roundFor(ids: string[], index: number) {
  const tenpai = ids.filter((_, seat) => seat === 0 || (index >> seat) & 1);
  return { type_victoire: 'tenpai', gagnant: [], perdant: null, han: {}, fu: {}, tenpai, riichi_players: index % 7 === 0 ? tenpai.slice(0, 1) : [] };
}

async function request(api: string, method: string, path: string, token?: string, body?: unknown, key?: string) {
  const response = await fetch(`${api}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(key ? { 'idempotency-key': key } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function setUpTable(api: string): Promise<Table> {
  const ids: string[] = [];
  const tokens: string[] = [];
  for (let seat = 0; seat < 4; seat += 1) {
    const answer = await request(api, 'POST', '/users/register', undefined, { pseudo: `crash${seat}-${Date.now() % 1e6}`, password: 'motdepasse' });
    expect(answer.status).toBe(201);
    ids.push(answer.body.user_id as string);
    tokens.push(answer.body.token as string);
  }
  const game = await request(api, 'POST', '/parties/', tokens[0], { joueurs: ids });
  expect(game.status).toBe(201);
  return { ids, tokens, gameId: game.body.id as string };
}

/** The client's view: what it was told, and the round it was sending when the server died. */
interface Client {
  acknowledged: Entry[];
  inFlight: { index: number; key: string } | null;
}

/** After a restart: nothing acknowledged lost, the in-flight round retried once, the game = its replay. */
async function verifyAfterRestart(api: string, table: Table, client: Client, figures: CrashFigures) {
  const token = table.tokens[0];
  const stored = (await request(api, 'GET', `/parties/tours/${table.gameId}/tours?compact=true`, token)).body.tours as Entry[];
  const kept = stored.slice(0, client.acknowledged.length);
  figures.lostRounds += client.acknowledged.length - kept.length;
  expect(kept).toEqual(client.acknowledged);
  const extra = stored.length - client.acknowledged.length;
  expect(extra === 0 || (extra === 1 && client.inFlight !== null)).toBe(true);
  if (client.inFlight) {
    const { index, key } = client.inFlight;
    // The client never got an answer: it sends the same round again, with the same key and index.
    const retry = await request(api, 'POST', `/parties/tours/${table.gameId}`, table.tokens[index % 4], { ...roundFor(table.ids, index), index }, key);
    expect(retry.status).toBe(201);
    if (extra === 1) {
      figures.inFlightFoundCommitted += 1;
      expect(retry.body.entry).toEqual(stored[index]);
    } else {
      figures.inFlightNotCommitted += 1;
    }
    client.acknowledged.push(retry.body.entry as Entry);
    client.inFlight = null;
  }
  const game = (await request(api, 'GET', `/parties/${table.gameId}`, token)).body;
  if (game.nb_tours !== client.acknowledged.length) figures.duplicatedByRetry += 1;
  expect(game.nb_tours).toBe(client.acknowledged.length);
  const replay = replayGame(table.ids, client.acknowledged.map((entry) => entry.tour));
  if (!replay.ok) throw new Error(replay.error);
  expect({ scores: game.scores, riichi_stack: game.riichi_stack, dealer_stack: game.dealer_stack }).toEqual({
    scores: replay.state.scores,
    riichi_stack: replay.state.riichi_stack,
    dealer_stack: replay.state.dealer_stack,
  });
}

/** Posts rounds one after the other until the server dies (or `stopAfterAcks` answers came back). */
async function stream(server: RunningServer, table: Table, client: Client, stopAfterAcks: number | null): Promise<void> {
  for (let acks = 0; ; ) {
    const index = client.acknowledged.length;
    const key = `tour-${index}-${random(1e9)}`;
    client.inFlight = { index, key };
    let answer;
    try {
      answer = await request(server.api, 'POST', `/parties/tours/${table.gameId}`, table.tokens[index % 4], { ...roundFor(table.ids, index), index }, key);
    } catch {
      return; // the server died with this round in flight
    }
    expect(answer.status).toBe(201);
    client.acknowledged.push(answer.body.entry as Entry);
    client.inFlight = null;
    acks += 1;
    if (stopAfterAcks !== null && acks >= stopAfterAcks) return killHard(server.child);
  }
}

export async function crashLoop(target: CrashTarget, cycles: number): Promise<CrashFigures> {
  const figures: CrashFigures = {
    cycles,
    killedWhileStarting: 0,
    killedMidStream: 0,
    killedRightAfterAck: 0,
    databaseCrashes: 0,
    acknowledgedRounds: 0,
    lostRounds: 0,
    inFlightFoundCommitted: 0,
    inFlightNotCommitted: 0,
    duplicatedByRetry: 0,
    restartMedianMs: 0,
    restartMaxMs: 0,
  };
  const restarts: number[] = [];
  const client: Client = { acknowledged: [], inFlight: null };
  const first = await startRunningServer(target.env);
  const setUp = await first.ready;
  const table = await setUpTable(setUp.api);
  await killHard(setUp.child);

  for (let cycle = 0; cycle < cycles; cycle += 1) {
    const moment = (['starting', 'stream', 'stream', 'ack'] as const)[random(4)];
    const { child, ready } = await startRunningServer(target.env);
    if (moment === 'starting') {
      // Killed while it opens the database and checks its migrations (or just after).
      ready.catch(() => undefined);
      await sleep(random(2500));
      await killHard(child);
      figures.killedWhileStarting += 1;
    } else {
      const server = await ready;
      restarts.push(server.readyMs);
      await verifyAfterRestart(server.api, table, client, figures);
      if (moment === 'ack') {
        figures.killedRightAfterAck += 1;
        await stream(server, table, client, 1 + random(20));
      } else {
        figures.killedMidStream += 1;
        const kill = sleep(50 + random(1500)).then(() => killHard(child));
        await Promise.all([stream(server, table, client, null), kill]);
      }
    }
    if (target.crashDatabase && cycle % 3 === 2) {
      target.crashDatabase();
      figures.databaseCrashes += 1;
    }
  }

  const last = await (await startRunningServer(target.env)).ready;
  restarts.push(last.readyMs);
  await verifyAfterRestart(last.api, table, client, figures);
  await killHard(last.child);
  figures.acknowledgedRounds = client.acknowledged.length;
  figures.restartMedianMs = Math.round(median(restarts));
  figures.restartMaxMs = Math.max(...restarts);
  return figures;
}
