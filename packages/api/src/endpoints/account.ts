import { api } from '../api';
import type { LogoutRequest, MyDataExport } from '../types';

/** The account's endpoints, loaded with sign-out and the account page rather than with the first page. */
export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Beyond the spec: ends this device's session (204); `{partout: true}`, every session of the account. */
    logout: build.mutation<null, LogoutRequest | void>({
      query: (body) => ({ url: '/users/logout', method: 'POST', ...(body ? { body } : {}) }),
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

export const { useLogoutMutation, useExportMyDataQuery, useLazyExportMyDataQuery, useDeleteAccountMutation } =
  accountApi;
