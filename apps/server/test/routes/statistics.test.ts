/** GET /api/users/{id}/statistiques on the real app, with games played through the API. */
import { beforeAll, describe, expect, it } from '@jest/globals';
import { tsumo } from '@mj/domain/testing';
import type { FastifyInstance } from 'fastify';
import {
  backends,
  buildTestApp,
  call,
  expectError,
  registerUser,
  registerUsers,
  type TestUser,
} from '../helper';

describe.each(backends)('GET /users/{id}/statistiques on %s', (backend) => {
  let app: FastifyInstance;
  let players: TestUser[];
  let ids: string[];
  let handGame: string;
  let manualGame: string;

  const as = (i: number) => players[i] as TestUser;
  const id = (i: number) => ids[i] as string;
  const statsOf = (userId: string, caller: TestUser | undefined = as(0)) =>
    call(app, caller, { method: 'GET', url: `/api/users/${userId}/statistiques` });

  beforeAll(async () => {
    app = await buildTestApp({ backend });
    players = await registerUsers(app, 4, 'stat');
    ids = players.map((player) => player.id);
    // Hand by hand: East 1, the third seat tsumo 4 han 40 fu = mangan, 4 000 from the dealer and 2 000
    // from each other (8 000). Finished: 26 000 / 28 000 / 38 000 / 28 000; places 4, 2 (shared), 1, 2.
    // Results (uma +15/+5/−5/−15, the shared second and third get 0 each): −19, −2, +23, −2.
    const created = await call(app, as(0), {
      method: 'POST',
      url: '/api/parties/',
      payload: { joueurs: ids },
    });
    handGame = created.json<{ id: string }>().id;
    const round = tsumo([id(2), 4, 40]);
    expect(
      (await call(app, as(0), { method: 'POST', url: `/api/parties/tours/${handGame}`, payload: round }))
        .statusCode,
    ).toBe(201);
    expect(
      (await call(app, as(0), { method: 'POST', url: `/api/parties/${handGame}/finish` })).statusCode,
    ).toBe(200);
    // Manual, finished later: the first two share first place (+20 each), the last two share third (−20).
    const scores = { [id(0)]: 40000, [id(1)]: 40000, [id(2)]: 20000, [id(3)]: 20000 };
    const manual = await call(app, as(0), {
      method: 'POST',
      url: '/api/parties/manuelle',
      payload: { joueurs: ids, scores, date_debut: '2026-01-10T14:00:00.000Z' },
    });
    manualGame = manual.json<{ id: string }>().id;
    // A running game counts for nothing.
    await call(app, as(1), { method: 'POST', url: '/api/parties/', payload: { joueurs: ids } });
  });

  it('a winner: places from both games, round figures from the hand-by-hand one, the best hand', async () => {
    const response = await statsOf(id(2));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      user_id: id(2),
      pseudo: as(2).pseudo,
      parties: 2,
      places: [1, 0, 1, 0],
      place_moyenne: 2,
      points: 3,
      tours: 1,
      victoires: 1,
      tsumo: 1,
      deal_in: 0,
      riichi: 0,
      riichi_gagnes: 0,
      chombos: 0,
      main_max: { points: 8000, han: 4, fu: 40, partie_id: handGame },
      serie: [
        { partie_id: handGame, date_fin: expect.any(String), points: 23 },
        { partie_id: manualGame, date_fin: expect.any(String), points: -20 },
      ],
    });
  });

  it('the dealer who paid: a shared first in the manual game, no win', async () => {
    expect((await statsOf(id(0), as(3))).json()).toMatchObject({
      parties: 2,
      places: [1, 0, 0, 1],
      place_moyenne: 2.5,
      points: 1,
      tours: 1,
      victoires: 0,
      main_max: null,
    });
  });

  it('a player without a finished game gets zeros and empty lists', async () => {
    const newcomer = await registerUser(app);
    expect((await statsOf(newcomer.id)).json()).toEqual({
      user_id: newcomer.id,
      pseudo: newcomer.pseudo,
      parties: 0,
      places: [0, 0, 0, 0],
      place_moyenne: 0,
      points: 0,
      tours: 0,
      victoires: 0,
      tsumo: 0,
      deal_in: 0,
      riichi: 0,
      riichi_gagnes: 0,
      chombos: 0,
      main_max: null,
      serie: [],
    });
  });

  it('an unknown id is a 404, and signing in is required', async () => {
    expectError(await statsOf('inconnu'), 404, 'Joueur introuvable.');
    expectError(await call(app, undefined, { method: 'GET', url: `/api/users/${id(0)}/statistiques` }), 401);
  });

  it('a deleted account keeps its statistics under its anonymous pseudo, nothing personal', async () => {
    const leaving = await registerUser(app);
    const table = [leaving.id, id(1), id(2), id(3)];
    const scores = { [leaving.id]: 50000, [id(1)]: 30000, [id(2)]: 25000, [id(3)]: 15000 };
    await call(app, as(1), {
      method: 'POST',
      url: '/api/parties/manuelle',
      payload: { joueurs: table, scores, date_debut: '2026-01-11T14:00:00.000Z' },
    });
    expect((await call(app, leaving, { method: 'DELETE', url: '/api/users/me' })).statusCode).toBe(204);
    const body = (await statsOf(leaving.id)).json();
    expect(Object.keys(body)).not.toContain('email');
    expect(body).toMatchObject({
      user_id: leaving.id,
      pseudo: expect.stringMatching(/^Joueur anonyme /),
      parties: 1,
      places: [1, 0, 0, 0],
      points: 35,
    });
  });
});
