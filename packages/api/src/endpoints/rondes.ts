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
const rondeChanged = (tournoiId: string) => [
  { type: 'Rondes' as const, id: tournoiId },
  { type: 'TournamentGames' as const, id: tournoiId },
  { type: 'MyGames' as const },
  { type: 'PublicScreen' as const },
];

const tournamentChanged = (tournoiId: string) => [
  { type: 'Tournament' as const, id: tournoiId },
  { type: 'Tournaments' as const, id: LIST },
  { type: 'TournamentPlayers' as const, id: tournoiId },
];

export const rondesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getRondes: build.query<Ronde[], string>({
      query: (tournoiId) => `/tournois/${id(tournoiId)}/rondes`,
      providesTags: (_result, _error, tournoiId) => [{ type: 'Rondes', id: tournoiId }],
    }),
    proposeRonde: build.mutation<RondeProposal, { tournoiId: string; request: RondeRequest }>({
      query: ({ tournoiId, request }) => ({
        url: `/tournois/${id(tournoiId)}/rondes/proposition`,
        method: 'POST',
        body: request,
      }),
    }),
    createRonde: build.mutation<Ronde, { tournoiId: string; request: RondeRequest }>({
      query: ({ tournoiId, request }) => ({
        url: `/tournois/${id(tournoiId)}/rondes`,
        method: 'POST',
        body: request,
      }),
      invalidatesTags: (_result, _error, { tournoiId }) => rondeChanged(tournoiId),
    }),
    cancelRonde: build.mutation<void, { tournoiId: string; numero: number }>({
      query: ({ tournoiId, numero }) => ({
        url: `/tournois/${id(tournoiId)}/rondes/${numero}`,
        method: 'DELETE',
      }),
      invalidatesTags: (_result, _error, { tournoiId }) => [...rondeChanged(tournoiId), { type: 'Game' }],
    }),
    updateClock: build.mutation<Clock, { tournoiId: string; numero: number; action: ClockAction }>({
      query: ({ tournoiId, numero, action }) => ({
        url: `/tournois/${id(tournoiId)}/rondes/${numero}/horloge`,
        method: 'POST',
        body: action,
      }),
      invalidatesTags: (_result, _error, { tournoiId }) => [
        { type: 'Rondes', id: tournoiId },
        { type: 'PublicScreen' },
      ],
    }),
    getScreen: build.query<{ jeton: string | null }, string>({
      query: (tournoiId) => `/tournois/${id(tournoiId)}/ecran`,
      providesTags: (_result, _error, tournoiId) => [{ type: 'Screen', id: tournoiId }],
    }),
    openScreen: build.mutation<ScreenToken, string>({
      query: (tournoiId) => ({ url: `/tournois/${id(tournoiId)}/ecran`, method: 'POST' }),
      invalidatesTags: (_result, _error, tournoiId) => [{ type: 'Screen', id: tournoiId }],
    }),
    closeScreen: build.mutation<void, string>({
      query: (tournoiId) => ({ url: `/tournois/${id(tournoiId)}/ecran`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, tournoiId) => [{ type: 'Screen', id: tournoiId }],
    }),
    /** No session needed: the room's projector. */
    getPublicScreen: build.query<PublicScreen, string>({
      query: (jeton) => `/public/ecrans/${id(jeton)}`,
      providesTags: ['PublicScreen'],
    }),
    editTournament: build.mutation<Tournament, { tournoiId: string; changes: EditTournamentRequest }>({
      query: ({ tournoiId, changes }) => ({
        url: `/tournois/${id(tournoiId)}`,
        method: 'PATCH',
        body: changes,
      }),
      // The officiating settings move the ranking (tie-break) and which games await validation.
      invalidatesTags: (_result, _error, { tournoiId }) => [
        ...tournamentChanged(tournoiId),
        { type: 'Ranking' as const, id: tournoiId },
        { type: 'TournamentGames' as const, id: tournoiId },
      ],
    }),
    removeTournamentPlayer: build.mutation<void, { tournoiId: string; userId: UserId }>({
      query: ({ tournoiId, userId }) => ({
        url: `/tournois/${id(tournoiId)}/joueurs/${id(userId)}`,
        method: 'DELETE',
      }),
      invalidatesTags: (_result, _error, { tournoiId }) => tournamentChanged(tournoiId),
    }),
    setPlayerAbsent: build.mutation<Tournament, { tournoiId: string; userId: UserId; absent: boolean }>({
      query: ({ tournoiId, userId, absent }) => ({
        url: `/tournois/${id(tournoiId)}/joueurs/${id(userId)}`,
        method: 'PATCH',
        body: { absent },
      }),
      invalidatesTags: (_result, _error, { tournoiId }) => tournamentChanged(tournoiId),
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
