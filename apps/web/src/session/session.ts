import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { usersApi, type ApiExtra } from '@mj/api';
import { googleSignInEnded, googleSignInStarted, type WithSession } from './auth-slice';
import { clearSession } from './clear-session';
import type { GoogleSession } from './google-session';
import { selectCurrentUser, selectSessionToken } from './selectors';

/**
 * The store's thunk `extraArgument`: the API's token refresh, and this store's Google session, whose
 * code (./google-session.ts) is fetched at its first need: a stored Google user at start, the Google
 * button. A local user never downloads it.
 */
export interface SessionExtra extends ApiExtra {
  /** This store's Google session, loaded and created on the first call. */
  google: () => Promise<GoogleSession>;
  /** The Google session if it was ever needed (null otherwise: nothing to refresh or sign out). */
  googleStarted: () => Promise<GoogleSession> | null;
}

type SessionThunk<Result> = ThunkAction<Promise<Result>, WithSession, SessionExtra, UnknownAction>;

/** The extra argument of a new store: its own Google session, whose refresh the base query uses. */
export function createSessionExtra(): SessionExtra {
  let google: Promise<GoogleSession> | null = null;
  const load = () => {
    google ??= import('./google-session').then(({ createGoogleSession }) => createGoogleSession());
    google.catch(() => {
      google = null; // a failed chunk download may succeed on the next attempt
    });
    return google;
  };
  return {
    google: load,
    googleStarted: () => google,
    refreshIdToken: async () => (google ? (await google).refreshIdToken() : null),
  };
}

/** Starts following Firebase's identity (app start with a stored Google user, or before the popup). */
export function watchGoogleSession(): SessionThunk<void> {
  return async (dispatch, getState, { google }) => (await google()).watch(dispatch, getState);
}

/** Google sign-in through the popup; `authenticating` is true meanwhile. Rejects when sign-in fails. */
export function signInWithGoogle(): SessionThunk<void> {
  return async (dispatch, getState, { google }) => {
    dispatch(googleSignInStarted());
    try {
      await (await google()).signIn(dispatch, getState);
    } finally {
      dispatch(googleSignInEnded());
    }
  };
}

/** The current Firebase identity's token, force-refreshed (null without one). */
export function refreshGoogleIdToken(): SessionThunk<string | null> {
  return (_dispatch, _getState, { refreshIdToken }) => refreshIdToken();
}

/** This device signs out: Firebase when it was loaded, the session, the API cache. */
async function signOutHere(dispatch: Parameters<SessionThunk<void>>[0], extra: SessionExtra) {
  await extra.googleStarted()?.then(
    (google) => google.signOut(),
    () => undefined,
  );
  clearSession(dispatch);
}

/**
 * Logout of this device: revokes its local token on the server (best effort; the account's other
 * devices stay signed in), signs out of Firebase when it was loaded, clears the session and resets the
 * API cache so the next user never sees this one's data.
 */
export function logOut(): SessionThunk<void> {
  return async (dispatch, getState, extra) => {
    const user = selectCurrentUser(getState());
    if (user?.provider === 'local' && selectSessionToken(getState())) {
      await dispatch(usersApi.endpoints.logout.initiate())
        .unwrap()
        .catch((error: unknown) => console.warn('Déconnexion serveur impossible', error));
    }
    await signOutHere(dispatch, extra);
  };
}

/**
 * « Se déconnecter de tous les appareils »: the server ends every session of the account, then this
 * device signs out as `logOut` does. Rejects, still signed in, when the server could not do it.
 */
export function logOutEverywhere(): SessionThunk<void> {
  return async (dispatch, _getState, extra) => {
    await dispatch(usersApi.endpoints.logout.initiate({ partout: true })).unwrap();
    await signOutHere(dispatch, extra);
  };
}
