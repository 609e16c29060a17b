/**
 * Rule sets over HTTP: GET /regles, tournaments and games storing their rules, every preset settling a
 * round and finishing a game by its own rules, and the refusals. Expected figures are worked by hand
 * (docs/rules-classic.md).
 */
import { describe, expect, it } from '@jest/globals';
import { MESSAGES, PRESET_IDS } from '@mj/domain';
import { ron, yakumanRon, abandon, draw } from '@mj/domain/testing';
import { sql } from 'drizzle-orm';
import { backends, call, createTournament, expectError, type TestUser, tournamentCast } from '../helper';

describe.each(backends)('rule sets on %s', (backend) => {
  const cast = tournamentCast(backend, 4, 'regles');
  const seat = (i: number) => () => cast.players[i] as TestUser;
  const [east, south, west, north] = [seat(0), seat(1), seat(2), seat(3)];

  const newGame = async (payload: Record<string, unknown>, as: TestUser = east()) => {
    const response = await call(cast.app, as, {
      method: 'POST',
      url: '/api/parties',
      payload: { joueurs: cast.ids, ...payload },
    });
    return response;
  };
  const gameOf = async (id: string) =>
    (await call(cast.app, east(), { method: 'GET', url: `/api/parties/${id}` })).json();
  const post = (id: string, round: unknown) =>
    call(cast.app, east(), { method: 'POST', url: `/api/parties/tours/${id}`, payload: round });
  const finish = (id: string) => call(cast.app, east(), { method: 'POST', url: `/api/parties/${id}/finish` });

  it('GET /regles lists the eight presets with their source and every parameter', async () => {
    const response = await call(cast.app, east(), { method: 'GET', url: '/api/regles' });
    expect(response.statusCode).toBe(200);
    const presets =
      response.json<Array<{ id: string; source: string; parametres: Record<string, unknown> }>>();
    expect(presets.map((preset) => preset.id)).toEqual([...PRESET_IDS]);
    expect(presets.find((preset) => preset.id === 'm-league')).toEqual({
      id: 'm-league',
      nom: 'M-League',
      source: expect.stringContaining('M.League'),
      parametres: {
        depart: 25000,
        retour: 30000,
        uma: [30000, 10000, -10000, -30000],
        kiriage: true,
        kazoe: 'sanbaiman',
        yakuman_multiples: true,
        double_ron: 'atamahane',
        pot_double_ron: 'chacun',
        abandons: false,
        nagashi: true,
        longueur: 'hanchan',
        prolongation: { mode: 'aucune', points: 30000 },
        chombo: { mode: 'apres_uma', points: 20000 },
        batons_restants: 'premier',
        egalite: 'partage',
      },
    });
    expect((await call(cast.app, undefined, { method: 'GET', url: '/api/regles' })).statusCode).toBe(401);
  });

  it('an EMA 2025 tournament: its games carry its rules, start at 30 000, and a 4 han 30 fu ron is 8 000', async () => {
    const tournamentId = await createTournament(cast.app, cast.admin, {
      joueurs: cast.ids,
      regles: 'ema-2025',
    });
    const tournament = await call(cast.app, cast.admin, {
      method: 'GET',
      url: `/api/tournois/${tournamentId}`,
    });
    expect(tournament.json()).toMatchObject({ regles: 'ema-2025' });
    const created = await newGame({ tournoi_id: tournamentId });
    expect(created.statusCode).toBe(201);
    const id = created.json<{ id: string }>().id;
    expect(await gameOf(id)).toMatchObject({
      regles: 'ema-2025',
      scores: Object.fromEntries(cast.ids.map((p) => [p, 30000])),
    });
    const posted = await post(id, { ...ron([[south().id, 4, 30]], west().id), index: 0 });
    expect(posted.statusCode).toBe(201);
    expect(posted.json().entry.delta).toEqual({
      [east().id]: 0,
      [south().id]: 8000,
      [west().id]: -8000,
      [north().id]: 0,
    });
    // A tournament's rules are fixed once one of its games has a round.
    expectError(
      await call(cast.app, cast.admin, {
        method: 'PATCH',
        url: `/api/tournois/${tournamentId}`,
        payload: { regles: 'classic' },
      }),
      409,
      MESSAGES.rulesLocked,
    );
    // A game in it with other rules is refused.
    expectError(
      await newGame({ tournoi_id: tournamentId, regles: 'm-league' }),
      422,
      MESSAGES.rulesNotTournament,
    );
    expect((await newGame({ tournoi_id: tournamentId, regles: { base: 'ema-2025' } })).statusCode).toBe(201);
  });

  it('changing a tournament’s rules before any round: its games take them and start at the new points', async () => {
    const tournamentId = await createTournament(cast.app, cast.admin, { joueurs: cast.ids });
    const id = (await newGame({ tournoi_id: tournamentId })).json<{ id: string }>().id;
    const patched = await call(cast.app, cast.admin, {
      method: 'PATCH',
      url: `/api/tournois/${tournamentId}`,
      payload: { regles: { base: 'm-league', uma: [20000, 10000, -10000, -20000] } },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({
      regles: { base: 'm-league', uma: [20000, 10000, -10000, -20000] },
    });
    expect(await gameOf(id)).toMatchObject({
      regles: { base: 'm-league', uma: [20000, 10000, -10000, -20000] },
      scores: Object.fromEntries(cast.ids.map((p) => [p, 25000])),
    });
  });

  it('a casual M-League game starts at 25 000; two winners on one discard are refused (atamahane)', async () => {
    const id = (await newGame({ regles: 'm-league' })).json<{ id: string }>().id;
    expect(await gameOf(id)).toMatchObject({
      regles: 'm-league',
      scores: Object.fromEntries(cast.ids.map((p) => [p, 25000])),
    });
    expectError(
      await post(
        id,
        ron(
          [
            [south().id, 2, 30],
            [north().id, 2, 30],
          ],
          west().id,
        ),
      ),
      422,
      MESSAGES.atamahaneOneWinner,
    );
    // A double yakuman counts under M-League: 64 000 from the discarder.
    const posted = await post(id, yakumanRon([south().id], west().id, 2));
    expect(posted.json().entry.delta[south().id]).toBe(64000);
    expect((await finish(id)).statusCode).toBe(200);
    // 89 000 / 25 000 / −39 000 / 25 000: South first, East and North tied second and third (share uma
    // 10 and −10: 0 each), West fourth. South: 89 000 − 30 000 + 30 000 + oka 20 000 = +109.
    const stats = await call(cast.app, east(), {
      method: 'GET',
      url: `/api/users/${south().id}/statistiques`,
    });
    const serie = stats.json<{ serie: Array<{ partie_id: string; points: number }> }>().serie;
    expect(serie.find((point) => point.partie_id === id)?.points).toBe(109);
  });

  it('a final-score game under M-League must sum to 100 000, and the message says so', async () => {
    const scores = (values: number[]) => Object.fromEntries(cast.ids.map((id, i) => [id, values[i]]));
    const manual = (values: number[]) =>
      call(cast.app, east(), {
        method: 'POST',
        url: '/api/parties/manuelle',
        payload: { joueurs: cast.ids, scores: scores(values), regles: 'm-league' },
      });
    expectError(
      await manual([45000, 35000, 25000, 15000]),
      422,
      'La somme des scores doit être 100\u202f000 (actuellement 120\u202f000).',
    );
    expect((await manual([40000, 30000, 20000, 10000])).statusCode).toBe(201);
  });

  it.each<[string, unknown, string]>([
    ['an unknown preset', 'wrc', MESSAGES.rulesUnknown('wrc')],
    ['an unknown parameter', { base: 'classic', oka: 20000 }, MESSAGES.rulesUnknownParameter('oka')],
    ['a negative start', { base: 'classic', depart: -1000 }, MESSAGES.rulesStart],
    [
      'an uma that does not sum to zero',
      { base: 'classic', uma: [20000, 5000, -5000, -15000] },
      MESSAGES.rulesUmaSum(5000),
    ],
  ])('refuses %s with 422, creating nothing', async (_, regles, detail) => {
    const before = (await call(cast.app, east(), { method: 'GET', url: '/api/users/mes-parties' })).json<
      unknown[]
    >().length;
    expectError(await newGame({ regles }), 422, detail);
    expectError(
      await call(cast.app, cast.admin, {
        method: 'POST',
        url: '/api/tournois/',
        payload: { nom: 'Refusé', date_debut: '2025-09-20', joueurs: cast.ids, regles },
      }),
      422,
      detail,
    );
    const after = (await call(cast.app, east(), { method: 'GET', url: '/api/users/mes-parties' })).json<
      unknown[]
    >().length;
    expect(after).toBe(before);
  });

  it('an EMA 2025 game ends after South 4: no West round, a round there is refused (422) and nothing changes', async () => {
    const id = (await newGame({ regles: 'ema-2025' })).json<{ id: string }>().id;
    // Eight all-noten draws: the deal passes each time, East 1 … South 4.
    for (let index = 0; index < 8; index += 1)
      expect((await post(id, { ...draw([]), index })).statusCode).toBe(201);
    expect(await gameOf(id)).toMatchObject({ vent: 'sud', tour_actuel: 5, nb_tours: 8 });
    expectError(
      await post(id, { ...draw([]), index: 8 }),
      422,
      'Ces règles n’ont pas de manche d’Ouest : la partie se termine après le Sud 4.',
    );
    expect(await gameOf(id)).toMatchObject({ vent: 'sud', tour_actuel: 5, nb_tours: 8 });
  });

  it('an abortive draw is refused under classic rules, taken under Tenhou’s', async () => {
    const classic = (await newGame({})).json<{ id: string }>().id;
    expectError(await post(classic, abandon()), 422, MESSAGES.abandonNotAllowed);
    const tenhou = (await newGame({ regles: 'tenhou' })).json<{ id: string }>().id;
    const posted = await post(tenhou, abandon([north().id]));
    expect(posted.json().partie).toMatchObject({ dealer_stack: 1, riichi_stack: 1, tour_actuel: 1 });
  });

  it('a game stored before rule sets (no regles column value set) is classic and replays the same', async () => {
    const id = (await newGame({})).json<{ id: string }>().id;
    await post(id, ron([[south().id, 13, 30]], west().id));
    // Rows written before the migration got the column's default: the classic rules.
    await cast.app.database.db.execute(sql`update games set regles = default where id = ${id}`);
    const history = await call(cast.app, east(), { method: 'GET', url: `/api/parties/tours/${id}/tours` });
    expect(history.json().tours[0].delta[south().id]).toBe(32000);
  });
});
