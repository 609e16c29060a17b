/**
 * Registration, check-in, substitutes and the EMA export: `@mj/api/registration`, apart from the package's
 * index so that the pages that never use them (the sign-in page first) do not load them.
 */
import type { UserId } from '@mj/domain';
import { api, LIST } from '../api';
import type {
  CheckInCodeResponse,
  CheckInResponse,
  EmaChecks,
  Game,
  IdentityState,
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
import { gameChangedTags } from './tags';
import { seg as id } from './url';

/** What a change of a tournament's players shows up in. */
const playersShown = (tournamentId: string) => [
  { type: 'Tournament' as const, id: tournamentId },
  { type: 'TournamentPlayers' as const, id: tournamentId },
  { type: 'Registration' as const, id: tournamentId },
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
      query: (tournamentId) => `/tournois/${id(tournamentId)}/inscriptions`,
      providesTags: (_result, _error, tournamentId) => [{ type: 'Registration', id: tournamentId }],
    }),
    setRegistration: build.mutation<RegistrationResponse, { tournamentId: string } & RegistrationRequest>({
      query: ({ tournamentId, ...body }) => ({
        url: `/tournois/${id(tournamentId)}/inscriptions`,
        method: 'PUT',
        body,
      }),
      invalidatesTags: (_result, _error, { tournamentId }) => playersShown(tournamentId),
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
      query: (tournamentId) => ({ url: `/tournois/${id(tournamentId)}/inscription`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, tournamentId) => ['MyRegistrations', ...playersShown(tournamentId)],
    }),
    /** Whether the caller shares their identity with the tournament's organisers. */
    getIdentity: build.query<IdentityState, string>({
      query: (tournamentId) => `/tournois/${id(tournamentId)}/identite`,
      providesTags: (_result, _error, tournamentId) => [{ type: 'Registration', id: tournamentId }],
    }),
    setIdentityShared: build.mutation<null, { tournamentId: string; shared: boolean }>({
      query: ({ tournamentId, shared }) => ({
        url: `/tournois/${id(tournamentId)}/identite`,
        method: shared ? 'PUT' : 'DELETE',
      }),
      invalidatesTags: (_result, _error, { tournamentId }) => [{ type: 'Registration', id: tournamentId }],
    }),
    /** A player confirms the result of a tournament game a player made up (here: only lazy pages use it). */
    confirmGame: build.mutation<Game, string>({
      query: (gameId) => ({ url: `/parties/${id(gameId)}/confirmation`, method: 'POST' }),
      invalidatesTags: (game, _error, gameId) => gameChangedTags(gameId, game?.tournois_id),
    }),
    getMyRegistrations: build.query<MyRegistration[], void>({
      query: () => '/tournois/mes-inscriptions',
      providesTags: ['MyRegistrations'],
    }),
    setCheckIn: build.mutation<null, { tournamentId: string; userId: UserId; present: boolean }>({
      query: ({ tournamentId, userId, present }) => ({
        url: `/tournois/${id(tournamentId)}/presences/${id(userId)}`,
        method: present ? 'PUT' : 'DELETE',
      }),
      invalidatesTags: (_result, _error, { tournamentId }) => [{ type: 'Tournament', id: tournamentId }],
    }),
    newCheckInCode: build.mutation<CheckInCodeResponse, string>({
      query: (tournamentId) => ({ url: `/tournois/${id(tournamentId)}/pointage`, method: 'PUT' }),
      invalidatesTags: (_result, _error, tournamentId) => [{ type: 'Registration', id: tournamentId }],
    }),
    selfCheckIn: build.mutation<CheckInResponse, string>({
      query: (jeton) => ({ url: `/tournois/pointage/${id(jeton)}`, method: 'POST' }),
      invalidatesTags: (result) => (result ? [{ type: 'Tournament', id: result.tournoi_id }] : []),
    }),
    addSubstitute: build.mutation<Tournament, { tournamentId: string; userId: UserId }>({
      query: ({ tournamentId, userId }) => ({
        url: `/tournois/${id(tournamentId)}/joueurs/add`,
        method: 'POST',
        body: { user_id: userId, remplacant: true },
      }),
      invalidatesTags: (_result, _error, { tournamentId }) => playersShown(tournamentId),
    }),
    substitute: build.mutation<
      Ronde,
      { tournamentId: string; numero: number; joueur: UserId; remplacant: UserId }
    >({
      query: ({ tournamentId, numero, joueur, remplacant }) => ({
        url: `/tournois/${id(tournamentId)}/rondes/${numero}/remplacements`,
        method: 'POST',
        body: { joueur, remplacant },
      }),
      invalidatesTags: (_result, _error, { tournamentId }) => [
        { type: 'Rondes', id: tournamentId },
        { type: 'TournamentGames', id: tournamentId },
        { type: 'Tournament', id: tournamentId },
        { type: 'Game' },
      ],
    }),
    getEmaChecks: build.query<EmaChecks, string>({
      query: (tournamentId) => `/tournois/${id(tournamentId)}/export/ema/controles`,
      keepUnusedDataFor: 0,
    }),
    /**
     * The workbook (or its CSV) as an object URL for the browser to save (a Blob itself would not be
     * serializable in the store); the caller revokes it once saved.
     */
    downloadEma: build.mutation<string, { tournamentId: string; format: 'xlsx' | 'csv' }>({
      query: ({ tournamentId, format }) => ({
        url: `/tournois/${id(tournamentId)}/export/ema${format === 'csv' ? '?format=csv' : ''}`,
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
  useGetIdentityQuery,
  useSetIdentitySharedMutation,
  useConfirmGameMutation,
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
