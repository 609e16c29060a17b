import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { tokenRefreshed, usersApi } from '@mj/api';
import { loadedFirebase, loadFirebase, type FirebaseHandle } from '../lib/firebase';
import type { FirebaseUser } from '../lib/firebase-sdk';
import { authCheckEnded, googleFallbackUsed, type WithSession } from './auth-slice';
import { selectCurrentUser } from './selectors';
import { clearSession } from './clear-session';

/** The Google ID token is force-refreshed every 3,300,000 ms (55 minutes). */
export const GOOGLE_TOKEN_REFRESH_MS = 3_300_000;

type SessionDispatch = ThunkDispatch<WithSession, unknown, UnknownAction>;

export type GoogleSession = ReturnType<typeof createGoogleSession>;

/**
 * One store's Google session: its Firebase subscription, its 55-minute refresh timer and the identity
 * sync in flight. One per store, created at its first Google need (./session.ts), so two stores (two tests)
 * never share them; a local user's page never loads this module.
 * Firebase itself is loaded once per page (lib/firebase.ts).
 */
export function createGoogleSession() {
  let unsubscribe: (() => void) | null = null;
  let refreshTimer: ReturnType<typeof setInterval> | null = null;
  let syncing: { uid: string; promise: Promise<void> } | null = null;

  /**
   * Syncs the identity's profile with the server once per identity; when the sync fails the user is
   * rebuilt from the identity (uid, display name or email as pseudo, email) with a force-refreshed token.
   */
  function syncIdentity(fb: FirebaseHandle, user: FirebaseUser, dispatch: SessionDispatch): Promise<void> {
    if (syncing?.uid === user.uid) return syncing.promise;
    const promise = (async () => {
      const token = await fb.sdk.getIdToken(user);
      try {
        await dispatch(usersApi.endpoints.googleLogin.initiate({ token })).unwrap();
      } catch (error) {
        console.warn('Synchronisation du profil Google impossible, profil reconstruit', error);
        const fresh = await fb.sdk.getIdToken(user, true);
        dispatch(
          googleFallbackUsed({
            user: {
              user_id: user.uid,
              pseudo: user.displayName || user.email || user.uid,
              email: user.email ?? '',
              provider: 'google',
            },
            token: fresh,
          }),
        );
      }
    })();
    syncing = { uid: user.uid, promise };
    promise.catch(() => {
      syncing = null;
    });
    return promise;
  }

  function startRefreshTimer(fb: FirebaseHandle, dispatch: SessionDispatch): void {
    if (refreshTimer) return;
    refreshTimer = setInterval(() => {
      const current = fb.auth.currentUser;
      if (!current) return;
      fb.sdk
        .getIdToken(current, true)
        .then((token) => dispatch(tokenRefreshed({ token })))
        .catch((error) => console.warn('Rafraîchissement du jeton Google impossible', error));
    }, GOOGLE_TOKEN_REFRESH_MS);
  }

  function stop(): void {
    if (refreshTimer) clearInterval(refreshTimer);
    refreshTimer = null;
    syncing = null;
  }

  /**
   * Follows Firebase's identity (loaded lazily): each new identity is synced, no identity clears a
   * non-local session. Resolves once the first auth check has ended.
   */
  async function watch(dispatch: SessionDispatch, getState: () => WithSession): Promise<void> {
    let fb: FirebaseHandle;
    try {
      fb = await loadFirebase();
    } catch (error) {
      console.warn('Connexion Google indisponible', error);
      dispatch(authCheckEnded());
      return;
    }
    if (unsubscribe) return;
    await new Promise<void>((firstCheckEnded) => {
      let first = true;
      unsubscribe = fb.sdk.onAuthStateChanged(fb.auth, (identity) => {
        const handled = identity
          ? syncIdentity(fb, identity, dispatch).then(() => startRefreshTimer(fb, dispatch))
          : Promise.resolve().then(() => {
              stop();
              const user = selectCurrentUser(getState());
              if (user && user.provider !== 'local') clearSession(dispatch);
            });
        handled
          .catch((error) => console.warn('Session Google', error))
          .finally(() => {
            if (!first) return;
            first = false;
            dispatch(authCheckEnded());
            firstCheckEnded();
          });
      });
    });
  }

  return {
    watch,

    /** The popup always forces account selection. Rejects when sign-in fails. */
    async signIn(dispatch: SessionDispatch, getState: () => WithSession): Promise<void> {
      await watch(dispatch, getState);
      const fb = await loadFirebase();
      const provider = new fb.sdk.GoogleAuthProvider();
      provider.setCustomParameters({ prompt: 'select_account' });
      const result = await fb.sdk.signInWithPopup(fb.auth, provider);
      await syncIdentity(fb, result.user, dispatch);
    },

    /** The API's `refreshIdToken`: a forced refresh of the current Firebase identity, if any. */
    async refreshIdToken(): Promise<string | null> {
      const loading = loadedFirebase();
      if (!loading) return null;
      try {
        const fb = await loading;
        return fb.auth.currentUser ? await fb.sdk.getIdToken(fb.auth.currentUser, true) : null;
      } catch (error) {
        console.warn('Rafraîchissement du jeton Google impossible', error);
        return null;
      }
    },

    /** Signs out of Firebase when it was loaded, and ends this store's subscription and timer. */
    async signOut(): Promise<void> {
      const loading = loadedFirebase();
      if (!loading) return;
      stop();
      try {
        const fb = await loading;
        if (fb.auth.currentUser) await fb.sdk.signOut(fb.auth);
      } catch (error) {
        console.warn('Déconnexion Google impossible', error);
      }
      // The next sign-in subscribes again.
      unsubscribe?.();
      unsubscribe = null;
    },
  };
}
