/**
 * Open live streams are capped (plugins/live.ts): per signed-in user, per address for the public screen
 * (no session), and per process; beyond a cap the request gets a French 429 with Retry-After and no
 * stream. Before the caps, one address opened 2 030 streams in 4 s with 7 accounts.
 */
import { get } from 'node:http';
import { afterEach, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_STREAM_LIMITS } from '../../src/config';
import { buildTestApp, call, createTournament, registerUser, registerUsers, type TestUser } from '../helper';
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

describe('open live streams', () => {
  it(`hold one user at ${DEFAULT_STREAM_LIMITS.perUser} (the default), however many more they ask for`, async () => {
    const app = await buildTestApp();
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
    const app = await buildTestApp({ streamLimits: { perProcess: 5, perUser: 2, screensPerAddress: 2 } });
    const { players, id, jeton } = await tournamentWithScreen(app);
    const [alice, bruno] = players as [TestUser, TestUser];
    const screen = `/api/public/ecrans/${jeton}/evenements`;
    const tournament = `/api/tournois/${id}/evenements`;
    expect([(await open(app, screen)).status, (await open(app, screen)).status]).toEqual([200, 200]);
    expect(await refusal(app, screen)).toEqual({ status: 429, body: { detail: PER_USER }, retryAfter: '30' });
    expect([
      (await open(app, tournament, alice)).status,
      (await open(app, tournament, alice)).status,
    ]).toEqual([200, 200]);
    expect((await open(app, tournament, bruno)).status).toBe(200);
    await openOnServer(app, 5);
    expect(await refusal(app, tournament, bruno)).toEqual({
      status: 429,
      body: { detail: PER_PROCESS },
      retryAfter: '30',
    });
  });
});
