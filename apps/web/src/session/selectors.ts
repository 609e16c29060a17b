import type { WithSession } from './auth-slice';

/** Named reads of the session: components never reach into `state.auth` themselves. */
export const selectCurrentUser = (state: WithSession) => state.auth.user;
export const selectSessionToken = (state: WithSession) => state.auth.token;
/** True until the first auth check ends (a stored Google user waits for Firebase). */
export const selectAuthInitializing = (state: WithSession) => state.auth.initializing;
/** True during login, register or the Google popup. */
export const selectAuthenticating = (state: WithSession) => state.auth.authenticating;
