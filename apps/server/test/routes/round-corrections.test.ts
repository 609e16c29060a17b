/**
 * PUT and DELETE /api/parties/tours/{id}/{index}: correcting or deleting any past round replays the whole
 * game (docs/api-contract.md "Correcting a past round"). Expected scores are settled by hand in comments.
 */
import { beforeAll, describe, expect, it } from '@jest/globals';
import { MESSAGES } from '@mj/domain';
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
import { openStream } from '../live';
import { draw, ron, tsumo } from '@mj/domain/testing';
import type { RoundPayload } from '@mj/domain';

const STALE = 'Un autre tour a été enregistré entre-temps. Recharge la partie.';
const FINISHED_EDIT =
  'Une partie terminée ne peut être corrigée que par l’administrateur du tournoi et ses arbitres (ou, hors tournoi, par son créateur).';

describe.each(backends)('round corrections on %s', (backend) => {
  let app: FastifyInstance;
  let players: TestUser[];
  let ids: string[];
  let admin: TestUser;
  let stranger: TestUser;
  const [A, B, C, D] = [0, 1, 2, 3].map((seat) => () => ids[seat] as string) as [
    () => string,
    () => string,
    () => string,
    () => string,
  ];
  const seatScores = (a: number, b: number, c: number, d: number) => ({
    [A()]: a,
    [B()]: b,
    [C()]: c,
    [D()]: d,
  });

  beforeAll(async () => {
    app = await buildTestApp({ backend });
    players = await registerUsers(app, 4, 'correction');
    ids = players.map((p) => p.id);
    admin = await registerUser(app);
    stranger = await registerUser(app);
  });

  const as = (seat: number) => players[seat] as TestUser;
  const newGame = async (tournois_id?: string) => {
    const payload = tournois_id ? { joueurs: ids, tournois_id } : { joueurs: ids };
    const response = await call(app, as(0), { method: 'POST', url: '/api/parties/', payload });
    expect(response.statusCode).toBe(201);
    return response.json<{ id: string }>().id;
  };
  const post = async (gameId: string, round: RoundPayload) =>
    expect(
      (await call(app, as(0), { method: 'POST', url: `/api/parties/tours/${gameId}`, payload: round }))
        .statusCode,
    ).toBe(201);
  const put = (gameId: string, index: number, payload: object, user: TestUser = as(1)) =>
    call(app, user, { method: 'PUT', url: `/api/parties/tours/${gameId}/${index}`, payload });
  const remove = (gameId: string, index: number, user: TestUser = as(1), query = '') =>
    call(app, user, { method: 'DELETE', url: `/api/parties/tours/${gameId}/${index}${query}` });
  /** The game and its history, to show that a refusal changed nothing. */
  const snapshot = async (gameId: string) => ({
    game: (await call(app, as(0), { method: 'GET', url: `/api/parties/${gameId}` })).json(),
    tours: (await call(app, as(0), { method: 'GET', url: `/api/parties/tours/${gameId}/tours` })).json(),
  });

  /*
   * Settled by hand (rules-classic sections 1–5), Alice (A) deals first:
   *   0. Est 1: B tsumo 1 han 30 fu: A −500, C −300, D −300, B +1100.
   *   1. Est 2: C ron 2 han 40 fu on D: 640 × 4 = 2560 → 2600.
   *   2. Est 3: all noten: nobody pays; the deal passes, 1 honba.
   *   3. Est 4: D (dealer) tsumo 3 han 30 fu: 1920 → 2000 + 100 honba from each: D +6300.
   *   Scores: A 27400, B 29000, C 30200, D 33400; Est 4, 2 honba.
   */
  const playGame = async (tournois_id?: string) => {
    const gameId = await newGame(tournois_id);
    for (const round of [tsumo([B(), 1, 30]), ron([[C(), 2, 40]], D()), draw([]), tsumo([D(), 3, 30])])
      await post(gameId, round);
    return gameId;
  };

  describe('PUT /parties/tours/{id}/{index}', () => {
    it('replaces round 2 and replays the game; the entry says who entered and who corrected it', async () => {
      const gameId = await playGame();
      expect((await snapshot(gameId)).game.scores).toEqual(seatScores(27400, 29000, 30200, 33400));
      const stream = await openStream(app, `/api/parties/${gameId}/evenements`, players[2]);
      await stream.next();
      // Round 2 was 3 han: 1280 × 4 = 5120 → 5200, so C +2600 and D −2600 more.
      const response = await put(gameId, 1, { ...ron([[C(), 3, 40]], D()), nb_tours: 4 });
      // The game's live stream sends the corrected game, as the answer gives it.
      expect(await stream.next()).toEqual({ event: 'partie', data: response.json().partie });
      stream.close();
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.partie).toMatchObject({
        scores: seatScores(27400, 29000, 32800, 30800),
        vent: 'est',
        tour_actuel: 4,
        dealer_stack: 2,
        nb_tours: 4,
        etat: 'en cours',
      });
      expect(body.entry).toMatchObject({
        index: 1,
        joueurs_avant: seatScores(29500, 31100, 29700, 29700),
        delta: seatScores(0, 0, 5200, -5200),
        tour: { type_victoire: 'ron', gagnant: [C()], han: { [C()]: 3 } },
        auteur_id: A(),
        cree_le: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        modifie_par: B(),
        modifie_le: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      });
      const { tours } = (await snapshot(gameId)).tours;
      expect(tours.map((entry: { modifie_par: string | null }) => entry.modifie_par)).toEqual([
        null,
        B(),
        null,
        null,
      ]);
      expect(tours.map((entry: { auteur_id: string }) => entry.auteur_id)).toEqual([A(), A(), A(), A()]);
      expect(tours[1]).toEqual(body.entry);
    });

    it('re-settles every later round when the correction changes who deals', async () => {
      const gameId = await playGame();
      // Round 2 won by the dealer B instead (640 × 6 = 3840 → 3900): B keeps the deal; the all-noten draw
      // passes it to C (2 honba); D's tsumo is then a non-dealer's: C pays 2000 + 200, A and B 1000 + 200.
      const response = await put(gameId, 1, ron([[B(), 2, 40]], D()));
      expect(response.statusCode).toBe(200);
      expect(response.json().partie).toMatchObject({
        scores: seatScores(28300, 33800, 27500, 30400),
        tour_actuel: 4,
        dealer_stack: 0,
      });
    });

    it.each([
      ['a stale nb_tours', 1, () => ({ ...ron([[C(), 3, 40]], D()), nb_tours: 3 }), 409, STALE],
      [
        'an unknown round',
        9,
        () => ron([[C(), 3, 40]], D()),
        404,
        'Le tour 10 n’existe pas dans cette partie.',
      ],
      ['an impossible hand (20 fu ron)', 1, () => ron([[C(), 2, 20]], D()), 422, MESSAGES.fuTwentyOnRon],
      ['a riichi player at an all-noten draw', 2, () => draw([], [A()]), 422, MESSAGES.riichiMustBeTenpai],
    ])('refuses %s, changing nothing', async (_case, index, payload, status, detail) => {
      const gameId = await playGame();
      const before = await snapshot(gameId);
      expectError(await put(gameId, index, payload()), status, detail);
      expect(await snapshot(gameId)).toEqual(before);
    });

    it('refuses a stranger (403) and an unknown game (404), changing nothing', async () => {
      const gameId = await playGame();
      const before = await snapshot(gameId);
      expectError(await put(gameId, 0, tsumo([B(), 2, 30]), stranger), 403);
      expectError(await put('inconnue', 0, tsumo([B(), 2, 30])), 404, 'Partie introuvable.');
      expect(await snapshot(gameId)).toEqual(before);
    });

    it('refuses a correction that pushes a later round past North 4, naming it, and changes nothing', async () => {
      const gameId = await newGame();
      // A (dealer) tenpai at a draw keeps the deal; then 16 all-noten draws reach the end of North 4.
      await post(gameId, draw([A()]));
      for (let hand = 0; hand < 16; hand += 1) await post(gameId, draw([]));
      const before = await snapshot(gameId);
      expect(before.game).toMatchObject({ vent: 'nord', tour_actuel: 5, nb_tours: 17 });
      expectError(
        await put(gameId, 0, draw([])),
        409,
        'Correction impossible : le tour 17 viendrait après la fin de la partie (Nord 4). Supprime-le d’abord.',
      );
      expect(await snapshot(gameId)).toEqual(before);
    });
  });

  describe('DELETE /parties/tours/{id}/{index}', () => {
    it('removes the all-noten draw and replays the later rounds', async () => {
      const gameId = await playGame();
      const stream = await openStream(app, `/api/parties/${gameId}/evenements`, players[3]);
      await stream.next();
      // Without the draw, D's tsumo comes at Est 3 (C deals), no honba: C pays 2000, A and B 1000.
      const response = await remove(gameId, 2, as(1), '?nb_tours=4');
      expect(response.statusCode).toBe(200);
      expect(await stream.next()).toEqual({ event: 'partie', data: response.json().partie });
      stream.close();
      expect(response.json()).toMatchObject({
        partie: {
          scores: seatScores(28500, 30100, 30300, 31100),
          tour_actuel: 4,
          dealer_stack: 0,
          nb_tours: 3,
        },
        removed: {
          index: 2,
          tour: { type_victoire: 'tenpai', tenpai: [] },
          auteur_id: A(),
          modifie_par: null,
        },
      });
      const { tours } = (await snapshot(gameId)).tours;
      expect(tours.map((entry: { index: number }) => entry.index)).toEqual([0, 1, 2]);
      expect(tours[2]).toMatchObject({ tour: { type_victoire: 'tsumo', gagnant: [D()] }, auteur_id: A() });
      // A new round goes after the remaining three.
      await post(gameId, draw([B()]));
      expect((await snapshot(gameId)).game.nb_tours).toBe(4);
    });

    it('deleting a round then entering it again gives back the same game', async () => {
      const gameId = await newGame();
      const rounds = [tsumo([B(), 1, 30]), draw([])];
      for (const round of rounds) await post(gameId, round);
      const before = (await snapshot(gameId)).game;
      expect((await remove(gameId, 1)).statusCode).toBe(200);
      await post(gameId, draw([]));
      expect((await snapshot(gameId)).game).toEqual(before);
    });

    it.each([
      ['a stale nb_tours', 0, '?nb_tours=2', 409, STALE],
      ['an unknown round', 4, '', 404, 'Le tour 5 n’existe pas dans cette partie.'],
    ])('refuses %s, changing nothing', async (_case, index, query, status, detail) => {
      const gameId = await playGame();
      const before = await snapshot(gameId);
      expectError(await remove(gameId, index, as(1), query), status, detail);
      expect(await snapshot(gameId)).toEqual(before);
    });
  });

  describe('finished games', () => {
    const finish = async (gameId: string) =>
      expect(
        (await call(app, as(0), { method: 'POST', url: `/api/parties/${gameId}/finish` })).statusCode,
      ).toBe(200);

    it('outside a tournament: only the creator corrects; the game stays finished with its final scores', async () => {
      const gameId = await playGame();
      await finish(gameId);
      const before = await snapshot(gameId);
      expectError(await put(gameId, 1, ron([[C(), 3, 40]], D()), as(1)), 403, FINISHED_EDIT);
      expectError(await remove(gameId, 1, as(2)), 403, FINISHED_EDIT);
      expect(await snapshot(gameId)).toEqual(before);
      const response = await put(gameId, 1, ron([[C(), 3, 40]], D()), as(0));
      expect(response.statusCode).toBe(200);
      expect(response.json().partie).toMatchObject({
        etat: 'terminé',
        date_fin: before.game.date_fin,
        scores: seatScores(27400, 29000, 32800, 30800),
      });
    });

    it('in a tournament: only its admin corrects, and the ranking follows', async () => {
      const created = await call(app, admin, {
        method: 'POST',
        url: '/api/tournois/',
        payload: {
          nom: 'Tournoi correctif',
          date_debut: '2026-11-22',
          classement_visible: true,
          regles: 'classic',
          joueurs: ids,
        },
      });
      const tournamentId = created.json<{ id: string }>().id;
      const gameId = await playGame(tournamentId);
      await finish(gameId);
      const ranking = async () =>
        (await call(app, admin, { method: 'GET', url: `/api/tournois/${tournamentId}/classement` })).json()
          .classement;
      // A player made the game up: it counts once the admin has validated it (again after each correction).
      const validate = () => call(app, admin, { method: 'POST', url: `/api/parties/${gameId}/validation` });
      expect(await ranking()).toEqual({});
      expect((await validate()).statusCode).toBe(200);
      // Places D, C, B, A: result = score − 30000 + uma (15000, 5000, −5000, −15000), in thousands.
      expect(await ranking()).toEqual(seatScores(-17.6, -6, 5.2, 18.4));
      const before = await snapshot(gameId);
      // The game's creator (seat 0) and its players are not the tournament's admin.
      expectError(await put(gameId, 1, ron([[C(), 3, 40]], D()), as(0)), 403, FINISHED_EDIT);
      expectError(await remove(gameId, 1, as(0)), 403, FINISHED_EDIT);
      expectError(await remove(gameId, 1, as(3)), 403, FINISHED_EDIT);
      expect(await snapshot(gameId)).toEqual(before);
      expect((await put(gameId, 1, ron([[C(), 3, 40]], D()), admin)).statusCode).toBe(200);
      expect(await ranking()).toEqual({});
      expect((await validate()).statusCode).toBe(200);
      // Now C 32800 first (+2800 + 15000), D 30800 second (+800 + 5000).
      expect(await ranking()).toEqual(seatScores(-17.6, -6, 17.8, 5.8));
    });
  });
});
