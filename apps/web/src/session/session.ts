import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { ApiExtra } from '@mj/api';
import { googleSignInEnded, googleSignInStarted, type WithSession } from './auth-slice';
import type { GoogleSession } from './google-session';

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

export type SessionThunk<Result> = ThunkAction<Promise<Result>, WithSession, SessionExtra, UnknownAction>;

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
