/**
 * The public screen: its link (admin only) and what /api/public/ecrans/{jeton} shows without a session:
 * pseudos, scores and the ranking, never a user id or an email; rate limited per address.
 */
import { beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { backends, buildTestApp, call, expectError, registerUser, type TestUser } from '../helper';
import { tsumo } from '@mj/domain/testing';

describe.each(backends)('public screen routes on %s', (backend) => {
  let app: FastifyInstance;
  let admin: TestUser;
  let players: TestUser[];
  let ids: string[];

  beforeAll(async () => {
    app = await buildTestApp({ backend });
    admin = await registerUser(app, 'Arbitre');
    players = [];
    for (const pseudo of ['Aiko', 'Bruno', 'Chloé', 'Denis', 'Emma', 'Farid', 'Gaëlle', 'Hugo'])
      players.push(await registerUser(app, `${pseudo}${backend}`));
    ids = players.map((p) => p.id);
    // An email on an account, to prove it never reaches the public screen.
    await app.database.db.execute(sql`update users set email = 'aiko@example.fr' where id = ${ids[0]}`);
  });

  const tournament = async (classement_visible = true) => {
    const response = await call(app, admin, {
      method: 'POST',
      url: '/api/tournois/',
      payload: {
        nom: 'Open de Lyon',
        date_debut: '2025-09-20T09:00:00.000Z',
        classement_visible,
        regles: 'classic',
        joueurs: ids,
      },
    });
    return response.json<{ id: string }>().id;
  };
  const open = (id: string, as: TestUser = admin) =>
    call(app, as, { method: 'POST', url: `/api/tournois/${id}/ecran` });
  const screen = (jeton: string) => app.inject({ method: 'GET', url: `/api/public/ecrans/${jeton}` });

  it('gives a token of at least 128 random bits, the same one while it is active, for the admin only', async () => {
    const id = await tournament();
    expectError(await open(id, players[0]), 403);
    expectError(await call(app, players[0], { method: 'GET', url: `/api/tournois/${id}/ecran` }), 403);
    expect((await call(app, admin, { method: 'GET', url: `/api/tournois/${id}/ecran` })).json()).toEqual({
      jeton: null,
    });
    const first = await open(id);
    expect(first.statusCode).toBe(201);
    const { jeton } = first.json<{ jeton: string }>();
    expect(Buffer.from(jeton, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
    expect((await open(id)).json()).toEqual({ jeton });
    expect((await call(app, admin, { method: 'GET', url: `/api/tournois/${id}/ecran` })).json()).toEqual({
      jeton,
    });
    expect((await open(await tournament())).json<{ jeton: string }>().jeton).not.toBe(jeton);
  });

  it('shows the latest ronde’s tables with pseudos and live scores, the clock and the ranking: no id, no email', async () => {
    const id = await tournament();
    const { jeton } = (await open(id)).json<{ jeton: string }>();
    const empty = await screen(jeton);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({
      nom: 'Open de Lyon',
      etat: 'en cours',
      date_debut: '2025-09-20T09:00:00.000Z',
      ronde: null,
      horloge: null,
      tables: [],
      classement: [],
      feuilles_a_valider: 0,
    });
    const ronde = (
      await call(app, admin, {
        method: 'POST',
        url: `/api/tournois/${id}/rondes`,
        payload: { mode: 'equilibre' },
      })
    ).json<{
      tables: Array<{ partie_id: string; joueurs: string[] }>;
    }>();
    const [east] = ronde.tables[0]!.joueurs;
    // East wins a 3 han 30 fu tsumo as dealer: 2000 all (rules-classic's spot checks).
    await call(app, admin, {
      method: 'POST',
      url: `/api/parties/tours/${ronde.tables[0]!.partie_id}`,
      payload: tsumo([east!, 3, 30]),
    });
    const response = await screen(jeton);
    const body = response.json();
    const pseudoOf = (userId: string) => players.find((p) => p.id === userId)!.pseudo;
    expect(body).toEqual({
      nom: 'Open de Lyon',
      etat: 'en cours',
      date_debut: '2025-09-20T09:00:00.000Z',
      ronde: 1,
      horloge: expect.objectContaining({ etat: 'en attente', duree_minutes: 90 }),
      tables: [
        {
          table: 1,
          nom: 'Ronde 1 – Table 1',
          etat: 'en cours',
          vent: 'est',
          tour_actuel: 1,
          joueurs: ronde.tables[0]!.joueurs.map((userId, seat) => ({
            pseudo: pseudoOf(userId),
            score: seat === 0 ? 36000 : 28000,
          })),
        },
        {
          table: 2,
          nom: 'Ronde 1 – Table 2',
          etat: 'en cours',
          vent: 'est',
          tour_actuel: 1,
          joueurs: ronde.tables[1]!.joueurs.map((userId) => ({ pseudo: pseudoOf(userId), score: 30000 })),
        },
      ],
      classement: [],
      feuilles_a_valider: 0,
    });
    for (const secret of [...ids, admin.id, id, 'aiko@example.fr', 'example.fr'])
      expect(response.body).not.toContain(secret);
  });

  it('ranks with places and pseudos while the ranking is visible, and shows null while it is hidden', async () => {
    const id = await tournament(false);
    const { jeton } = (await open(id)).json<{ jeton: string }>();
    await call(app, admin, {
      method: 'POST',
      url: '/api/parties/manuelle',
      payload: {
        joueurs: ids.slice(0, 4),
        scores: Object.fromEntries(
          ids.slice(0, 4).map((userId, i) => [userId, [45000, 35000, 25000, 15000][i]]),
        ),
        date_debut: '2025-09-20T10:00:00.000Z',
        tournoi_id: id,
      },
    });
    expect((await screen(jeton)).json().classement).toBeNull();
    // Finishing does not publish a hidden ranking.
    await call(app, admin, {
      method: 'PATCH',
      url: `/api/tournois/${id}/etat`,
      payload: { new_state: 'terminé' },
    });
    expect((await screen(jeton)).json().classement).toBeNull();
    await call(app, admin, {
      method: 'PATCH',
      url: `/api/tournois/${id}/classement-visible`,
      payload: { visible: true },
    });
    const response = await screen(jeton);
    // rules-classic: (score − 30000) / 1000 + uma 15 / 5 / −5 / −15 (+ oka 0).
    expect(response.json().classement).toEqual([
      { place: 1, pseudo: players[0]!.pseudo, points: 30 },
      { place: 2, pseudo: players[1]!.pseudo, points: 10 },
      { place: 3, pseudo: players[2]!.pseudo, points: -10 },
      { place: 4, pseudo: players[3]!.pseudo, points: -30 },
    ]);
    expect(response.body).not.toContain(ids[0]);
  });

  it('answers 404 « Écran introuvable. » once revoked, and for an unknown token', async () => {
    const id = await tournament();
    const { jeton } = (await open(id)).json<{ jeton: string }>();
    expectError(await call(app, players[1], { method: 'DELETE', url: `/api/tournois/${id}/ecran` }), 403);
    expect((await screen(jeton)).statusCode).toBe(200);
    expect((await call(app, admin, { method: 'DELETE', url: `/api/tournois/${id}/ecran` })).statusCode).toBe(
      204,
    );
    expectError(await screen(jeton), 404, 'Écran introuvable.');
    expectError(await screen('x'.repeat(32)), 404, 'Écran introuvable.');
    const renewed = (await open(id)).json<{ jeton: string }>().jeton;
    expect(renewed).not.toBe(jeton);
    expectError(await screen(jeton), 404, 'Écran introuvable.');
  });
});

describe('public screen rate limit', () => {
  it('answers 429 past its own limit per address, below the global one', async () => {
    const app = await buildTestApp({
      rateLimits: { perUser: 1000, perAddress: 1000, signInPerAddress: 1000, screenPerAddress: 3 },
    });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1)
      statuses.push(
        (await app.inject({ method: 'GET', url: '/api/public/ecrans/inconnu', remoteAddress: '10.0.0.1' }))
          .statusCode,
      );
    expect(statuses).toEqual([404, 404, 404, 429, 429]);
    const other = await app.inject({
      method: 'GET',
      url: '/api/public/ecrans/inconnu',
      remoteAddress: '10.0.0.2',
    });
    expect(other.statusCode).toBe(404);
    expectError(
      await app.inject({ method: 'GET', url: '/api/public/ecrans/inconnu', remoteAddress: '10.0.0.1' }),
      429,
      'Trop de requêtes. Réessaie dans un instant.',
    );
  });
});
