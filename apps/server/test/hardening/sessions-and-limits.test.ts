/**
 * Findings of the security review about sessions, accounts and games, each tried against the real app:
 * - a Google token of a sign-in that was logged out is refused (it stayed valid up to an hour, and for
 *   as long as the device refreshed it);
 * - password hashing waits in a bounded queue: when it is full, 503 with Retry-After, nothing hashed;
 * - a tournament handed to a player while that player's account is being deleted is never left to
 *   « Joueur anonyme »: the deletion sees the hand-over and is refused;
 * - a game holds at most 60 rounds, and its scores stay within what a final-score game may claim (210
 *   dealer yakuman gave a player +16 693 500).
 */
import { describe, expect, it } from '@jest/globals';
import { MESSAGES } from '@mj/domain';
import { chombo, tsumo } from '@mj/domain/testing';
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import {
  backends,
  bearer,
  buildTestApp,
  call,
  createTournament,
  expectError,
  googleToken,
  registerUser,
  registerUsers,
  uniquePseudo,
  type TestUser,
} from '../helper';

const GOOGLE_INVALID = 'Jeton Google invalide ou expiré : reconnecte-toi avec Google.';

/** A Google account signed in for the first time: the user and its bearer (the Google token). */
async function googleUser(app: FastifyInstance, uid = uniquePseudo('uid')): Promise<TestUser> {
  const token = await googleToken({ uid, email: `${uid}@exemple.fr`, name: uniquePseudo('Google') });
  const response = await app.inject({ method: 'POST', url: '/api/users/google-login', payload: { token } });
  expect(response.statusCode).toBe(200);
  const { user_id, pseudo } = response.json<{ user_id: string; pseudo: string }>();
  return { id: user_id, pseudo, token, headers: bearer(token) };
}

describe.each(backends)('sessions, accounts and games on %s', (backend) => {
  it('refuses a Google token of a device logged out, and takes a new sign-in', async () => {
    const app = await buildTestApp({ backend });
    const uid = uniquePseudo('uid');
    const user = await googleUser(app, uid);
    const mine = (token: string) =>
      call(app, { ...user, headers: bearer(token) }, { method: 'GET', url: '/api/users/mes-parties' });
    const now = Math.floor(Date.now() / 1000);
    // The same account signed in on another device, a minute later.
    const otherDevice = await googleToken({ uid, claims: { auth_time: now - 1 } });
    expect((await mine(user.token)).statusCode).toBe(200);
    expect((await call(app, user, { method: 'POST', url: '/api/users/logout' })).statusCode).toBe(204);
    expectError(await mine(user.token), 401, GOOGLE_INVALID);
    // That device's sign-in stays ended when Firebase refreshes its token (a new iat, the same auth_time).
    const refreshed = await googleToken({
      uid,
      claims: { iat: now, auth_time: decodeJwt(user.token).auth_time },
    });
    expectError(await mine(refreshed), 401, GOOGLE_INVALID);
    const again = await app.inject({
      method: 'POST',
      url: '/api/users/google-login',
      payload: { token: refreshed },
    });
    expectError(again, 401, GOOGLE_INVALID);
    // The other device is still signed in.
    expect((await mine(otherDevice)).statusCode).toBe(200);
    // Signing in again on the first device is a new sign-in.
    const fresh = await googleToken({ uid, claims: { auth_time: now, iat: now } });
    const relogged = await app.inject({
      method: 'POST',
      url: '/api/users/google-login',
      payload: { token: fresh },
    });
    expect(relogged.json()).toMatchObject({ user_id: user.id });
    expect((await mine(fresh)).statusCode).toBe(200);
  });

  it('ends every Google sign-in of the account with partout, refreshed tokens included', async () => {
    const app = await buildTestApp({ backend });
    const uid = uniquePseudo('uid');
    const user = await googleUser(app, uid);
    const mine = (token: string) =>
      call(app, { ...user, headers: bearer(token) }, { method: 'GET', url: '/api/users/mes-parties' });
    const now = Math.floor(Date.now() / 1000);
    const otherDevice = await googleToken({ uid, claims: { auth_time: now - 30 } });
    const logout = await call(app, user, {
      method: 'POST',
      url: '/api/users/logout',
      payload: { partout: true },
    });
    expect(logout.statusCode).toBe(204);
    expectError(await mine(user.token), 401, GOOGLE_INVALID);
    // The other device refreshes its token after the logout: it was signed in before, so it is refused.
    const refreshed = await googleToken({ uid, claims: { auth_time: now - 30, iat: now + 1 } });
    expectError(await mine(otherDevice), 401, GOOGLE_INVALID);
    expectError(await mine(refreshed), 401, GOOGLE_INVALID);
    const after = Math.floor(Date.now() / 1000);
    const fresh = await googleToken({ uid, claims: { auth_time: after, iat: after } });
    expect((await mine(fresh)).statusCode).toBe(200);
  });

  it('refuses the deletion of an account that a tournament was handed to during the deletion', async () => {
    const app = await buildTestApp({ backend });
    const [admin, ...others] = await registerUsers(app, 4, 'orga');
    const heir = await googleUser(app);
    const id = await createTournament(app, admin!, { joueurs: [...others.map((p) => p.id), heir.id] });
    const handOvers: number[] = [];
    // The deletion asks Firebase first; the admin hands the tournament over meanwhile.
    Object.assign(app, {
      firebaseAccounts: {
        deleteUser: async () => {
          const handed = await call(app, admin, {
            method: 'PATCH',
            url: `/api/tournois/${id}/admin`,
            payload: { admin_id: heir.id },
          });
          handOvers.push(handed.statusCode);
        },
      },
    });
    const deletion = await call(app, heir, { method: 'DELETE', url: '/api/users/me' });
    expect(handOvers).toEqual([200]);
    expectError(deletion, 409, /^Tu administres le tournoi « Tournoi de Lyon »/);
    const tournament = await call(app, heir, { method: 'GET', url: `/api/tournois/${id}` });
    expect(tournament.json()).toMatchObject({ admin_id: heir.id });
    const users = (await call(app, heir, { method: 'GET', url: '/api/users/users' })).json<
      { user_id: string; pseudo: string }[]
    >();
    expect(users.find((user) => user.user_id === heir.id)?.pseudo).toBe(heir.pseudo);
  });

  it('refuses a 61st round, and a round that takes a score beyond ±300 000', async () => {
    const app = await buildTestApp({ backend });
    const players = await registerUsers(app, 4, 'table');
    const ids = players.map((player) => player.id);
    const newGame = async () => {
      const created = await call(app, players[0], {
        method: 'POST',
        url: '/api/parties/',
        payload: { joueurs: ids },
      });
      return created.json<{ id: string }>().id;
    };
    const round = (game: string, payload: object) =>
      call(app, players[0], { method: 'POST', url: `/api/parties/tours/${game}`, payload });

    // Chombos move no points and keep the deal: a game that could go on for ever.
    const long = await newGame();
    for (let i = 0; i < 60; i += 1) expect((await round(long, chombo(ids[1]!))).statusCode).toBe(201);
    expectError(
      await round(long, chombo(ids[1]!)),
      409,
      'Une partie compte au plus 60 tours : termine la partie.',
    );

    // East's dealer yakuman tsumo: 16 000 from each other player plus 100 per honba, and East deals again.
    // By hand: 30 000 + 48 000 × 5 + 300 × (0 + 1 + 2 + 3 + 4) = 273 000 after five; a sixth would
    // make 273 000 + 48 000 + 1 500 = 322 500.
    const absurd = await newGame();
    for (let i = 0; i < 5; i += 1)
      expect((await round(absurd, tsumo([ids[0]!, 13, 30]))).statusCode).toBe(201);
    expectError(await round(absurd, tsumo([ids[0]!, 13, 30])), 422, MESSAGES.finalScoresRange);
    const game = (await call(app, players[0], { method: 'GET', url: `/api/parties/${absurd}` })).json<{
      scores: Record<string, number>;
    }>();
    expect(game.scores[ids[0]!]).toBe(273000);
  });
});

describe('password hashing queue', () => {
  it('answers 503 with Retry-After while the queue is full, and hashes again once it drains', async () => {
    const app = await buildTestApp({ hashQueue: { concurrency: 1, queue: 0 } });
    const player = await registerUser(app, uniquePseudo('joueur'));
    let release!: () => void;
    const busy = app.hashQueue.run(() => new Promise<void>((resolve) => (release = resolve)));
    const register = await app.inject({
      method: 'POST',
      url: '/api/users/register',
      payload: { pseudo: uniquePseudo('nouveau'), password: 'motdepasse' },
    });
    expectError(register, 503, 'Le serveur est très occupé : réessaie dans quelques secondes.');
    expect(register.headers['retry-after']).toBe('5');
    const login = await app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { pseudo: player.pseudo, password: 'motdepasse' },
    });
    expectError(login, 503);
    release();
    await busy;
    expect((await registerUser(app, uniquePseudo('nouveau'))).token).toEqual(expect.any(String));
  });
});
