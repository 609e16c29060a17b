/**
 * Open live streams are capped (plugins/live.ts): per signed-in user and per address for the public
 * screen (no session), over every process, and per process, with a share of the process's places kept
 * for tournaments' own streams; beyond a cap the request gets a French 429 with Retry-After and no
 * stream. Before the caps, one address opened 2 030 streams in 4 s with 7 accounts; before the kept
 * share, 320 accounts filled a process and the room's wall screen got 429; before the counts in the
 * database, a user held 16 streams on each process.
 */
import { get } from 'node:http';
import { afterEach, describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_STREAM_LIMITS } from '../../src/config';
import { openStreams } from '../../src/db/schema';
import { LEASE_SECONDS, StreamPlaces } from '../../src/events/stream-places';
import {
  backends,
  buildTestApp,
  call,
  createTournament,
  freshPostgresDatabase,
  registerUser,
  registerUsers,
  type Backend,
  type TestUser,
} from '../helper';
import { baseUrl, openStream, type OpenedStream } from '../live';

const PER_USER =
  'Trop de mises à jour en direct ouvertes : ferme des onglets ou des écrans, puis réessaie dans un instant.';
const PER_PROCESS = 'Le serveur suit trop de mises à jour en direct : réessaie dans un instant.';

const opened: OpenedStream[] = [];
afterEach(() => {
  for (const stream of opened.splice(0)) stream.close();
});

async function open(app: FastifyInstance, path: string, user?: TestUser): Promise<OpenedStream> {
  const stream = await openStream(app, path, user);
  opened.push(stream);
  return stream;
}

/**
 * A refused stream: its status, French detail and Retry-After. On a connection of its own that ends with
 * the answer (fetch would keep it open for reuse, and the app's close would wait for it).
 */
async function refusal(app: FastifyInstance, path: string, user?: TestUser) {
  const url = new URL(path, await baseUrl(app));
  return new Promise<{ status: number | undefined; body: unknown; retryAfter: unknown }>(
    (resolve, reject) => {
      const request = get(url, { agent: false, headers: user ? user.headers : {} }, (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode,
            body: JSON.parse(text) as unknown,
            retryAfter: response.headers['retry-after'] ?? null,
          }),
        );
      });
      request.on('error', reject);
    },
  );
}

/** Waits until the server has seen `count` streams close (a client's abort reaches it a moment later). */
async function openOnServer(app: FastifyInstance, count: number): Promise<void> {
  for (let i = 0; i < 200 && app.openStreams() !== count; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  expect(app.openStreams()).toBe(count);
}

async function tournamentWithScreen(app: FastifyInstance) {
  const admin = await registerUser(app);
  const players = await registerUsers(app, 4, 'flux');
  const id = await createTournament(app, admin, { joueurs: players.map((player) => player.id) });
  const screen = await call(app, admin, { method: 'POST', url: `/api/tournois/${id}/ecran` });
  expect(screen.statusCode).toBe(201);
  return { admin, players, id, jeton: screen.json<{ jeton: string }>().jeton };
}

describe.each(backends)('open live streams (%s)', (backend: Backend) => {
  it(`hold one user at ${DEFAULT_STREAM_LIMITS.perUser} (the default), however many more they ask for`, async () => {
    const app = await buildTestApp({ backend });
    const { players, id } = await tournamentWithScreen(app);
    const [alice, bruno] = players as [TestUser, TestUser];
    const path = `/api/tournois/${id}/evenements`;
    const statuses: number[] = [];
    for (let i = 0; i < DEFAULT_STREAM_LIMITS.perUser; i += 1)
      statuses.push((await open(app, path, alice)).status);
    expect(new Set(statuses)).toEqual(new Set([200]));
    const refused = [];
    for (let i = 0; i < 4; i += 1) refused.push(await refusal(app, path, alice));
    expect(refused).toEqual(Array(4).fill({ status: 429, body: { detail: PER_USER }, retryAfter: '30' }));
    await openOnServer(app, DEFAULT_STREAM_LIMITS.perUser);
    // Another player of the same room is not held by Alice's cap.
    expect((await open(app, path, bruno)).status).toBe(200);
    // A stream that ends gives its place back.
    opened[0]!.close();
    await openOnServer(app, DEFAULT_STREAM_LIMITS.perUser);
    expect((await open(app, path, alice)).status).toBe(200);
  });

  it('hold public screens per address, and the whole process at its cap', async () => {
    // 10 places: 8 for any stream, 2 kept for tournaments that hold fewer than 1 stream here.
    const app = await buildTestApp({
      backend,
      streamLimits: { perProcess: 10, perUser: 3, screensPerAddress: 2 },
    });
    const { players, id, jeton } = await tournamentWithScreen(app);
    const [alice, bruno, carole] = players as [TestUser, TestUser, TestUser];
    const screen = `/api/public/ecrans/${jeton}/evenements`;
    const tournament = `/api/tournois/${id}/evenements`;
    expect([(await open(app, screen)).status, (await open(app, screen)).status]).toEqual([200, 200]);
    expect(await refusal(app, screen)).toEqual({ status: 429, body: { detail: PER_USER }, retryAfter: '30' });
    for (const user of [alice, bruno]) {
      for (let i = 0; i < 3; i += 1) expect((await open(app, tournament, user)).status).toBe(200);
    }
    await openOnServer(app, 8);
    expect(await refusal(app, tournament, carole)).toEqual({
      status: 429,
      body: { detail: PER_PROCESS },
      retryAfter: '30',
    });
  });

  it('keep places for a room whose process the accounts of another tournament filled', async () => {
    // 20 places: 16 for any stream, 4 kept for tournaments that hold fewer than 2 streams here.
    const app = await buildTestApp({
      backend,
      streamLimits: { perProcess: 20, perUser: 4, screensPerAddress: 2 },
    });
    const outsiders = await registerUsers(app, 5, 'dehors');
    const theirs = await createTournament(app, outsiders[0]!, { joueurs: outsiders.map((user) => user.id) });
    for (const user of outsiders.slice(0, 4)) {
      for (let i = 0; i < 4; i += 1) {
        expect((await open(app, `/api/tournois/${theirs}/evenements`, user)).status).toBe(200);
      }
    }
    await openOnServer(app, 16);
    // Their tournament already holds 16 streams here: the kept places are not theirs.
    expect(await refusal(app, `/api/tournois/${theirs}/evenements`, outsiders[4])).toEqual({
      status: 429,
      body: { detail: PER_PROCESS },
      retryAfter: '30',
    });
    // The room's wall screen and a player's page still open.
    const room = await tournamentWithScreen(app);
    expect((await open(app, `/api/public/ecrans/${room.jeton}/evenements`)).status).toBe(200);
    expect((await open(app, `/api/tournois/${room.id}/evenements`, room.players[0])).status).toBe(200);
    // Half of the kept places is as much as one tournament takes.
    expect(await refusal(app, `/api/tournois/${room.id}/evenements`, room.players[1])).toEqual({
      status: 429,
      body: { detail: PER_PROCESS },
      retryAfter: '30',
    });
  });

  it('forget the places of a process that stopped refreshing them, once their lease is over', async () => {
    const app = await buildTestApp({ backend });
    const { db } = app.database;
    const stopped = new StreamPlaces(db);
    const running = new StreamPlaces(db);
    expect(await stopped.take('utilisateur:u1', 1)).toBe(true);
    expect(await running.take('utilisateur:u1', 1)).toBe(false);
    const age = (seconds: number) =>
      db.execute(
        sql`update flux_ouverts set vu_le = now() - make_interval(secs => ${seconds}) where processus = ${stopped.process}`,
      );
    await age(LEASE_SECONDS - 5);
    expect(await running.take('utilisateur:u1', 1)).toBe(false);
    await age(LEASE_SECONDS + 1);
    expect(await running.take('utilisateur:u1', 1)).toBe(true);
    await running.forgetStopped();
    const left = await db.select({ process: openStreams.process }).from(openStreams);
    expect(left.map((row) => row.process)).toEqual([running.process]);
  });

  it('count the places asked together in one call, in the order asked, a place given back first', async () => {
    const app = await buildTestApp({ backend });
    const places = new StreamPlaces(app.database.db);
    // Asked in the same turn: one call, granted in order while the holder has room.
    const asked = ['utilisateur:u1', 'utilisateur:u1', 'utilisateur:u2', 'utilisateur:u1'].map((holder) =>
      places.take(holder, 2),
    );
    expect(await Promise.all(asked)).toEqual([true, true, true, false]);
    // A page that reconnects in the turn its stream closed finds the place the closed stream held.
    const [, back] = await Promise.all([places.give('utilisateur:u1'), places.take('utilisateur:u1', 2)]);
    expect(back).toBe(true);
    expect(await places.take('utilisateur:u1', 2)).toBe(false);
    await Promise.all([places.give('utilisateur:u2'), places.give('utilisateur:u1')]);
    const rows = await app.database.db
      .select({ holder: openStreams.holder, count: openStreams.count })
      .from(openStreams);
    // u2's row is gone with its last place; u1 holds the one left.
    expect(rows).toEqual([{ holder: 'utilisateur:u1', count: 1 }]);
  });
});

// Two app instances on one PostgreSQL database: a load balancer may send each stream anywhere.
if (backends.includes('postgres')) {
  describe('open live streams over two processes (postgres)', () => {
    it('hold a user and a screen address at their caps whichever process holds the streams', async () => {
      const databaseUrl = await freshPostgresDatabase();
      const streamLimits = { perProcess: 100, perUser: 2, screensPerAddress: 2 };
      const here = await buildTestApp({ databaseUrl, streamLimits });
      const there = await buildTestApp({ databaseUrl, streamLimits });
      const { players, id, jeton } = await tournamentWithScreen(here);
      const alice = players[0]!;
      const tournament = `/api/tournois/${id}/evenements`;
      const screen = `/api/public/ecrans/${jeton}/evenements`;
      const mine = await open(here, tournament, alice);
      expect([mine.status, (await open(there, tournament, alice)).status]).toEqual([200, 200]);
      const full = { status: 429, body: { detail: PER_USER }, retryAfter: '30' };
      expect(await refusal(there, tournament, alice)).toEqual(full);
      expect(await refusal(here, tournament, alice)).toEqual(full);
      // A stream that ends on one process gives its place back to the other.
      mine.close();
      await openOnServer(here, 0);
      expect((await open(there, tournament, alice)).status).toBe(200);

      expect([(await open(here, screen)).status, (await open(there, screen)).status]).toEqual([200, 200]);
      expect(await refusal(there, screen)).toEqual(full);
    });

    it('count, for a holder another process is granting places to, what that process committed', async () => {
      const databaseUrl = await freshPostgresDatabase();
      const app = await buildTestApp({ databaseUrl });
      const places = new StreamPlaces(app.database.db);
      // Another process in the middle of its call: it holds the holder's lock and grants its last places.
      const other = new Client({ connectionString: databaseUrl });
      await other.connect();
      await other.query(`begin; select pg_advisory_xact_lock(hashtext('utilisateur:u1'))`);
      const asked = places.take('utilisateur:u1', 5);
      const waitingForTheLock = async () =>
        (
          await other.query<{ n: number }>(
            `select count(*)::int as n from pg_locks where not granted and locktype = 'advisory'`,
          )
        ).rows[0]?.n;
      for (let tries = 0; tries < 300 && (await waitingForTheLock()) !== 1; tries += 1)
        await new Promise((resolve) => setTimeout(resolve, 10));
      // The call waits for the holder's lock before it counts.
      expect(await waitingForTheLock()).toBe(1);
      await other.query(
        `insert into flux_ouverts (processus, titulaire, nombre, vu_le) values ('autre', 'utilisateur:u1', 5, now())`,
      );
      await other.query('commit');
      await other.end();
      // Counted after the lock, with what the other process committed meanwhile: the holder is full.
      expect(await asked).toBe(false);
    });
  });
}
