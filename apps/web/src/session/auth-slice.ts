import { createSlice, isAnyOf, type PayloadAction } from '@reduxjs/toolkit';
import { sessionExpired, tokenRefreshed, usersApi, type SessionUser } from '@mj/api';

/**
 * The session. Changed only by events: API results (login, register, Google sync),
 * the base query's `tokenRefreshed`/`sessionExpired`, and the Google session's own events.
 * Persistence to localStorage is a listener (session/persistence.ts), not a reducer concern.
 */
export interface AuthState {
  user: SessionUser | null;
  /** Local token, or the current Firebase ID token for a Google user. */
  token: string | null;
  /** True until the first auth check ends; immediately false for a stored local user. */
  initializing: boolean;
  /** True during login, register or the Google popup. */
  authenticating: boolean;
}

export const initialAuthState: AuthState = {
  user: null,
  token: null,
  initializing: false,
  authenticating: false,
};

const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    googleSignInStarted(state) {
      state.authenticating = true;
    },
    googleSignInEnded(state) {
      state.authenticating = false;
    },
    /** The profile sync failed: the user is rebuilt from the identity. */
    googleFallbackUsed(state, action: PayloadAction<{ user: SessionUser; token: string }>) {
      state.user = action.payload.user;
      state.token = action.payload.token;
    },
    authCheckEnded(state) {
      state.initializing = false;
    },
    loggedOut(state) {
      state.user = null;
      state.token = null;
      state.authenticating = false;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(tokenRefreshed, (state, action) => {
        state.token = action.payload.token;
      })
      .addCase(sessionExpired, (state) => {
        state.user = null;
        state.token = null;
      })
      .addMatcher(
        isAnyOf(usersApi.endpoints.login.matchPending, usersApi.endpoints.register.matchPending),
        (state) => {
          state.authenticating = true;
        },
      )
      .addMatcher(
        isAnyOf(usersApi.endpoints.login.matchRejected, usersApi.endpoints.register.matchRejected),
        (state) => {
          state.authenticating = false;
        },
      )
      .addMatcher(
        isAnyOf(usersApi.endpoints.login.matchFulfilled, usersApi.endpoints.register.matchFulfilled),
        (state, action) => {
          const { token, user_id, pseudo, email } = action.payload;
          state.user = { user_id, pseudo, email: email ?? '', provider: 'local' };
          state.token = token;
          state.authenticating = false;
        },
      )
      .addMatcher(usersApi.endpoints.googleLogin.matchFulfilled, (state, action) => {
        const { user_id, pseudo, email } = action.payload;
        state.user = { user_id, pseudo, email: email ?? '', provider: 'google' };
        state.token = action.meta.arg.originalArgs.token;
      })
      .addMatcher(usersApi.endpoints.changePseudo.matchFulfilled, (state, action) => {
        if (state.user && action.payload.user_id === state.user.user_id)
          state.user.pseudo = action.payload.pseudo;
      });
  },
});

export const { googleSignInStarted, googleSignInEnded, googleFallbackUsed, authCheckEnded, loggedOut } =
  authSlice.actions;
export const authReducer = authSlice.reducer;

/** The part of the store's state this module owns (the store adds the API cache beside it). */
export interface WithSession {
  auth: AuthState;
}
