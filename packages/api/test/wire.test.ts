import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { chombo } from '@mj/domain/testing';
import { setApiBaseUrl } from '../src';
import { newIdempotencyKey } from '../src/idempotency';
import { roundsApi } from '../src/endpoints/rounds';
import { tournamentsApi } from '../src/endpoints/tournaments';
import { sendJson, startLocalServer } from './local-server';
import { disposeStores, localUser, makeTestStore } from './store';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
let server: Awaited<ReturnType<typeof startLocalServer>>;

beforeAll(async () => {
  server = await startLocalServer((_request, response) => sendJson(response, 200, {}));
  setApiBaseUrl(`${server.url}/api`);
});
afterAll(() => server.close());
afterEach(() => {
  disposeStores();
  server.seen.length = 0;
});

const aChombo = chombo('p2');

describe('what goes on the wire', () => {
  it('addRound sends the round with its index and an Idempotency-Key (the caller’s, else a fresh one)', async () => {
    const { store } = makeTestStore({ user: localUser, token: 't' });
    const post = (idempotencyKey?: string) =>
      store.dispatch(
        roundsApi.endpoints.addRound.initiate({ gameId: 'p/1', round: aChombo, index: 7, idempotencyKey }),
      );
    await post('cle-de-la-tentative');
    await post('cle-de-la-tentative');
    await post();
    await post();

    expect(server.seen.map((r) => [r.method, r.url])).toEqual(
      Array(4).fill(['POST', '/api/parties/tours/p%2F1']),
    );
    expect(server.seen.map((r) => JSON.parse(r.body))).toEqual(Array(4).fill({ ...aChombo, index: 7 }));
    const keys = server.seen.map((r) => r.headers['idempotency-key']);
    expect(keys.slice(0, 2)).toEqual(['cle-de-la-tentative', 'cle-de-la-tentative']);
    expect(keys[2]).toMatch(UUID_V4);
    expect(keys[3]).toMatch(UUID_V4);
    expect(keys[2]).not.toBe(keys[3]);
  });

  it('adding a tournament player sends the bare user id as a JSON string', async () => {
    const { store } = makeTestStore({ user: localUser, token: 't' });
    await store.dispatch(
      tournamentsApi.endpoints.addTournamentPlayer.initiate({ tournamentId: 't1', userId: 'u-42' }),
    );

    expect(server.seen[0]).toMatchObject({
      method: 'POST',
      url: '/api/tournois/t1/joueurs/add',
      body: '"u-42"',
    });
    expect(server.seen[0]!.headers['content-type']).toBe('application/json');
  });
});

describe('newIdempotencyKey', () => {
  it('makes a version 4 UUID, also where crypto.randomUUID is missing (plain http)', () => {
    expect(newIdempotencyKey()).toMatch(UUID_V4);
    const randomUUID = globalThis.crypto.randomUUID;
    Object.defineProperty(globalThis.crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const keys = new Set(Array.from({ length: 50 }, newIdempotencyKey));
      expect(keys.size).toBe(50);
      for (const key of keys) expect(key).toMatch(UUID_V4);
    } finally {
      Object.defineProperty(globalThis.crypto, 'randomUUID', { value: randomUUID, configurable: true });
    }
  });
});
