/**
 * Profiles, registration by link with its waiting list, check-in, substitutes and the EMA's results
 * workbook, through the real app (PGlite, and PostgreSQL when a cluster is up). Refusals change nothing.
 */
import { describe, expect, it } from '@jest/globals';
import ExcelJS from 'exceljs';
import {
  backends,
  call,
  createTournament,
  expectError,
  registerUsers,
  type TestUser,
  tournamentCast,
} from '../helper';

describe.each(backends)('registration, check-in, substitutes and the EMA export on %s', (backend) => {
  const cast = tournamentCast(backend, 8, 'ema');
  const get = (user: TestUser, url: string) => call(cast.app, user, { method: 'GET', url });
  const put = (user: TestUser, url: string, payload?: unknown) =>
    call(cast.app, user, { method: 'PUT', url, ...(payload === undefined ? {} : { payload }) });
  const post = (user: TestUser, url: string, payload?: unknown) =>
    call(cast.app, user, { method: 'POST', url, ...(payload === undefined ? {} : { payload }) });
  const del = (user: TestUser, url: string) => call(cast.app, user, { method: 'DELETE', url });
  const profile = (user: TestUser, payload: object) =>
    call(cast.app, user, { method: 'PATCH', url: '/api/users/profil', payload });

  describe('PATCH /users/profil', () => {
    it('keeps the EMA number as text and the country upper-cased; only the owner reads them', async () => {
      const [me] = cast.players;
      const response = await profile(me!, {
        prenom: 'Élodie',
        nom: 'Martin',
        numero_ema: '04160092',
        pays: 'fr',
        club: 'Tonpuu Lyon',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        user_id: me!.id,
        prenom: 'Élodie',
        nom: 'Martin',
        numero_ema: '04160092',
        pays: 'FR',
        club: 'Tonpuu Lyon',
      });
      expect((await get(me!, '/api/users/profil')).json()).toMatchObject({ numero_ema: '04160092' });
      // Nobody else sees them in the list of players.
      const listed = (await get(cast.stranger, '/api/users/users'))
        .json<Array<Record<string, unknown>>>()
        .find((user) => user.user_id === me!.id);
      expect(Object.keys(listed!).sort()).toEqual(['email', 'provider', 'pseudo', 'user_id']);
      // The account export carries them.
      expect((await get(me!, '/api/users/me/export')).json().compte).toMatchObject({
        prenom: 'Élodie',
        numero_ema: '04160092',
      });
      // An empty text clears one field, the others stay.
      expect((await profile(me!, { club: '' })).json()).toMatchObject({ club: null, nom: 'Martin' });
    });

    it.each([
      [{ numero_ema: '4160092' }, 'Le numéro EMA doit faire exactement 8 chiffres (par exemple 04160092).'],
      [{ numero_ema: 4160092 }, undefined],
      [{ pays: 'FRA' }, 'Le pays doit être un code ISO à deux lettres (par exemple FR).'],
      [{ pays: 'XX' }, 'Le pays doit être un code ISO à deux lettres (par exemple FR).'],
      // A club name too long is refused whole, never cut.
      [{ club: 'C'.repeat(101) }, 'Le club doit faire au plus 100 caractères.'],
      [{}, undefined],
      [{ pseudo: 'x' }, undefined],
      [{ numero_ema: '00000000' }, 'Ce numéro EMA n’existe pas.'],
      [{ nom: `Ma${'\u0301'.repeat(20)}rtin` }, 'Trop d’accents sur une même lettre.'],
      [{ prenom: 'Léa\u3164' }, 'Le profil ne peut pas contenir de caractères invisibles ou de contrôle.'],
    ])('refuses %p in French (422), nothing changed', async (payload, detail) => {
      const me = cast.players[1]!;
      await profile(me, { numero_ema: '04160001', pays: 'DE' });
      expectError(await profile(me, payload), 422, detail);
      expect((await get(me, '/api/users/profil')).json()).toMatchObject({
        numero_ema: '04160001',
        pays: 'DE',
      });
    });

    it('account deletion clears the profile', async () => {
      const [gone] = await registerUsers(cast.app, 1, 'parti');
      await profile(gone!, { prenom: 'Paul', nom: 'Parti', numero_ema: '04000001' });
      expect((await del(gone!, '/api/users/me')).statusCode).toBe(204);
      const [row] = await cast.app.repos.users.findMany([gone!.id]);
      expect(row).toMatchObject({ prenom: null, nom: null, numeroEma: null, pays: null, club: null });
    });
  });

  describe('registration by link', () => {
    it('a tournament created with no player opens registration at once and answers its link; without it, 4 players', async () => {
      const base = { nom: 'Open sans joueurs', date_debut: '2026-05-09', regles: 'classic' };
      const created = await post(cast.admin, '/api/tournois/', {
        ...base,
        joueurs: [],
        inscriptions: { places: 8 },
      });
      expect(created.statusCode).toBe(201);
      const body = created.json<{ id: string; joueurs: string[]; inscriptions: { jeton: string } }>();
      expect(body.joueurs).toEqual([]);
      expect(body.inscriptions).toEqual({
        ouvertes: true,
        places: 8,
        liste_attente: true,
        jeton: expect.stringMatching(/^[\w-]{20,}$/),
      });
      // The link works at once: a player signs up by it.
      const [first] = cast.players;
      expect((await post(first!, `/api/tournois/rejoindre/${body.inscriptions.jeton}`)).statusCode).toBe(200);
      expect((await get(cast.admin, `/api/tournois/${body.id}`)).json().joueurs).toEqual([first!.id]);
      expect((await get(cast.admin, `/api/tournois/${body.id}/inscriptions`)).json()).toMatchObject({
        ouvertes: true,
        places: 8,
        jeton: body.inscriptions.jeton,
      });

      // Without registration, the spec's rule: at least 4 players, and nothing is created.
      const before = (await get(cast.admin, '/api/tournois')).json<unknown[]>().length;
      expectError(
        await post(cast.admin, '/api/tournois/', { ...base, joueurs: [] }),
        422,
        'Un tournoi demande au moins 4 joueurs.',
      );
      // Places under 4 are refused by the schema, in French.
      expectError(
        await post(cast.admin, '/api/tournois/', { ...base, joueurs: [], inscriptions: { places: 2 } }),
        422,
      );
      expect((await get(cast.admin, '/api/tournois')).json<unknown[]>()).toHaveLength(before);
    });

    /** A tournament with no player yet (created with four, who are then removed). */
    const emptyTournament = async () => {
      const id = await createTournament(cast.app, cast.admin, { joueurs: cast.ids.slice(0, 4) });
      for (const player of cast.ids.slice(0, 4))
        expect((await del(cast.admin, `/api/tournois/${id}/joueurs/${player}`)).statusCode).toBe(204);
      return id;
    };

    it('20 sign-ups at once for 16 places: exactly 16 registered and 4 waiting, in order', async () => {
      const id = await emptyTournament();
      const opened = await put(cast.admin, `/api/tournois/${id}/inscriptions`, {
        ouvertes: true,
        places: 16,
      });
      expect(opened.statusCode).toBe(200);
      const { jeton } = opened.json<{ jeton: string }>();
      expect(opened.json()).toEqual({ ouvertes: true, places: 16, liste_attente: true, jeton });
      const crowd = await registerUsers(cast.app, 20, 'foule');
      const answers = await Promise.all(crowd.map((user) => post(user, `/api/tournois/rejoindre/${jeton}`)));
      expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
      const bodies = answers.map((a) => a.json<{ statut: string; rang: number | null }>());
      expect(bodies.filter((b) => b.statut === 'inscrit')).toHaveLength(16);
      const waiting = crowd
        .map((user, i) => ({ user, ...bodies[i]! }))
        .filter((b) => b.statut === 'attente')
        .sort((a, b) => a.rang! - b.rang!);
      expect(waiting.map((w) => w.rang)).toEqual([1, 2, 3, 4]);
      const state = (await get(cast.admin, `/api/tournois/${id}/inscriptions`)).json();
      expect(state.attente).toEqual(waiting.map((w) => w.user.id));
      const tournament = (await get(cast.admin, `/api/tournois/${id}`)).json();
      expect(tournament.joueurs).toHaveLength(16);

      // A second sign-up is refused, whether registered or waiting.
      const registered = crowd.find((_, i) => bodies[i]!.statut === 'inscrit')!;
      expectError(
        await post(registered, `/api/tournois/rejoindre/${jeton}`),
        409,
        'Tu as déjà ta place dans ce tournoi.',
      );
      expectError(
        await post(waiting[1]!.user, `/api/tournois/rejoindre/${jeton}`),
        409,
        'Tu es déjà en liste d’attente pour ce tournoi (2e).',
      );
      // The waiting player reads their rank on the sign-up page and their tournaments page.
      expect((await get(waiting[1]!.user, `/api/tournois/rejoindre/${jeton}`)).json()).toMatchObject({
        tournoi_id: id,
        statut: 'attente',
        rang: 2,
        inscrits: 16,
        places: 16,
      });

      // A withdrawal promotes the first waiting player, who is told on their tournaments page.
      expect((await del(registered, `/api/tournois/${id}/inscription`)).statusCode).toBe(204);
      const after = (await get(cast.admin, `/api/tournois/${id}/inscriptions`)).json();
      expect(after.attente).toEqual(waiting.slice(1).map((w) => w.user.id));
      const promoted = waiting[0]!.user;
      expect((await get(cast.admin, `/api/tournois/${id}`)).json().joueurs).toContain(promoted.id);
      expect((await get(promoted, '/api/tournois/mes-inscriptions')).json()).toEqual([
        expect.objectContaining({ tournoi_id: id, statut: 'inscrit', promu_le: expect.any(String) }),
      ]);
      expect((await get(waiting[2]!.user, '/api/tournois/mes-inscriptions')).json()).toEqual([
        expect.objectContaining({ tournoi_id: id, statut: 'attente', rang: 2, promu_le: null }),
      ]);
      // The admin takes someone off the waiting list; a waiting player withdraws themselves.
      expect((await del(cast.admin, `/api/tournois/${id}/joueurs/${waiting[3]!.user.id}`)).statusCode).toBe(
        204,
      );
      expect((await del(waiting[1]!.user, `/api/tournois/${id}/inscription`)).statusCode).toBe(204);
      expect((await get(cast.admin, `/api/tournois/${id}/inscriptions`)).json().attente).toEqual([
        waiting[2]!.user.id,
      ]);
      expectError(await del(waiting[1]!.user, `/api/tournois/${id}/inscription`), 404);
      // More places: the first waiting player gets one at once.
      await put(cast.admin, `/api/tournois/${id}/inscriptions`, { ouvertes: true, places: 17 });
      expect((await get(cast.admin, `/api/tournois/${id}`)).json().joueurs).toContain(waiting[2]!.user.id);
    });

    it('a closed or replaced link stops working at once; a full tournament without a waiting list refuses', async () => {
      const id = await emptyTournament();
      const first = (
        await put(cast.admin, `/api/tournois/${id}/inscriptions`, {
          ouvertes: true,
          places: 4,
          liste_attente: false,
        })
      ).json<{ jeton: string }>().jeton;
      const [a, b, c, d, e, f] = await registerUsers(cast.app, 6, 'lien');
      for (const user of [a, b, c, d])
        expect((await post(user!, `/api/tournois/rejoindre/${first}`)).json().statut).toBe('inscrit');
      expectError(
        await post(e!, `/api/tournois/rejoindre/${first}`),
        409,
        'Le tournoi est complet et n’a pas de liste d’attente.',
      );
      await put(cast.admin, `/api/tournois/${id}/inscriptions`, { ouvertes: false, places: 8 });
      expectError(
        await post(e!, `/api/tournois/rejoindre/${first}`),
        409,
        'Les inscriptions à ce tournoi sont closes.',
      );
      const second = (
        await put(cast.admin, `/api/tournois/${id}/inscriptions`, {
          ouvertes: true,
          places: 8,
          nouveau_lien: true,
        })
      ).json<{ jeton: string }>().jeton;
      expect(second).not.toBe(first);
      expectError(await post(e!, `/api/tournois/rejoindre/${first}`), 404);
      expectError(await get(e!, `/api/tournois/rejoindre/${first}`), 404);
      expect((await post(e!, `/api/tournois/rejoindre/${second}`)).json().statut).toBe('inscrit');
      // Only the admin opens registration or reads it.
      expectError(await put(f!, `/api/tournois/${id}/inscriptions`, { ouvertes: true, places: 8 }), 403);
      expectError(await get(a!, `/api/tournois/${id}/inscriptions`), 403);
      expectError(
        await put(cast.admin, `/api/tournois/${id}/inscriptions`, { ouvertes: true, places: 2 }),
        422,
      );
      expect((await get(cast.admin, `/api/tournois/${id}`)).json().joueurs).toHaveLength(5);
    });
  });

  describe('check-in', () => {
    it('the admin ticks arrivals, a player scans the venue code; the next ronde seats those checked in', async () => {
      const id = await createTournament(cast.app, cast.admin, { joueurs: cast.ids });
      const [p0, p1, p2, p3, p4, p5, p6, p7] = cast.players;
      for (const player of [p0, p1, p2])
        expect((await put(cast.admin, `/api/tournois/${id}/presences/${player!.id}`)).statusCode).toBe(204);
      const { jeton } = (await put(cast.admin, `/api/tournois/${id}/pointage`)).json<{ jeton: string }>();
      expect((await post(p3!, `/api/tournois/pointage/${jeton}`)).json()).toEqual({
        tournoi_id: id,
        nom: 'Tournoi de Lyon',
      });
      expect((await get(cast.admin, `/api/tournois/${id}/inscriptions`)).json().jeton_pointage).toBe(jeton);
      // Outside the tournament: refused, nothing changed.
      expectError(await post(cast.stranger, `/api/tournois/pointage/${jeton}`), 403);
      expectError(await put(cast.admin, `/api/tournois/${id}/presences/${cast.stranger.id}`), 404);
      expectError(await put(p5!, `/api/tournois/${id}/presences/${p5!.id}`), 403);
      expectError(await post(p4!, '/api/tournois/pointage/inconnu'), 404);
      let tournament = (await get(p0!, `/api/tournois/${id}`)).json();
      expect(new Set(tournament.presents)).toEqual(new Set([p0!.id, p1!.id, p2!.id, p3!.id]));
      // An arrival taken back, then ticked again.
      expect((await del(cast.admin, `/api/tournois/${id}/presences/${p2!.id}`)).statusCode).toBe(204);
      expect((await put(cast.admin, `/api/tournois/${id}/presences/${p2!.id}`)).statusCode).toBe(204);
      // A replaced venue code stops working.
      const next = (await put(cast.admin, `/api/tournois/${id}/pointage`)).json<{ jeton: string }>().jeton;
      expectError(await post(p4!, `/api/tournois/pointage/${jeton}`), 404);
      expect((await post(p4!, `/api/tournois/pointage/${next}`)).statusCode).toBe(200);
      tournament = (await get(p0!, `/api/tournois/${id}`)).json();
      expect(tournament.presents).toHaveLength(5);
      // Five checked in: not a multiple of four, the ronde says so; with a sixth..eighth it seats them.
      expectError(
        await post(cast.admin, `/api/tournois/${id}/rondes`, { mode: 'equilibre' }),
        422,
        /actuellement 5/,
      );
      for (const player of [p5, p6, p7]) await post(player!, `/api/tournois/pointage/${next}`);
      expect((await post(cast.admin, `/api/tournois/${id}/rondes`, { mode: 'equilibre' })).statusCode).toBe(
        201,
      );
    });
  });

  describe('substitutes', () => {
    it('« Remplacer »: a substitute takes an absent player’s seat before the first round', async () => {
      const id = await createTournament(cast.app, cast.admin, { joueurs: cast.ids });
      const [sub, sub2] = await registerUsers(cast.app, 2, 'remp');
      const added = await post(cast.admin, `/api/tournois/${id}/joueurs/add`, {
        user_id: sub!.id,
        remplacant: true,
      });
      expect(added.statusCode).toBe(200);
      expect(added.json()).toMatchObject({ remplacants: [sub!.id] });
      await post(cast.admin, `/api/tournois/${id}/joueurs/add`, { user_id: sub2!.id, remplacant: true });
      // Substitutes are not seated by default.
      const ronde = (await post(cast.admin, `/api/tournois/${id}/rondes`, { mode: 'equilibre' })).json<{
        tables: Array<{ partie_id: string; joueurs: string[] }>;
      }>();
      expect(ronde.tables.flatMap((t) => t.joueurs)).not.toContain(sub!.id);
      const absent = ronde.tables[1]!.joueurs[2]!;
      const url = `/api/tournois/${id}/rondes/1/remplacements`;
      const replaced = await post(cast.admin, url, { joueur: absent, remplacant: sub!.id });
      expect(replaced.statusCode).toBe(200);
      expect(replaced.json().tables[1].joueurs[2]).toBe(sub!.id);
      const game = (await get(cast.admin, `/api/parties/${ronde.tables[1]!.partie_id}`)).json();
      expect(game.joueurs[2]).toBe(sub!.id);
      expect(Object.keys(game.scores)).toContain(sub!.id);
      expect((await get(cast.admin, `/api/tournois/${id}`)).json().absents).toContain(absent);
      // Already playing in that ronde, not in the tournament, a player not seated: refused.
      const other = ronde.tables[0]!.joueurs[0]!;
      expectError(
        await post(cast.admin, url, { joueur: other, remplacant: sub!.id }),
        409,
        'Ce remplaçant joue déjà dans cette ronde.',
      );
      expectError(await post(cast.admin, url, { joueur: other, remplacant: cast.stranger.id }), 422);
      expectError(await post(cast.admin, url, { joueur: absent, remplacant: sub2!.id }), 404);
      expectError(await post(sub2!, url, { joueur: other, remplacant: sub2!.id }), 403);
      expect((await get(cast.admin, `/api/tournois/${id}/rondes`)).json()[0].tables[0].joueurs[0]).toBe(
        other,
      );
      // A string body still adds a plain player.
      expectError(await post(cast.admin, `/api/tournois/${id}/joueurs/add`, { user_id: sub!.id }), 409);
      expectError(await post(cast.admin, `/api/tournois/${id}/joueurs/add`, { remplacant: true }), 422);
    });

    it('the table starts again at its rules’ start points (25 000 under M-League); a deleted account is no substitute', async () => {
      const id = await createTournament(cast.app, cast.admin, { joueurs: cast.ids, regles: 'm-league' });
      const [sub, gone] = await registerUsers(cast.app, 2, 'remp-ml');
      for (const user of [sub!, gone!])
        await post(cast.admin, `/api/tournois/${id}/joueurs/add`, { user_id: user.id, remplacant: true });
      expect((await del(gone!, '/api/users/me')).statusCode).toBe(204);
      const ronde = (await post(cast.admin, `/api/tournois/${id}/rondes`, { mode: 'equilibre' })).json<{
        tables: Array<{ partie_id: string; joueurs: string[] }>;
      }>();
      const url = `/api/tournois/${id}/rondes/1/remplacements`;
      const [absent, other] = [ronde.tables[0]!.joueurs[1]!, ronde.tables[1]!.joueurs[1]!];
      expectError(
        await post(cast.admin, url, { joueur: other, remplacant: gone!.id }),
        422,
        'Ce compte a été supprimé : il ne peut pas remplacer un joueur.',
      );
      expect((await post(cast.admin, url, { joueur: absent, remplacant: sub!.id })).statusCode).toBe(200);
      const game = (await get(cast.admin, `/api/parties/${ronde.tables[0]!.partie_id}`)).json();
      expect(game.scores).toEqual(Object.fromEntries(game.joueurs.map((player: string) => [player, 25000])));
    });
  });

  describe('GET /tournois/{id}/export/ema', () => {
    /**
     * Eight players, two tables kept on paper:
     *   table 1: A 45 500, B 34 500, C 25 000, D 15 000 → A +15.5+15 = 30.5, B +4.5+5 = 9.5, C −10, D −30
     *   table 2: E 40 000, F 40 000, G 25 000, H 15 000 → E and F share 1st and 2nd's uma (10 000): 20 each,
     *            G −10, H −30.
     * Ranking: A 30.5; E, F 20 (2nd); B 9.5 (4th); C, G −10 (5th); D, H −30 (7th). N = 8:
     * base ranks 1000, 857 (6000/7 = 857.14), 571 (4000/7), 429 (3000/7 = 428.57), 143 (1000/7).
     */
    const names: Array<[string, string, string, string | null, string | null]> = [
      ['A', 'Aïko', 'Arnaud', '04160001', 'FR'],
      ['B', 'Bao', 'Bernard', '04160002', 'FR'],
      ['C', 'Chloé', 'Colin', '04160003', 'BE'],
      ['D', 'Denis', 'Petit', '04160004', 'DE'],
      ['E', 'Emma', 'Dubois', '04160005', 'NL'],
      ['F', 'Félix', 'Durand', '04160006', 'FR'],
      ['G', 'Gaël', 'Garcia', null, 'ES'],
      ['H', 'Hugo', 'Roux', '04160008', null],
    ];

    it('writes the workbook of the contract: every column, shared positions, base ranks', async () => {
      const players = await registerUsers(cast.app, 8, 'emaj');
      for (const [i, [, prenom, nom, numero_ema, pays]] of names.entries())
        expect((await profile(players[i]!, { prenom, nom, numero_ema, pays })).statusCode).toBe(200);
      const ids = players.map((p) => p.id);
      const today = new Date();
      const id = await createTournament(cast.app, cast.admin, {
        nom: 'Riichi Open de Lyon',
        date_debut: today.toISOString(),
        joueurs: ids.slice(0, 7),
      });
      await post(cast.admin, `/api/tournois/${id}/joueurs/add`, { user_id: ids[7], remplacant: true });
      // Added by the admin, each player shares their identity with the tournament.
      for (const player of players)
        expect((await put(player, `/api/tournois/${id}/identite`)).statusCode).toBe(204);
      expect(
        (
          await call(cast.app, cast.admin, {
            method: 'PATCH',
            url: `/api/tournois/${id}`,
            payload: { ville: 'Lyon', pays: 'fr' },
          })
        ).statusCode,
      ).toBe(200);
      const table = async (seats: string[], scores: number[]) =>
        expect(
          (
            await post(cast.admin, '/api/parties/manuelle', {
              joueurs: seats,
              scores: Object.fromEntries(seats.map((seat, i) => [seat, scores[i]])),
              date_debut: today.toISOString(),
              tournoi_id: id,
            })
          ).statusCode,
        ).toBe(201);
      await table(ids.slice(0, 4), [45500, 34500, 25000, 15000]);
      await table(ids.slice(4, 8), [40000, 40000, 25000, 15000]);
      await call(cast.app, cast.admin, {
        method: 'PATCH',
        url: `/api/tournois/${id}/etat`,
        payload: { new_state: 'terminé' },
      });

      const response = await get(cast.admin, `/api/tournois/${id}/export/ema`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe(
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      );
      expect(response.headers['content-disposition']).toBe(
        'attachment; filename="EMA-Riichi-Open-de-Lyon.xlsx"',
      );
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0]!;
      const row = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
      const day = today.toLocaleDateString('sv-SE', { timeZone: 'Europe/Paris' });
      expect(row(1)).toEqual(['Tournament', 'Riichi Open de Lyon']);
      expect(row(2)).toEqual(['City', 'Lyon', 'Country', 'FRA']);
      expect(row(3)).toEqual(['Dates', day, 'Days', 1]);
      expect(row(4)).toEqual([
        'Players',
        8,
        'Rules',
        'Classique, départ 30\u202f000, uma 15/5/\u22125/\u221215',
      ]);
      expect(row(6)).toEqual([
        'Position',
        'First name',
        'Last name',
        'EMA number',
        'Table points',
        'Score',
        'Country',
        'Substitute',
        'Base rank',
      ]);
      expect([7, 8, 9, 10, 11, 12, 13, 14].map(row)).toEqual([
        [1, 'Aïko', 'Arnaud', '04160001', 30.5, 15500, 'FRA', 'No', 1000],
        [2, 'Emma', 'Dubois', '04160005', 20, 10000, 'NLD', 'No', 857],
        [2, 'Félix', 'Durand', '04160006', 20, 10000, 'FRA', 'No', 857],
        [4, 'Bao', 'Bernard', '04160002', 9.5, 4500, 'FRA', 'No', 571],
        [5, 'Chloé', 'Colin', '04160003', -10, -5000, 'BEL', 'No', 429],
        [5, 'Gaël', 'Garcia', '', -10, -5000, 'ESP', 'No', 429],
        [7, 'Denis', 'Petit', '04160004', -30, -15000, 'DEU', 'No', 143],
        [7, 'Hugo', 'Roux', '04160008', -30, -15000, '', 'Yes', 143],
      ]);
      expect(sheet.getRow(15).values).toEqual([]);
      // The EMA number is a text cell: its leading zero survives a spreadsheet.
      expect(sheet.getCell('D7').numFmt).toBe('@');
      expect(sheet.getCell('E7').numFmt).toBe('0.0');

      const csv = await get(cast.admin, `/api/tournois/${id}/export/ema?format=csv`);
      expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(csv.body.split('\r\n').slice(0, 3)).toEqual([
        '\uFEFFPosition;First name;Last name;EMA number;Table points;Score;Country;Substitute;Base rank',
        '1;Aïko;Arnaud;04160001;30.5;15500;FRA;No;1000',
        '2;Emma;Dubois;04160005;20;10000;NLD;No;857',
      ]);

      // The checks before download: G has no EMA number, H no country; the games sum to zero.
      const checks = (await get(cast.admin, `/api/tournois/${id}/export/ema/controles`)).json();
      expect(checks.alertes).toEqual([
        {
          code: 'numero_ema',
          message: expect.stringMatching(/^Sans numéro EMA : emaj/),
          joueurs: [ids[6]],
          partie_id: null,
        },
        {
          code: 'pays',
          message: expect.stringMatching(/^Sans pays : emaj/),
          joueurs: [ids[7]],
          partie_id: null,
        },
      ]);
      // A player may not export.
      expectError(await get(players[0]!, `/api/tournois/${id}/export/ema`), 403);
      expectError(await get(players[0]!, `/api/tournois/${id}/export/ema/controles`), 403);
    });

    it('flags more than three substitutes', async () => {
      const players = await registerUsers(cast.app, 8, 'subs');
      const ids = players.map((p) => p.id);
      const id = await createTournament(cast.app, cast.admin, { joueurs: ids.slice(0, 4) });
      for (const sub of ids.slice(4))
        await post(cast.admin, `/api/tournois/${id}/joueurs/add`, { user_id: sub, remplacant: true });
      for (const seats of [ids.slice(0, 4), ids.slice(4)])
        await post(cast.admin, '/api/parties/manuelle', {
          joueurs: seats,
          scores: Object.fromEntries(seats.map((seat) => [seat, 30000])),
          date_debut: new Date().toISOString(),
          tournoi_id: id,
        });
      const checks = (await get(cast.admin, `/api/tournois/${id}/export/ema/controles`)).json();
      expect(checks.alertes.map((a: { code: string }) => a.code)).toEqual(['identite', 'remplacants']);
      expect(checks.alertes[1].message).toBe('4 remplaçants classés : l’EMA n’en compte que 3 par tournoi.');
    });
  });
});
