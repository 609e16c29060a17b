import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { api } from '@mj/api';
import { loggedOut, type WithSession } from './auth-slice';

/** Signed out: the session goes, and the API cache with it (the next user never sees this one's data). */
export function clearSession(dispatch: ThunkDispatch<WithSession, unknown, UnknownAction>): void {
  dispatch(loggedOut());
  dispatch(api.util.resetApiState());
}
