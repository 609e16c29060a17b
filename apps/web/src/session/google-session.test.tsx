import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AppStore } from '../store/store';
import { env } from '../test/env-stub';
import { googleToken } from '../../../server/test/helper';
import { detail, withRealServer } from '../test/real-server';
import { makeTestStore, renderApp } from '../test/render';
import { GOOGLE_TOKEN_REFRESH_MS } from './google-session';
import { logOut } from './log-out';
import { refreshGoogleIdToken, signInWithGoogle, watchGoogleSession } from './session';
import { restoreSession } from './persistence';

/**
 * Google sign-in against a stand-in for our Firebase module (lib/firebase-sdk.ts), whose ID tokens are
 * signed by the key the real server behind `/users/google-login` trusts in tests.
 */
interface FakeIdentity {
  uid: string;
  displayName: string | null;
  email: string | null;
}

const mockState = {
  currentUser: null as FakeIdentity | null,
  listener: null as ((user: FakeIdentity | null) => void) | null,
  refreshes: 0,
  providerParams: [] as Record<string, string>[],
};

const mockSdk = {
  initializeApp: jest.fn(() => ({})),
  getAuth: jest.fn(() => mockState),
  connectAuthEmulator: jest.fn(),
  GoogleAuthProvider: class {
    setCustomParameters(params: Record<string, string>) {
      mockState.providerParams.push(params);
    }
  },
  signInWithPopup: jest.fn(async () => {
    const user = { uid: 'fb-farid', displayName: 'Farid', email: 'farid@example.fr' };
    mockState.currentUser = user;
    mockState.listener?.(user);
    return { user };
  }),
  signOut: jest.fn(async () => {
    mockState.currentUser = null;
    mockState.listener?.(null);
  }),
  onAuthStateChanged: jest.fn((_auth: unknown, listener: (user: FakeIdentity | null) => void) => {
    mockState.listener = listener;
    queueMicrotask(() => listener(mockState.currentUser));
    return () => {
      if (mockState.listener === listener) mockState.listener = null;
    };
  }),
  getIdToken: jest.fn(async (_user: FakeIdentity, force?: boolean) => {
    if (!force) return tokens[0]!;
    mockState.refreshes += 1;
    return tokens[mockState.refreshes]!;
  }),
};

jest.mock('../lib/firebase-sdk', () => mockSdk);

const server = withRealServer();
const farid = { uid: 'fb-farid', name: 'Farid', email: 'farid@example.fr' };
/** Farid's ID token, then the ones each forced refresh gets (told apart by a claim). */
let tokens: string[] = [];
/** Farid's account as the server creates it on his first Google sign-in. */
let googleUser: { user_id: string; pseudo: string; email: string; provider: string };
let store: AppStore | null = null;

beforeAll(async () => {
  tokens = [
    await googleToken(farid),
    await googleToken({ ...farid, claims: { rafraichi: 1 } }),
    await googleToken({ ...farid, claims: { rafraichi: 2 } }),
  ];
  googleUser = (await server().signInWithGoogle(farid)).user as typeof googleUser;
  env.firebase = { apiKey: 'cle', projectId: 'demo-mahjong', authDomain: 'demo-mahjong.firebaseapp.com' };
  env.authEmulatorUrl = 'http://127.0.0.1:9099';
});

afterAll(() => {
  env.firebase = null;
  env.authEmulatorUrl = null;
});

beforeEach(() => {
  mockState.refreshes = 0;
  mockState.providerParams = [];
});

afterEach(async () => {
  // Every test ends signed out, so the next one starts its own Google session.
  if (store) await store.dispatch(logOut());
  store = null;
  mockState.currentUser = null;
});

describe('Google sign-in', () => {
  it('opens the popup with forced account selection, syncs the profile and keeps the ID token out of storage', async () => {
    const view = renderApp('/login');
    store = view.store;
    await userEvent
      .setup({ delay: null })
      .click(await screen.findByRole('button', { name: /Se connecter avec Google/ }));
    expect(await screen.findByRole('heading', { name: 'Mon compte' })).toBeInTheDocument();

    expect(mockState.providerParams).toEqual([{ prompt: 'select_account' }]);
    expect(mockSdk.connectAuthEmulator).toHaveBeenCalledWith(mockState, 'http://127.0.0.1:9099', {
      disableWarnings: true,
    });
    expect(server().sent('POST', '/users/google-login')).toHaveLength(1);
    expect(server().sent('POST', '/users/google-login')[0]?.body).toEqual({ token: tokens[0] });
    expect(store.getState().auth).toMatchObject({
      user: googleUser,
      token: tokens[0],
      authenticating: false,
    });
    expect(JSON.parse(window.localStorage.getItem('mahjong.user')!)).toMatchObject({ provider: 'google' });
    expect(window.localStorage.getItem('mahjong.token')).toBeNull();
  });

  it('reads Connexion… while the popup is open', async () => {
    let finish: () => void = () => undefined;
    mockSdk.signInWithPopup.mockImplementationOnce(
      () =>
        new Promise((resolve) => {
          finish = () => {
            const user = { uid: 'fb-farid', displayName: 'Farid', email: 'farid@example.fr' };
            mockState.currentUser = user;
            mockState.listener?.(user);
            resolve({ user });
          };
        }),
    );
    const view = renderApp('/login');
    store = view.store;
    await userEvent
      .setup({ delay: null })
      .click(await screen.findByRole('button', { name: /Se connecter avec Google/ }));
    expect(await screen.findByRole('button', { name: /Connexion…/ })).toBeDisabled();
    expect(store.getState().auth.authenticating).toBe(true);
    finish();
    expect(await screen.findByRole('heading', { name: 'Mon compte' })).toBeInTheDocument();
  });

  it('rebuilds the user from the identity with a force-refreshed token when the sync fails', async () => {
    server().failNext('POST', '/users/google-login', detail('Service indisponible.', 503));
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    store = makeTestStore();
    await store.dispatch(signInWithGoogle());
    expect(store.getState().auth.user).toEqual({
      user_id: 'fb-farid',
      pseudo: 'Farid',
      email: 'farid@example.fr',
      provider: 'google',
    });
    expect(store.getState().auth.token).toBe(tokens[1]);
  });

  it('shows the generic message when the popup fails', async () => {
    mockSdk.signInWithPopup.mockRejectedValueOnce(new Error('auth/popup-closed-by-user'));
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const view = renderApp('/login');
    store = view.store;
    await userEvent
      .setup({ delay: null })
      .click(await screen.findByRole('button', { name: /Se connecter avec Google/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Impossible de se connecter. Réessaie dans un instant.',
    );
    expect(screen.getByRole('button', { name: /Se connecter avec Google/ })).toBeEnabled();
  });

  it('force-refreshes the Google token every 55 minutes (3 300 000 ms)', async () => {
    // The server answers in-process on Node's own ticks: only the app's timers are faked.
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    store = makeTestStore();
    await store.dispatch(signInWithGoogle());
    expect(GOOGLE_TOKEN_REFRESH_MS).toBe(3_300_000);
    await jest.advanceTimersByTimeAsync(GOOGLE_TOKEN_REFRESH_MS - 1);
    expect(store.getState().auth.token).toBe(tokens[0]);
    await jest.advanceTimersByTimeAsync(1);
    expect(store.getState().auth.token).toBe(tokens[1]);
  });

  it('implements the store’s refreshIdToken with a forced refresh, and signs out of Firebase on logout', async () => {
    store = makeTestStore();
    await store.dispatch(signInWithGoogle());
    expect(await store.dispatch(refreshGoogleIdToken())).toBe(tokens[1]);
    await store.dispatch(logOut());
    expect(mockSdk.signOut).toHaveBeenCalled();
    expect(store.getState().auth).toMatchObject({ user: null, token: null });
    expect(await store.dispatch(refreshGoogleIdToken())).toBeNull();
  });

  it('ends the first auth check: a stored Google user without identity is signed out', async () => {
    window.localStorage.setItem('mahjong.user', JSON.stringify(googleUser));
    store = makeTestStore({ auth: restoreSession(true) });
    expect(store.getState().auth.initializing).toBe(true);
    await store.dispatch(watchGoogleSession());
    expect(store.getState().auth).toMatchObject({ user: null, initializing: false });
    expect(window.localStorage.getItem('mahjong.user')).toBeNull();
  });

  it('restores a Google identity on start: synced, then initializing ends', async () => {
    window.localStorage.setItem('mahjong.user', JSON.stringify(googleUser));
    mockState.currentUser = { uid: 'fb-farid', displayName: 'Farid', email: 'farid@example.fr' };
    store = makeTestStore({ auth: restoreSession(true) });
    await store.dispatch(watchGoogleSession());
    expect(store.getState().auth).toMatchObject({
      user: googleUser,
      token: tokens[0],
      initializing: false,
    });
  });

  it('restores a stored local user at once, and drops a local user without token', () => {
    window.localStorage.setItem('mahjong.user', JSON.stringify({ ...googleUser, provider: 'local' }));
    expect(restoreSession(true)).toMatchObject({ user: null, initializing: false });
    window.localStorage.setItem('mahjong.token', 'jeton-farid');
    expect(restoreSession(true)).toMatchObject({
      user: { pseudo: 'Farid' },
      token: 'jeton-farid',
      initializing: false,
    });
  });
});
