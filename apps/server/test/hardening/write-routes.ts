/**
 * Every write route of docs/api-contract.md with the shape of its body, and the property the fuzzer
 * checks on each: arbitrary bodies, ids and signatures never get a 5xx, nobody receives another user's
 * email, an error is always the French `{detail}` shape, a refused request leaves every table exactly as it was, and whatever was accepted
 * leaves every game consistent (120000 points on the table, cache = replay of its rounds).
 */
import { expect } from '@jest/globals';
import fc from 'fast-check';
import { call, registerUser, uniquePseudo } from '../helper';
import {
  anyBody,
  anyText,
  field,
  hugeText,
  pathId,
  shapedObject,
  tableRound,
  wrongValue,
  type RawBody,
} from './arbitraries';
import { databaseState, expectStoredGamesConsistent } from './db-state';
import { ACTORS, authorization, send, type Actor, type World } from './world';

interface PathIds {
  tournament: string;
  game: string;
}

export interface WriteRoute {
  method: 'POST' | 'PATCH' | 'DELETE';
  path: string;
  url: (ids: PathIds) => string;
  /** The body's own shape, each field right or wrong (undefined: the route takes no body). */
  body?: (world: World) => fc.Arbitrary<unknown>;
  /** Accepted, it ends the caller's session (logout, deletion): each case gets a fresh account. */
  consumesActor?: boolean;
  /** A game route: most cases target a new running game with a round (the world's games end up finished). */
  onFreshGame?: boolean;
}

/** Stands for "a new running game" among the ids a case may pick. */
const FRESH_GAME = 'nouvelle-partie';

const seatIds = (world: World) => world.seats.map((s) => s.id);
const userIds = (world: World) => [...seatIds(world), world.admin.id, world.stranger.id, world.google.id];
const someUser = (world: World) => fc.constantFrom(...userIds(world));
const pseudo = fc.oneof(
  fc.tuple(fc.string({ minLength: 1, maxLength: 16 }), fc.nat()).map(([p, n]) => `${p}${n}`),
  anyText,
);
const password = fc.oneof(fc.constantFrom('motdepasse', 'court', ''), anyText, hugeText);
const players = (world: World) =>
  fc.oneof(
    fc.shuffledSubarray(seatIds(world), { minLength: 4, maxLength: 4 }),
    fc.array(fc.oneof(someUser(world), anyText), { maxLength: 6 }),
  );
const tournamentRef = (world: World) => fc.oneof(fc.constant(world.tournamentId), fc.constant(null), anyText);
const isoDate = fc.oneof(
  fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
  fc.constantFrom('2025-09-20', '2025-02-30', '0000-01-01T00:00:00Z', '-271821-04-20T00:00:00Z', 'demain'),
);

export const WRITE_ROUTES: WriteRoute[] = [
  {
    method: 'POST',
    path: '/users/register',
    url: () => '/api/users/register',
    body: () => shapedObject({ pseudo: field(pseudo), password: field(password) }),
  },
  {
    method: 'POST',
    path: '/users/login',
    url: () => '/api/users/login',
    body: (w) =>
      shapedObject({
        pseudo: field(fc.oneof(fc.constantFrom(w.seats[0]!.pseudo, w.google.pseudo), pseudo)),
        password: field(password),
      }),
  },
  {
    method: 'POST',
    path: '/users/google-login',
    url: () => '/api/users/google-login',
    body: (w) =>
      shapedObject({
        token: field(fc.oneof(fc.constantFrom(...w.newGoogleTokens, w.google.token), anyText)),
      }),
  },
  {
    method: 'PATCH',
    path: '/users/pseudo',
    url: () => '/api/users/pseudo',
    body: (w) => shapedObject({ user_id: field(someUser(w)), new_pseudo: field(pseudo) }),
  },
  { method: 'POST', path: '/users/logout', url: () => '/api/users/logout', consumesActor: true },
  { method: 'DELETE', path: '/users/me', url: () => '/api/users/me', consumesActor: true },
  {
    method: 'POST',
    path: '/tournois/',
    url: () => '/api/tournois/',
    body: (w) =>
      shapedObject({
        nom: field(fc.oneof(fc.string({ maxLength: 30 }), anyText)),
        date_debut: field(isoDate),
        classement_visible: field(fc.boolean()),
        regles: field(fc.constantFrom('classic', 'mleague')),
        joueurs: field(players(w)),
      }),
  },
  {
    method: 'POST',
    path: '/tournois/{id}/joueurs/add',
    url: (ids) => `/api/tournois/${ids.tournament}/joueurs/add`,
    body: (w) => field(fc.oneof(someUser(w), anyText)),
  },
  {
    method: 'DELETE',
    path: '/tournois/{id}/parties/{gameId}',
    url: (ids) => `/api/tournois/${ids.tournament}/parties/${ids.game}`,
  },
  {
    method: 'PATCH',
    path: '/tournois/{id}/classement-visible',
    url: (ids) => `/api/tournois/${ids.tournament}/classement-visible`,
    body: () => shapedObject({ visible: field(fc.boolean()) }),
  },
  {
    method: 'PATCH',
    path: '/tournois/{id}/etat',
    url: (ids) => `/api/tournois/${ids.tournament}/etat`,
    body: () =>
      shapedObject({ new_state: field(fc.constantFrom('terminé', 'en cours', 'termine', 'TERMINÉ')) }),
  },
  {
    method: 'POST',
    path: '/parties/',
    url: () => '/api/parties/',
    body: (w) =>
      shapedObject({
        joueurs: field(players(w)),
        tournois_id: field(tournamentRef(w)),
        tournoi_id: field(tournamentRef(w)),
      }),
  },
  {
    method: 'POST',
    path: '/parties/manuelle',
    url: () => '/api/parties/manuelle',
    body: (w) =>
      shapedObject({
        joueurs: field(players(w)),
        scores: field(
          fc.oneof(
            fc.constant(Object.fromEntries(seatIds(w).map((id, i) => [id, [45000, 35000, 25000, 15000][i]]))),
            fc.dictionary(
              fc.oneof(someUser(w), anyText),
              fc.oneof(fc.integer({ min: -1e8, max: 1e8 }), fc.constantFrom('30000', '3e4', '', 'x')),
              { maxKeys: 6 },
            ),
          ),
        ),
        date_debut: field(isoDate),
        tournoi_id: field(tournamentRef(w)),
      }),
  },
  {
    method: 'POST',
    path: '/parties/{id}/finish',
    url: (ids) => `/api/parties/${ids.game}/finish`,
    onFreshGame: true,
  },
  {
    method: 'POST',
    path: '/parties/tours/{partyId}',
    url: (ids) => `/api/parties/tours/${ids.game}`,
    onFreshGame: true,
    body: (w) =>
      tableRound(seatIds(w), w.stranger.id).chain((round) =>
        fc.oneof(
          fc.constant<unknown>(round),
          field(fc.integer({ min: -1, max: 5 })).map((index) => ({ ...round, index })),
          fc
            .tuple(fc.constantFrom(...Object.keys(round)), wrongValue)
            .map(([key, value]) => ({ ...round, [key]: value })),
        ),
      ),
  },
  {
    method: 'DELETE',
    path: '/parties/tours/{partyId}/last',
    url: (ids) => `/api/parties/tours/${ids.game}/last`,
    onFreshGame: true,
  },
];

/** A new running game of the world's four seats, one round in: in the tournament while it runs. */
async function newGame(world: World): Promise<string> {
  const joueurs = seatIds(world);
  const create = (payload: unknown) =>
    call(world.app, world.seats[1], { method: 'POST', url: '/api/parties/', payload });
  let created = await create({ joueurs, tournois_id: world.tournamentId });
  if (created.statusCode !== 201) created = await create({ joueurs });
  const id = created.json<{ id: string }>().id;
  const round = { type_victoire: 'tenpai', tenpai: [joueurs[0]], riichi_players: [] };
  const answer = await call(world.app, world.seats[1], {
    method: 'POST',
    url: `/api/parties/tours/${id}`,
    payload: round,
  });
  if (answer.statusCode !== 201) throw new Error(`nouvelle partie : ${answer.body}`);
  return id;
}

export interface RouteFigures {
  route: string;
  cases: number;
  accepted: number;
  refused: number;
  /** Refusals by status, e.g. { 422: 120, 401: 30 }. */
  statuses: Record<number, number>;
}

/** Mostly people with a right to act, so that accepted writes get fuzzed too. */
const actorArbitrary = fc.constantFrom<Actor | 'fresh'>(
  'admin',
  'admin',
  'admin',
  'seat',
  'seat',
  'seat',
  ...ACTORS,
);

interface Case {
  actor: Actor | 'fresh';
  ids: PathIds;
  body: RawBody;
  idempotencyKey: string | null;
}

function caseArbitrary(world: World, route: WriteRoute): fc.Arbitrary<Case> {
  const tournaments = [world.tournamentId];
  const known = [world.tournamentGameId, world.freeGameId, world.manualGameId];
  const games = route.onFreshGame ? [FRESH_GAME, FRESH_GAME, FRESH_GAME, ...known] : known;
  return fc.record({
    actor: route.consumesActor
      ? fc.constantFrom<Actor | 'fresh'>('fresh', 'fresh', 'fresh', 'anonymous', 'garbage')
      : actorArbitrary,
    ids: fc.record({ tournament: pathId(tournaments), game: pathId(games) }),
    body: route.body
      ? anyBody(route.body(world))
      : fc.constant<RawBody>({ payload: undefined, contentType: undefined }),
    idempotencyKey: fc.option(fc.oneof(anyText, fc.constantFrom('cle-1', 'cle-2'))),
  });
}

/** Runs `runs` arbitrary requests against one route and checks the property on each. */
export async function fuzzRoute(
  world: World,
  route: WriteRoute,
  runs: number,
  seed?: number,
): Promise<RouteFigures> {
  const figures: RouteFigures = {
    route: `${route.method} ${route.path}`,
    cases: 0,
    accepted: 0,
    refused: 0,
    statuses: {},
  };
  await fc.assert(
    fc.asyncProperty(caseArbitrary(world, route), async (attack) => {
      const signed =
        attack.actor === 'fresh'
          ? (await registerUser(world.app, uniquePseudo('jetable'))).headers
          : authorization(world, attack.actor);
      const headers: Record<string, string> = { ...signed };
      if (attack.idempotencyKey !== null) headers['idempotency-key'] = attack.idempotencyKey;
      const ids = attack.ids.game === FRESH_GAME ? { ...attack.ids, game: await newGame(world) } : attack.ids;
      const before = await databaseState(world.app);
      const response = await send(world, {
        method: route.method,
        url: route.url(ids),
        payload: attack.body.payload,
        contentType: attack.body.contentType,
        headers,
      });
      figures.cases += 1;
      if (response.statusCode >= 500)
        throw new Error(`${response.statusCode} : ${response.body.slice(0, 300)}`);
      // Only the Google account has an email; nobody but its owner (its bearer, or its ID token sent to
      // google-login) may ever receive it.
      const owner = attack.actor === 'google' || Boolean(attack.body.payload?.includes(world.google.token));
      if (!owner && response.body.includes(world.google.email))
        throw new Error(`email envoyé à ${attack.actor}`);
      if (response.statusCode >= 400) {
        figures.refused += 1;
        figures.statuses[response.statusCode] = (figures.statuses[response.statusCode] ?? 0) + 1;
        expect(response.json()).toEqual({ detail: expect.stringMatching(/\S/) });
        expect(await databaseState(world.app)).toBe(before);
      } else {
        figures.accepted += 1;
        await expectStoredGamesConsistent(world.app);
      }
    }),
    { numRuns: runs, ...(seed === undefined ? {} : { seed }), endOnFailure: true },
  );
  return figures;
}
