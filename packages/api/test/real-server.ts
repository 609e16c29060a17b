import { randomBytes } from 'node:crypto';
import { setApiBaseUrl, usersApi } from '../src';
import type { SessionUser } from '../src';
import { FIREBASE_PROJECT } from './real-server-config';
import { makeTestStore } from './store';
import type { TestHost } from './store';

export const PASSWORD = 'mot-de-passe-solide';

/** Points the API slice at the real server the global setup started (see global-setup.ts). */
export function useRealServer() {
  const url = process.env.MJ_API_TEST_SERVER;
  if (!url) throw new Error('MJ_API_TEST_SERVER absent : le serveur de test n’a pas démarré.');
  setApiBaseUrl(url);
}

/** Pseudos are unique across the run: every test file shares one database. */
export const uniquePseudo = (name: string) => `${name}-${randomBytes(3).toString('hex')}`;

/** Registers through the API slice, then returns a store signed in as that local user. */
export async function signUp(pseudo: string, host: Omit<TestHost, 'user' | 'token'> = {}) {
  const { store } = makeTestStore();
  const auth = await store
    .dispatch(usersApi.endpoints.register.initiate({ pseudo, password: PASSWORD }))
    .unwrap();
  const user: SessionUser = {
    user_id: auth.user_id,
    pseudo: auth.pseudo,
    email: auth.email,
    provider: 'local',
  };
  return { user, ...makeTestStore({ ...host, user, token: auth.token }) };
}

export type Session = Awaited<ReturnType<typeof signUp>>;

/** A Firebase Auth emulator ID token (unsigned, `alg: none`), valid for `expiresIn` seconds (negative: expired). */
export function emulatorIdToken(uid: string, name: string, expiresIn = 3600) {
  const now = Math.floor(Date.now() / 1000);
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const claims = {
    iss: `https://securetoken.google.com/${FIREBASE_PROJECT}`,
    aud: FIREBASE_PROJECT,
    sub: uid,
    iat: Math.min(now, now + expiresIn) - 60,
    auth_time: Math.min(now, now + expiresIn) - 60,
    exp: now + expiresIn,
    name,
    email: `${uid}@example.fr`,
    // What the emulator puts in a Google sign-in's token (the server accepts no other provider).
    email_verified: true,
    firebase: { sign_in_provider: 'google.com' },
  };
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.`;
}

/** Resolves once `predicate` holds on the store's state (checked after every action), else fails. */
export function until<S>(
  store: { getState: () => S; subscribe: (listener: () => void) => () => void },
  predicate: (state: S) => boolean,
  what: string,
  timeoutMs = 3000,
): Promise<void> {
  if (predicate(store.getState())) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      unsubscribe();
      reject(new Error(`Toujours faux après ${timeoutMs} ms : ${what}`));
    }, timeoutMs);
    const unsubscribe = store.subscribe(() => {
      if (!predicate(store.getState())) return;
      clearTimeout(timer);
      unsubscribe();
      resolve();
    });
  });
}

/** Four local players signed up together; the first one's store is the session under test. */
export async function signUpTable(name: string) {
  const players = await Promise.all(
    ['Est', 'Sud', 'Ouest', 'Nord'].map((wind) => signUp(uniquePseudo(`${name}-${wind}`))),
  );
  return { players, ids: players.map((p) => p.user.user_id) };
}

/** How many times a query endpoint has answered in this store (each refetch adds one). */
export function fetchCount(actions: unknown[], endpoint: { matchFulfilled: (action: unknown) => boolean }) {
  return actions.filter((action) => endpoint.matchFulfilled(action)).length;
}
