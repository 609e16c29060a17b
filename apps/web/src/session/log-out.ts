import { accountApi } from '@mj/api/account';
import { clearSession } from './clear-session';
import { selectCurrentUser, selectSessionToken } from './selectors';
import type { SessionThunk } from './session';

/**
 * Logout of this device: revokes its local token on the server (best effort; the account's other
 * devices stay signed in), signs out of Firebase when it was loaded, clears the session and resets the
 * API cache so the next user never sees this one's data. With `partout` (« Se déconnecter de tous les
 * appareils ») the server ends every session of the account first, and a failure rejects, still signed in.
 */
export function logOut({ partout = false } = {}): SessionThunk<void> {
  return async (dispatch, getState, { googleStarted }) => {
    const user = selectCurrentUser(getState());
    if (partout) await dispatch(accountApi.endpoints.logout.initiate({ partout })).unwrap();
    else if (user?.provider === 'local' && selectSessionToken(getState())) {
      await dispatch(accountApi.endpoints.logout.initiate())
        .unwrap()
        .catch((error: unknown) => console.warn('Déconnexion serveur impossible', error));
    }
    await googleStarted()?.then(
      (google) => google.signOut(),
      () => undefined,
    );
    clearSession(dispatch);
  };
}
