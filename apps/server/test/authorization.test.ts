/**
 * The authorization matrix: every route × {anonymous, signed-in stranger, tournament participant,
 * tournament admin, game player}, each cell on a fresh tournament with one running game holding one
 * round, asserting the exact status.
 */
import { beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import {
  backends,
  buildTestApp,
  call,
  googleToken,
  registerUser,
  registerUsers,
  uniquePseudo,
  type TestUser,
} from './helper';
import { draw } from '@mj/domain/testing';
import { openStream } from './live';

type Role = 'anonyme' | 'inconnu' | 'participant' | 'admin' | 'joueur';
const ROLES: Role[] = ['anonyme', 'inconnu', 'participant', 'admin', 'joueur'];

interface Fixture {
  tournamentId: string;
  gameId: string;
  /** A finished manual game of the tournament (deletable). */
  manualId: string;
  seats: TestUser[];
  admin: TestUser;
  participant: TestUser;
  stranger: TestUser;
  newcomer: TestUser;
}

interface Row {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  url: (f: Fixture) => string;
  payload?: (f: Fixture, actor: TestUser | undefined) => unknown | Promise<unknown>;
  /** Statuses for anonyme, inconnu, participant, admin, joueur. */
  expected: [number, number, number, number, number];
  /** The route changes the fixture (a round, a state…): each cell gets its own tournament and game. */
  changesFixture?: boolean;
  /** The route ends the actor's session (logout, deletion): the cell gets its own accounts too. */
  consumesActor?: boolean;
  /** A live stream: a 200 is read over a real socket (it never ends by itself), then closed. */
  stream?: boolean;
}

const fourScores = (f: Fixture) =>
  Object.fromEntries(f.seats.map((s, i) => [s.id, [45000, 32000, 25000, 18000][i]]));
const seatIds = (f: Fixture) => f.seats.map((s) => s.id);

const ROWS: Row[] = [
  { method: 'GET', path: '/health', url: () => '/api/health', expected: [200, 200, 200, 200, 200] },
  {
    method: 'GET',
    path: '/health/ready',
    url: () => '/api/health/ready',
    expected: [200, 200, 200, 200, 200],
  },
  {
    method: 'GET',
    path: '/parties/{id}/evenements',
    url: (f) => `/api/parties/${f.gameId}/evenements`,
    expected: [401, 403, 403, 200, 200],
    stream: true,
  },
  {
    method: 'GET',
    path: '/tournois/{id}/evenements',
    url: (f) => `/api/tournois/${f.tournamentId}/evenements`,
    expected: [401, 403, 200, 200, 200],
    stream: true,
  },
  { method: 'GET', path: '/docs/json', url: () => '/api/docs/json', expected: [200, 200, 200, 200, 200] },
  { method: 'GET', path: '/docs', url: () => '/api/docs', expected: [200, 200, 200, 200, 200] },
  {
    method: 'POST',
    path: '/users/register',
    url: () => '/api/users/register',
    payload: () => ({ pseudo: uniquePseudo('matrice'), password: 'motdepasse' }),
    expected: [201, 201, 201, 201, 201],
  },
  {
    method: 'POST',
    path: '/users/login',
    url: () => '/api/users/login',
    payload: (f) => ({ pseudo: f.newcomer.pseudo, password: 'motdepasse' }),
    expected: [200, 200, 200, 200, 200],
  },
  {
    method: 'POST',
    path: '/users/google-login',
    url: () => '/api/users/google-login',
    payload: async () => ({
      token: await googleToken({ uid: `uid-${uniquePseudo()}`, name: uniquePseudo('g') }),
    }),
    expected: [200, 200, 200, 200, 200],
  },
  {
    method: 'PATCH',
    path: '/users/pseudo',
    url: () => '/api/users/pseudo',
    payload: (_f, actor) => ({ user_id: actor?.id ?? 'personne', new_pseudo: uniquePseudo('renomme') }),
    expected: [401, 200, 200, 200, 200],
  },
  { method: 'GET', path: '/users/users', url: () => '/api/users/users', expected: [401, 200, 200, 200, 200] },
  { method: 'GET', path: '/regles', url: () => '/api/regles', expected: [401, 200, 200, 200, 200] },
  {
    method: 'GET',
    path: '/users/mes-parties',
    url: () => '/api/users/mes-parties',
    expected: [401, 200, 200, 200, 200],
  },
  {
    method: 'GET',
    path: '/users/{id}/statistiques',
    url: (f) => `/api/users/${f.stranger.id}/statistiques`,
    expected: [401, 200, 200, 200, 200],
  },
  {
    method: 'GET',
    path: '/users/me/export',
    url: () => '/api/users/me/export',
    expected: [401, 200, 200, 200, 200],
  },
  {
    method: 'POST',
    path: '/users/logout',
    url: () => '/api/users/logout',
    expected: [401, 204, 204, 204, 204],
    changesFixture: true,
    consumesActor: true,
  },
  {
    method: 'DELETE',
    path: '/users/me',
    url: () => '/api/users/me',
    // The admin must hand the tournament over first: admin-handover.test.ts.
    expected: [401, 204, 204, 409, 204],
    changesFixture: true,
    consumesActor: true,
  },
  { method: 'GET', path: '/tournois', url: () => '/api/tournois/', expected: [401, 200, 200, 200, 200] },
  {
    method: 'POST',
    path: '/tournois',
    url: () => '/api/tournois/',
    payload: (f) => ({
      nom: 'Matrice',
      date_debut: '2025-09-20',
      classement_visible: true,
      regles: 'classic',
      joueurs: seatIds(f),
    }),
    expected: [401, 201, 201, 201, 201],
  },
  {
    method: 'GET',
    path: '/tournois/{id}',
    url: (f) => `/api/tournois/${f.tournamentId}`,
    expected: [401, 403, 200, 200, 200],
  },
  {
    method: 'GET',
    path: '/tournois/{id}/joueurs',
    url: (f) => `/api/tournois/${f.tournamentId}/joueurs`,
    expected: [401, 403, 200, 200, 200],
  },
  {
    method: 'GET',
    path: '/tournois/{id}/parties',
    url: (f) => `/api/tournois/${f.tournamentId}/parties`,
    expected: [401, 403, 200, 200, 200],
  },
  {
    method: 'GET',
    path: '/tournois/{id}/classement',
    url: (f) => `/api/tournois/${f.tournamentId}/classement`,
    expected: [401, 403, 200, 200, 200],
  },
  {
    method: 'GET',
    path: '/tournois/{id}/faits-marquants',
    url: (f) => `/api/tournois/${f.tournamentId}/faits-marquants`,
    expected: [401, 403, 200, 200, 200],
  },
  {
    method: 'POST',
    path: '/tournois/{id}/joueurs/add',
    url: (f) => `/api/tournois/${f.tournamentId}/joueurs/add`,
    payload: (f) => JSON.stringify(f.newcomer.id),
    expected: [401, 403, 403, 200, 403],
    changesFixture: true,
  },
  {
    method: 'DELETE',
    path: '/tournois/{id}/parties/{gameId}',
    url: (f) => `/api/tournois/${f.tournamentId}/parties/${f.manualId}`,
    expected: [401, 403, 403, 200, 403],
    changesFixture: true,
  },
  {
    method: 'PATCH',
    path: '/tournois/{id}/classement-visible',
    url: (f) => `/api/tournois/${f.tournamentId}/classement-visible`,
    payload: () => ({ visible: false }),
    expected: [401, 403, 403, 200, 403],
    changesFixture: true,
  },
  {
    method: 'PATCH',
    path: '/tournois/{id}/admin',
    url: (f) => `/api/tournois/${f.tournamentId}/admin`,
    payload: (f) => ({ admin_id: f.participant.id }),
    expected: [401, 403, 403, 200, 403],
    changesFixture: true,
  },
  {
    method: 'PATCH',
    path: '/tournois/{id}/etat',
    url: (f) => `/api/tournois/${f.tournamentId}/etat`,
    payload: () => ({ new_state: 'terminé' }),
    expected: [401, 403, 403, 200, 403],
    changesFixture: true,
  },
  {
    method: 'PATCH',
    path: '/tournois/{id}',
    url: (f) => `/api/tournois/${f.tournamentId}`,
    payload: () => ({ nom: 'Matrice renommée' }),
    expected: [401, 403, 403, 200, 403],
    changesFixture: true,
  },
  {
    method: 'DELETE',
    path: '/tournois/{id}/joueurs/{userId}',
    url: (f) => `/api/tournois/${f.tournamentId}/joueurs/${f.participant.id}`,
    expected: [401, 403, 403, 204, 403],
    changesFixture: true,
  },
  {
    method: 'PATCH',
    path: '/tournois/{id}/joueurs/{userId}',
    url: (f) => `/api/tournois/${f.tournamentId}/joueurs/${f.seats[0]!.id}`,
    payload: () => ({ absent: true }),
    expected: [401, 403, 403, 200, 403],
    changesFixture: true,
  },
  // The fixture's game is running: the admin's ronde requests get the contract's 409 (success paths in
  // routes/rondes.test.ts), and its ronde 1 does not exist (404).
  {
    method: 'POST',
    path: '/tournois/{id}/rondes/proposition',
    url: (f) => `/api/tournois/${f.tournamentId}/rondes/proposition`,
    payload: () => ({ mode: 'equilibre' }),
    expected: [401, 403, 403, 409, 403],
  },
  {
    method: 'POST',
    path: '/tournois/{id}/rondes',
    url: (f) => `/api/tournois/${f.tournamentId}/rondes`,
    payload: () => ({ mode: 'equilibre' }),
    expected: [401, 403, 403, 409, 403],
  },
  {
    method: 'GET',
    path: '/tournois/{id}/rondes',
    url: (f) => `/api/tournois/${f.tournamentId}/rondes`,
    expected: [401, 403, 200, 200, 200],
  },
  {
    method: 'DELETE',
    path: '/tournois/{id}/rondes/{numero}',
    url: (f) => `/api/tournois/${f.tournamentId}/rondes/1`,
    expected: [401, 403, 403, 404, 403],
  },
  {
    method: 'POST',
    path: '/tournois/{id}/rondes/{numero}/horloge',
    url: (f) => `/api/tournois/${f.tournamentId}/rondes/1/horloge`,
    payload: () => ({ action: 'pause' }),
    expected: [401, 403, 403, 404, 403],
  },
  {
    method: 'POST',
    path: '/tournois/{id}/ecran',
    url: (f) => `/api/tournois/${f.tournamentId}/ecran`,
    expected: [401, 403, 403, 201, 403],
    changesFixture: true,
  },
  {
    method: 'GET',
    path: '/tournois/{id}/ecran',
    url: (f) => `/api/tournois/${f.tournamentId}/ecran`,
    expected: [401, 403, 403, 200, 403],
  },
  {
    method: 'DELETE',
    path: '/tournois/{id}/ecran',
    url: (f) => `/api/tournois/${f.tournamentId}/ecran`,
    expected: [401, 403, 403, 204, 403],
    changesFixture: true,
  },
  {
    method: 'GET',
    path: '/users/profil',
    url: () => '/api/users/profil',
    expected: [401, 200, 200, 200, 200],
  },
  {
    method: 'PATCH',
    path: '/users/profil',
    url: () => '/api/users/profil',
    payload: () => ({ club: 'Tonpuu' }),
    expected: [401, 200, 200, 200, 200],
  },
  {
    method: 'PUT',
    path: '/tournois/{id}/inscriptions',
    url: (f) => `/api/tournois/${f.tournamentId}/inscriptions`,
    payload: () => ({ ouvertes: true, places: 16 }),
    expected: [401, 403, 403, 200, 403],
    changesFixture: true,
  },
  {
    method: 'GET',
    path: '/tournois/{id}/inscriptions',
    url: (f) => `/api/tournois/${f.tournamentId}/inscriptions`,
    expected: [401, 403, 403, 200, 403],
  },
  {
    method: 'GET',
    path: '/tournois/rejoindre/{jeton}',
    url: () => '/api/tournois/rejoindre/lien-inconnu',
    expected: [401, 404, 404, 404, 404],
  },
  {
    method: 'POST',
    path: '/tournois/rejoindre/{jeton}',
    url: () => '/api/tournois/rejoindre/lien-inconnu',
    expected: [401, 404, 404, 404, 404],
  },
  {
    method: 'DELETE',
    path: '/tournois/{id}/inscription',
    url: (f) => `/api/tournois/${f.tournamentId}/inscription`,
    // The participant has not played: they may leave; the seated player has played (409).
    expected: [401, 404, 204, 404, 409],
    changesFixture: true,
  },
  {
    method: 'GET',
    path: '/tournois/mes-inscriptions',
    url: () => '/api/tournois/mes-inscriptions',
    expected: [401, 200, 200, 200, 200],
  },
  {
    method: 'PUT',
    path: '/tournois/{id}/presences/{userId}',
    url: (f) => `/api/tournois/${f.tournamentId}/presences/${f.participant.id}`,
    expected: [401, 403, 403, 204, 403],
    changesFixture: true,
  },
  {
    method: 'DELETE',
    path: '/tournois/{id}/presences/{userId}',
    url: (f) => `/api/tournois/${f.tournamentId}/presences/${f.participant.id}`,
    expected: [401, 403, 403, 204, 403],
    changesFixture: true,
  },
  {
    method: 'PUT',
    path: '/tournois/{id}/pointage',
    url: (f) => `/api/tournois/${f.tournamentId}/pointage`,
    expected: [401, 403, 403, 200, 403],
    changesFixture: true,
  },
  {
    method: 'POST',
    path: '/tournois/pointage/{jeton}',
    url: () => '/api/tournois/pointage/code-inconnu',
    expected: [401, 404, 404, 404, 404],
  },
  {
    method: 'POST',
    path: '/tournois/{id}/rondes/{numero}/remplacements',
    url: (f) => `/api/tournois/${f.tournamentId}/rondes/1/remplacements`,
    payload: (f) => ({ joueur: f.seats[0]!.id, remplacant: f.participant.id }),
    // The fixture has no ronde: the admin learns it does not exist.
    expected: [401, 403, 403, 404, 403],
  },
  {
    method: 'GET',
    path: '/tournois/{id}/export/ema',
    url: (f) => `/api/tournois/${f.tournamentId}/export/ema`,
    expected: [401, 403, 403, 200, 403],
  },
  {
    method: 'GET',
    path: '/tournois/{id}/export/ema/controles',
    url: (f) => `/api/tournois/${f.tournamentId}/export/ema/controles`,
    expected: [401, 403, 403, 200, 403],
  },
  {
    method: 'GET',
    path: '/public/ecrans/{jeton}',
    url: () => '/api/public/ecrans/jeton-inconnu',
    expected: [404, 404, 404, 404, 404],
  },
  {
    method: 'GET',
    path: '/public/ecrans/{jeton}/evenements',
    url: () => '/api/public/ecrans/jeton-inconnu/evenements',
    expected: [404, 404, 404, 404, 404],
  },
  {
    method: 'POST',
    path: '/parties',
    url: () => '/api/parties/',
    payload: (f) => ({ joueurs: seatIds(f), tournois_id: f.tournamentId }),
    // The participant does not play at these four seats: nobody enters a game for others.
    expected: [401, 403, 403, 201, 201],
  },
  {
    method: 'POST',
    path: '/parties/manuelle',
    url: () => '/api/parties/manuelle',
    payload: (f) => ({
      joueurs: seatIds(f),
      scores: fourScores(f),
      date_debut: new Date().toISOString(),
      tournoi_id: f.tournamentId,
    }),
    expected: [401, 403, 403, 201, 201],
  },
  {
    // A tournament game counts for its ranking: nobody leaves it (casual games: game-creators.test.ts).
    method: 'POST',
    path: '/parties/{id}/quitter',
    url: (f) => `/api/parties/${f.gameId}/quitter`,
    expected: [401, 403, 403, 403, 403],
  },
  {
    method: 'GET',
    path: '/parties/{id}',
    url: (f) => `/api/parties/${f.gameId}`,
    expected: [401, 403, 403, 200, 200],
  },
  {
    method: 'POST',
    path: '/parties/tours/{partyId}',
    url: (f) => `/api/parties/tours/${f.gameId}`,
    payload: (f) => ({ ...draw([f.seats[0]!.id]), index: 1 }),
    expected: [401, 403, 403, 201, 201],
    changesFixture: true,
  },
  {
    method: 'DELETE',
    path: '/parties/tours/{partyId}/last',
    url: (f) => `/api/parties/tours/${f.gameId}/last`,
    expected: [401, 403, 403, 200, 200],
    changesFixture: true,
  },
  {
    method: 'PUT',
    path: '/parties/tours/{partyId}/{index}',
    url: (f) => `/api/parties/tours/${f.gameId}/0`,
    payload: (f) => draw([f.seats[1]!.id]),
    expected: [401, 403, 403, 200, 200],
    changesFixture: true,
  },
  {
    method: 'DELETE',
    path: '/parties/tours/{partyId}/{index}',
    url: (f) => `/api/parties/tours/${f.gameId}/0`,
    expected: [401, 403, 403, 200, 200],
    changesFixture: true,
  },
  {
    method: 'GET',
    path: '/parties/tours/{partyId}/tours',
    url: (f) => `/api/parties/tours/${f.gameId}/tours?compact=true`,
    expected: [401, 403, 403, 200, 200],
  },
  {
    method: 'POST',
    path: '/parties/{id}/finish',
    url: (f) => `/api/parties/${f.gameId}/finish`,
    expected: [401, 403, 403, 200, 200],
    changesFixture: true,
  },
];

describe.each(backends)('authorization matrix on %s', (backend) => {
  let app: FastifyInstance;
  let shared: TestUser[];
  let sharedFixture: Fixture;
  beforeAll(async () => {
    app = await buildTestApp({ backend });
    shared = await registerUsers(app, 8, 'm');
    sharedFixture = await fixture(false);
  });

  /**
   * A fresh tournament (admin + 4 seated players + 1 participant) with a running game of one round and
   * a finished manual game. The accounts are shared between cells unless the route ends a session.
   */
  async function fixture(freshAccounts: boolean): Promise<Fixture> {
    const accounts = freshAccounts ? await registerUsers(app, 8, 'm') : shared;
    const [admin, participant, stranger, newcomer, ...seats] = accounts;
    const ids = seats.map((s) => s.id);
    const tournament = await call(app, admin, {
      method: 'POST',
      url: '/api/tournois/',
      payload: {
        nom: 'Matrice',
        date_debut: '2025-09-20',
        classement_visible: true,
        regles: 'classic',
        joueurs: [...ids, participant!.id],
      },
    });
    const tournamentId = tournament.json().id;
    const gameId = (
      await call(app, seats[0], {
        method: 'POST',
        url: '/api/parties/',
        payload: { joueurs: ids, tournois_id: tournamentId },
      })
    ).json().id;
    expect(
      (
        await call(app, seats[0], {
          method: 'POST',
          url: `/api/parties/tours/${gameId}`,
          payload: draw([ids[0]!]),
        })
      ).statusCode,
    ).toBe(201);
    const manual = await call(app, admin, {
      method: 'POST',
      url: '/api/parties/manuelle',
      payload: {
        joueurs: ids,
        scores: Object.fromEntries(ids.map((id) => [id, 30000])),
        tournoi_id: tournamentId,
      },
    });
    return {
      tournamentId,
      gameId,
      manualId: manual.json().id,
      seats,
      admin: admin!,
      participant: participant!,
      stranger: stranger!,
      newcomer: newcomer!,
    };
  }

  const actorOf = (f: Fixture, role: Role): TestUser | undefined =>
    ({
      anonyme: undefined,
      inconnu: f.stranger,
      participant: f.participant,
      admin: f.admin,
      joueur: f.seats[1],
    })[role];

  /** A stream that opens never ends by itself: read its status over a real socket, then close it. */
  async function streamAnswer(url: string, actor: TestUser | undefined) {
    const stream = await openStream(app, url, actor);
    stream.close();
    return { statusCode: stream.status, json: () => null };
  }

  const cells = ROWS.flatMap((row) =>
    ROLES.map((role, i) => [row.method, row.path, role, row.expected[i]!, row] as const),
  );

  it.each(cells)('%s %s as %s → %i', async (_method, _path, role, status, row) => {
    const f = row.changesFixture ? await fixture(row.consumesActor === true) : sharedFixture;
    const actor = actorOf(f, role);
    const payload = row.payload ? await row.payload(f, actor) : undefined;
    const response =
      row.stream && status === 200
        ? await streamAnswer(row.url(f), actor)
        : await call(app, actor, {
            method: row.method,
            url: row.url(f),
            payload,
            headers: typeof payload === 'string' ? { 'content-type': 'application/json' } : {},
          });
    // A refusal always carries a French `{detail}`.
    const refusal = { detail: expect.any(String) };
    const error = response.statusCode >= 400 ? response.json() : null;
    expect({ status: response.statusCode, error }).toEqual({ status, error: status >= 400 ? refusal : null });
  });

  it('covers every route of the contract', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    const documented = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path.replace(/^\/api/, '')}`),
    );
    const covered = ROWS.map((row) => `${row.method} ${row.path}`);
    expect(documented.sort()).toEqual(covered.sort());
  });
});

// A stranger may not read another account's data through the user routes either.
describe('per-user rules', () => {
  it('a user cannot rename another user', async () => {
    const app = await buildTestApp();
    const [a, b] = await registerUsers(app, 2);
    const response = await call(app, a, {
      method: 'PATCH',
      url: '/api/users/pseudo',
      payload: { user_id: b!.id, new_pseudo: 'volé' },
    });
    expect(response.statusCode).toBe(403);
    const stranger = await registerUser(app);
    expect((await call(app, stranger, { method: 'GET', url: '/api/users/mes-parties' })).json()).toEqual([]);
  });
});
