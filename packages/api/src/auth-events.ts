import { createAction } from '@reduxjs/toolkit';

/**
 * Events the base query dispatches; the host app's auth slice reacts to them
 * (stores the new token, or logs the user out).
 */
export const tokenRefreshed = createAction<{ token: string }>('session/tokenRefreshed');
export const sessionExpired = createAction('session/sessionExpired');
