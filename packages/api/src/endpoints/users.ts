import { api, LIST } from '../api';
import type {
  AuthResponse,
  ChangePseudoRequest,
  Credentials,
  Game,
  GoogleLoginResponse,
  User,
} from '../types';

/**
 * The session's endpoints and the players' list, which the first page's code uses (sign-in, the auth slice,
 * the games and players a page starts with). The account's own (sign-out, export, deletion) are in ./account.ts.
 */
export const usersApi = api.injectEndpoints({
  endpoints: (build) => ({
    register: build.mutation<AuthResponse, Credentials>({
      query: (body) => ({ url: '/users/register', method: 'POST', body }),
    }),
    login: build.mutation<AuthResponse, Credentials>({
      query: (body) => ({ url: '/users/login', method: 'POST', body }),
    }),
    /** `token` is the Firebase ID token; it stays the bearer of a Google session. */
    googleLogin: build.mutation<GoogleLoginResponse, { token: string }>({
      query: (body) => ({ url: '/users/google-login', method: 'POST', body }),
    }),
    /** The web auth slice updates the session user from this mutation's `matchFulfilled`. */
    changePseudo: build.mutation<User, ChangePseudoRequest>({
      query: (body) => ({ url: '/users/pseudo', method: 'PATCH', body }),
      invalidatesTags: [{ type: 'User', id: LIST }, 'Me'],
    }),
    getUsers: build.query<User[], void>({
      query: () => '/users/users',
      providesTags: [{ type: 'User', id: LIST }],
    }),
    getMyGames: build.query<Game[], void>({
      query: () => '/users/mes-parties',
      providesTags: ['MyGames'],
    }),
  }),
});

export const {
  useRegisterMutation,
  useLoginMutation,
  useGoogleLoginMutation,
  useChangePseudoMutation,
  useGetUsersQuery,
  useGetMyGamesQuery,
} = usersApi;
