import { api, LIST } from '../api';
import type {
  AuthResponse,
  ChangePseudoRequest,
  Credentials,
  Game,
  GoogleLoginResponse,
  LogoutRequest,
  MyDataExport,
  User,
} from '../types';

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
    /** Beyond the spec: ends this device's session (204); `{partout: true}`, every session of the account. */
    logout: build.mutation<null, LogoutRequest | void>({
      query: (body) => ({ url: '/users/logout', method: 'POST', ...(body ? { body } : {}) }),
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
    exportMyData: build.query<MyDataExport, void>({
      query: () => '/users/me/export',
      providesTags: ['Me'],
    }),
    /** Beyond the spec: deletes the caller's account (204); the host then logs out. */
    deleteAccount: build.mutation<null, void>({
      query: () => ({ url: '/users/me', method: 'DELETE' }),
    }),
  }),
});

export const {
  useRegisterMutation,
  useLoginMutation,
  useGoogleLoginMutation,
  useLogoutMutation,
  useChangePseudoMutation,
  useGetUsersQuery,
  useGetMyGamesQuery,
  useExportMyDataQuery,
  useLazyExportMyDataQuery,
  useDeleteAccountMutation,
} = usersApi;
