/** /ligues and /saisons on the real app: rights, refusals, league games and standings recomputed at each read. */
import { beforeAll, describe, expect, it } from '@jest/globals';
import { defaultSeasonDates } from '@mj/domain';
import { tsumo } from '@mj/domain/testing';
import type { FastifyInstance } from 'fastify';
import {
  backends,
  buildTestApp,
  call,
  createTournament,
  expectError,
  registerUsers,
  type TestUser,
} from '../helper';

// The season running today (1 September – 31 August), so that games finished now fall inside it.
const SEASON_DAYS = defaultSeasonDates(new Date().toISOString().slice(0, 10));
const YEAR = SEASON_DAYS.date_debut.slice(0, 4);

interface Standings {
  lignes: {
    user_id: string;
    pseudo: string;
    rang: number | null;
    classe: boolean;
    parties: number;
    total: number;
    note: number | null;
    formule: string;
  }[];
  parties_comptees: number;
  parties_exclues: { partie_id: string; motif: string }[];
}

describe.each(backends)('leagues and seasons on %s', (backend) => {
  let app: FastifyInstance;
  let users: TestUser[];
  // admin, four members (m1..m4), a stranger
  const admin = () => users[0]!;
  const member = (i: number) => users[i]!;
  const stranger = () => users[5]!;
  const memberIds = () => [1, 2, 3, 4].map((i) => member(i).id);

  beforeAll(async () => {
    app = await buildTestApp({ backend });
    users = await registerUsers(app, 6, 'ligue');
  });

  async function newLeague(nom = 'Club de Lyon') {
    const created = await call(app, admin(), { method: 'POST', url: '/api/ligues', payload: { nom } });
    expect(created.statusCode).toBe(201);
    const id = created.json<{ id: string }>().id;
    for (const userId of memberIds())
      expect(
        (await call(app, admin(), { method: 'PUT', url: `/api/ligues/${id}/membres/${userId}` })).statusCode,
      ).toBe(204);
    return id;
  }

  async function newSeason(leagueId: string, payload: Record<string, unknown> = {}) {
    const response = await call(app, admin(), {
      method: 'POST',
      url: `/api/ligues/${leagueId}/saisons`,
      payload: { nom: 'Saison', ...SEASON_DAYS, mesure: 'somme', ...payload },
    });
    expect(response.statusCode).toBe(201);
    return response.json<{ id: string }>().id;
  }

  /** A final-score game for the league: 40 000 / 35 000 / 25 000 / 20 000 → +25 / +10 / −10 / −25 (classic). */
  async function manualGame(leagueId: string, order: string[], day: string) {
    const scores = Object.fromEntries(order.map((id, i) => [id, [40000, 35000, 25000, 20000][i]]));
    const creator = users.find((user) => user.id === order[0])!;
    const response = await call(app, creator, {
      method: 'POST',
      url: '/api/parties/manuelle',
      payload: { joueurs: order, scores, date_debut: `${day}T18:00:00.000Z`, ligue_id: leagueId },
    });
    return response;
  }

  const standings = async (seasonId: string, caller = admin()) => {
    const response = await call(app, caller, { method: 'GET', url: `/api/saisons/${seasonId}/classement` });
    expect(response.statusCode).toBe(200);
    return response.json<Standings>();
  };

  it('creates a league whose creator is admin and member; only members read it', async () => {
    const created = await call(app, admin(), {
      method: 'POST',
      url: '/api/ligues',
      payload: { nom: 'Club de Lyon' },
    });
    expect(created.statusCode).toBe(201);
    const league = created.json<{
      id: string;
      admins: string[];
      membres: string[];
      nom: string;
      cree_le: string;
    }>();
    expect(league).toMatchObject({ nom: 'Club de Lyon', admins: [admin().id], membres: [admin().id] });
    expect((await call(app, admin(), { method: 'GET', url: '/api/ligues' })).json()).toContainEqual(league);
    expect((await call(app, stranger(), { method: 'GET', url: '/api/ligues' })).json()).toEqual([]);
    expectError(await call(app, stranger(), { method: 'GET', url: `/api/ligues/${league.id}` }), 404);
    expectError(await call(app, admin(), { method: 'POST', url: '/api/ligues', payload: { nom: ' ' } }), 422);
  });

  it('members read, admins change: 404 for outsiders, 403 for members', async () => {
    const id = await newLeague();
    expect((await call(app, member(1), { method: 'GET', url: `/api/ligues/${id}` })).statusCode).toBe(200);
    const rename = { method: 'PATCH' as const, url: `/api/ligues/${id}`, payload: { nom: 'Club de Lyon 2' } };
    expectError(
      await call(app, member(1), rename),
      403,
      'Seuls les administrateurs de la ligue peuvent faire cela.',
    );
    expectError(await call(app, stranger(), rename), 404);
    expect((await call(app, admin(), rename)).json()).toMatchObject({ nom: 'Club de Lyon 2' });
    expectError(
      await call(app, member(1), { method: 'PUT', url: `/api/ligues/${id}/membres/${stranger().id}` }),
      403,
    );
    expectError(await call(app, admin(), { method: 'PUT', url: `/api/ligues/${id}/membres/inconnu` }), 404);
  });

  it('joins by the invitation link; a new link kills the old one; joining twice changes nothing', async () => {
    const id = await newLeague();
    expectError(await call(app, member(1), { method: 'PUT', url: `/api/ligues/${id}/invitation` }), 403);
    const first = (await call(app, admin(), { method: 'PUT', url: `/api/ligues/${id}/invitation` })).json<{
      jeton: string;
    }>();
    const second = (await call(app, admin(), { method: 'PUT', url: `/api/ligues/${id}/invitation` })).json<{
      jeton: string;
    }>();
    expect(second.jeton).not.toBe(first.jeton);
    expectError(
      await call(app, stranger(), { method: 'POST', url: `/api/ligues/rejoindre/${first.jeton}` }),
      404,
    );
    for (let i = 0; i < 2; i += 1) {
      const joined = await call(app, stranger(), {
        method: 'POST',
        url: `/api/ligues/rejoindre/${second.jeton}`,
      });
      expect(joined.json()).toEqual({ ligue_id: id, nom: 'Club de Lyon' });
    }
    const league = (await call(app, stranger(), { method: 'GET', url: `/api/ligues/${id}` })).json<{
      membres: string[];
    }>();
    expect(league.membres.filter((userId) => userId === stranger().id)).toHaveLength(1);
    expect(
      (await call(app, undefined, { method: 'POST', url: `/api/ligues/rejoindre/${second.jeton}` }))
        .statusCode,
    ).toBe(401);
  });

  it('a member leaves; the last admin cannot (409) until another admin is named', async () => {
    const id = await newLeague();
    const leave = (user: TestUser) =>
      call(app, user, { method: 'DELETE', url: `/api/ligues/${id}/membres/${user.id}` });
    expect((await leave(member(4))).statusCode).toBe(204);
    expectError(
      await leave(admin()),
      409,
      'Personne d’autre n’administre la ligue : nomme d’abord un autre administrateur.',
    );
    expectError(
      await call(app, admin(), { method: 'DELETE', url: `/api/ligues/${id}/admins/${admin().id}` }),
      409,
    );
    expectError(
      await call(app, admin(), { method: 'PUT', url: `/api/ligues/${id}/admins/${stranger().id}` }),
      422,
    );
    expectError(
      await call(app, member(1), { method: 'PUT', url: `/api/ligues/${id}/admins/${member(1).id}` }),
      403,
    );
    expect(
      (await call(app, admin(), { method: 'PUT', url: `/api/ligues/${id}/admins/${member(1).id}` }))
        .statusCode,
    ).toBe(204);
    expect((await leave(admin())).statusCode).toBe(204);
    const league = (await call(app, member(1), { method: 'GET', url: `/api/ligues/${id}` })).json();
    expect(league).toMatchObject({ admins: [member(1).id], membres: memberIds().slice(0, 3) });
  });

  it('seasons: admins create, change and delete them; bad input is 422 in French and stores nothing', async () => {
    const id = await newLeague();
    const url = `/api/ligues/${id}/saisons`;
    const valid = { nom: 'Saison', ...SEASON_DAYS, mesure: 'meilleures', meilleures: 10, min_parties: 3 };
    expectError(await call(app, member(1), { method: 'POST', url, payload: valid }), 403);
    expectError(await call(app, stranger(), { method: 'POST', url, payload: valid }), 404);
    const refusals: [Record<string, unknown>, string][] = [
      [{ date_fin: `${YEAR}-08-31` }, 'La saison ne peut pas finir avant de commencer.'],
      [{ mesure: 'elo' }, 'Mesure inconnue : somme, moyenne, meilleures ou note.'],
      [
        { meilleures: 0 },
        'Pour « meilleures », indique combien de parties comptent (un nombre entier, 1 ou plus).',
      ],
      [
        { meilleures: null },
        'Pour « meilleures », indique combien de parties comptent (un nombre entier, 1 ou plus).',
      ],
    ];
    for (const [change, detail] of refusals)
      expectError(
        await call(app, admin(), { method: 'POST', url, payload: { ...valid, ...change } }),
        422,
        detail,
      );
    expect((await call(app, admin(), { method: 'GET', url })).json()).toEqual([]);

    const older = await newSeason(id, { nom: 'Ancienne', date_debut: '2020-09-01', date_fin: '2021-08-31' });
    const created = await call(app, admin(), { method: 'POST', url, payload: valid });
    const season = created.json<{ id: string }>();
    expect(season).toEqual({ id: expect.any(String), ligue_id: id, ...valid, regles: null });
    expect(
      (await call(app, member(2), { method: 'GET', url })).json<{ id: string }[]>().map((s) => s.id),
    ).toEqual([season.id, older]);
    const patch = (payload: unknown, caller = admin()) =>
      call(app, caller, { method: 'PATCH', url: `/api/saisons/${season.id}`, payload });
    expectError(await patch({ mesure: 'somme' }, member(1)), 403);
    expectError(await patch({ mesure: 'somme' }, stranger()), 404);
    expectError(await patch({ ligue_id: 'autre' }), 422);
    expect((await patch({ mesure: 'somme', regles: 'ema-2016' })).json()).toMatchObject({
      mesure: 'somme',
      meilleures: null,
      regles: 'ema-2016',
    });
    expectError(await call(app, member(1), { method: 'DELETE', url: `/api/saisons/${season.id}` }), 403);
    expect(
      (await call(app, admin(), { method: 'DELETE', url: `/api/saisons/${season.id}` })).statusCode,
    ).toBe(204);
    expectError(
      await call(app, admin(), { method: 'GET', url: `/api/saisons/${season.id}/classement` }),
      404,
    );
  });

  it('a league game names the players who are not members (422) and stores nothing', async () => {
    const id = await newLeague();
    const players = [member(1).id, member(2).id, member(3).id, stranger().id];
    const refused = await call(app, member(1), {
      method: 'POST',
      url: '/api/parties',
      payload: { joueurs: players, ligue_id: id },
    });
    expectError(refused, 422, `Ce joueur n’est pas membre de la ligue : ${stranger().pseudo}.`);
    expectError(await manualGame(id, players, `${YEAR}-10-01`), 422);
    expectError(
      await call(app, stranger(), {
        method: 'POST',
        url: '/api/parties',
        payload: { joueurs: players, ligue_id: id },
      }),
      422,
      'Cette ligue n’existe pas ou tu n’en es pas membre.',
    );
    const mine = (await call(app, stranger(), { method: 'GET', url: '/api/users/mes-parties' })).json<
      unknown[]
    >();
    expect(mine).toEqual([]);
    const created = await call(app, member(1), {
      method: 'POST',
      url: '/api/parties',
      payload: { joueurs: memberIds(), ligue_id: id },
    });
    expect(created.statusCode).toBe(201);
    const game = (
      await call(app, member(1), { method: 'GET', url: `/api/parties/${created.json<{ id: string }>().id}` })
    ).json();
    expect(game).toMatchObject({ ligue_id: id });
  });

  it('standings: sums, shared ranks, the minimum, the formula, and the games that do not count', async () => {
    const id = await newLeague();
    const [a, b, c, d] = memberIds() as [string, string, string, string];
    // a +25 +10 = +35; b +10 +25 = +35 (tied first); c −10 −25 = −35; d −25 −10 = −35.
    expect((await manualGame(id, [a, b, c, d], `${YEAR}-10-01`)).statusCode).toBe(201);
    expect((await manualGame(id, [b, a, d, c], `${YEAR}-10-08`)).statusCode).toBe(201);
    // Before the season: not counted and not listed.
    expect((await manualGame(id, [d, c, b, a], `${Number(YEAR) - 1}-08-31`)).statusCode).toBe(201);
    const running = await call(app, member(1), {
      method: 'POST',
      url: '/api/parties',
      payload: { joueurs: [a, b, c, d], ligue_id: id },
    });
    const seasonId = await newSeason(id, { min_parties: 2 });
    const result = await standings(seasonId, member(2));
    expect(result.lignes.map((line) => [line.user_id, line.rang, line.total, line.formule])).toEqual([
      ...[a, b]
        .sort((x, y) => pseudoOf(x).localeCompare(pseudoOf(y), 'fr'))
        .map((userId) => [userId, 1, 35, 'Somme de 2 parties\u00a0: +35,0']),
      ...[c, d]
        .sort((x, y) => pseudoOf(x).localeCompare(pseudoOf(y), 'fr'))
        .map((userId) => [userId, 3, -35, 'Somme de 2 parties\u00a0: −35,0']),
    ]);
    expect(result.parties_comptees).toBe(2);
    expect(result.parties_exclues).toEqual([
      expect.objectContaining({
        partie_id: running.json<{ id: string }>().id,
        motif: 'Partie pas encore terminée',
      }),
    ]);
    expectError(
      await call(app, stranger(), { method: 'GET', url: `/api/saisons/${seasonId}/classement` }),
      404,
    );

    const threeGames = await newSeason(id, { min_parties: 3 });
    const unranked = await standings(threeGames);
    expect(unranked.lignes.every((line) => line.rang === null && !line.classe)).toBe(true);
  });

  const pseudoOf = (userId: string) => users.find((user) => user.id === userId)!.pseudo;

  it('a round corrected, a game finished, a tournament attached, shown and validated: seen at the next read', async () => {
    const id = await newLeague();
    const [a, b, c, d] = memberIds() as [string, string, string, string];
    const seasonId = await newSeason(id);
    // Hand by hand: the third seat tsumo 4 han 40 fu (8 000): 26 000 / 28 000 / 38 000 / 28 000 →
    // −19 / −2 / +23 / −2 (the two at 28 000 share second and third: uma 0 each).
    const gameId = (
      await call(app, member(1), {
        method: 'POST',
        url: '/api/parties',
        payload: { joueurs: [a, b, c, d], ligue_id: id },
      })
    ).json<{ id: string }>().id;
    await call(app, member(1), {
      method: 'POST',
      url: `/api/parties/tours/${gameId}`,
      payload: tsumo([c, 4, 40]),
    });
    expect((await standings(seasonId)).parties_comptees).toBe(0);
    await call(app, member(1), { method: 'POST', url: `/api/parties/${gameId}/finish` });
    const totals = async () =>
      Object.fromEntries((await standings(seasonId)).lignes.map((line) => [line.user_id, line.total]));
    expect(await totals()).toEqual({ [a]: -19, [b]: -2, [c]: 23, [d]: -2 });
    // The creator corrects the round: the second seat won it.
    const corrected = await call(app, member(1), {
      method: 'PUT',
      url: `/api/parties/tours/${gameId}/0`,
      payload: tsumo([b, 4, 40]),
    });
    expect(corrected.statusCode).toBe(200);
    expect(await totals()).toEqual({ [a]: -19, [b]: 23, [c]: -2, [d]: -2 });

    // A tournament run by the admin, its ranking hidden and its sheets validated by the referee.
    const tournamentId = await createTournament(app, admin(), {
      joueurs: [a, b, c, d],
      classement_visible: false,
      validation_feuilles: 'arbitre',
    });
    const attach = (caller: TestUser, ligue_id: string | null) =>
      call(app, caller, { method: 'PATCH', url: `/api/tournois/${tournamentId}`, payload: { ligue_id } });
    const other = (
      await call(app, member(1), { method: 'POST', url: '/api/ligues', payload: { nom: 'Autre club' } })
    ).json<{ id: string }>().id;
    expectError(await attach(admin(), other), 422);
    expect((await attach(admin(), id)).json()).toMatchObject({ ligue_id: id });
    const scores = { [a]: 40000, [b]: 35000, [c]: 25000, [d]: 20000 };
    const tournamentGame = (
      await call(app, admin(), {
        method: 'POST',
        url: '/api/parties/manuelle',
        payload: { joueurs: [a, b, c, d], scores, tournoi_id: tournamentId },
      })
    ).json<{ id: string }>().id;
    const motif = async () =>
      (await standings(seasonId)).parties_exclues.find((game) => game.partie_id === tournamentGame)?.motif;
    expect(await motif()).toBe('Classement du tournoi masqué');
    await call(app, admin(), {
      method: 'PATCH',
      url: `/api/tournois/${tournamentId}/classement-visible`,
      payload: { visible: true },
    });
    expect(await motif()).toBe('Feuille pas encore validée par l’arbitre');
    await call(app, admin(), { method: 'POST', url: `/api/parties/${tournamentGame}/validation` });
    expect(await motif()).toBeUndefined();
    expect(await totals()).toEqual({ [a]: 6, [b]: 33, [c]: -12, [d]: -27 });
    // Deleted from the tournament: gone from the season too.
    await call(app, admin(), {
      method: 'DELETE',
      url: `/api/tournois/${tournamentId}/parties/${tournamentGame}`,
    });
    expect(await totals()).toEqual({ [a]: -19, [b]: 23, [c]: -2, [d]: -2 });
    // Deleting the season deletes no game.
    await call(app, admin(), { method: 'DELETE', url: `/api/saisons/${seasonId}` });
    expect((await call(app, member(1), { method: 'GET', url: `/api/parties/${gameId}` })).statusCode).toBe(
      200,
    );
  });

  it('« note » ranks by the conservative rating; the export is a French CSV with formula-safe text, or XLSX', async () => {
    const id = await newLeague();
    const [a, b, c, d] = memberIds() as [string, string, string, string];
    await manualGame(id, [a, b, c, d], `${YEAR}-10-01`);
    await manualGame(id, [a, c, b, d], `${YEAR}-10-08`);
    const seasonId = await newSeason(id, { mesure: 'note', nom: '=Saison' });
    const result = await standings(seasonId);
    expect(result.lignes[0]).toMatchObject({ user_id: a, rang: 1 });
    expect(result.lignes[3]).toMatchObject({ user_id: d, rang: 4 });
    expect(result.lignes[0]!.note).toBeGreaterThan(0);
    expect(result.lignes[0]!.formule).toMatch(
      /^Note prudente après 2 parties\u00a0: μ \d+,\d − 3 × σ \d+,\d = \d+,\d$/,
    );

    await call(app, admin(), {
      method: 'PATCH',
      url: `/api/saisons/${seasonId}`,
      payload: { mesure: 'somme' },
    });
    const csv = await call(app, member(2), { method: 'GET', url: `/api/saisons/${seasonId}/export` });
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Rang;Joueur;Parties;Total;Moyenne;Note;Formule');
    // a: +25 +25 = +50, average 25; d: −25 −25.
    expect(lines[1]).toBe(`1;${pseudoOf(a)};2;50;25;;Somme de 2 parties\u00a0: +50,0`);
    expect(lines[4]).toBe(`4;${pseudoOf(d)};2;-50;-25;;Somme de 2 parties\u00a0: −50,0`);
    const xlsx = await call(app, member(2), {
      method: 'GET',
      url: `/api/saisons/${seasonId}/export?format=xlsx`,
    });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expectError(await call(app, stranger(), { method: 'GET', url: `/api/saisons/${seasonId}/export` }), 404);
  });
});
