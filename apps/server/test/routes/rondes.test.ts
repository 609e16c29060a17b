/**
 * /api/tournois/{id}/rondes…: proposal, creation, list, cancel and the clock, through the real app.
 * Every refusal is checked to change nothing (the tournament's rondes and games are compared whole).
 */
import { describe, expect, it } from '@jest/globals';
import { backends, call, createTournament, expectError, type TestUser, tournamentCast } from '../helper';
import { tsumo } from '@mj/domain/testing';

interface Table {
  table: number;
  partie_id: string;
  joueurs: string[];
}
interface Ronde {
  numero: number;
  mode: string;
  tables: Table[];
  horloge: { etat: string; restant_ms: number; duree_minutes: number; supplements: Record<string, number> };
}

describe.each(backends)('rondes routes on %s', (backend) => {
  const cast = tournamentCast(backend, 16, 'ronde');

  const newTournament = (joueurs: string[] = cast.ids) =>
    createTournament(cast.app, cast.admin, { nom: 'Open de Lyon', joueurs });
  const post = (id: string, payload: object, as: TestUser = cast.admin) =>
    call(cast.app, as, { method: 'POST', url: `/api/tournois/${id}/rondes`, payload });
  const propose = (id: string, payload: object, as: TestUser = cast.admin) =>
    call(cast.app, as, { method: 'POST', url: `/api/tournois/${id}/rondes/proposition`, payload });
  const clock = (id: string, numero: number, payload: object, as: TestUser = cast.admin) =>
    call(cast.app, as, { method: 'POST', url: `/api/tournois/${id}/rondes/${numero}/horloge`, payload });
  /** Everything a ronde write could change: the rondes and the games of the tournament. */
  const state = async (id: string) => ({
    rondes: (await call(cast.app, cast.admin, { method: 'GET', url: `/api/tournois/${id}/rondes` }))
      .json<Ronde[]>()
      .map(({ horloge, ...ronde }) => ({ ...ronde, horloge: { ...horloge, restant_ms: 0, maintenant: 0 } })),
    parties: (await call(cast.app, cast.admin, { method: 'GET', url: `/api/tournois/${id}/parties` })).json(),
  });
  const finishAll = async (ronde: Ronde) => {
    for (const table of ronde.tables)
      expect(
        (await call(cast.app, cast.admin, { method: 'POST', url: `/api/parties/${table.partie_id}/finish` }))
          .statusCode,
      ).toBe(200);
  };

  describe('POST /tournois/{id}/rondes', () => {
    it('creates one running game per table of four, named « Ronde N – Table T », in seat order', async () => {
      const id = await newTournament();
      const response = await post(id, { mode: 'equilibre' });
      expect(response.statusCode).toBe(201);
      const ronde = response.json<Ronde>();
      expect(ronde).toEqual({
        numero: 1,
        mode: 'equilibre',
        cree_le: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        tables: [1, 2, 3, 4].map((table) => ({
          table,
          partie_id: expect.any(String),
          joueurs: expect.any(Array),
        })),
        horloge: {
          etat: 'en attente',
          duree_minutes: 90,
          restant_ms: 90 * 60_000,
          fin: null,
          supplements: {},
          maintenant: expect.any(String),
        },
      });
      // Every present player seated exactly once.
      expect(ronde.tables.flatMap((t) => t.joueurs).sort()).toEqual([...cast.ids].sort());
      for (const table of ronde.tables) {
        const game = (
          await call(cast.app, cast.admin, { method: 'GET', url: `/api/parties/${table.partie_id}` })
        ).json();
        expect(game).toEqual(
          expect.objectContaining({
            nom: `Ronde 1 – Table ${table.table}`,
            joueurs: table.joueurs,
            etat: 'en cours',
            tournois_id: id,
            ronde: 1,
            table: table.table,
            nb_tours: 0,
          }),
        );
      }
      expect(
        (await call(cast.app, cast.players[3], { method: 'GET', url: `/api/tournois/${id}/rondes` })).json(),
      ).toEqual([{ ...ronde, horloge: { ...ronde.horloge, maintenant: expect.any(String) } }]);
    });

    it('seats only the players present (the admin may play), numbering the next ronde', async () => {
      const id = await newTournament();
      const first = (await post(id, { mode: 'equilibre' })).json<Ronde>();
      await finishAll(first);
      const present = [...cast.ids.slice(0, 7), cast.admin.id];
      const response = await post(id, { mode: 'suisse', joueurs: present });
      expect(response.statusCode).toBe(201);
      const second = response.json<Ronde>();
      expect(second.numero).toBe(2);
      expect(second.mode).toBe('suisse');
      expect(second.tables.flatMap((t) => t.joueurs).sort()).toEqual([...present].sort());
    });

    it('takes the admin’s tables as they are (a proposal with two players swapped)', async () => {
      const id = await newTournament();
      const proposal = (await propose(id, { mode: 'equilibre' })).json<{ graine: number; tables: Table[] }>();
      const tables = proposal.tables.map((t) => [...t.joueurs]);
      const [a, b] = [tables[0]![0]!, tables[1]![2]!];
      tables[0]![0] = b;
      tables[1]![2] = a;
      const response = await post(id, { mode: 'equilibre', tables, graine: proposal.graine });
      expect(response.statusCode).toBe(201);
      expect(response.json<Ronde>().tables.map((t) => t.joueurs)).toEqual(tables);
    });

    const count = (n: number) =>
      `Le nombre de joueurs présents doit être un multiple de 4 (actuellement ${n}).`;
    it.each<[string, () => object, number, string | undefined]>([
      ['a count that is not a multiple of 4', () => ({ joueurs: cast.ids.slice(0, 6) }), 422, count(6)],
      ['nobody present', () => ({ joueurs: [] }), 422, count(0)],
      [
        'a player who is not in the tournament',
        () => ({ joueurs: [...cast.ids.slice(0, 7), cast.stranger.id] }),
        422,
        'Un des joueurs présents ne participe pas au tournoi.',
      ],
      [
        'a player twice',
        () => ({ joueurs: [...cast.ids.slice(0, 7), cast.ids[0]] }),
        422,
        'Un même joueur est choisi deux fois.',
      ],
      ['an unknown mode', () => ({ mode: 'aleatoire' }), 422, undefined],
      ['a table of three', () => ({ tables: [cast.ids.slice(0, 3)] }), 422, undefined],
    ])('refuses %s (%i) and creates nothing', async (_, overrides, status, detail) => {
      const id = await newTournament();
      const before = await state(id);
      const payload = { mode: 'equilibre', ...overrides() };
      expectError(await post(id, payload), status, detail);
      expectError(await propose(id, payload), status, detail);
      expect(await state(id)).toEqual(before);
    });

    it('refuses while a game of the tournament is still running (409), and in a finished tournament (409)', async () => {
      const id = await newTournament();
      await post(id, { mode: 'equilibre' });
      const before = await state(id);
      const running =
        'Une partie du tournoi est encore en cours : termine-la avant de lancer une nouvelle ronde.';
      expectError(await post(id, { mode: 'equilibre' }), 409, running);
      expectError(await propose(id, { mode: 'equilibre' }), 409, running);
      expect(await state(id)).toEqual(before);
      await call(cast.app, cast.admin, {
        method: 'PATCH',
        url: `/api/tournois/${id}/etat`,
        payload: { new_state: 'terminé' },
      });
      const finished = await state(id);
      expectError(
        await post(id, { mode: 'equilibre' }),
        409,
        'Le tournoi est terminé : impossible de lancer une ronde.',
      );
      expect(await state(id)).toEqual(finished);
    });

    it('is for the admin and referees only (403 for a player and a stranger, 404 for an unknown tournament)', async () => {
      const id = await newTournament();
      const before = await state(id);
      const adminOnly = 'Seuls l’administrateur du tournoi et ses arbitres peuvent faire cela.';
      expectError(await post(id, { mode: 'equilibre' }, cast.players[0]), 403, adminOnly);
      expectError(await propose(id, { mode: 'equilibre' }, cast.players[0]), 403, adminOnly);
      expectError(await post(id, { mode: 'equilibre' }, cast.stranger), 403, adminOnly);
      expectError(await post('inconnu', { mode: 'equilibre' }), 404, 'Tournoi introuvable.');
      expectError(
        await call(cast.app, cast.stranger, { method: 'GET', url: `/api/tournois/${id}/rondes` }),
        403,
      );
      expect(await state(id)).toEqual(before);
    });

    it('leaves absent players out by default', async () => {
      const id = await newTournament();
      for (const absent of cast.ids.slice(12)) {
        const response = await call(cast.app, cast.admin, {
          method: 'PATCH',
          url: `/api/tournois/${id}/joueurs/${absent}`,
          payload: { absent: true },
        });
        expect(response.statusCode).toBe(200);
      }
      const ronde = (await post(id, { mode: 'equilibre' })).json<Ronde>();
      expect(ronde.tables.flatMap((t) => t.joueurs).sort()).toEqual(cast.ids.slice(0, 12).sort());
    });
  });

  describe('POST /tournois/{id}/rondes/proposition', () => {
    it('answers the tables and the seed without writing anything; the same seed gives the same tables', async () => {
      const id = await newTournament();
      const before = await state(id);
      const response = await propose(id, { mode: 'equilibre' });
      expect(response.statusCode).toBe(200);
      const proposal = response.json<{
        graine: number;
        tables: Array<{ table: number; joueurs: string[] }>;
      }>();
      expect(proposal).toEqual({
        numero: 1,
        mode: 'equilibre',
        graine: expect.any(Number),
        tables: [1, 2, 3, 4].map((table) => ({ table, joueurs: expect.any(Array) })),
        // A first ronde: no past, nothing to repeat.
        qualite: {
          paires_repetees: 0,
          vents_desequilibres: 0,
          tables_repetees: 0,
          equipiers_reunis: 0,
          explications: [
            'Personne ne retrouve un adversaire déjà rencontré, les vents sont équilibrés et chacun change de table.',
          ],
        },
      });
      expect(await state(id)).toEqual(before);
      const again = await propose(id, { mode: 'equilibre', graine: proposal.graine });
      expect(again.json()).toEqual(proposal);
    });
  });

  describe('DELETE /tournois/{id}/rondes/{numero}', () => {
    it('cancels the last ronde and its games while none has a round (204)', async () => {
      const id = await newTournament();
      const before = await state(id);
      const ronde = (await post(id, { mode: 'equilibre' })).json<Ronde>();
      const response = await call(cast.app, cast.admin, {
        method: 'DELETE',
        url: `/api/tournois/${id}/rondes/1`,
      });
      expect(response.statusCode).toBe(204);
      expect(await state(id)).toEqual(before);
      expectError(
        await call(cast.app, cast.admin, {
          method: 'GET',
          url: `/api/parties/${ronde.tables[0]!.partie_id}`,
        }),
        404,
      );
    });

    it('refuses an earlier ronde, a ronde with a round, a player, an unknown ronde; nothing changes', async () => {
      const id = await newTournament();
      const first = (await post(id, { mode: 'equilibre' })).json<Ronde>();
      await finishAll(first);
      const second = (await post(id, { mode: 'equilibre' })).json<Ronde>();
      const table = second.tables[1]!;
      const round = await call(cast.app, cast.admin, {
        method: 'POST',
        url: `/api/parties/tours/${table.partie_id}`,
        payload: tsumo([table.joueurs[0]!, 1, 30]),
      });
      expect(round.statusCode).toBe(201);
      const before = await state(id);
      const del = (numero: string, as: TestUser = cast.admin) =>
        call(cast.app, as, { method: 'DELETE', url: `/api/tournois/${id}/rondes/${numero}` });
      expectError(await del('1'), 409, 'Seule la dernière ronde peut être annulée.');
      expectError(
        await del('2'),
        409,
        'Une table de cette ronde a déjà joué un tour : la ronde ne peut plus être annulée.',
      );
      expectError(await del('2', cast.players[0]), 403);
      expectError(await del('3'), 404, 'Ronde introuvable.');
      expectError(await del('zéro'), 422);
      expect(await state(id)).toEqual(before);
    });
  });

  describe('POST /tournois/{id}/rondes/{numero}/horloge', () => {
    it('starts, pauses, resumes in server time and gives one table extra minutes', async () => {
      const id = await newTournament();
      await post(id, { mode: 'equilibre' });
      const started = await clock(id, 1, { action: 'demarrer', duree_minutes: 60 });
      expect(started.statusCode).toBe(200);
      const running = started.json();
      expect(running).toEqual({
        etat: 'en cours',
        duree_minutes: 60,
        restant_ms: 60 * 60_000,
        fin: expect.any(String),
        supplements: {},
        maintenant: expect.any(String),
      });
      expect(Date.parse(running.fin) - Date.parse(running.maintenant)).toBe(60 * 60_000);
      const paused = (await clock(id, 1, { action: 'pause' })).json();
      expect(paused).toEqual(expect.objectContaining({ etat: 'en pause', fin: null }));
      expect(paused.restant_ms).toBeLessThanOrEqual(60 * 60_000);
      expect(paused.restant_ms).toBeGreaterThan(59 * 60_000);
      // Paused: the remaining time stands still.
      await new Promise((resolve) => setTimeout(resolve, 20));
      const listed = (
        await call(cast.app, cast.players[5], { method: 'GET', url: `/api/tournois/${id}/rondes` })
      ).json<Ronde[]>();
      expect(listed[0]!.horloge.restant_ms).toBe(paused.restant_ms);
      const resumed = (await clock(id, 1, { action: 'reprendre' })).json();
      expect(resumed.etat).toBe('en cours');
      expect(Date.parse(resumed.fin) - Date.parse(resumed.maintenant)).toBe(paused.restant_ms);
      const extra = (await clock(id, 1, { action: 'supplement', table: 3, minutes: 5 })).json();
      expect(extra.supplements).toEqual({ 3: 5 });
      expect((await clock(id, 1, { action: 'supplement', table: 3, minutes: 2 })).json().supplements).toEqual(
        { 3: 7 },
      );
    });

    it('refuses what does not fit the clock’s state, unknown tables, players; nothing changes', async () => {
      const id = await newTournament();
      await post(id, { mode: 'equilibre' });
      expectError(
        await clock(id, 1, { action: 'pause' }),
        409,
        'L’horloge de cette ronde n’est pas en marche.',
      );
      expectError(
        await clock(id, 1, { action: 'reprendre' }),
        409,
        'L’horloge de cette ronde n’est pas en pause.',
      );
      expectError(
        await clock(id, 1, { action: 'supplement', table: 5, minutes: 5 }),
        422,
        'Cette ronde n’a pas de table 5.',
      );
      expectError(await clock(id, 1, { action: 'supplement', table: 1 }), 422);
      expectError(await clock(id, 1, { action: 'demarrer', duree_minutes: 0 }), 422);
      expectError(await clock(id, 1, { action: 'demarrer' }, cast.players[0]), 403);
      expectError(await clock(id, 2, { action: 'demarrer' }), 404, 'Ronde introuvable.');
      const before = await state(id);
      expect(before.rondes[0]!.horloge.etat).toBe('en attente');
      expect((await clock(id, 1, { action: 'demarrer' })).json().duree_minutes).toBe(90);
      expectError(
        await clock(id, 1, { action: 'demarrer' }),
        409,
        'L’horloge de cette ronde est déjà lancée.',
      );
    });
  });

  describe('two admin taps at once', () => {
    it('create one ronde, never two: the others get 409 and nothing else is written', async () => {
      const id = await newTournament();
      const responses = await Promise.all(Array.from({ length: 6 }, () => post(id, { mode: 'equilibre' })));
      expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
      const after = await state(id);
      expect(after.rondes).toHaveLength(1);
      expect(after.parties).toHaveLength(4);
    });
  });
});
