import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { getErrorMessage, sessionExpired, tokenRefreshed, usersApi } from '../src';
import { gamesApi } from '../src/endpoints/games';
import { accountApi } from '../src/endpoints/account';
import type { SessionUser } from '../src';
import { emulatorIdToken, PASSWORD, signUp, uniquePseudo, until, useRealServer } from './real-server';
import type { Session } from './real-server';
import { disposeStores, makeTestStore } from './store';

const FALLBACK = 'Impossible de se connecter. Réessaie dans un instant.';
const names = { alice: uniquePseudo('Alice'), bruno: uniquePseudo('Bruno'), gael: uniquePseudo('Gaël') };
let alice: Session;

beforeAll(async () => {
  useRealServer();
  alice = await signUp(names.alice);
});
afterAll(disposeStores);

describe('users against the real server', () => {
  it('registers and logs in; failures carry the server detail', async () => {
    expect(alice.user).toMatchObject({ pseudo: names.alice, email: '' });
    const { store } = makeTestStore();
    const login = await store.dispatch(
      usersApi.endpoints.login.initiate({ pseudo: names.alice.toLowerCase(), password: PASSWORD }),
    );
    expect(login.data).toMatchObject({ user_id: alice.user.user_id, pseudo: names.alice });
    expect(typeof login.data?.token).toBe('string');

    const wrong = await store.dispatch(
      usersApi.endpoints.login.initiate({ pseudo: names.alice, password: 'faux-faux' }),
    );
    expect(getErrorMessage(wrong.error, FALLBACK)).toBe('Pseudo ou mot de passe incorrect.');
    const taken = await store.dispatch(
      usersApi.endpoints.register.initiate({ pseudo: names.alice.toUpperCase(), password: PASSWORD }),
    );
    expect(taken.error).toMatchObject({ status: 409 });
    expect(getErrorMessage(taken.error, FALLBACK)).toBe('Ce pseudo est déjà utilisé.');
  });

  it('a pseudo change refreshes the user list and the session user', async () => {
    const bruno = await signUp(names.bruno);
    const { store } = alice;
    const users = store.dispatch(usersApi.endpoints.getUsers.initiate());
    const me = store.dispatch(accountApi.endpoints.exportMyData.initiate());
    await Promise.all([users, me]);
    const pseudos = () =>
      usersApi.endpoints.getUsers
        .select()(store.getState())
        .data?.map((u) => u.pseudo);
    expect(pseudos()).toEqual(expect.arrayContaining([names.alice, names.bruno]));
    // Other users' emails are withheld.
    expect(
      usersApi.endpoints.getUsers
        .select()(store.getState())
        .data?.every((u) => u.email === ''),
    ).toBe(true);

    const renamed = await bruno.store
      .dispatch(
        usersApi.endpoints.changePseudo.initiate({
          user_id: bruno.user.user_id,
          new_pseudo: `${names.bruno}-San`,
        }),
      )
      .unwrap();
    expect(renamed).toMatchObject({
      user_id: bruno.user.user_id,
      pseudo: `${names.bruno}-San`,
      provider: 'local',
    });
    // Alice's list is another session's cache: it refreshes on her own change only.
    await store
      .dispatch(
        usersApi.endpoints.changePseudo.initiate({
          user_id: alice.user.user_id,
          new_pseudo: `${names.alice}-Chan`,
        }),
      )
      .unwrap();
    await until(
      store,
      () => pseudos()?.includes(`${names.alice}-Chan`) === true,
      'the user list shows the new pseudo',
    );
    expect(pseudos()).toEqual(expect.arrayContaining([`${names.alice}-Chan`, `${names.bruno}-San`]));
    await until(
      store,
      (state) =>
        accountApi.endpoints.exportMyData.select()(state).data?.compte.pseudo === `${names.alice}-Chan`,
      'the session user (Me) is refetched',
    );

    const same = await store.dispatch(
      usersApi.endpoints.changePseudo.initiate({
        user_id: alice.user.user_id,
        new_pseudo: `${names.alice}-Chan`,
      }),
    );
    expect(getErrorMessage(same.error, 'Erreur lors de la modification.')).toBe('Aucun changement détecté.');
    users.unsubscribe();
    me.unsubscribe();
  });

  it('exports my data, then logout makes the local token unusable and the next call logs out', async () => {
    const chloe = await signUp(uniquePseudo('Chloé'));
    const exported = await chloe.store.dispatch(accountApi.endpoints.exportMyData.initiate()).unwrap();
    expect(exported.compte).toMatchObject({ user_id: chloe.user.user_id, pseudo: chloe.user.pseudo });
    expect(exported.parties).toEqual([]);

    await chloe.store.dispatch(accountApi.endpoints.logout.initiate()).unwrap();
    await chloe.store.dispatch(usersApi.endpoints.getMyGames.initiate(undefined, { subscribe: false }));
    expect(chloe.count(sessionExpired)).toBe(1);
    expect(chloe.store.getState().auth).toEqual({ user: null, token: null });
  });

  it('logs out this device only; partout ends the other devices too', async () => {
    const name = uniquePseudo('Théo');
    const sharedPhone = await signUp(name);
    // The same account signed in on two more devices: each has its own token.
    const signIn = async () => {
      const { store } = makeTestStore();
      const { token } = await store
        .dispatch(usersApi.endpoints.login.initiate({ pseudo: name, password: PASSWORD }))
        .unwrap();
      return makeTestStore({ user: sharedPhone.user, token }).store;
    };
    const ownPhone = await signIn();
    const laptop = await signIn();
    const myGames = (store: typeof ownPhone) =>
      store.dispatch(usersApi.endpoints.getMyGames.initiate(undefined, { subscribe: false }));

    await sharedPhone.store.dispatch(accountApi.endpoints.logout.initiate()).unwrap();
    expect((await myGames(ownPhone)).data).toEqual([]);
    expect(ownPhone.getState().auth.user).toMatchObject({ pseudo: name });

    await ownPhone.dispatch(accountApi.endpoints.logout.initiate({ partout: true })).unwrap();
    expect((await myGames(laptop)).error).toMatchObject({ status: 401 });
    expect(laptop.getState().auth).toEqual({ user: null, token: null });
  });

  it('deletes an account: its token stops working', async () => {
    const david = await signUp(uniquePseudo('David'));
    await david.store.dispatch(accountApi.endpoints.deleteAccount.initiate()).unwrap();
    const { store } = makeTestStore();
    const login = await store.dispatch(
      usersApi.endpoints.login.initiate({ pseudo: david.user.pseudo, password: PASSWORD }),
    );
    expect(login.error).toMatchObject({ status: 401 });
  });
});

describe('a Google user against the real server', () => {
  it('signs in with an ID token, and an expired token is refreshed once then the call retried', async () => {
    const uid = uniquePseudo('uid');
    const { store } = makeTestStore();
    const signIn = await store
      .dispatch(usersApi.endpoints.googleLogin.initiate({ token: emulatorIdToken(uid, names.gael) }))
      .unwrap();
    expect(signIn).toMatchObject({ pseudo: names.gael, email: `${uid}@example.fr`, provider: 'google' });

    const user: SessionUser = { ...signIn };
    let refreshes = 0;
    const google = makeTestStore({
      user,
      token: emulatorIdToken(uid, names.gael, -120),
      refreshIdToken: async () => {
        refreshes += 1;
        return emulatorIdToken(uid, names.gael);
      },
    });
    const games = await google.store.dispatch(
      usersApi.endpoints.getMyGames.initiate(undefined, { subscribe: false }),
    );
    expect(games.data).toEqual([]);
    expect(refreshes).toBe(1);
    expect(google.count(tokenRefreshed)).toBe(1);
    expect(google.count(sessionExpired)).toBe(0);

    const unknownGame = await google.store.dispatch(
      gamesApi.endpoints.getGame.initiate('inconnue', { subscribe: false }),
    );
    expect(unknownGame.error).toMatchObject({ status: 404 });
    expect(refreshes).toBe(1);
  });
});
