/**
 * A small populated server to attack: a running tournament with its admin and four players, a game of
 * that tournament with rounds, a free game, a finished manual game, a stranger, a Google account with an
 * email, and the ways a request can be signed (or not).
 */
import { expect } from '@jest/globals';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import {
  bearer,
  call,
  googleToken,
  registerUser,
  registerUsers,
  uniquePseudo,
  type TestUser,
} from '../helper';
import { draw, tsumo } from '@mj/domain/testing';

export interface World {
  app: FastifyInstance;
  admin: TestUser;
  seats: TestUser[];
  stranger: TestUser;
  /** Signed in with Google; the only account with an email. */
  google: TestUser & { email: string };
  tournamentId: string;
  /** Running game of the tournament, two rounds in. */
  tournamentGameId: string;
  /** Running game outside any tournament, one round in. */
  freeGameId: string;
  /** Finished manual game of the tournament. */
  manualGameId: string;
  /** Valid Google ID tokens of accounts that do not exist yet. */
  newGoogleTokens: string[];
}

export type Actor = 'admin' | 'seat' | 'stranger' | 'google' | 'anonymous' | 'garbage';
export const ACTORS: Actor[] = ['admin', 'seat', 'stranger', 'google', 'anonymous', 'garbage'];

/** The Authorization header of an actor (none for anonymous, a forged one for garbage). */
export function authorization(world: World, actor: Actor): Record<string, string> {
  switch (actor) {
    case 'anonymous':
      return {};
    case 'garbage':
      return { authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.AAAA' };
    case 'seat':
      return world.seats[1]!.headers;
    default:
      return world[actor].headers;
  }
}

async function created(response: Promise<LightMyRequestResponse>): Promise<string> {
  const answer = await response;
  expect(answer.statusCode).toBe(201);
  return answer.json<{ id: string }>().id;
}

export async function buildWorld(app: FastifyInstance): Promise<World> {
  const admin = await registerUser(app, uniquePseudo('admin'));
  const seats = await registerUsers(app, 4, 'siege');
  const stranger = await registerUser(app, uniquePseudo('intrus'));
  const email = `secret-${uniquePseudo()}@exemple.fr`;
  // A Google account's bearer is its Firebase ID token.
  const googleIdToken = await googleToken({ uid: uniquePseudo('uid'), email, name: uniquePseudo('Google') });
  const googleLogin = await app.inject({
    method: 'POST',
    url: '/api/users/google-login',
    payload: { token: googleIdToken },
  });
  expect(googleLogin.statusCode).toBe(200);
  const googleUser = {
    id: googleLogin.json<{ user_id: string }>().user_id,
    pseudo: googleLogin.json<{ pseudo: string }>().pseudo,
  };
  const google = { ...googleUser, token: googleIdToken, headers: bearer(googleIdToken), email };
  const ids = seats.map((s) => s.id);
  const tournament = await app.inject({
    method: 'POST',
    url: '/api/tournois/',
    headers: admin.headers,
    payload: {
      nom: 'Tournoi attaqué',
      date_debut: '2025-09-20',
      classement_visible: false,
      regles: 'classic',
      joueurs: ids,
    },
  });
  expect(tournament.statusCode).toBe(201);
  const tournamentId = tournament.json<{ id: string }>().id;
  const tournamentGameId = await created(
    call(app, admin, {
      method: 'POST',
      url: '/api/parties/',
      payload: { joueurs: ids, tournois_id: tournamentId },
    }),
  );
  for (const round of [tsumo([ids[0]!, 3, 30], [ids[1]!]), draw([ids[0]!, ids[2]!])]) {
    expect(
      (
        await call(app, seats[0], {
          method: 'POST',
          url: `/api/parties/tours/${tournamentGameId}`,
          payload: round,
        })
      ).statusCode,
    ).toBe(201);
  }
  const freeGameId = await created(
    call(app, seats[1], { method: 'POST', url: '/api/parties/', payload: { joueurs: [...ids].reverse() } }),
  );
  expect(
    (
      await call(app, seats[1], {
        method: 'POST',
        url: `/api/parties/tours/${freeGameId}`,
        payload: draw([ids[3]!]),
      })
    ).statusCode,
  ).toBe(201);
  const manualGameId = await created(
    call(app, admin, {
      method: 'POST',
      url: '/api/parties/manuelle',
      payload: {
        joueurs: ids,
        scores: Object.fromEntries(ids.map((id, i) => [id, [50000, 30000, 25000, 15000][i]])),
        tournoi_id: tournamentId,
      },
    }),
  );
  const newGoogleTokens = await Promise.all(
    [1, 2, 3].map(() =>
      googleToken({
        uid: uniquePseudo('nouveau'),
        email: `nouveau-${uniquePseudo()}@exemple.fr`,
        name: uniquePseudo('N'),
      }),
    ),
  );
  return {
    app,
    admin,
    seats,
    stranger,
    google,
    tournamentId,
    tournamentGameId,
    freeGameId,
    manualGameId,
    newGoogleTokens,
  };
}

/** Sends a request exactly as given: raw payload and content type, the caller's headers. */
export function send(
  world: World,
  request: {
    method: InjectOptions['method'];
    url: string;
    payload?: string | undefined;
    contentType?: string | undefined;
    headers: Record<string, string>;
  },
): Promise<LightMyRequestResponse> {
  return world.app.inject({
    method: request.method,
    url: request.url,
    headers: { ...(request.contentType ? { 'content-type': request.contentType } : {}), ...request.headers },
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  });
}
