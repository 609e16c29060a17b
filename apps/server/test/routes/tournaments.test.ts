/** /api/tournois/… route by route: success shapes and every documented error. */
import { describe, expect, it } from '@jest/globals';
import { MESSAGES } from '@mj/domain';
import {
  backends,
  call,
  createTournament,
  expectError,
  registerUser,
  type TestUser,
  tournamentCast,
} from '../helper';

describe.each(backends)('tournaments routes on %s', (backend) => {
  const cast = tournamentCast(backend, 4, 'tournoi');

  const create = (overrides: object = {}) =>
    createTournament(cast.app, cast.admin, { joueurs: cast.ids, ...overrides });
  const addPlayer = (tournamentId: string, userId: string, as: TestUser = cast.admin) =>
    call(cast.app, as, {
      method: 'POST',
      url: `/api/tournois/${tournamentId}/joueurs/add`,
      payload: JSON.stringify(userId),
      headers: { 'content-type': 'application/json' },
    });
  const manualGame = (tournamentId: string, scores: number[], as: TestUser = cast.admin) =>
    call(cast.app, as, {
      method: 'POST',
      url: '/api/parties/manuelle',
      payload: {
        joueurs: cast.ids,
        scores: Object.fromEntries(cast.ids.map((id, i) => [id, scores[i]])),
        date_debut: new Date().toISOString(),
        tournoi_id: tournamentId,
      },
    });

  describe('POST /tournois/', () => {
    it('creates the tournament (name trimmed, caller as admin) and answers 201 Tournament', async () => {
      const response = await call(cast.app, cast.admin, {
        method: 'POST',
        url: '/api/tournois/',
        payload: {
          nom: '  Printemps  ',
          date_debut: '2025-09-20',
          classement_visible: false,
          regles: 'classic',
          joueurs: cast.ids,
        },
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({
        id: expect.any(String),
        nom: 'Printemps',
        date_debut: '2025-09-20T00:00:00.000Z',
        date_fin: null,
        etat: 'en cours',
        classement_visible: false,
        regles: 'classic',
        joueurs: cast.ids,
        absents: [],
        presents: [],
        remplacants: [],
        ville: null,
        pays: null,
        admin_id: cast.admin.id,
        arbitres: [],
        validation_feuilles: 'aucune',
        departage: 'partage',
        rondes_prevues: null,
        tables_fixes: {},
        ligue_id: null,
        separer_clubs: true,
      });
    });

    it.each([
      ['a one-letter name', { nom: ' A ' }, MESSAGES.tournamentNameTooShort],
      ['no start date', { date_debut: undefined }, MESSAGES.tournamentStartDateRequired],
      ['an invalid start date', { date_debut: '2025-13-45' }, MESSAGES.tournamentStartDateRequired],
      ['three players', { joueurs: ['a', 'b', 'c'] }, MESSAGES.tournamentPlayersTooFew],
      ['an unknown player', { joueurs: ['inconnu', 'b', 'c', 'd'] }, 'Un des joueurs choisis n’existe pas.'],
      ['an unknown ruleset', { regles: 'wrc' }, MESSAGES.rulesUnknown('wrc')],
    ])('refuses %s with 422', async (_case, overrides, detail) => {
      const payload = {
        nom: 'Valide',
        date_debut: '2025-09-20',
        classement_visible: true,
        regles: 'classic',
        joueurs: cast.ids,
        ...overrides,
      };
      expectError(
        await call(cast.app, cast.admin, { method: 'POST', url: '/api/tournois/', payload }),
        422,
        detail,
      );
    });
  });

  describe('GET /tournois/ and /tournois/{id}', () => {
    it('lists only the tournaments where the caller plays or is admin', async () => {
      const id = await create();
      const asPlayer = (
        await call(cast.app, cast.players[0], { method: 'GET', url: '/api/tournois/' })
      ).json() as Array<{ id: string }>;
      const asAdmin = (
        await call(cast.app, cast.admin, { method: 'GET', url: '/api/tournois/' })
      ).json() as Array<{
        id: string;
      }>;
      expect(asPlayer.map((t) => t.id)).toContain(id);
      expect(asAdmin.map((t) => t.id)).toContain(id);
      expect((await call(cast.app, cast.stranger, { method: 'GET', url: '/api/tournois/' })).json()).toEqual(
        [],
      );
    });

    it('shows a tournament to its members; 403 for others, 404 for unknown ids', async () => {
      const id = await create();
      const response = await call(cast.app, cast.players[1], { method: 'GET', url: `/api/tournois/${id}` });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(
        expect.objectContaining({ id, joueurs: cast.ids, admin_id: cast.admin.id }),
      );
      expectError(await call(cast.app, cast.stranger, { method: 'GET', url: `/api/tournois/${id}` }), 403);
      expectError(
        await call(cast.app, cast.admin, { method: 'GET', url: '/api/tournois/inconnu' }),
        404,
        'Tournoi introuvable.',
      );
    });
  });

  describe('GET /tournois/{id}/joueurs and /parties', () => {
    it('lists the players and the games of the tournament', async () => {
      const id = await create();
      expect(
        (await call(cast.app, cast.players[2], { method: 'GET', url: `/api/tournois/${id}/joueurs` })).json(),
      ).toEqual({ joueurs: cast.ids });
      const gameId = (
        await call(cast.app, cast.players[0], {
          method: 'POST',
          url: '/api/parties/',
          payload: { joueurs: cast.ids, tournois_id: id },
        })
      ).json().id;
      const games = (
        await call(cast.app, cast.players[3], { method: 'GET', url: `/api/tournois/${id}/parties` })
      ).json();
      expect(games).toEqual([expect.objectContaining({ id: gameId, tournois_id: id })]);
    });
  });

  describe('POST /tournois/{id}/joueurs/add', () => {
    it('adds a player (bare JSON string body) and answers 200 Tournament', async () => {
      const id = await create();
      const newcomer = await registerUser(cast.app);
      const response = await addPlayer(id, newcomer.id);
      expect(response.statusCode).toBe(200);
      expect(response.json().joueurs).toEqual([...cast.ids, newcomer.id]);
      expect((await call(cast.app, newcomer, { method: 'GET', url: `/api/tournois/${id}` })).statusCode).toBe(
        200,
      );
    });

    it('answers 403 to a non-admin, 404 for an unknown user, 409 for a player already in, 422 for a body neither an id nor {user_id}', async () => {
      const id = await create();
      expectError(
        await addPlayer(id, cast.stranger.id, cast.players[0]),
        403,
        'Seul l’administrateur du tournoi peut faire cela.',
      );
      expectError(await addPlayer(id, 'inconnu'), 404, 'Joueur introuvable.');
      expectError(await addPlayer(id, cast.ids[0]!), 409, 'Ce joueur participe déjà au tournoi.');
      const notAString = await call(cast.app, cast.admin, {
        method: 'POST',
        url: `/api/tournois/${id}/joueurs/add`,
        payload: [cast.stranger.id],
      });
      expectError(notAString, 422, 'Le corps de la requête doit être un texte ou un objet.');
    });
  });

  describe('GET /tournois/{id}/classement and PATCH classement-visible', () => {
    it('ranks finished games; hides the ranking from players while masked and running', async () => {
      const id = await create({ classement_visible: false });
      expect((await manualGame(id, [45000, 32000, 25000, 18000])).statusCode).toBe(201);
      // Results: final − 30000 + uma (15000/5000/−5000/−15000), ÷ 1000.
      const ranking = { [cast.ids[0]!]: 30, [cast.ids[1]!]: 7, [cast.ids[2]!]: -10, [cast.ids[3]!]: -27 };
      const rangs = { [cast.ids[0]!]: 1, [cast.ids[1]!]: 2, [cast.ids[2]!]: 3, [cast.ids[3]!]: 4 };
      expect(
        (await call(cast.app, cast.admin, { method: 'GET', url: `/api/tournois/${id}/classement` })).json(),
      ).toEqual({ classement: ranking, classement_visible: false, rangs, version: expect.any(String) });
      // A player still sees their own total.
      expect(
        (
          await call(cast.app, cast.players[0], { method: 'GET', url: `/api/tournois/${id}/classement` })
        ).json(),
      ).toEqual({ classement: null, classement_visible: false, rangs: null, mon_total: 30 });

      const shown = await call(cast.app, cast.admin, {
        method: 'PATCH',
        url: `/api/tournois/${id}/classement-visible`,
        payload: { visible: true },
      });
      expect(shown.statusCode).toBe(200);
      expect(shown.json()).toEqual({ classement_visible: true });
      expect(
        (
          await call(cast.app, cast.players[0], { method: 'GET', url: `/api/tournois/${id}/classement` })
        ).json(),
      ).toEqual({ classement: ranking, classement_visible: true, rangs, version: expect.any(String) });
    });

    it('keeps a masked ranking hidden from players when the tournament is finished, until published', async () => {
      const id = await create({ classement_visible: false });
      await manualGame(id, [30000, 30000, 30000, 30000]);
      await call(cast.app, cast.admin, {
        method: 'PATCH',
        url: `/api/tournois/${id}/etat`,
        payload: { new_state: 'terminé' },
      });
      const response = (
        await call(cast.app, cast.players[1], { method: 'GET', url: `/api/tournois/${id}/classement` })
      ).json();
      expect(response).toEqual({ classement: null, classement_visible: false, rangs: null, mon_total: 0 });
      await call(cast.app, cast.admin, {
        method: 'PATCH',
        url: `/api/tournois/${id}/classement-visible`,
        payload: { visible: true },
      });
      const published = (
        await call(cast.app, cast.players[1], { method: 'GET', url: `/api/tournois/${id}/classement` })
      ).json();
      // Four-way tie: everyone shares the average uma (0).
      expect(published).toEqual({
        classement: Object.fromEntries(cast.ids.map((pid) => [pid, 0])),
        classement_visible: true,
        rangs: Object.fromEntries(cast.ids.map((pid) => [pid, 1])),
        version: expect.any(String),
      });
    });

    it('refuses the visibility toggle to a player (403) and a non-boolean (422)', async () => {
      const id = await create();
      expectError(
        await call(cast.app, cast.players[0], {
          method: 'PATCH',
          url: `/api/tournois/${id}/classement-visible`,
          payload: { visible: false },
        }),
        403,
      );
      expectError(
        await call(cast.app, cast.admin, {
          method: 'PATCH',
          url: `/api/tournois/${id}/classement-visible`,
          payload: { visible: 'non' },
        }),
        422,
        'Le champ « visible » doit être vrai ou faux.',
      );
    });
  });

  describe('DELETE /tournois/{id}/parties/{gameId}', () => {
    it('deletes the game and its rounds, answering the remaining ids and the new ranking', async () => {
      const id = await create();
      const kept = (await manualGame(id, [40000, 30000, 30000, 20000])).json().id;
      const removed = (await manualGame(id, [60000, 20000, 20000, 20000])).json().id;
      const response = await call(cast.app, cast.admin, {
        method: 'DELETE',
        url: `/api/tournois/${id}/parties/${removed}`,
      });
      expect(response.statusCode).toBe(200);
      // Tied second and third share (5000 − 5000) / 2 = 0 uma.
      expect(response.json()).toEqual({
        parties: [kept],
        classement: { [cast.ids[0]!]: 25, [cast.ids[1]!]: 0, [cast.ids[2]!]: 0, [cast.ids[3]!]: -25 },
      });
      expectError(await call(cast.app, cast.admin, { method: 'GET', url: `/api/parties/${removed}` }), 404);
    });

    it('answers 403 to a player and 404 for a game of another tournament', async () => {
      const id = await create();
      const other = await create();
      const gameId = (await manualGame(other, [30000, 30000, 30000, 30000])).json().id;
      expectError(
        await call(cast.app, cast.players[0], {
          method: 'DELETE',
          url: `/api/tournois/${other}/parties/${gameId}`,
        }),
        403,
      );
      expectError(
        await call(cast.app, cast.admin, { method: 'DELETE', url: `/api/tournois/${id}/parties/${gameId}` }),
        404,
        'Partie introuvable.',
      );
    });
  });

  describe('PATCH /tournois/{id}/etat', () => {
    it('finishing closes running games and blocks new ones; reopening clears date_fin', async () => {
      const id = await create();
      const running = (
        await call(cast.app, cast.players[0], {
          method: 'POST',
          url: '/api/parties/',
          payload: { joueurs: cast.ids, tournois_id: id },
        })
      ).json().id;
      const finished = await call(cast.app, cast.admin, {
        method: 'PATCH',
        url: `/api/tournois/${id}/etat`,
        payload: { new_state: 'terminé' },
      });
      expect(finished.statusCode).toBe(200);
      expect(finished.json()).toEqual({ etat: 'terminé', date_fin: expect.any(String) });
      expect(
        (await call(cast.app, cast.players[0], { method: 'GET', url: `/api/parties/${running}` })).json()
          .etat,
      ).toBe('terminé');
      expectError(
        await call(cast.app, cast.players[0], {
          method: 'POST',
          url: '/api/parties/',
          payload: { joueurs: cast.ids, tournoi_id: id },
        }),
        409,
        'Le tournoi est terminé : impossible d’y ajouter une partie.',
      );
      expectError(
        await call(cast.app, cast.admin, {
          method: 'PATCH',
          url: `/api/tournois/${id}/etat`,
          payload: { new_state: 'terminé' },
        }),
        409,
      );

      const reopened = await call(cast.app, cast.admin, {
        method: 'PATCH',
        url: `/api/tournois/${id}/etat`,
        payload: { new_state: 'en cours' },
      });
      expect(reopened.json()).toEqual({ etat: 'en cours', date_fin: null });
      expect(
        (await call(cast.app, cast.players[0], { method: 'GET', url: `/api/parties/${running}` })).json()
          .etat,
      ).toBe('terminé');
      expect(
        (
          await call(cast.app, cast.players[0], {
            method: 'POST',
            url: '/api/parties/',
            payload: { joueurs: cast.ids, tournoi_id: id },
          })
        ).statusCode,
      ).toBe(201);
    });

    it('answers 403 to a player and 422 to an unknown state', async () => {
      const id = await create();
      expectError(
        await call(cast.app, cast.players[0], {
          method: 'PATCH',
          url: `/api/tournois/${id}/etat`,
          payload: { new_state: 'terminé' },
        }),
        403,
      );
      expectError(
        await call(cast.app, cast.admin, {
          method: 'PATCH',
          url: `/api/tournois/${id}/etat`,
          payload: { new_state: 'annulé' },
        }),
        422,
        'Le champ « new_state » doit valoir : terminé, en cours.',
      );
    });
  });

  describe('games inside a tournament', () => {
    it('refuses players outside the tournament (409) and callers outside it (403)', async () => {
      const id = await create();
      const outsider = await registerUser(cast.app);
      expectError(
        await call(cast.app, cast.admin, {
          method: 'POST',
          url: '/api/parties/',
          payload: { joueurs: [...cast.ids.slice(0, 3), outsider.id], tournois_id: id },
        }),
        409,
        'Tous les joueurs doivent être inscrits au tournoi (ou en être l’administrateur).',
      );
      expectError(
        await call(cast.app, cast.stranger, {
          method: 'POST',
          url: '/api/parties/',
          payload: { joueurs: cast.ids, tournois_id: id },
        }),
        403,
      );
      expectError(
        await call(cast.app, cast.admin, {
          method: 'POST',
          url: '/api/parties/',
          payload: { joueurs: cast.ids, tournois_id: 'inconnu' },
        }),
        404,
      );
    });

    it('accepts the admin as one of the four players', async () => {
      const id = await create();
      const response = await call(cast.app, cast.admin, {
        method: 'POST',
        url: '/api/parties/',
        payload: { joueurs: [cast.admin.id, ...cast.ids.slice(0, 3)], tournois_id: id },
      });
      expect(response.statusCode).toBe(201);
    });
  });

  describe('the room’s needs: edit, remove a player, mark absent', () => {
    const tournament = async (as: TestUser = cast.admin) =>
      (await call(cast.app, as, { method: 'GET', url: `/api/tournois/${await create()}` })).json<{
        id: string;
      }>();
    const get = async (id: string) =>
      (await call(cast.app, cast.admin, { method: 'GET', url: `/api/tournois/${id}` })).json();

    it('PATCH /tournois/{id}: the admin renames and re-dates (the creation’s rules); others get 403', async () => {
      const { id } = await tournament();
      const response = await call(cast.app, cast.admin, {
        method: 'PATCH',
        url: `/api/tournois/${id}`,
        payload: { nom: '  Open de Lyon  ', date_debut: '2025-10-04T09:00:00.000Z' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(
        expect.objectContaining({ id, nom: 'Open de Lyon', date_debut: '2025-10-04T09:00:00.000Z' }),
      );
      const before = await get(id);
      expectError(
        await call(cast.app, cast.admin, {
          method: 'PATCH',
          url: `/api/tournois/${id}`,
          payload: { nom: 'x' },
        }),
        422,
        MESSAGES.tournamentNameTooShort,
      );
      expectError(
        await call(cast.app, cast.admin, { method: 'PATCH', url: `/api/tournois/${id}`, payload: {} }),
        422,
      );
      expectError(
        await call(cast.app, cast.players[0], {
          method: 'PATCH',
          url: `/api/tournois/${id}`,
          payload: { nom: 'Pirate' },
        }),
        403,
      );
      expect(await get(id)).toEqual(before);
    });

    it('the planned rondes: given at creation, changed, cleared; a count out of 1 to 20 is refused', async () => {
      const created = await call(cast.app, cast.admin, {
        method: 'POST',
        url: '/api/tournois/',
        payload: {
          nom: 'Open planifié',
          date_debut: '2025-09-20',
          regles: 'classic',
          joueurs: cast.ids,
          rondes_prevues: 6,
        },
      });
      expect(created.statusCode).toBe(201);
      const { id, rondes_prevues } = created.json<{ id: string; rondes_prevues: number | null }>();
      expect(rondes_prevues).toBe(6);
      const patch = (payload: object) =>
        call(cast.app, cast.admin, { method: 'PATCH', url: `/api/tournois/${id}`, payload });
      expect((await patch({ rondes_prevues: 8 })).json()).toEqual(
        expect.objectContaining({ rondes_prevues: 8 }),
      );
      // Another setting leaves it as it is; null clears it.
      expect((await patch({ nom: 'Open de Caen' })).json()).toEqual(
        expect.objectContaining({ nom: 'Open de Caen', rondes_prevues: 8 }),
      );
      expect((await patch({ rondes_prevues: null })).json()).toEqual(
        expect.objectContaining({ rondes_prevues: null }),
      );
      await patch({ rondes_prevues: 5 });
      const before = await get(id);
      for (const wrong of [0, 21, 2.5]) expectError(await patch({ rondes_prevues: wrong }), 422);
      expect(await get(id)).toEqual(before);
      expect(before).toEqual(expect.objectContaining({ rondes_prevues: 5 }));
    });

    it('DELETE /tournois/{id}/joueurs/{userId}: only a player who has not played yet', async () => {
      const { id } = await tournament();
      const extra = await registerUser(cast.app);
      await addPlayer(id, extra.id);
      expect((await manualGame(id, [40000, 30000, 30000, 20000])).statusCode).toBe(201);
      const before = await get(id);
      expectError(
        await call(cast.app, cast.admin, {
          method: 'DELETE',
          url: `/api/tournois/${id}/joueurs/${cast.ids[0]}`,
        }),
        409,
        'Ce joueur a déjà joué dans ce tournoi : marque-le absent plutôt que de le retirer.',
      );
      expectError(
        await call(cast.app, cast.players[0], {
          method: 'DELETE',
          url: `/api/tournois/${id}/joueurs/${extra.id}`,
        }),
        403,
      );
      expectError(
        await call(cast.app, cast.admin, {
          method: 'DELETE',
          url: `/api/tournois/${id}/joueurs/${cast.stranger.id}`,
        }),
        404,
        'Ce joueur ne participe pas au tournoi.',
      );
      expect(await get(id)).toEqual(before);
      const removed = await call(cast.app, cast.admin, {
        method: 'DELETE',
        url: `/api/tournois/${id}/joueurs/${extra.id}`,
      });
      expect(removed.statusCode).toBe(204);
      expect((await get(id)).joueurs).toEqual(cast.ids);
    });

    it('PATCH /tournois/{id}/joueurs/{userId}: marks a player absent and back', async () => {
      const { id } = await tournament();
      const marked = await call(cast.app, cast.admin, {
        method: 'PATCH',
        url: `/api/tournois/${id}/joueurs/${cast.ids[2]}`,
        payload: { absent: true },
      });
      expect(marked.statusCode).toBe(200);
      expect(marked.json()).toEqual(expect.objectContaining({ joueurs: cast.ids, absents: [cast.ids[2]] }));
      expectError(
        await call(cast.app, cast.players[2], {
          method: 'PATCH',
          url: `/api/tournois/${id}/joueurs/${cast.ids[2]}`,
          payload: { absent: false },
        }),
        403,
      );
      expectError(
        await call(cast.app, cast.admin, {
          method: 'PATCH',
          url: `/api/tournois/${id}/joueurs/${cast.ids[2]}`,
          payload: { absent: 'oui' },
        }),
        422,
      );
      expect((await get(id)).absents).toEqual([cast.ids[2]]);
      const back = await call(cast.app, cast.admin, {
        method: 'PATCH',
        url: `/api/tournois/${id}/joueurs/${cast.ids[2]}`,
        payload: { absent: false },
      });
      expect(back.json()).toEqual(expect.objectContaining({ absents: [] }));
    });
  });
});
