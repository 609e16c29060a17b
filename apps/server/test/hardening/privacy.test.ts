/**
 * Privacy: an email is only ever sent to its owner (every read route crawled as every kind of user, and
 * the fuzzer checks every write response too, see write-routes.ts); a user can export their data; a
 * deleted account leaves an anonymous player in games and rankings and nothing personal in the database.
 */
import { beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { backends, buildTestApp, call, googleToken, uniquePseudo, type TestUser } from '../helper';
import { buildWorld, type World } from './world';

const readRoutes = (w: World) => [
  '/api/users/users',
  '/api/users/mes-parties',
  '/api/users/me/export',
  '/api/tournois/',
  `/api/tournois/${w.tournamentId}`,
  `/api/tournois/${w.tournamentId}/joueurs`,
  `/api/tournois/${w.tournamentId}/parties`,
  `/api/tournois/${w.tournamentId}/classement`,
  `/api/parties/${w.tournamentGameId}`,
  `/api/parties/${w.freeGameId}`,
  `/api/parties/tours/${w.tournamentGameId}/tours?compact=true`,
  `/api/parties/tours/${w.tournamentGameId}/tours?compact=false`,
  `/api/parties/tours/${w.freeGameId}/tours`,
  '/api/docs/json',
  '/api/health',
];

describe.each(backends)('privacy on %s', (backend) => {
  let world: World;
  /** A second Google account with an email, playing in the tournament game's table. */
  let neighbour: TestUser & { email: string };

  beforeAll(async () => {
    const app = await buildTestApp({ backend });
    world = await buildWorld(app);
    const email = `voisin-${uniquePseudo()}@exemple.fr`;
    const token = await googleToken({ uid: uniquePseudo('voisin'), email, name: uniquePseudo('Voisin') });
    const login = await app.inject({ method: 'POST', url: '/api/users/google-login', payload: { token } });
    expect(login.json()).toMatchObject({ email, provider: 'google' });
    neighbour = {
      id: login.json<{ user_id: string }>().user_id,
      pseudo: '',
      token,
      headers: { authorization: `Bearer ${token}` },
      email,
    };
    // The neighbour plays with the Google account and two seats, in the tournament's admin's view.
    const game = await call(app, neighbour, {
      method: 'POST',
      url: '/api/parties/',
      payload: { joueurs: [neighbour.id, world.google.id, world.seats[0]!.id, world.seats[1]!.id] },
    });
    expect(game.statusCode).toBe(201);
  });

  it('no read route sends anyone an email but their own', async () => {
    const readers: Array<TestUser & { email?: string }> = [
      world.admin,
      world.seats[0]!,
      world.stranger,
      world.google,
      neighbour,
    ];
    const emails = [world.google.email, neighbour.email];
    let checked = 0;
    for (const reader of readers) {
      for (const url of readRoutes(world)) {
        const response = await call(world.app, reader, { method: 'GET', url });
        expect(response.statusCode).toBeLessThan(500);
        for (const email of emails.filter((e) => e !== reader.email)) {
          expect({ url, reader: reader.pseudo, leaks: response.body.includes(email) }).toEqual({
            url,
            reader: reader.pseudo,
            leaks: false,
          });
        }
        checked += 1;
      }
    }
    expect(checked).toBe(readers.length * readRoutes(world).length);
    // The owner does get it where the contract says so.
    const own = await call(world.app, world.google, { method: 'GET', url: '/api/users/me/export' });
    expect(own.json()).toMatchObject({ compte: { email: world.google.email } });
  });

  it('the export holds the account, every game with its rounds, and the tournaments; nobody else’s email', async () => {
    const response = await call(world.app, world.seats[0], { method: 'GET', url: '/api/users/me/export' });
    expect(response.statusCode).toBe(200);
    const data = response.json<{
      compte: unknown;
      parties: Array<{ id: string; tours: unknown[] }>;
      tournois: Array<{ id: string }>;
    }>();
    expect(data.compte).toMatchObject({ user_id: world.seats[0]!.id, pseudo: world.seats[0]!.pseudo });
    const games = (
      await call(world.app, world.seats[0], { method: 'GET', url: '/api/users/mes-parties' })
    ).json<Array<{ id: string; nb_tours: number }>>();
    expect(data.parties.map((g) => [g.id, g.tours.length]).sort()).toEqual(
      games.map((g) => [g.id, g.nb_tours]).sort(),
    );
    expect(data.tournois.map((t) => t.id)).toEqual([world.tournamentId]);
    expect(response.body).not.toContain(neighbour.email);
    expect(response.body).not.toContain(world.google.email);
  });

  it('a deleted account becomes an anonymous player: games, ranking and export of others keep it, its data is gone', async () => {
    const { app, google, admin, tournamentId, tournamentGameId } = world;
    // The Google account plays in the tournament: it needs to be a player there first.
    await call(app, admin, {
      method: 'POST',
      url: `/api/tournois/${tournamentId}/joueurs/add`,
      payload: JSON.stringify(google.id),
      headers: { 'content-type': 'application/json' },
    });
    const seatsIds = world.seats.map((s) => s.id);
    const joueurs = [google.id, ...seatsIds.slice(0, 3)];
    const scores = Object.fromEntries(joueurs.map((id, i) => [id, [50000, 30000, 25000, 15000][i]]));
    const manual = await call(app, admin, {
      method: 'POST',
      url: '/api/parties/manuelle',
      payload: { joueurs, scores, tournoi_id: tournamentId },
    });
    expect(manual.statusCode).toBe(201);
    const rankingBefore = (
      await call(app, admin, { method: 'GET', url: `/api/tournois/${tournamentId}/classement` })
    ).json<{ classement: Record<string, number> }>();

    expect((await call(app, google, { method: 'DELETE', url: '/api/users/me' })).statusCode).toBe(204);

    expect((await call(app, google, { method: 'GET', url: '/api/users/me/export' })).statusCode).toBe(401);
    const game = (
      await call(app, admin, { method: 'GET', url: `/api/parties/${manual.json<{ id: string }>().id}` })
    ).json<{ joueurs: string[]; scores: Record<string, number> }>();
    expect(game.joueurs).toEqual(joueurs);
    expect(game.scores).toEqual(scores);
    expect(
      (await call(app, admin, { method: 'GET', url: `/api/tournois/${tournamentId}/classement` })).json(),
    ).toEqual(rankingBefore);
    expect(
      (await call(app, admin, { method: 'GET', url: `/api/parties/${tournamentGameId}` })).statusCode,
    ).toBe(200);
    const listed = (await call(app, admin, { method: 'GET', url: '/api/users/users' })).json<
      Array<{ user_id: string; pseudo: string; email: string }>
    >();
    expect(listed.find((u) => u.user_id === google.id)).toEqual({
      user_id: google.id,
      pseudo: expect.stringMatching(/^Joueur anonyme /),
      email: '',
      provider: 'google',
    });
    // Nothing personal is left in the row (read from the table itself).
    const result = (await app.database.db.execute(
      sql`select pseudo, email, password_hash, firebase_uid from users where id = ${google.id}`,
    )) as unknown as { rows: Array<Record<string, unknown>> };
    expect(result.rows).toEqual([
      {
        pseudo: expect.stringMatching(/^Joueur anonyme /),
        email: '',
        password_hash: null,
        firebase_uid: null,
      },
    ]);
    const everything = (await app.database.db.execute(
      sql`select row_to_json(u)::text as row from users u`,
    )) as unknown as { rows: Array<{ row: string }> };
    expect(everything.rows.some((r) => r.row.includes(google.email) || r.row.includes(google.pseudo))).toBe(
      false,
    );
  });
});
