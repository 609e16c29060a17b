/** Tournament day: rondes and their clock, the public screen, and the room's edits of a tournament. */
import type { UserId } from '@mj/domain';
import { api, LIST } from '../api';
import type {
  Clock,
  ClockAction,
  EditTournamentRequest,
  PublicScreen,
  Ronde,
  RondeProposal,
  RondeRequest,
  ScreenToken,
  Tournament,
} from '../types';
import { seg as id } from './url';

/** A ronde's creation or cancellation changes its games, the game lists and the screen. */
const rondeChanged = (tournamentId: string) => [
  { type: 'Rondes' as const, id: tournamentId },
  { type: 'TournamentGames' as const, id: tournamentId },
  { type: 'MyGames' as const },
  { type: 'PublicScreen' as const },
];

const tournamentChanged = (tournamentId: string) => [
  { type: 'Tournament' as const, id: tournamentId },
  { type: 'Tournaments' as const, id: LIST },
  { type: 'TournamentPlayers' as const, id: tournamentId },
];

export const rondesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getRondes: build.query<Ronde[], string>({
      query: (tournamentId) => `/tournois/${id(tournamentId)}/rondes`,
      providesTags: (_result, _error, tournamentId) => [{ type: 'Rondes', id: tournamentId }],
    }),
    proposeRonde: build.mutation<RondeProposal, { tournamentId: string; request: RondeRequest }>({
      query: ({ tournamentId, request }) => ({
        url: `/tournois/${id(tournamentId)}/rondes/proposition`,
        method: 'POST',
        body: request,
      }),
    }),
    createRonde: build.mutation<Ronde, { tournamentId: string; request: RondeRequest }>({
      query: ({ tournamentId, request }) => ({
        url: `/tournois/${id(tournamentId)}/rondes`,
        method: 'POST',
        body: request,
      }),
      invalidatesTags: (_result, _error, { tournamentId }) => rondeChanged(tournamentId),
    }),
    cancelRonde: build.mutation<void, { tournamentId: string; numero: number }>({
      query: ({ tournamentId, numero }) => ({
        url: `/tournois/${id(tournamentId)}/rondes/${numero}`,
        method: 'DELETE',
      }),
      invalidatesTags: (_result, _error, { tournamentId }) => [
        ...rondeChanged(tournamentId),
        { type: 'Game' },
      ],
    }),
    updateClock: build.mutation<Clock, { tournamentId: string; numero: number; action: ClockAction }>({
      query: ({ tournamentId, numero, action }) => ({
        url: `/tournois/${id(tournamentId)}/rondes/${numero}/horloge`,
        method: 'POST',
        body: action,
      }),
      invalidatesTags: (_result, _error, { tournamentId }) => [
        { type: 'Rondes', id: tournamentId },
        { type: 'PublicScreen' },
      ],
    }),
    getScreen: build.query<{ jeton: string | null }, string>({
      query: (tournamentId) => `/tournois/${id(tournamentId)}/ecran`,
      providesTags: (_result, _error, tournamentId) => [{ type: 'Screen', id: tournamentId }],
    }),
    openScreen: build.mutation<ScreenToken, string>({
      query: (tournamentId) => ({ url: `/tournois/${id(tournamentId)}/ecran`, method: 'POST' }),
      invalidatesTags: (_result, _error, tournamentId) => [{ type: 'Screen', id: tournamentId }],
    }),
    closeScreen: build.mutation<void, string>({
      query: (tournamentId) => ({ url: `/tournois/${id(tournamentId)}/ecran`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, tournamentId) => [{ type: 'Screen', id: tournamentId }],
    }),
    /** No session needed: the room's projector. */
    getPublicScreen: build.query<PublicScreen, string>({
      query: (jeton) => `/public/ecrans/${id(jeton)}`,
      providesTags: ['PublicScreen'],
    }),
    editTournament: build.mutation<Tournament, { tournamentId: string; changes: EditTournamentRequest }>({
      query: ({ tournamentId, changes }) => ({
        url: `/tournois/${id(tournamentId)}`,
        method: 'PATCH',
        body: changes,
      }),
      // The officiating settings move the ranking (tie-break) and which games await validation.
      invalidatesTags: (_result, _error, { tournamentId }) => [
        ...tournamentChanged(tournamentId),
        { type: 'Ranking' as const, id: tournamentId },
        { type: 'TournamentGames' as const, id: tournamentId },
      ],
    }),
    removeTournamentPlayer: build.mutation<void, { tournamentId: string; userId: UserId }>({
      query: ({ tournamentId, userId }) => ({
        url: `/tournois/${id(tournamentId)}/joueurs/${id(userId)}`,
        method: 'DELETE',
      }),
      invalidatesTags: (_result, _error, { tournamentId }) => tournamentChanged(tournamentId),
    }),
    setPlayerAbsent: build.mutation<Tournament, { tournamentId: string; userId: UserId; absent: boolean }>({
      query: ({ tournamentId, userId, absent }) => ({
        url: `/tournois/${id(tournamentId)}/joueurs/${id(userId)}`,
        method: 'PATCH',
        body: { absent },
      }),
      invalidatesTags: (_result, _error, { tournamentId }) => tournamentChanged(tournamentId),
    }),
  }),
});

export const {
  useGetRondesQuery,
  useProposeRondeMutation,
  useCreateRondeMutation,
  useCancelRondeMutation,
  useUpdateClockMutation,
  useGetScreenQuery,
  useOpenScreenMutation,
  useCloseScreenMutation,
  useGetPublicScreenQuery,
  useEditTournamentMutation,
  useRemoveTournamentPlayerMutation,
  useSetPlayerAbsentMutation,
} = rondesApi;
