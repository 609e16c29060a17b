/** /api/users/… route by route: success shapes and every documented error. */
import { beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import {
  backends,
  bearer,
  buildTestApp,
  call,
  expectError,
  googleToken,
  registerUser,
  registerUsers,
  uniquePseudo,
} from '../helper';

describe.each(backends)('users routes on %s', (backend) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ backend });
  });

  const post = (url: string, payload: unknown) =>
    app.inject({ method: 'POST', url, payload: payload as object });

  describe('POST /users/register', () => {
    it('creates the account (pseudo trimmed) and answers 201 with a working token', async () => {
      const pseudo = uniquePseudo('Alice');
      const response = await post('/api/users/register', { pseudo: `  ${pseudo} `, password: 'secret1' });
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body).toEqual({ user_id: expect.any(String), pseudo, email: '', token: expect.any(String) });
      const users = await app.inject({ method: 'GET', url: '/api/users/users', headers: bearer(body.token) });
      expect(users.statusCode).toBe(200);
    });

    it.each([
      ['an empty pseudo', { pseudo: '   ', password: 'secret1' }, 'Le pseudo ne peut pas être vide.'],
      [
        'a pseudo over 32 characters',
        { pseudo: 'x'.repeat(33), password: 'secret1' },
        'Le pseudo doit faire au plus 32 caractères.',
      ],
      [
        'a password under 6 characters',
        { pseudo: 'court', password: '12345' },
        'Le mot de passe doit contenir au moins 6 caractères.',
      ],
      ['a missing password', { pseudo: 'sans' }, 'Le champ « password » est requis.'],
      ['a number as pseudo', { pseudo: 12, password: 'secret1' }, 'Le champ « pseudo » doit être un texte.'],
      [
        'a megabyte pseudo',
        { pseudo: 'x'.repeat(60_000), password: 'secret1' },
        'Le champ « pseudo » doit faire au plus 200 caractères.',
      ],
    ])('refuses %s with 422', async (_case, payload, detail) => {
      expectError(await post('/api/users/register', payload), 422, detail);
    });

    it('refuses a pseudo taken case-insensitively with 409', async () => {
      const user = await registerUser(app);
      expectError(
        await post('/api/users/register', { pseudo: user.pseudo.toUpperCase(), password: 'secret1' }),
        409,
        'Ce pseudo est déjà utilisé.',
      );
    });
  });

  describe('POST /users/login', () => {
    it('answers 200 with a token for the right password, whatever the pseudo case', async () => {
      const user = await registerUser(app, uniquePseudo('Bob'), 'bonmotdepasse');
      const response = await post('/api/users/login', {
        pseudo: user.pseudo.toLowerCase(),
        password: 'bonmotdepasse',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        user_id: user.id,
        pseudo: user.pseudo,
        email: '',
        token: expect.any(String),
      });
    });

    it('gives the same 401 for an unknown pseudo and a wrong password', async () => {
      const user = await registerUser(app);
      const wrong = await post('/api/users/login', { pseudo: user.pseudo, password: 'mauvais!' });
      const unknown = await post('/api/users/login', {
        pseudo: uniquePseudo('inconnu'),
        password: 'mauvais!',
      });
      expectError(wrong, 401, 'Pseudo ou mot de passe incorrect.');
      expectError(unknown, 401, 'Pseudo ou mot de passe incorrect.');
    });

    it('refuses a Google account on the password form with the same 401', async () => {
      const token = await googleToken({ uid: `uid-${uniquePseudo()}`, name: uniquePseudo('Gina') });
      const google = (await post('/api/users/google-login', { token })).json();
      expectError(
        await post('/api/users/login', { pseudo: google.pseudo, password: '' }),
        401,
        'Pseudo ou mot de passe incorrect.',
      );
    });

    // The default limits (5 failures per pseudo, 20 per address, 15 min); each test from its own address.
    const loginFrom = (remoteAddress: string, pseudo: string, password: string) =>
      app.inject({ method: 'POST', url: '/api/users/login', payload: { pseudo, password }, remoteAddress });

    it('slows down repeated failures for one pseudo from one address (429 + Retry-After); the right password from elsewhere signs in', async () => {
      const user = await registerUser(app, uniquePseudo(), 'lebonmdp');
      for (let i = 0; i < 3; i += 1) expectError(await loginFrom('10.1.0.1', user.pseudo, 'faux123'), 401);
      const blocked = await loginFrom('10.1.0.1', user.pseudo, 'lebonmdp');
      expectError(blocked, 429, /^Trop de tentatives de connexion\. Réessaie dans \d+ min\.$/);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect((await loginFrom('10.1.0.99', user.pseudo, 'lebonmdp')).statusCode).toBe(200);
    });

    it('failures from one address over other pseudos never stop a player who has not failed there', async () => {
      // A venue: 31 failures used to put every player's right password at 429. The address's ceiling,
      // past which its unknown pseudos wait, is in hardening/login-abuse.test.ts.
      for (let i = 0; i < 31; i += 1)
        expectError(await loginFrom('10.2.0.1', uniquePseudo(), 'faux123'), 401);
      const user = await registerUser(app, uniquePseudo(), 'lebonmdp');
      expect((await loginFrom('10.2.0.1', user.pseudo, 'lebonmdp')).statusCode).toBe(200);
    });
  });

  describe('POST /users/google-login', () => {
    it('creates the user on first login (display name as pseudo) and finds it afterwards', async () => {
      const uid = `uid-${uniquePseudo()}`;
      const name = uniquePseudo('Chloé');
      const token = await googleToken({ uid, email: 'chloe@example.fr', name });
      const first = await post('/api/users/google-login', { token });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({
        user_id: expect.any(String),
        pseudo: name,
        email: 'chloe@example.fr',
        provider: 'google',
      });
      const again = await post('/api/users/google-login', {
        token: await googleToken({ uid, name: 'Autre nom' }),
      });
      expect(again.json().user_id).toBe(first.json().user_id);
      // The same Firebase ID token authorises every call.
      const users = await app.inject({ method: 'GET', url: '/api/users/users', headers: bearer(token) });
      expect(users.statusCode).toBe(200);
    });

    it('falls back to the email local part and makes the pseudo unique', async () => {
      const taken = await registerUser(app);
      const response = await post('/api/users/google-login', {
        token: await googleToken({ uid: `uid-${uniquePseudo()}`, email: `${taken.pseudo}@example.fr` }),
      });
      expect(response.json().pseudo).toBe(`${taken.pseudo} 2`);
    });

    it.each([
      ['a malformed token', 'pas-un-jeton'],
      ['an empty token', ''],
    ])('refuses %s', async (_case, token) => {
      const response = await post('/api/users/google-login', { token });
      expect([401, 422]).toContain(response.statusCode);
      expectError(response, response.statusCode);
    });
  });

  describe('PATCH /users/pseudo', () => {
    it('changes the caller’s pseudo and returns the user with its email', async () => {
      const user = await registerUser(app);
      const pseudo = uniquePseudo('Nouveau');
      const response = await call(app, user, {
        method: 'PATCH',
        url: '/api/users/pseudo',
        payload: { user_id: user.id, new_pseudo: ` ${pseudo} ` },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ user_id: user.id, pseudo, email: '', provider: 'local' });
    });

    it('lets a user change only the case of their own pseudo', async () => {
      const user = await registerUser(app, uniquePseudo('casse'));
      const response = await call(app, user, {
        method: 'PATCH',
        url: '/api/users/pseudo',
        payload: { user_id: user.id, new_pseudo: user.pseudo.toUpperCase() },
      });
      expect(response.statusCode).toBe(200);
    });

    it.each([
      ['empty', '  ', 422, 'Le pseudo ne peut pas être vide.'],
      ['unchanged', null, 422, 'Aucun changement détecté.'],
      ['too long', 'y'.repeat(40), 422, 'Le pseudo doit faire au plus 32 caractères.'],
    ])('refuses a pseudo %s', async (_case, newPseudo, status, detail) => {
      const user = await registerUser(app);
      const payload = { user_id: user.id, new_pseudo: newPseudo ?? user.pseudo };
      expectError(
        await call(app, user, { method: 'PATCH', url: '/api/users/pseudo', payload }),
        status,
        detail,
      );
    });

    it('refuses a pseudo taken by someone else with 409', async () => {
      const [user, other] = await registerUsers(app, 2);
      const payload = { user_id: user!.id, new_pseudo: other!.pseudo.toUpperCase() };
      expectError(
        await call(app, user, { method: 'PATCH', url: '/api/users/pseudo', payload }),
        409,
        'Ce pseudo est déjà utilisé.',
      );
    });

    it('refuses to change another user’s pseudo with 403', async () => {
      const [user, other] = await registerUsers(app, 2);
      const payload = { user_id: other!.id, new_pseudo: uniquePseudo() };
      expectError(await call(app, user, { method: 'PATCH', url: '/api/users/pseudo', payload }), 403);
    });
  });

  describe('GET /users/users', () => {
    it('lists every user and withholds the emails of others', async () => {
      const googleEmail = `${uniquePseudo()}@example.fr`;
      const token = await googleToken({
        uid: `uid-${uniquePseudo()}`,
        email: googleEmail,
        name: uniquePseudo('Gaby'),
      });
      const google = (await post('/api/users/google-login', { token })).json();
      const viewer = await registerUser(app);
      const asViewer = (await call(app, viewer, { method: 'GET', url: '/api/users/users' })).json() as Array<
        Record<string, string>
      >;
      expect(asViewer.find((u) => u.user_id === google.user_id)).toEqual({ ...google, email: '' });
      expect(JSON.stringify(asViewer)).not.toContain(googleEmail);
      expect(JSON.stringify(asViewer)).not.toMatch(/password|scrypt|token/);
      const asGoogle = (
        await app.inject({ method: 'GET', url: '/api/users/users', headers: bearer(token) })
      ).json() as Array<Record<string, string>>;
      expect(asGoogle.find((u) => u.user_id === google.user_id)?.email).toBe(googleEmail);
    });
  });

  describe('GET /users/mes-parties', () => {
    it('lists the games the caller plays in or created, and only those', async () => {
      // A tournament's admin creates a game they do not play in: it is in their list too.
      const [creator, a, b, c, d] = await registerUsers(app, 5);
      const joueurs = [a!.id, b!.id, c!.id, d!.id];
      const tournoi_id = (
        await call(app, creator, {
          method: 'POST',
          url: '/api/tournois/',
          payload: {
            nom: 'Mes parties',
            date_debut: '2025-09-20',
            classement_visible: true,
            regles: 'classic',
            joueurs,
          },
        })
      ).json().id;
      const created = (
        await call(app, creator, { method: 'POST', url: '/api/parties/', payload: { joueurs, tournoi_id } })
      ).json().id;
      const mine = (await call(app, creator, { method: 'GET', url: '/api/users/mes-parties' })).json();
      expect(mine).toEqual([
        expect.objectContaining({ id: created, joueurs, etat: 'en cours', createur_id: creator!.id }),
      ]);
      expect((await call(app, a, { method: 'GET', url: '/api/users/mes-parties' })).json()).toHaveLength(1);
      const stranger = await registerUser(app);
      expect((await call(app, stranger, { method: 'GET', url: '/api/users/mes-parties' })).json()).toEqual(
        [],
      );
    });
  });

  describe('POST /users/logout', () => {
    const usersWith = (token: string) =>
      app.inject({ method: 'GET', url: '/api/users/users', headers: bearer(token) });
    const signIn = async (pseudo: string) =>
      (await post('/api/users/login', { pseudo, password: 'motdepasse' })).json<{ token: string }>().token;

    it('ends the calling device’s session only: the account’s other device stays signed in', async () => {
      const sharedPhone = await registerUser(app, uniquePseudo(), 'motdepasse');
      // Signed in the same second on the player's own phone: a session of its own all the same.
      const ownPhone = await signIn(sharedPhone.pseudo);
      const response = await call(app, sharedPhone, { method: 'POST', url: '/api/users/logout' });
      expect(response.statusCode).toBe(204);
      expectError(await usersWith(sharedPhone.token), 401);
      expect((await usersWith(ownPhone)).statusCode).toBe(200);
      // Logging out of that second device ends it too; signing in again works.
      const second = await app.inject({
        method: 'POST',
        url: '/api/users/logout',
        headers: bearer(ownPhone),
        payload: { partout: false },
      });
      expect(second.statusCode).toBe(204);
      expectError(await usersWith(ownPhone), 401);
      expect((await usersWith(await signIn(sharedPhone.pseudo))).statusCode).toBe(200);
    });

    it('with partout, ends every session of the account', async () => {
      const user = await registerUser(app, uniquePseudo(), 'motdepasse');
      const otherDevice = await signIn(user.pseudo);
      const response = await call(app, user, {
        method: 'POST',
        url: '/api/users/logout',
        payload: { partout: true },
      });
      expect(response.statusCode).toBe(204);
      expectError(await usersWith(user.token), 401);
      expectError(await usersWith(otherDevice), 401);
      expect((await usersWith(await signIn(user.pseudo))).statusCode).toBe(200);
    });

    it('refuses a malformed body and ends nothing', async () => {
      const user = await registerUser(app, uniquePseudo(), 'motdepasse');
      const response = await call(app, user, {
        method: 'POST',
        url: '/api/users/logout',
        payload: { partout: 'oui' },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ detail: expect.any(String) });
      expect((await usersWith(user.token)).statusCode).toBe(200);
    });
  });

  describe('GET /users/me/export', () => {
    it('returns the caller’s account, games with their rounds, and tournaments', async () => {
      const [me, b, c, d] = await registerUsers(app, 4);
      const joueurs = [me!.id, b!.id, c!.id, d!.id];
      const gameId = (
        await call(app, me, { method: 'POST', url: '/api/parties/', payload: { joueurs } })
      ).json().id;
      const round = {
        type_victoire: 'tenpai',
        gagnant: [],
        han: {},
        fu: {},
        riichi_players: [],
        tenpai: [me!.id],
      };
      await call(app, me, { method: 'POST', url: `/api/parties/tours/${gameId}`, payload: round });
      const tournament = {
        nom: 'Export',
        date_debut: '2025-09-20',
        classement_visible: true,
        regles: 'classic',
        joueurs,
      };
      await call(app, me, { method: 'POST', url: '/api/tournois/', payload: tournament });
      const response = await call(app, me, { method: 'GET', url: '/api/users/me/export' });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.compte).toEqual({
        user_id: me!.id,
        pseudo: me!.pseudo,
        email: '',
        provider: 'local',
        // The profile, unset (PATCH /users/profil fills it: routes/registration.test.ts).
        prenom: null,
        nom: null,
        numero_ema: null,
        pays: null,
        club: null,
        cree_le: expect.any(String),
      });
      expect(body.parties).toEqual([
        expect.objectContaining({
          id: gameId,
          tours: [
            expect.objectContaining({ index: 0, tour: expect.objectContaining({ type_victoire: 'tenpai' }) }),
          ],
        }),
      ]);
      expect(body.tournois).toEqual([expect.objectContaining({ nom: 'Export', admin_id: me!.id })]);
    });
  });

  describe('DELETE /users/me', () => {
    it('deletes the account: tokens dead, pseudo free, games keep an anonymous player', async () => {
      const [leaving, b, c, d] = await registerUsers(app, 4);
      const joueurs = [leaving!.id, b!.id, c!.id, d!.id];
      const gameId = (
        await call(app, b, { method: 'POST', url: '/api/parties/', payload: { joueurs } })
      ).json().id;
      expect((await call(app, leaving, { method: 'DELETE', url: '/api/users/me' })).statusCode).toBe(204);
      expectError(await call(app, leaving, { method: 'GET', url: '/api/users/users' }), 401);
      expectError(await post('/api/users/login', { pseudo: leaving!.pseudo, password: 'motdepasse' }), 401);
      const game = (await call(app, b, { method: 'GET', url: `/api/parties/${gameId}` })).json();
      expect(game.joueurs).toEqual(joueurs);
      const users = (await call(app, b, { method: 'GET', url: '/api/users/users' })).json() as Array<{
        user_id: string;
        pseudo: string;
      }>;
      expect(users.find((u) => u.user_id === leaving!.id)?.pseudo).toMatch(/^Joueur anonyme [0-9a-f]{8}$/);
      // The pseudo can be taken again, and the anonymous player cannot join new games.
      await registerUser(app, leaving!.pseudo);
      expectError(
        await call(app, b, { method: 'POST', url: '/api/parties/', payload: { joueurs } }),
        422,
        'Un des joueurs choisis n’existe pas.',
      );
    });
  });

  it('answers 401 in French to a request without a bearer', async () => {
    expectError(
      await app.inject({ method: 'GET', url: '/api/users/users' }),
      401,
      'Connexion requise : connecte-toi pour continuer.',
    );
  });
});
