import { api, tokenRefreshed, usersApi } from '@mj/api';
import type { AppDispatch, RootState } from '../../app/store';
import { loadedFirebase, loadFirebase, type FirebaseHandle } from '../../lib/firebase';
import type { FirebaseUser } from '../../lib/firebase-sdk';
import {
  authCheckEnded,
  googleFallbackUsed,
  googleSignInEnded,
  googleSignInStarted,
  loggedOut,
} from './auth-slice';

/** Spec section 4: the Google ID token is force-refreshed every 3,300,000 ms (55 minutes). */
export const GOOGLE_TOKEN_REFRESH_MS = 3_300_000;

type GetState = () => RootState;

/** One Firebase subscription and refresh timer per page (the app has one store). */
let unsubscribe: (() => void) | null = null;
let refreshTimer: ReturnType<typeof setInterval> | null = null;
let syncing: { uid: string; promise: Promise<void> } | null = null;

function clearSession(dispatch: AppDispatch): void {
  dispatch(loggedOut());
  dispatch(api.util.resetApiState());
}

/**
 * Syncs the identity's profile with the server once per identity; when the sync fails the user is rebuilt
 * from the identity (uid, display name or email as pseudo, email) with a force-refreshed token.
 */
function syncIdentity(fb: FirebaseHandle, user: FirebaseUser, dispatch: AppDispatch): Promise<void> {
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

function startRefreshTimer(fb: FirebaseHandle, dispatch: AppDispatch): void {
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

function stopRefreshTimer(): void {
  if (refreshTimer) clearInterval(refreshTimer);
  refreshTimer = null;
}

/**
 * Follows Firebase's identity (loaded lazily): each new identity is synced, no identity clears a
 * non-local session. Resolves once the first auth check has ended.
 */
export function watchGoogleSession() {
  return async (dispatch: AppDispatch, getState: GetState): Promise<void> => {
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
              stopRefreshTimer();
              syncing = null;
              const user = getState().auth.user;
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
  };
}

/** The popup always forces account selection (spec section 5). Rejects when sign-in fails. */
export function signInWithGoogle() {
  return async (dispatch: AppDispatch): Promise<void> => {
    dispatch(googleSignInStarted());
    try {
      await dispatch(watchGoogleSession());
      const fb = await loadFirebase();
      const provider = new fb.sdk.GoogleAuthProvider();
      provider.setCustomParameters({ prompt: 'select_account' });
      const result = await fb.sdk.signInWithPopup(fb.auth, provider);
      await syncIdentity(fb, result.user, dispatch);
    } finally {
      dispatch(googleSignInEnded());
    }
  };
}

/** The store's `extraArgument.refreshIdToken`: a forced refresh of the current Firebase identity. */
export async function refreshGoogleIdToken(): Promise<string | null> {
  const loading = loadedFirebase();
  if (!loading) return null;
  try {
    const fb = await loading;
    return fb.auth.currentUser ? await fb.sdk.getIdToken(fb.auth.currentUser, true) : null;
  } catch (error) {
    console.warn('Rafraîchissement du jeton Google impossible', error);
    return null;
  }
}

/**
 * Logout: revokes a local token on the server (best effort), signs out of Firebase when it was loaded,
 * clears the session and resets the API cache so the next user never sees this one's data.
 */
export function logOut() {
  return async (dispatch: AppDispatch, getState: GetState): Promise<void> => {
    const { user, token } = getState().auth;
    if (user?.provider === 'local' && token) {
      await dispatch(usersApi.endpoints.logout.initiate())
        .unwrap()
        .catch((error: unknown) => console.warn('Déconnexion serveur impossible', error));
    }
    const loading = loadedFirebase();
    if (loading) {
      stopRefreshTimer();
      syncing = null;
      try {
        const fb = await loading;
        if (fb.auth.currentUser) await fb.sdk.signOut(fb.auth);
      } catch (error) {
        console.warn('Déconnexion Google impossible', error);
      }
      // The next sign-in subscribes again, for whichever store signs in.
      unsubscribe?.();
      unsubscribe = null;
    }
    clearSession(dispatch);
  };
}
