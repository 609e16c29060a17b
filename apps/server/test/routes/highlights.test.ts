/** GET /api/tournois/{id}/faits-marquants on the real app, with a tournament game played through the API. */
import { beforeAll, describe, expect, it } from '@jest/globals';
import { ron, tsumo } from '@mj/domain/testing';
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

const NO_HIGHLIGHT = {
  main_max: null,
  plus_de_victoires: null,
  moins_de_deal_in: null,
  meilleure_remontee: null,
};

describe.each(backends)('GET /tournois/{id}/faits-marquants on %s', (backend) => {
  let app: FastifyInstance;
  let admin: TestUser;
  let players: TestUser[];
  let ids: string[];
  let tournamentId: string;
  let gameId: string;

  const id = (i: number) => ids[i] as string;
  const highlights = (caller: TestUser | undefined, tournament = tournamentId) =>
    call(app, caller, { method: 'GET', url: `/api/tournois/${tournament}/faits-marquants` });
  const ok = async (caller: TestUser) => {
    const response = await highlights(caller);
    expect(response.statusCode).toBe(200);
    return response.json<{ faits_marquants: unknown }>().faits_marquants;
  };

  beforeAll(async () => {
    app = await buildTestApp({ backend });
    admin = await registerUser(app);
    players = await registerUsers(app, 4, 'fait');
    ids = players.map((player) => player.id);
    const tournament = await call(app, admin, {
      method: 'POST',
      url: '/api/tournois/',
      payload: { nom: 'Tournoi masqué', date_debut: '2026-03-01', classement_visible: false, joueurs: ids },
    });
    tournamentId = tournament.json<{ id: string }>().id;
    const game = await call(app, admin, {
      method: 'POST',
      url: '/api/parties/',
      payload: { joueurs: ids, tournois_id: tournamentId },
    });
    gameId = game.json<{ id: string }>().id;
    // Worked out by hand (rules-classic section 1), seat 0 deals first:
    //  1. seat 1 ron 3 han 30 fu on seat 0: 3 900.             26 100 / 33 900 / 30 000 / 30 000
    //  2. seat 1 deals; seat 2 tsumo 4 han 40 fu = mangan: 4 000 from the dealer, 2 000 from each other.
    //                                                           24 100 / 29 900 / 38 000 / 28 000
    //  3. seat 2 deals; seat 0 ron 6 han (haneman) on seat 3: 12 000.
    //                                                           36 100 / 29 900 / 38 000 / 16 000
    //  4. seat 3 deals; seat 1 ron 1 han 30 fu on seat 2: 1 000. 36 100 / 30 900 / 37 000 / 16 000
    const rounds = [
      ron([[id(1), 3, 30]], id(0)),
      tsumo([id(2), 4, 40]),
      ron([[id(0), 6, 30]], id(3)),
      ron([[id(1), 1, 30]], id(2)),
    ];
    for (const round of rounds) {
      const response = await call(app, admin, {
        method: 'POST',
        url: `/api/parties/tours/${gameId}`,
        payload: round,
      });
      expect(response.statusCode).toBe(201);
    }
  });

  it('a running game counts for nothing', async () => {
    expect(await ok(admin)).toEqual(NO_HIGHLIGHT);
  });

  it('over the finished game: the haneman, two wins, no deal-in in four rounds, a climb of 12 000', async () => {
    const finished = await call(app, admin, { method: 'POST', url: `/api/parties/${gameId}/finish` });
    expect(finished.json()).toMatchObject({
      scores: { [id(0)]: 36100, [id(1)]: 30900, [id(2)]: 37000, [id(3)]: 16000 },
    });
    expect(await ok(admin)).toEqual({
      main_max: { user_id: id(0), partie_id: gameId, points: 12000, han: 6, fu: 30 },
      plus_de_victoires: { user_id: id(1), victoires: 2 },
      moins_de_deal_in: { user_id: id(1), taux: 0, tours: 4 },
      // Seat 0 fell to 24 100 after round 2 and finished on 36 100.
      meilleure_remontee: { user_id: id(0), partie_id: gameId, points: 12000, score_min: 24100 },
    });
  });

  it('hidden from the players exactly like the ranking: while masked, after the finish too, until published', async () => {
    expect(await ok(players[0] as TestUser)).toBeNull();
    const ranking = await call(app, players[0], {
      method: 'GET',
      url: `/api/tournois/${tournamentId}/classement`,
    });
    expect(ranking.json()).toMatchObject({ classement: null });
    const state = await call(app, admin, {
      method: 'PATCH',
      url: `/api/tournois/${tournamentId}/etat`,
      payload: { new_state: 'terminé' },
    });
    expect(state.statusCode).toBe(200);
    expect(await ok(players[0] as TestUser)).toBeNull();
    const published = await call(app, admin, {
      method: 'PATCH',
      url: `/api/tournois/${tournamentId}/classement-visible`,
      payload: { visible: true },
    });
    expect(published.statusCode).toBe(200);
    expect(await ok(players[0] as TestUser)).toMatchObject({
      plus_de_victoires: { user_id: id(1), victoires: 2 },
    });
  });

  it('a stranger gets 403, an unknown tournament 404, nobody signed in 401', async () => {
    expectError(await highlights(await registerUser(app)), 403);
    expectError(await highlights(admin, 'inconnu'), 404, 'Tournoi introuvable.');
    expectError(await highlights(undefined), 401);
  });
});
