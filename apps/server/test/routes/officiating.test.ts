/**
 * Officiating a tournament, through the real app: referees and what they may do, penalties in the
 * ranking, a table's final scores, signed sheets, the tie-break, and the journal of a game's writes.
 * Expected totals are worked out by hand in the comments (classic rules: 30 000 returned, uma 15/5).
 */
import { describe, expect, it } from '@jest/globals';
import { chombo, ron, tsumo } from '@mj/domain/testing';
import {
  backends,
  call,
  createTournament,
  expectError,
  registerUser,
  tournamentCast,
  type TestUser,
} from '../helper';
import { openStream, openTournamentStream } from '../live';

interface Game {
  id: string;
  etat: string;
  scores?: Record<string, number>;
  a_valider: boolean;
  validee_par: string | null;
  validee_le: string | null;
}

describe.each(backends)('officiating on %s', (backend) => {
  const cast = tournamentCast(backend, 8, 'arbitrage');
  const app = () => cast.app;
  const p = (i: number) => cast.players[i]!;

  async function setUp(extra: Record<string, unknown> = {}) {
    const referee = await registerUser(app());
    const id = await createTournament(app(), cast.admin, { joueurs: cast.ids.slice(0, 4), ...extra });
    const named = await call(app(), cast.admin, {
      method: 'PUT',
      url: `/api/tournois/${id}/arbitres/${referee.id}`,
    });
    expect(named.statusCode).toBe(204);
    return { id, referee };
  }
  const manual = (as: TestUser, id: string, values: number[]) =>
    call(app(), as, {
      method: 'POST',
      url: '/api/parties/manuelle',
      payload: {
        joueurs: cast.ids.slice(0, 4),
        scores: Object.fromEntries(cast.ids.slice(0, 4).map((player, i) => [player, values[i]])),
        tournoi_id: id,
      },
    });
  const ranking = async (id: string, as: TestUser = cast.admin) =>
    (await call(app(), as, { method: 'GET', url: `/api/tournois/${id}/classement` })).json<{
      classement: Record<string, number> | null;
      rangs?: Record<string, number> | null;
      mon_total?: number | null;
    }>();
  const penalise = (id: string, as: TestUser, payload: object) =>
    call(app(), as, { method: 'POST', url: `/api/tournois/${id}/penalites`, payload });
  const getGame = async (gameId: string, as: TestUser = cast.admin) =>
    (await call(app(), as, { method: 'GET', url: `/api/parties/${gameId}` })).json<Game>();

  describe('referees', () => {
    it('are named and removed by the admin only, and listed in the tournament', async () => {
      const { id, referee } = await setUp();
      const tournament = (await call(app(), referee, { method: 'GET', url: `/api/tournois/${id}` })).json();
      expect(tournament.arbitres).toEqual([referee.id]);
      expect(tournament.validation_feuilles).toBe('aucune');
      expect(tournament.departage).toBe('partage');
      // The tournament is in the referee's list.
      const mine = (await call(app(), referee, { method: 'GET', url: '/api/tournois' })).json<
        { id: string }[]
      >();
      expect(mine.map((t) => t.id)).toEqual([id]);

      const other = await registerUser(app());
      const put = (as: TestUser, userId: string) =>
        call(app(), as, { method: 'PUT', url: `/api/tournois/${id}/arbitres/${userId}` });
      expectError(await put(referee, other.id), 403, 'Seul l’administrateur du tournoi peut faire cela.');
      expectError(await put(p(0), other.id), 403, 'Seul l’administrateur du tournoi peut faire cela.');
      expectError(await put(cast.stranger, other.id), 403);
      expectError(await put(cast.admin, 'inconnu'), 404, 'Joueur introuvable.');
      expectError(
        await put(cast.admin, cast.admin.id),
        422,
        'L’administrateur a déjà tous les droits : il ne peut pas être arbitre.',
      );
      // Naming twice changes nothing.
      expect((await put(cast.admin, referee.id)).statusCode).toBe(204);
      expect(
        (await call(app(), cast.admin, { method: 'GET', url: `/api/tournois/${id}` })).json().arbitres,
      ).toEqual([referee.id]);

      const remove = (as: TestUser, userId: string) =>
        call(app(), as, { method: 'DELETE', url: `/api/tournois/${id}/arbitres/${userId}` });
      expectError(await remove(referee, referee.id), 403);
      expectError(await remove(cast.admin, other.id), 404, 'Ce compte n’est pas arbitre du tournoi.');
      expect((await remove(cast.admin, referee.id)).statusCode).toBe(204);
      // Gone with the role: the tournament is closed to them.
      expectError(await call(app(), referee, { method: 'GET', url: `/api/tournois/${id}` }), 403);
    });

    it('do at the tables what the admin does, and nothing of the admin’s own', async () => {
      const { id, referee } = await setUp({ classement_visible: false });
      // A hidden ranking is not hidden from them.
      expect((await ranking(id, referee)).classement).toEqual({});
      // They create a game of four players, add and correct its rounds, finish it.
      const created = await call(app(), referee, {
        method: 'POST',
        url: '/api/parties',
        payload: { joueurs: cast.ids.slice(0, 4), tournoi_id: id },
      });
      expect(created.statusCode).toBe(201);
      const gameId = created.json<{ id: string }>().id;
      const added = await call(app(), referee, {
        method: 'POST',
        url: `/api/parties/tours/${gameId}`,
        payload: tsumo([p(1).id, 3, 30]),
      });
      expect(added.statusCode).toBe(201);
      expect(
        (await call(app(), referee, { method: 'POST', url: `/api/parties/${gameId}/finish` })).statusCode,
      ).toBe(200);
      // A finished game is corrected by the admin and referees only.
      const fix = (as: TestUser) =>
        call(app(), as, {
          method: 'PUT',
          url: `/api/parties/tours/${gameId}/0`,
          payload: ron([[p(2).id, 2, 40]], p(3).id),
        });
      expectError(await fix(p(0)), 403);
      expect((await fix(referee)).statusCode).toBe(200);

      // Rondes and the clock are theirs too.
      const ronde = await call(app(), referee, {
        method: 'POST',
        url: `/api/tournois/${id}/rondes`,
        payload: { mode: 'equilibre' },
      });
      expect(ronde.statusCode).toBe(201);

      // The admin's own: settings, visibility, finishing, hand-over, the screen link, referees.
      const adminOnly = [
        { method: 'PATCH', url: `/api/tournois/${id}`, payload: { nom: 'Autre nom' } },
        { method: 'PATCH', url: `/api/tournois/${id}/classement-visible`, payload: { visible: true } },
        { method: 'PATCH', url: `/api/tournois/${id}/etat`, payload: { new_state: 'terminé' } },
        { method: 'PATCH', url: `/api/tournois/${id}/admin`, payload: { admin_id: p(0).id } },
        { method: 'POST', url: `/api/tournois/${id}/ecran` },
        { method: 'PUT', url: `/api/tournois/${id}/arbitres/${p(5).id}` },
      ] as const;
      for (const request of adminOnly)
        expectError(
          await call(app(), referee, request),
          403,
          'Seul l’administrateur du tournoi peut faire cela.',
        );
    });

    it('lose every right and stream when removed, and so does a former admin after a hand-over', async () => {
      const { id, referee } = await setUp();
      const gameId = (
        await call(app(), cast.admin, {
          method: 'POST',
          url: '/api/parties',
          payload: { joueurs: cast.ids.slice(0, 4), tournoi_id: id },
        })
      ).json<{ id: string }>().id;
      expect((await call(app(), referee, { method: 'GET', url: `/api/parties/${gameId}` })).statusCode).toBe(
        200,
      );
      const streamsOf = async (user: TestUser) => {
        const game = await openStream(app(), `/api/parties/${gameId}/evenements`, user);
        const tournament = await openTournamentStream(app(), id, user);
        expect([game.status, tournament.status]).toEqual([200, 200]);
        await game.next();
        return [game, tournament];
      };
      const refereeStreams = await streamsOf(referee);
      const adminStreams = await streamsOf(cast.admin);
      await call(app(), cast.admin, { method: 'DELETE', url: `/api/tournois/${id}/arbitres/${referee.id}` });
      await Promise.all(refereeStreams.map((stream) => stream.ended()));
      expect(await adminStreams[1]!.next()).toEqual({ event: 'tournoi', data: { raison: 'joueurs' } });
      expectError(await call(app(), referee, { method: 'GET', url: `/api/parties/${gameId}` }), 403);

      // The admin hands over: the games they created are closed to them (they do not play).
      const handed = await call(app(), cast.admin, {
        method: 'PATCH',
        url: `/api/tournois/${id}/admin`,
        payload: { admin_id: p(0).id },
      });
      expect(handed.statusCode).toBe(200);
      await Promise.all(adminStreams.map((stream) => stream.ended()));
      expectError(await call(app(), cast.admin, { method: 'GET', url: `/api/parties/${gameId}` }), 403);
      expectError(
        await call(app(), cast.admin, {
          method: 'POST',
          url: `/api/parties/tours/${gameId}`,
          payload: tsumo([p(1).id, 3, 30]),
        }),
        403,
      );
      expectError(await call(app(), cast.admin, { method: 'GET', url: `/api/tournois/${id}/parties` }), 403);
    });
  });

  describe('penalties', () => {
    it('count in the ranking, list chombos beside them, and leave a trace when removed', async () => {
      const { id, referee } = await setUp();
      // Staff-entered final scores count at once: 45 000 / 35 000 / 25 000 / 15 000 → +30, +10, −10, −30.
      expect((await manual(cast.admin, id, [45000, 35000, 25000, 15000])).statusCode).toBe(201);
      expect((await ranking(id)).classement).toEqual({
        [p(0).id]: 30,
        [p(1).id]: 10,
        [p(2).id]: -10,
        [p(3).id]: -30,
      });
      const given = await penalise(id, referee, {
        joueur: p(1).id,
        points: -10,
        motif: '  Retard au départ ',
      });
      expect(given.statusCode).toBe(201);
      const penalty = given.json<{ id: string }>();
      expect(penalty).toEqual({
        id: expect.any(String),
        joueur: p(1).id,
        points: -10,
        motif: 'Retard au départ',
        partie_id: null,
        auteur_id: referee.id,
        cree_le: expect.any(String),
        source: 'penalite',
        supprimee_par: null,
        supprimee_le: null,
      });
      expect(
        (await penalise(id, cast.admin, { joueur: p(2).id, points: -2.5, motif: 'Téléphone' })).statusCode,
      ).toBe(201);
      // +10 − 10 = 0; −10 − 2,5 = −12,5.
      expect((await ranking(id)).classement).toEqual({
        [p(0).id]: 30,
        [p(1).id]: 0,
        [p(2).id]: -12.5,
        [p(3).id]: -30,
      });

      // A chombo in a hand-by-hand game is listed with source « chombo » once its game counts (finished).
      const gameId = (
        await call(app(), cast.admin, {
          method: 'POST',
          url: '/api/parties',
          payload: { joueurs: cast.ids.slice(0, 4), tournoi_id: id },
        })
      ).json<{ id: string }>().id;
      await call(app(), p(0), {
        method: 'POST',
        url: `/api/parties/tours/${gameId}`,
        payload: chombo(p(3).id),
      });
      const listed = async () =>
        (await call(app(), p(0), { method: 'GET', url: `/api/tournois/${id}/penalites` })).json<
          { source: string }[]
        >();
      expect((await listed()).map((entry) => entry.source)).toEqual(['penalite', 'penalite']);
      expect(
        (await call(app(), p(0), { method: 'POST', url: `/api/parties/${gameId}/finish` })).statusCode,
      ).toBe(200);
      const list = await call(app(), p(0), { method: 'GET', url: `/api/tournois/${id}/penalites` });
      expect(list.statusCode).toBe(200);
      expect(list.json()).toEqual([
        expect.objectContaining({ joueur: p(1).id, points: -10, source: 'penalite' }),
        expect.objectContaining({ joueur: p(2).id, points: -2.5, source: 'penalite' }),
        expect.objectContaining({
          joueur: p(3).id,
          points: -20,
          motif: 'Chombo',
          partie_id: gameId,
          auteur_id: p(0).id,
          source: 'chombo',
        }),
      ]);

      const remove = (as: TestUser, penaltyId: string) =>
        call(app(), as, { method: 'DELETE', url: `/api/tournois/${id}/penalites/${penaltyId}` });
      expectError(await remove(p(1), penalty.id), 403);
      expect((await remove(referee, penalty.id)).statusCode).toBe(204);
      expectError(await remove(referee, penalty.id), 404, 'Pénalité introuvable (ou déjà retirée).');
      expect((await ranking(id)).classement?.[p(1).id]).toBe(10);
      const after = (
        await call(app(), cast.admin, { method: 'GET', url: `/api/tournois/${id}/penalites` })
      ).json<{ id: string; supprimee_par: string | null; supprimee_le: string | null }[]>();
      expect(after.find((entry) => entry.id === penalty.id)).toEqual(
        expect.objectContaining({ supprimee_par: referee.id, supprimee_le: expect.any(String) }),
      );
    });

    it.each([
      ['positive points', { points: 5, motif: 'Retard' }, 422, /négatifs/],
      ['zero points', { points: 0, motif: 'Retard' }, 422, /négatifs/],
      ['two decimals', { points: -1.25, motif: 'Retard' }, 422, /décimale/],
      [
        'an empty reason',
        { points: -5, motif: '   ' },
        422,
        'Le motif d’une pénalité doit faire de 2 à 200 caractères.',
      ],
      ['a reason too long', { points: -5, motif: 'x'.repeat(201) }, 422, /2 à 200/],
      ['points as text', { points: '-5', motif: 'Retard' }, 422, undefined],
      ['a penalty that rounds to nothing', { points: -0.00000001, motif: 'Retard' }, 422, /négatifs/],
      ['a hundredth beyond the tenth', { points: -1.00001, motif: 'Retard' }, 422, /décimale/],
      [
        'a reason with a bidi override',
        { points: -5, motif: 'Retard \u202eeuqitamotua' },
        422,
        'Le motif d’une pénalité ne peut pas contenir de caractères invisibles ou de contrôle.',
      ],
      ['a reason with a zero-width space', { points: -5, motif: 'Re\u200btard' }, 422, /invisibles/],
    ])('refuses %s, nothing changed', async (_case, body, status, detail) => {
      const { id, referee } = await setUp();
      expectError(await penalise(id, referee, { joueur: p(0).id, ...body }), status, detail);
      expect(
        (await call(app(), cast.admin, { method: 'GET', url: `/api/tournois/${id}/penalites` })).json(),
      ).toEqual([]);
    });

    it('while the ranking is hidden, a player reads only their own penalties', async () => {
      const { id, referee } = await setUp({ classement_visible: false });
      for (const i of [0, 1])
        expect(
          (await penalise(id, referee, { joueur: p(i).id, points: -5, motif: 'Retard' })).statusCode,
        ).toBe(201);
      const read = async (as: TestUser) =>
        (await call(app(), as, { method: 'GET', url: `/api/tournois/${id}/penalites` }))
          .json<{ joueur: string }[]>()
          .map((penalty) => penalty.joueur);
      expect(await read(p(0))).toEqual([p(0).id]);
      expect(await read(p(2))).toEqual([]);
      expect((await read(referee)).sort()).toEqual([p(0).id, p(1).id].sort());
      await call(app(), cast.admin, {
        method: 'PATCH',
        url: `/api/tournois/${id}/classement-visible`,
        payload: { visible: true },
      });
      expect((await read(p(2))).sort()).toEqual([p(0).id, p(1).id].sort());
    });

    it('refuses a player, a stranger to the tournament, and a game of another tournament', async () => {
      const { id } = await setUp();
      const body = { joueur: p(1).id, points: -5, motif: 'Retard' };
      expectError(
        await penalise(id, p(0), body),
        403,
        'Seuls l’administrateur du tournoi et ses arbitres peuvent faire cela.',
      );
      expectError(await penalise(id, cast.stranger, body), 403);
      expectError(
        await penalise(id, cast.admin, { ...body, joueur: p(6).id }),
        422,
        'Ce joueur ne participe pas au tournoi.',
      );
      expectError(
        await penalise(id, cast.admin, { ...body, partie_id: 'inconnue' }),
        422,
        'Cette partie n’appartient pas au tournoi, ou ce joueur n’y joue pas.',
      );
    });
  });

  describe('a table’s final scores', () => {
    it('finish a ronde’s table kept on paper; a plain player’s await validation; a table with rounds refuses them', async () => {
      const { id, referee } = await setUp();
      const ronde = (
        await call(app(), cast.admin, {
          method: 'POST',
          url: `/api/tournois/${id}/rondes`,
          payload: { mode: 'equilibre' },
        })
      ).json<{ tables: { partie_id: string; joueurs: string[] }[] }>();
      const table = ronde.tables[0]!;
      const player = cast.players.find((candidate) => candidate.id === table.joueurs[0])!;
      const scores = Object.fromEntries(
        table.joueurs.map((joueur, i) => [joueur, [45000, 35000, 25000, 15000][i]]),
      );
      const put = (as: TestUser, body: object) =>
        call(app(), as, {
          method: 'PUT',
          url: `/api/parties/${table.partie_id}/scores-finaux`,
          payload: body,
        });
      expectError(await put(cast.stranger, { scores }), 403);
      expectError(
        await put(player, { scores: { ...scores, [table.joueurs[0]!]: 46000 } }),
        422,
        /^La somme des scores doit être 120.000 \(actuellement 121.000\)\.$/,
      );
      const entered = await put(player, { scores });
      expect(entered.statusCode).toBe(200);
      expect(entered.json<Game>()).toEqual(
        expect.objectContaining({ etat: 'terminé', scores, a_valider: true, validee_par: null }),
      );
      // Not in the ranking until validated; then it is.
      expect((await ranking(id)).classement).toEqual({});
      const validated = await call(app(), referee, {
        method: 'POST',
        url: `/api/parties/${table.partie_id}/validation`,
      });
      expect(validated.json<Game>()).toEqual(
        expect.objectContaining({
          a_valider: false,
          validee_par: referee.id,
          validee_le: expect.any(String),
        }),
      );
      expect((await ranking(id)).classement).toEqual({
        [table.joueurs[0]!]: 30,
        [table.joueurs[1]!]: 10,
        [table.joueurs[2]!]: -10,
        [table.joueurs[3]!]: -30,
      });
      // The ronde still lists the table.
      const rondes = (
        await call(app(), cast.admin, { method: 'GET', url: `/api/tournois/${id}/rondes` })
      ).json();
      expect(rondes[0].tables[0].partie_id).toBe(table.partie_id);

      // Finished now: a second entry is refused. A game with rounds refuses them too.
      expectError(await put(player, { scores }), 409, 'La partie est terminée.');
      const other = (
        await call(app(), cast.admin, {
          method: 'POST',
          url: '/api/parties',
          payload: { joueurs: cast.ids.slice(0, 4), tournoi_id: id },
        })
      ).json<{ id: string }>().id;
      await call(app(), cast.admin, {
        method: 'POST',
        url: `/api/parties/tours/${other}`,
        payload: tsumo([p(1).id, 3, 30]),
      });
      const withRounds = await call(app(), cast.admin, {
        method: 'PUT',
        url: `/api/parties/${other}/scores-finaux`,
        payload: { scores: Object.fromEntries(cast.ids.slice(0, 4).map((joueur) => [joueur, 30000])) },
      });
      expectError(
        withRounds,
        409,
        'Cette table a déjà des tours enregistrés : corrige-les plutôt que de saisir des scores finaux.',
      );
    });

    it('a table’s final scores sum under the tournament’s rules: 4 × 25 000 under M-League', async () => {
      const { id } = await setUp({ regles: 'm-league' });
      const ronde = (
        await call(app(), cast.admin, {
          method: 'POST',
          url: `/api/tournois/${id}/rondes`,
          payload: { mode: 'equilibre' },
        })
      ).json<{ tables: { partie_id: string; joueurs: string[] }[] }>();
      const table = ronde.tables[0]!;
      const put = (values: number[]) =>
        call(app(), cast.admin, {
          method: 'PUT',
          url: `/api/parties/${table.partie_id}/scores-finaux`,
          payload: { scores: Object.fromEntries(table.joueurs.map((joueur, i) => [joueur, values[i]])) },
        });
      expectError(
        await put([45000, 35000, 25000, 15000]),
        422,
        /^La somme des scores doit être 100.000 \(actuellement 120.000\)\.$/,
      );
      expect((await put([45000, 30000, 15000, 10000])).statusCode).toBe(200);
      // M-League (docs/rules-classic.md): return 30 000, uma 30/10/−10/−30, the 20 000 oka to first:
      // +15 + 30 + 20 = 65; 0 + 10 = 10; −15 − 10 = −25; −20 − 30 = −50.
      expect((await ranking(id)).classement).toEqual({
        [table.joueurs[0]!]: 65,
        [table.joueurs[1]!]: 10,
        [table.joueurs[2]!]: -25,
        [table.joueurs[3]!]: -50,
      });
    });

    it('a final-score game entered by a plain player awaits validation, and says so to everyone', async () => {
      const { id } = await setUp();
      const created = await manual(p(0), id, [45000, 35000, 25000, 15000]);
      expect(created.statusCode).toBe(201);
      const gameId = created.json<{ id: string }>().id;
      expect((await getGame(gameId, p(1))).a_valider).toBe(true);
      const listed = (await call(app(), p(2), { method: 'GET', url: `/api/tournois/${id}/parties` })).json<
        Game[]
      >();
      expect(listed.map((game) => game.a_valider)).toEqual([true]);
      expect((await ranking(id)).classement).toEqual({});
      expectError(
        await call(app(), p(1), { method: 'POST', url: `/api/parties/${gameId}/validation` }),
        403,
        'Seuls l’administrateur du tournoi et ses arbitres valident une feuille.',
      );
    });
  });

  describe('signed sheets', () => {
    it('with « arbitre », a finished game counts once validated; two validations at once record one', async () => {
      const { id, referee } = await setUp({ validation_feuilles: 'arbitre' });
      const referee2 = await registerUser(app());
      await call(app(), cast.admin, { method: 'PUT', url: `/api/tournois/${id}/arbitres/${referee2.id}` });
      const gameId = (await manual(cast.admin, id, [45000, 35000, 25000, 15000])).json<{ id: string }>().id;
      expect((await getGame(gameId)).a_valider).toBe(true);
      expect((await ranking(id)).classement).toEqual({});
      const [one, two] = await Promise.all(
        [referee, referee2].map((as) =>
          call(app(), as, { method: 'POST', url: `/api/parties/${gameId}/validation` }),
        ),
      );
      expect([one!.statusCode, two!.statusCode]).toEqual([200, 200]);
      // Both answers name the same validation.
      expect(one!.json<Game>().validee_par).toBe(two!.json<Game>().validee_par);
      const journal = (
        await call(app(), p(0), { method: 'GET', url: `/api/parties/${gameId}/journal` })
      ).json<{ action: string }[]>();
      expect(journal.filter((entry) => entry.action === 'validation')).toHaveLength(1);
      expect((await ranking(id)).classement?.[p(0).id]).toBe(30);
      // A running game cannot be validated yet; a casual game has no sheet.
      const running = (
        await call(app(), cast.admin, {
          method: 'POST',
          url: '/api/parties',
          payload: { joueurs: cast.ids.slice(0, 4), tournoi_id: id },
        })
      ).json<{ id: string }>().id;
      expectError(
        await call(app(), referee, { method: 'POST', url: `/api/parties/${running}/validation` }),
        409,
        'La partie n’est pas terminée : sa feuille ne peut pas encore être validée.',
      );
      const casual = (
        await call(app(), p(0), {
          method: 'POST',
          url: '/api/parties',
          payload: { joueurs: cast.ids.slice(0, 4) },
        })
      ).json<{ id: string }>().id;
      expectError(
        await call(app(), p(0), { method: 'POST', url: `/api/parties/${casual}/validation` }),
        422,
        'Seule une partie de tournoi a une feuille à valider.',
      );
    });

    it('switching the setting applies to the games already played', async () => {
      const { id } = await setUp();
      const gameId = (await manual(cast.admin, id, [45000, 35000, 25000, 15000])).json<{ id: string }>().id;
      const patch = (value: string) =>
        call(app(), cast.admin, {
          method: 'PATCH',
          url: `/api/tournois/${id}`,
          payload: { validation_feuilles: value },
        });
      expect((await patch('arbitre')).json().validation_feuilles).toBe('arbitre');
      expect((await getGame(gameId)).a_valider).toBe(true);
      expect((await patch('aucune')).statusCode).toBe(200);
      expect((await getGame(gameId)).a_valider).toBe(false);
    });
  });

  describe('ties', () => {
    it('share the place by default; « points » breaks them on raw points', async () => {
      const { id } = await setUp();
      // Two games: 45/35/25/15 then 15/45/35/25 (in thousands):
      // p0 +30 then −30 = 0; p1 +10 then +30 = 40; p2 −10 then +10 = 0; p3 −30 then −10 = −40.
      await manual(cast.admin, id, [45000, 35000, 25000, 15000]);
      await manual(cast.admin, id, [15000, 45000, 35000, 25000]);
      expect((await ranking(id)).rangs).toEqual({ [p(1).id]: 1, [p(0).id]: 2, [p(2).id]: 2, [p(3).id]: 4 });
      await call(app(), cast.admin, {
        method: 'PATCH',
        url: `/api/tournois/${id}`,
        payload: { departage: 'points' },
      });
      // p0 and p2 tie at 0 and at 60 000 raw; best game: p0 +30 beats p2 +10.
      expect((await ranking(id)).rangs).toEqual({ [p(1).id]: 1, [p(0).id]: 2, [p(2).id]: 3, [p(3).id]: 4 });
    });
  });

  describe('the journal', () => {
    it('keeps every write with who, when, and the round before and after', async () => {
      const id = await createTournament(app(), cast.admin, { joueurs: cast.ids.slice(0, 4) });
      const gameId = (
        await call(app(), p(0), {
          method: 'POST',
          url: '/api/parties',
          payload: { joueurs: cast.ids.slice(0, 4), tournoi_id: id },
        })
      ).json<{ id: string }>().id;
      const first = tsumo([p(1).id, 3, 30]);
      const second = ron([[p(2).id, 2, 40]], p(3).id);
      const fixed = ron([[p(2).id, 3, 40]], p(3).id);
      const third = tsumo([p(0).id, 1, 30]);
      const post = (round: object) =>
        call(app(), p(0), { method: 'POST', url: `/api/parties/tours/${gameId}`, payload: round });
      await post(first);
      await post(second);
      await call(app(), p(1), { method: 'PUT', url: `/api/parties/tours/${gameId}/1`, payload: fixed });
      await post(third);
      await call(app(), p(2), { method: 'DELETE', url: `/api/parties/tours/${gameId}/last` });
      await call(app(), cast.admin, { method: 'DELETE', url: `/api/parties/tours/${gameId}/0` });
      await call(app(), p(0), { method: 'POST', url: `/api/parties/${gameId}/finish` });

      const read = await call(app(), p(3), { method: 'GET', url: `/api/parties/${gameId}/journal` });
      expect(read.statusCode).toBe(200);
      const entries = read.json<
        {
          qui: string;
          action: string;
          index: number | null;
          avant: unknown;
          apres: unknown;
          quand: string;
        }[]
      >();
      expect(entries.map(({ quand: _, ...entry }) => entry)).toEqual([
        { qui: p(0).id, action: 'ajout', index: 0, avant: null, apres: expect.objectContaining(first) },
        {
          qui: p(0).id,
          action: 'ajout',
          index: 1,
          avant: null,
          apres: expect.objectContaining({ type_victoire: 'ron' }),
        },
        {
          qui: p(1).id,
          action: 'correction',
          index: 1,
          avant: expect.objectContaining({ gagnant: second.gagnant }),
          apres: expect.objectContaining({ gagnant: fixed.gagnant }),
        },
        { qui: p(0).id, action: 'ajout', index: 2, avant: null, apres: expect.objectContaining(third) },
        { qui: p(2).id, action: 'annulation', index: 2, avant: expect.objectContaining(third), apres: null },
        {
          qui: cast.admin.id,
          action: 'suppression',
          index: 0,
          avant: expect.objectContaining(first),
          apres: null,
        },
        { qui: p(0).id, action: 'fin', index: null, avant: null, apres: null },
      ]);
      // Oldest first, and readable only by whoever reads the game.
      const times = entries.map((entry) => entry.quand);
      expect([...times].sort()).toEqual(times);
      expectError(
        await call(app(), cast.stranger, { method: 'GET', url: `/api/parties/${gameId}/journal` }),
        403,
      );
      expectError(await call(app(), p(0), { method: 'GET', url: '/api/parties/inconnue/journal' }), 404);
    });
  });
});
