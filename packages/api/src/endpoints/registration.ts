import type { UserId } from '@mj/domain';
import { api, LIST } from '../api';
import type {
  CheckInCodeResponse,
  CheckInResponse,
  EmaChecks,
  JoinPreview,
  JoinResponse,
  MyRegistration,
  ProfileRequest,
  RegistrationRequest,
  RegistrationResponse,
  RegistrationState,
  Ronde,
  Tournament,
  User,
} from '../types';
import { seg as id } from './url';

/** What a change of a tournament's players shows up in. */
const playersShown = (tournoiId: string) => [
  { type: 'Tournament' as const, id: tournoiId },
  { type: 'TournamentPlayers' as const, id: tournoiId },
  { type: 'Registration' as const, id: tournoiId },
  { type: 'Tournaments' as const, id: LIST },
];

export const registrationApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProfile: build.query<User, void>({
      query: () => '/users/profil',
      providesTags: ['Profile'],
    }),
    editProfile: build.mutation<User, ProfileRequest>({
      query: (body) => ({ url: '/users/profil', method: 'PATCH', body }),
      invalidatesTags: ['Profile', 'Me'],
    }),
    getRegistration: build.query<RegistrationState, string>({
      query: (tournoiId) => `/tournois/${id(tournoiId)}/inscriptions`,
      providesTags: (_result, _error, tournoiId) => [{ type: 'Registration', id: tournoiId }],
    }),
    setRegistration: build.mutation<RegistrationResponse, { tournoiId: string } & RegistrationRequest>({
      query: ({ tournoiId, ...body }) => ({
        url: `/tournois/${id(tournoiId)}/inscriptions`,
        method: 'PUT',
        body,
      }),
      invalidatesTags: (_result, _error, { tournoiId }) => playersShown(tournoiId),
    }),
    getJoinPreview: build.query<JoinPreview, string>({
      query: (jeton) => `/tournois/rejoindre/${id(jeton)}`,
      providesTags: ['MyRegistrations'],
    }),
    join: build.mutation<JoinResponse, string>({
      query: (jeton) => ({ url: `/tournois/rejoindre/${id(jeton)}`, method: 'POST' }),
      invalidatesTags: ['MyRegistrations', { type: 'Tournaments', id: LIST }],
    }),
    withdraw: build.mutation<null, string>({
      query: (tournoiId) => ({ url: `/tournois/${id(tournoiId)}/inscription`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, tournoiId) => ['MyRegistrations', ...playersShown(tournoiId)],
    }),
    getMyRegistrations: build.query<MyRegistration[], void>({
      query: () => '/tournois/mes-inscriptions',
      providesTags: ['MyRegistrations'],
    }),
    setCheckIn: build.mutation<null, { tournoiId: string; userId: UserId; present: boolean }>({
      query: ({ tournoiId, userId, present }) => ({
        url: `/tournois/${id(tournoiId)}/presences/${id(userId)}`,
        method: present ? 'PUT' : 'DELETE',
      }),
      invalidatesTags: (_result, _error, { tournoiId }) => [{ type: 'Tournament', id: tournoiId }],
    }),
    newCheckInCode: build.mutation<CheckInCodeResponse, string>({
      query: (tournoiId) => ({ url: `/tournois/${id(tournoiId)}/pointage`, method: 'PUT' }),
      invalidatesTags: (_result, _error, tournoiId) => [{ type: 'Registration', id: tournoiId }],
    }),
    selfCheckIn: build.mutation<CheckInResponse, string>({
      query: (jeton) => ({ url: `/tournois/pointage/${id(jeton)}`, method: 'POST' }),
      invalidatesTags: (result) => (result ? [{ type: 'Tournament', id: result.tournoi_id }] : []),
    }),
    addSubstitute: build.mutation<Tournament, { tournoiId: string; userId: UserId }>({
      query: ({ tournoiId, userId }) => ({
        url: `/tournois/${id(tournoiId)}/joueurs/add`,
        method: 'POST',
        body: { user_id: userId, remplacant: true },
      }),
      invalidatesTags: (_result, _error, { tournoiId }) => playersShown(tournoiId),
    }),
    substitute: build.mutation<
      Ronde,
      { tournoiId: string; numero: number; joueur: UserId; remplacant: UserId }
    >({
      query: ({ tournoiId, numero, joueur, remplacant }) => ({
        url: `/tournois/${id(tournoiId)}/rondes/${numero}/remplacements`,
        method: 'POST',
        body: { joueur, remplacant },
      }),
      invalidatesTags: (_result, _error, { tournoiId }) => [
        { type: 'Rondes', id: tournoiId },
        { type: 'TournamentGames', id: tournoiId },
        { type: 'Tournament', id: tournoiId },
        { type: 'Game' },
      ],
    }),
    getEmaChecks: build.query<EmaChecks, string>({
      query: (tournoiId) => `/tournois/${id(tournoiId)}/export/ema/controles`,
      keepUnusedDataFor: 0,
    }),
    /**
     * The workbook (or its CSV) as an object URL for the browser to save (a Blob itself would not be
     * serializable in the store); the caller revokes it once saved.
     */
    downloadEma: build.mutation<string, { tournoiId: string; format: 'xlsx' | 'csv' }>({
      query: ({ tournoiId, format }) => ({
        url: `/tournois/${id(tournoiId)}/export/ema${format === 'csv' ? '?format=csv' : ''}`,
        responseHandler: async (response: Response) =>
          response.ok ? URL.createObjectURL(await response.blob()) : response.json(),
      }),
    }),
  }),
});

export const {
  useGetProfileQuery,
  useEditProfileMutation,
  useGetRegistrationQuery,
  useSetRegistrationMutation,
  useGetJoinPreviewQuery,
  useJoinMutation,
  useWithdrawMutation,
  useGetMyRegistrationsQuery,
  useSetCheckInMutation,
  useNewCheckInCodeMutation,
  useSelfCheckInMutation,
  useAddSubstituteMutation,
  useSubstituteMutation,
  useGetEmaChecksQuery,
  useLazyGetEmaChecksQuery,
  useDownloadEmaMutation,
} = registrationApi;
