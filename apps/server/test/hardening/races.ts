/**
 * Two requests on the same tournament at once must end as if they had run one after the other. For a
 * pair (A, B), the outcomes of A-then-B and B-then-A are computed on fresh copies of the same tournament;
 * then A and B are sent together, many times, and every outcome (both answers and the tournament's
 * visible state: games, rounds, ranking, players) must equal one of the two serial outcomes.
 */
import { expect } from '@jest/globals';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { call, registerUser, registerUsers, uniquePseudo, type TestUser } from '../helper';
import { draw, tsumo } from '@mj/domain/testing';

export interface Cast {
  /** Two sessions of the tournament's admin (two devices). */
  admin: TestUser;
  adminOtherDevice: TestUser;
  seats: TestUser[];
  newcomer: TestUser;
}

export interface Fixture extends Cast {
  tournamentId: string;
  /** Running game of the tournament, two rounds in. */
  gameId: string;
  /** Finished manual game of the tournament. */
  manualId: string;
}

type Op = (app: FastifyInstance, f: Fixture) => Promise<LightMyRequestResponse>;

export interface Race {
  name: string;
  a: Op;
  b: Op;
}

export async function buildCast(app: FastifyInstance): Promise<Cast> {
  const admin = await registerUser(app, uniquePseudo('admin'));
  const again = await app.inject({
    method: 'POST',
    url: '/api/users/login',
    payload: { pseudo: admin.pseudo, password: 'motdepasse' },
  });
  const token = again.json<{ token: string }>().token;
  const adminOtherDevice = { ...admin, token, headers: { authorization: `Bearer ${token}` } };
  return {
    admin,
    adminOtherDevice,
    seats: await registerUsers(app, 4, 'course'),
    newcomer: await registerUser(app, uniquePseudo('nouveau')),
  };
}

async function ok(
  response: Promise<LightMyRequestResponse>,
  status: number,
): Promise<LightMyRequestResponse> {
  const answer = await response;
  expect({ status: answer.statusCode, body: answer.body }).toEqual({ status, body: expect.any(String) });
  return answer;
}

export async function buildFixture(app: FastifyInstance, cast: Cast): Promise<Fixture> {
  const ids = cast.seats.map((s) => s.id);
  const tournament = await ok(
    call(app, cast.admin, {
      method: 'POST',
      url: '/api/tournois/',
      payload: {
        nom: 'Course',
        date_debut: '2025-09-20',
        classement_visible: true,
        regles: 'classic',
        joueurs: ids,
      },
    }),
    201,
  );
  const tournamentId = tournament.json<{ id: string }>().id;
  const game = await ok(
    call(app, cast.seats[0], {
      method: 'POST',
      url: '/api/parties/',
      payload: { joueurs: ids, tournois_id: tournamentId },
    }),
    201,
  );
  const gameId = game.json<{ id: string }>().id;
  for (const round of [tsumo([ids[1]!, 2, 40], [ids[2]!]), draw([ids[0]!])]) {
    await ok(
      call(app, cast.seats[0], { method: 'POST', url: `/api/parties/tours/${gameId}`, payload: round }),
      201,
    );
  }
  const scores = Object.fromEntries(ids.map((id, i) => [id, [42000, 33000, 27000, 18000][i]]));
  const manual = await ok(
    call(app, cast.admin, {
      method: 'POST',
      url: '/api/parties/manuelle',
      payload: { joueurs: ids, scores, tournoi_id: tournamentId },
    }),
    201,
  );
  return { ...cast, tournamentId, gameId, manualId: manual.json<{ id: string }>().id };
}

const patch = (url: string, payload: unknown) => ({ method: 'PATCH' as const, url, payload });
const ids = (f: Fixture) => f.seats.map((s) => s.id);
const finishTournament =
  (who: 'admin' | 'adminOtherDevice'): Op =>
  (app, f) =>
    call(app, f[who], patch(`/api/tournois/${f.tournamentId}/etat`, { new_state: 'terminé' }));
const roundOnGame: Op = (app, f) =>
  call(app, f.seats[2], {
    method: 'POST',
    url: `/api/parties/tours/${f.gameId}`,
    payload: { ...draw([ids(f)[1]!]), index: 2 },
  });
const deleteGame =
  (who: 'admin' | 'adminOtherDevice', game: 'gameId' | 'manualId'): Op =>
  (app, f) =>
    call(app, f[who], { method: 'DELETE', url: `/api/tournois/${f.tournamentId}/parties/${f[game]}` });
const ranking =
  (who: TestUser | ((f: Fixture) => TestUser)): Op =>
  (app, f) =>
    call(app, typeof who === 'function' ? who(f) : who, {
      method: 'GET',
      url: `/api/tournois/${f.tournamentId}/classement`,
    });

export const RACES: Race[] = [
  {
    name: 'finir le tournoi ‖ créer une partie dedans',
    a: finishTournament('admin'),
    b: (app, f) =>
      call(app, f.adminOtherDevice, {
        method: 'POST',
        url: '/api/parties/',
        payload: { joueurs: ids(f), tournois_id: f.tournamentId },
      }),
  },
  {
    name: 'finir le tournoi ‖ saisir une partie manuelle',
    a: finishTournament('admin'),
    b: (app, f) =>
      call(app, f.seats[3], {
        method: 'POST',
        url: '/api/parties/manuelle',
        payload: {
          joueurs: ids(f),
          scores: Object.fromEntries(ids(f).map((id) => [id, 30000])),
          tournoi_id: f.tournamentId,
        },
      }),
  },
  {
    name: 'finir le tournoi ‖ ajouter un tour à une de ses parties',
    a: finishTournament('admin'),
    b: roundOnGame,
  },
  {
    name: 'finir le tournoi ‖ le finir depuis un autre appareil',
    a: finishTournament('admin'),
    b: finishTournament('adminOtherDevice'),
  },
  {
    name: 'supprimer une partie ‖ lire le classement',
    a: deleteGame('admin', 'manualId'),
    b: ranking((f) => f.adminOtherDevice),
  },
  {
    name: 'supprimer une partie ‖ un joueur lit le classement',
    a: deleteGame('admin', 'manualId'),
    b: ranking((f) => f.seats[1]!),
  },
  { name: 'supprimer une partie ‖ y ajouter un tour', a: deleteGame('admin', 'gameId'), b: roundOnGame },
  {
    name: 'supprimer une partie ‖ la supprimer depuis un autre appareil',
    a: deleteGame('admin', 'manualId'),
    b: deleteGame('adminOtherDevice', 'manualId'),
  },
  {
    name: 'ajouter un joueur ‖ ajouter le même depuis un autre appareil',
    a: (app, f) =>
      call(app, f.admin, {
        method: 'POST',
        url: `/api/tournois/${f.tournamentId}/joueurs/add`,
        payload: JSON.stringify(f.newcomer.id),
        headers: { 'content-type': 'application/json' },
      }),
    b: (app, f) =>
      call(app, f.adminOtherDevice, {
        method: 'POST',
        url: `/api/tournois/${f.tournamentId}/joueurs/add`,
        payload: JSON.stringify(f.newcomer.id),
        headers: { 'content-type': 'application/json' },
      }),
  },
  {
    name: 'masquer le classement ‖ un joueur le lit',
    a: (app, f) =>
      call(app, f.admin, patch(`/api/tournois/${f.tournamentId}/classement-visible`, { visible: false })),
    b: ranking((f) => f.seats[2]!),
  },
  {
    name: 'terminer une partie ‖ annuler son dernier tour',
    a: (app, f) => call(app, f.adminOtherDevice, { method: 'POST', url: `/api/parties/${f.gameId}/finish` }),
    b: (app, f) => call(app, f.seats[0], { method: 'DELETE', url: `/api/parties/tours/${f.gameId}/last` }),
  },
];

/** Answers and state with everything that differs between two copies (ids, dates) replaced or dropped. */
function normalizer(f: Fixture) {
  const labels = new Map<string, string>([
    [f.admin.id, 'admin'],
    [f.newcomer.id, 'nouveau'],
    [f.tournamentId, 'tournoi'],
    [f.gameId, 'partie'],
    [f.manualId, 'manuelle'],
    ...f.seats.map((s, i): [string, string] => [s.id, `joueur${i}`]),
  ]);
  // Timestamps differ between the race and its sequential replays; the order of writes is what is compared.
  const volatile = new Set(['id', 'nom', 'date_debut', 'date_fin', 'cree_le', 'modifie_le']);
  const normalize = (value: unknown): unknown => {
    if (typeof value === 'string') return labels.get(value) ?? value;
    if (Array.isArray(value)) return value.map(normalize);
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value)
          .filter(([key]) => !volatile.has(key))
          .map(([key, inner]) => [labels.get(key) ?? key, normalize(inner)]),
      );
    }
    return value;
  };
  return normalize;
}

const answer = (response: LightMyRequestResponse) => ({
  status: response.statusCode,
  body: response.body === '' ? null : (JSON.parse(response.body) as unknown),
});

/** What anyone can observe afterwards, as the admin sees it. */
async function observe(
  app: FastifyInstance,
  f: Fixture,
  a: LightMyRequestResponse,
  b: LightMyRequestResponse,
) {
  const get = async (url: string) => (await call(app, f.admin, { method: 'GET', url })).json<unknown>();
  const games = (await get(`/api/tournois/${f.tournamentId}/parties`)) as Array<Record<string, unknown>>;
  const normalize = normalizer(f);
  const rounds = await Promise.all(games.map((game) => get(`/api/parties/tours/${String(game.id)}/tours`)));
  return JSON.stringify(
    normalize({
      a: answer(a),
      b: answer(b),
      tournoi: await get(`/api/tournois/${f.tournamentId}`),
      classement: await get(`/api/tournois/${f.tournamentId}/classement`),
      parties: games
        .map((game, i) => ({ ...game, tours: rounds[i] }))
        .map((game) => JSON.stringify(normalize(game)))
        .sort(),
    }),
  );
}

export interface RaceFigures {
  name: string;
  runs: number;
  /** How many runs ended as A-then-B and as B-then-A. */
  aFirst: number;
  bFirst: number;
}

/** The two serial outcomes of a race, then `runs` concurrent runs each equal to one of them. */
export async function runRace(
  app: FastifyInstance,
  cast: Cast,
  race: Race,
  runs: number,
): Promise<RaceFigures> {
  const serial = async (first: Op, second: Op, firstIsA: boolean) => {
    const f = await buildFixture(app, cast);
    const one = await first(app, f);
    const two = await second(app, f);
    return firstIsA ? observe(app, f, one, two) : observe(app, f, two, one);
  };
  const aThenB = await serial(race.a, race.b, true);
  const bThenA = await serial(race.b, race.a, false);
  const figures: RaceFigures = { name: race.name, runs, aFirst: 0, bFirst: 0 };
  for (let run = 0; run < runs; run += 1) {
    const f = await buildFixture(app, cast);
    const [a, b] = await Promise.all([race.a(app, f), race.b(app, f)]);
    const outcome = await observe(app, f, a, b);
    expect([aThenB, bThenA]).toContain(outcome);
    if (outcome === aThenB) figures.aFirst += 1;
    else figures.bFirst += 1;
  }
  return figures;
}
