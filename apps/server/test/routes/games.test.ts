/** /api/parties/… route by route: success shapes and every documented error. */
import { beforeAll, describe, expect, it } from '@jest/globals';
import { MESSAGES } from '@mj/domain';
import { sql } from 'drizzle-orm';
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
import { chombo, draw, ron, tsumo } from '@mj/domain/testing';

const STALE = 'Un autre tour a été enregistré entre-temps. Recharge la partie.';

describe.each(backends)('games routes on %s', (backend) => {
  let app: FastifyInstance;
  let players: TestUser[];
  let ids: string[];
  let stranger: TestUser;

  beforeAll(async () => {
    app = await buildTestApp({ backend });
    players = await registerUsers(app, 4, 'table');
    ids = players.map((p) => p.id);
    stranger = await registerUser(app);
  });

  const east = () => players[0] as TestUser;
  const newGame = async (joueurs = ids, as = east()) => {
    const response = await call(app, as, { method: 'POST', url: '/api/parties/', payload: { joueurs } });
    expect(response.statusCode).toBe(201);
    return response.json<{ id: string }>().id;
  };
  const postRound = (gameId: string, payload: object, headers?: Record<string, string>) =>
    call(app, east(), { method: 'POST', url: `/api/parties/tours/${gameId}`, payload, headers });
  const getGame = async (gameId: string) =>
    (await call(app, east(), { method: 'GET', url: `/api/parties/${gameId}` })).json();

  describe('POST /parties/', () => {
    it('creates a running game at the start state and answers 201 {id}', async () => {
      const response = await call(app, east(), {
        method: 'POST',
        url: '/api/parties/',
        payload: { joueurs: ids },
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ id: expect.any(String) });
      const game = await getGame(response.json().id);
      expect(game).toEqual({
        id: response.json().id,
        nom: expect.stringMatching(/^Partie du \d{1,2} [a-zéû.]+ \d{4}/),
        joueurs: ids,
        scores: Object.fromEntries(ids.map((id) => [id, 30000])),
        etat: 'en cours',
        vent: 'est',
        tour_actuel: 1,
        dealer_stack: 0,
        riichi_stack: 0,
        date_debut: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        date_fin: null,
        tournois_id: null,
        nb_tours: 0,
        ronde: null,
        table: null,
        createur_id: east().id,
        regles: 'classic',
        a_valider: false,
        confirmations: [],
        validee_par: null,
        validee_le: null,
        ligue_id: null,
        origine: null,
      });
    });

    it.each([
      ['three players', () => ids.slice(0, 3), MESSAGES.newGamePlayers],
      ['a player twice', () => [ids[0], ids[1], ids[2], ids[0]], MESSAGES.newGamePlayers],
      ['an unknown player', () => [...ids.slice(0, 3), 'inconnu'], 'Un des joueurs choisis n’existe pas.'],
    ])('refuses %s with 422', async (_case, joueurs, detail) => {
      expectError(
        await call(app, east(), { method: 'POST', url: '/api/parties/', payload: { joueurs: joueurs() } }),
        422,
        detail,
      );
    });

    it('refuses a body of the wrong type with 422', async () => {
      expectError(
        await call(app, east(), { method: 'POST', url: '/api/parties/', payload: { joueurs: 'abc' } }),
        422,
        'Le champ « joueurs » doit être une liste.',
      );
    });
  });

  describe('GET /parties/{id}', () => {
    it('answers 404 for an unknown id and 403 for a stranger', async () => {
      expectError(
        await call(app, east(), { method: 'GET', url: '/api/parties/inconnue' }),
        404,
        'Partie introuvable.',
      );
      const gameId = await newGame();
      expectError(await call(app, stranger, { method: 'GET', url: `/api/parties/${gameId}` }), 403);
    });
  });

  describe('POST /parties/tours/{partyId}', () => {
    it('stores the round and answers 201 {partie, entry}', async () => {
      const gameId = await newGame();
      const [a, b] = ids as [string, string];
      const response = await postRound(gameId, { ...ron([[b, 3, 30]], a, [b]), index: 0 });
      expect(response.statusCode).toBe(201);
      const { partie, entry } = response.json();
      // Non-dealer 3 han 30 fu ron: 3900 (rules-classic spot checks), plus their own riichi stick back.
      expect(entry).toEqual({
        index: 0,
        joueurs_avant: Object.fromEntries(ids.map((id) => [id, 30000])),
        delta: { [a]: -3900, [b]: 3900, [ids[2]!]: 0, [ids[3]!]: 0 },
        tour: {
          type_victoire: 'ron',
          gagnant: [b],
          perdant: a,
          han: { [b]: 3 },
          fu: { [b]: 30 },
          riichi_players: [b],
          tenpai: [],
        },
        auteur_id: east().id,
        cree_le: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        modifie_par: null,
        modifie_le: null,
      });
      expect(partie).toEqual(
        expect.objectContaining({ nb_tours: 1, tour_actuel: 2, vent: 'est', riichi_stack: 0 }),
      );
      expect(partie.scores).toEqual({ [a]: 26100, [b]: 33900, [ids[2]!]: 30000, [ids[3]!]: 30000 });
      expect(await getGame(gameId)).toEqual(partie);
    });

    it('refuses a stale index with 409 and writes nothing', async () => {
      const gameId = await newGame();
      expect((await postRound(gameId, { ...draw([ids[0]!]), index: 0 })).statusCode).toBe(201);
      expectError(await postRound(gameId, { ...draw([ids[1]!]), index: 0 }), 409, STALE);
      expectError(await postRound(gameId, { ...draw([ids[1]!]), index: 5 }), 409, STALE);
      expect((await getGame(gameId)).nb_tours).toBe(1);
    });

    describe('when the game row’s cached state disagrees with its stored rounds (a hand-edited row)', () => {
      // After a non-dealer 3 han 30 fu ron (b from a, b's riichi): a 26100, b 33900.
      const afterRon = () => ({ [ids[0]!]: 26100, [ids[1]!]: 33900, [ids[2]!]: 30000, [ids[3]!]: 30000 });
      // Then an exhaustive draw with only a tenpai: +3000 for a, −1000 for each of the others.
      const afterDraw = () => ({ [ids[0]!]: 29100, [ids[1]!]: 32900, [ids[2]!]: 29000, [ids[3]!]: 29000 });
      const gameWithOneRound = async () => {
        const gameId = await newGame();
        const ronOfB = ron([[ids[1]!, 3, 30]], ids[0]!, [ids[1]!]);
        expect((await postRound(gameId, { ...ronOfB, index: 0 })).statusCode).toBe(201);
        expect((await getGame(gameId)).scores).toEqual(afterRon());
        return gameId;
      };
      const editRow = (gameId: string, set: ReturnType<typeof sql>) =>
        app.database.db.execute(sql`update games set ${set} where id = ${gameId}`);

      it('settles on the replay of the rounds when the cache counts fewer rounds, and writes it back', async () => {
        const gameId = await gameWithOneRound();
        const initial = JSON.stringify(Object.fromEntries(ids.map((id) => [id, 30000])));
        await editRow(gameId, sql`nb_tours = 0, tour_actuel = 1, scores = ${initial}::jsonb`);
        // The cache's count is not the game's: nothing is written at index 0.
        expectError(await postRound(gameId, { ...draw([ids[0]!]), index: 0 }), 409, STALE);
        const response = await postRound(gameId, { ...draw([ids[0]!]), index: 1 });
        expect(response.statusCode).toBe(201);
        expect(response.json().entry).toEqual(
          expect.objectContaining({ index: 1, joueurs_avant: afterRon() }),
        );
        expect(await getGame(gameId)).toEqual(
          expect.objectContaining({ nb_tours: 2, tour_actuel: 3, scores: afterDraw() }),
        );
      });

      it('refuses an index past the stored rounds even when the cache counts that many', async () => {
        const gameId = await gameWithOneRound();
        await editRow(gameId, sql`nb_tours = 5`);
        expectError(await postRound(gameId, { ...draw([ids[0]!]), index: 5 }), 409, STALE);
        const response = await postRound(gameId, { ...draw([ids[0]!]), index: 1 });
        expect(response.statusCode).toBe(201);
        expect(response.json().partie).toEqual(expect.objectContaining({ nb_tours: 2, scores: afterDraw() }));
      });

      it('lets the replay decide when the cache says the game is over or is not a state', async () => {
        const gameId = await gameWithOneRound();
        await editRow(gameId, sql`tour_actuel = 5`);
        expect((await postRound(gameId, { ...draw([ids[0]!]), index: 1 })).json().partie).toEqual(
          expect.objectContaining({ nb_tours: 2, tour_actuel: 3, scores: afterDraw() }),
        );
        await editRow(gameId, sql`scores = '{}'::jsonb`);
        const third = await postRound(gameId, { ...draw([ids[0]!]), index: 2 });
        expect(third.statusCode).toBe(201);
        expect(third.json().entry.joueurs_avant).toEqual(afterDraw());
      });
    });

    it('replays the first response for a repeated Idempotency-Key and records nothing new', async () => {
      const gameId = await newGame();
      const headers = { 'idempotency-key': 'cle-unique-1' };
      const first = await postRound(gameId, { ...tsumo([ids[0]!, 1, 30]), index: 0 }, headers);
      const again = await postRound(gameId, { ...tsumo([ids[0]!, 1, 30]), index: 0 }, headers);
      expect(first.statusCode).toBe(201);
      expect(again.statusCode).toBe(201);
      expect(again.json()).toEqual(first.json());
      expect((await getGame(gameId)).nb_tours).toBe(1);
      // The key is per game: the same key on another game applies there.
      const other = await newGame();
      expect((await postRound(other, tsumo([ids[0]!, 1, 30]), headers)).json().partie.nb_tours).toBe(1);
    });

    it('refuses an Idempotency-Key reused with another body (422, nothing recorded); keys expire after a day', async () => {
      const gameId = await newGame();
      const headers = { 'idempotency-key': 'cle-unique-2' };
      expect((await postRound(gameId, { ...tsumo([ids[0]!, 1, 30]), index: 0 }, headers)).statusCode).toBe(
        201,
      );
      const other = await postRound(gameId, { ...tsumo([ids[1]!, 3, 30]), index: 0 }, headers);
      expectError(
        other,
        422,
        'Cette clé Idempotency-Key a déjà servi pour un autre tour : envoie ce tour avec une nouvelle clé.',
      );
      expect((await getGame(gameId)).nb_tours).toBe(1);
      // A day later the key is forgotten: the same key records a new round.
      await app.database.db.execute(
        sql`update idempotency_keys set created_at = now() - interval '25 hours' where game_id = ${gameId}`,
      );
      const later = await postRound(gameId, { ...tsumo([ids[1]!, 3, 30]), index: 1 }, headers);
      expect(later.statusCode).toBe(201);
      expect((await getGame(gameId)).nb_tours).toBe(2);
    });

    it.each([
      ['no victory type', { type_victoire: '' }, MESSAGES.victoryTypeRequired],
      ['an unknown victory type', { type_victoire: 'kan' }, MESSAGES.unknownVictoryType],
      ['a tsumo with two winners', { ...tsumo(['A', 1, 30]), gagnant: ['A', 'B'] }, MESSAGES.tsumoOneWinner],
      ['a ron without a loser', { ...ron([['B', 1, 30]], 'A'), perdant: null }, MESSAGES.ronLoserRequired],
      ['a ron where the loser wins', ron([['A', 1, 30]], 'A'), MESSAGES.ronLoserIsWinner],
      ['a riichi player at an all-noten draw', draw([], ['B']), MESSAGES.riichiMustBeTenpai],
      ['a 1 han 20 fu ron', ron([['B', 1, 20]], 'A'), MESSAGES.fuTwentyOnRon],
      ['a 1 han 25 fu tsumo', tsumo(['A', 1, 25]), MESSAGES.fuTwentyFiveOneHan],
      ['a chombo without offender', { ...chombo('A'), perdant: null }, MESSAGES.chomboOffenderRequired],
      ['a tsumo without han', { ...tsumo(['A', 1, 30]), han: {} }, MESSAGES.hanRequired],
      ['a tsumo without fu', { ...tsumo(['A', 1, 30]), fu: {} }, MESSAGES.fuRequired],
      ['an absurd han', tsumo(['A', 1000, 30]), MESSAGES.hanOutOfRange],
      ['a player not in the game', tsumo(['intrus', 1, 30]), MESSAGES.playerNotInGame],
    ])('refuses %s with 422 and the client’s French message', async (_case, payload, detail) => {
      const gameId = await newGame();
      // Letters stand for the seats.
      const seat = (value: unknown): unknown =>
        typeof value === 'string' && /^[A-D]$/.test(value)
          ? ids['ABCD'.indexOf(value)]
          : Array.isArray(value)
            ? value.map(seat)
            : value;
      const bySeat = (map: unknown) =>
        map && typeof map === 'object'
          ? Object.fromEntries(Object.entries(map).map(([k, v]) => [seat(k), v]))
          : map;
      const body = Object.fromEntries(
        Object.entries(payload).map(([k, v]) => [k, k === 'han' || k === 'fu' ? bySeat(v) : seat(v)]),
      );
      expectError(await postRound(gameId, body), 422, detail);
      expect((await getGame(gameId)).nb_tours).toBe(0);
    });

    it.each([
      ['han as text', { ...tsumo(['x', 1, 30]), han: { x: 'trois' } }],
      ['a list of 5 winners', { ...tsumo(['x', 1, 30]), gagnant: ['a', 'b', 'c', 'd', 'e'] }],
      ['an index below 0', { ...draw(['x']), index: -1 }],
      ['an absurd index', { ...draw(['x']), index: 1e12 }],
      ['a megabyte string', { ...draw(['x']), type_victoire: 'x'.repeat(60_000) }],
    ])('refuses malformed input (%s) with 422 and writes nothing', async (_case, payload) => {
      const gameId = await newGame();
      expectError(await postRound(gameId, payload), 422);
      expect((await getGame(gameId)).nb_tours).toBe(0);
    });

    it('refuses a round on a finished game with 409', async () => {
      const gameId = await newGame();
      await call(app, east(), { method: 'POST', url: `/api/parties/${gameId}/finish` });
      expectError(await postRound(gameId, draw([ids[0]!])), 409, 'La partie est terminée.');
    });

    it('refuses a round after the last hand of North with 409', async () => {
      const gameId = await newGame();
      // Each hand won by the seat after the dealer: the deal passes on every round, 16 hands to North 4.
      for (let hand = 0; hand < 16; hand += 1) {
        const winner = ids[(hand + 1) % 4]!;
        expect((await postRound(gameId, { ...tsumo([winner, 1, 30]), index: hand })).statusCode).toBe(201);
      }
      expect(await getGame(gameId)).toEqual(
        expect.objectContaining({ vent: 'nord', tour_actuel: 5, nb_tours: 16 }),
      );
      expectError(await postRound(gameId, tsumo([ids[1]!, 1, 30])), 409, MESSAGES.gameOver);
    });

    it('answers 404 for an unknown game', async () => {
      expectError(await postRound('inconnue', draw(['x'])), 404, 'Partie introuvable.');
    });
  });

  describe('DELETE /parties/tours/{partyId}/last', () => {
    it('removes the last round and recomputes the state', async () => {
      const gameId = await newGame();
      const before = (await postRound(gameId, tsumo([ids[1]!, 2, 30]))).json().partie;
      const added = (await postRound(gameId, { ...ron([[ids[3]!, 4, 40]], ids[2]!, [ids[0]!]) })).json();
      const response = await call(app, east(), {
        method: 'DELETE',
        url: `/api/parties/tours/${gameId}/last`,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ partie: before, removed: added.entry });
    });

    it('answers 404 when there is no round and 409 on a finished game', async () => {
      const gameId = await newGame();
      expectError(
        await call(app, east(), { method: 'DELETE', url: `/api/parties/tours/${gameId}/last` }),
        404,
        'Aucun tour à annuler.',
      );
      await postRound(gameId, draw([ids[0]!]));
      await call(app, east(), { method: 'POST', url: `/api/parties/${gameId}/finish` });
      expectError(
        await call(app, east(), { method: 'DELETE', url: `/api/parties/tours/${gameId}/last` }),
        409,
        'La partie est terminée.',
      );
    });
  });

  describe('GET /parties/tours/{partyId}/tours', () => {
    it('lists the history, compact by default, with the state after each round when compact=false', async () => {
      const gameId = await newGame();
      const first = (await postRound(gameId, draw([ids[0]!], [ids[0]!]))).json();
      const second = (await postRound(gameId, tsumo([ids[2]!, 3, 30]))).json();
      const compact = await call(app, east(), {
        method: 'GET',
        url: `/api/parties/tours/${gameId}/tours?compact=true`,
      });
      expect(compact.statusCode).toBe(200);
      expect(compact.json()).toEqual({ tours: [first.entry, second.entry] });
      const full = (
        await call(app, east(), { method: 'GET', url: `/api/parties/tours/${gameId}/tours?compact=false` })
      ).json();
      expect(full.tours[0]).toEqual({ ...first.entry, ...pick(first.partie) });
      expect(full.tours[1]).toEqual({ ...second.entry, ...pick(second.partie) });
    });

    it('refuses an unknown compact value with 422', async () => {
      const gameId = await newGame();
      expectError(
        await call(app, east(), {
          method: 'GET',
          url: `/api/parties/tours/${gameId}/tours?compact=peut-etre`,
        }),
        422,
      );
    });
  });

  describe('POST /parties/{id}/finish', () => {
    it('finishes the game, settles leftover sticks to first place, and refuses a second finish', async () => {
      const gameId = await newGame();
      // East tenpai alone with riichi: +3000 −1000 bet; the stick stays on the table.
      await postRound(gameId, draw([ids[0]!], [ids[0]!]));
      const response = await call(app, east(), { method: 'POST', url: `/api/parties/${gameId}/finish` });
      expect(response.statusCode).toBe(200);
      const game = response.json();
      expect(game).toEqual(
        expect.objectContaining({ etat: 'terminé', riichi_stack: 0, date_fin: expect.any(String) }),
      );
      expect(game.scores).toEqual({ [ids[0]!]: 33000, [ids[1]!]: 29000, [ids[2]!]: 29000, [ids[3]!]: 29000 });
      expectError(
        await call(app, east(), { method: 'POST', url: `/api/parties/${gameId}/finish` }),
        409,
        'La partie est terminée.',
      );
    });
  });

  describe('POST /parties/manuelle', () => {
    it('stores a finished game from final scores', async () => {
      const scores = { [ids[0]!]: 45000, [ids[1]!]: 32000, [ids[2]!]: 25000, [ids[3]!]: 18000 };
      const response = await call(app, east(), {
        method: 'POST',
        url: '/api/parties/manuelle',
        payload: { joueurs: ids, scores, date_debut: '2025-10-01T14:00:00.000Z' },
      });
      expect(response.statusCode).toBe(201);
      const game = await getGame(response.json().id);
      expect(game).toEqual(
        expect.objectContaining({
          etat: 'terminé',
          scores,
          nb_tours: 0,
          date_debut: '2025-10-01T14:00:00.000Z',
          date_fin: expect.any(String),
        }),
      );
    });

    it('numbers the names of games beside each other started in the same minute', async () => {
      const scores = { [ids[0]!]: 45000, [ids[1]!]: 32000, [ids[2]!]: 25000, [ids[3]!]: 18000 };
      const names: string[] = [];
      for (let table = 0; table < 3; table += 1) {
        const response = await call(app, east(), {
          method: 'POST',
          url: '/api/parties/manuelle',
          payload: { joueurs: ids, scores, date_debut: '2025-10-03T18:30:00.000Z' },
        });
        expect(response.statusCode).toBe(201);
        names.push((await getGame(response.json().id)).nom);
      }
      // 18:30 UTC is 20:30 in Paris, where the names are written.
      expect(names).toEqual([
        'Partie du 3 oct. 2025, 20:30',
        'Partie du 3 oct. 2025, 20:30 (2)',
        'Partie du 3 oct. 2025, 20:30 (3)',
      ]);
    });

    it.each([
      ['three players', () => ({ joueurs: ids.slice(0, 3), scores: {} }), MESSAGES.finalPlayers],
      [
        'a score that is not a number',
        () => ({
          joueurs: ids,
          scores: { [ids[0]!]: 'beaucoup', [ids[1]!]: 30000, [ids[2]!]: 30000, [ids[3]!]: 30000 },
        }),
        MESSAGES.finalScoresNumeric,
      ],
      [
        'a sum other than 120000',
        () => ({ joueurs: ids, scores: Object.fromEntries(ids.map((id) => [id, 25000])) }),
        'La somme des scores doit être 120\u202f000 (actuellement 100\u202f000).',
      ],
      [
        'an invalid date',
        () => ({
          joueurs: ids,
          scores: Object.fromEntries(ids.map((id) => [id, 30000])),
          date_debut: 'hier',
        }),
        'La date doit être une date ISO 8601 valide.',
      ],
      [
        'absurd scores',
        () => ({
          joueurs: ids,
          scores: { [ids[0]!]: 1e15, [ids[1]!]: -1e15 + 120000, [ids[2]!]: 0, [ids[3]!]: 0 },
        }),
        'Chaque score doit rester entre \u2212300\u202f000 et 300\u202f000.',
      ],
    ])('refuses %s with 422', async (_case, payload, detail) => {
      expectError(
        await call(app, east(), { method: 'POST', url: '/api/parties/manuelle', payload: payload() }),
        422,
        detail,
      );
    });
  });
});

function pick(game: Record<string, unknown>) {
  const { scores, vent, tour_actuel, dealer_stack, riichi_stack } = game;
  return { scores, vent, tour_actuel, dealer_stack, riichi_stack };
}
