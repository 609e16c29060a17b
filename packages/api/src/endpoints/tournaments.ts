import type { UserId } from '@mj/domain';
import { api, LIST } from '../api';
import type {
  CreateTournamentRequest,
  DeleteTournamentGameResponse,
  RankingResponse,
  RankingVisibilityResponse,
  Tournament,
  TournamentGame,
  TournamentPlayersResponse,
  TournamentStateResponse,
  TournamentStatus,
} from '../types';
import { seg as id } from './url';

/** Tags of everything a tournament's state or visibility change shows up in. */
const tournamentShown = (tournoiId: string) => [
  { type: 'Tournament' as const, id: tournoiId },
  { type: 'Tournaments' as const, id: LIST },
  { type: 'Ranking' as const, id: tournoiId },
];

function setState(tournoiId: string, newState: TournamentStatus) {
  return { url: `/tournois/${id(tournoiId)}/etat`, method: 'PATCH', body: { new_state: newState } };
}

export const tournamentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTournaments: build.query<Tournament[], void>({
      query: () => '/tournois/',
      providesTags: [{ type: 'Tournaments', id: LIST }],
    }),
    getTournament: build.query<Tournament, string>({
      query: (tournoiId) => `/tournois/${id(tournoiId)}`,
      providesTags: (_result, _error, tournoiId) => [{ type: 'Tournament', id: tournoiId }],
    }),
    createTournament: build.mutation<Tournament, CreateTournamentRequest>({
      query: (body) => ({ url: '/tournois/', method: 'POST', body }),
      invalidatesTags: [{ type: 'Tournaments', id: LIST }],
    }),
    getTournamentPlayers: build.query<TournamentPlayersResponse, string>({
      query: (tournoiId) => `/tournois/${id(tournoiId)}/joueurs`,
      providesTags: (_result, _error, tournoiId) => [{ type: 'TournamentPlayers', id: tournoiId }],
    }),
    getTournamentGames: build.query<TournamentGame[], string>({
      query: (tournoiId) => `/tournois/${id(tournoiId)}/parties`,
      providesTags: (_result, _error, tournoiId) => [{ type: 'TournamentGames', id: tournoiId }],
    }),
    getRanking: build.query<RankingResponse, string>({
      query: (tournoiId) => `/tournois/${id(tournoiId)}/classement`,
      providesTags: (_result, _error, tournoiId) => [{ type: 'Ranking', id: tournoiId }],
    }),
    /** The body is the bare user id as a JSON string (spec section 7). */
    addTournamentPlayer: build.mutation<Tournament, { tournoiId: string; userId: UserId }>({
      query: ({ tournoiId, userId }) => ({
        url: `/tournois/${id(tournoiId)}/joueurs/add`,
        method: 'POST',
        body: JSON.stringify(userId),
        headers: { 'Content-Type': 'application/json' },
      }),
      invalidatesTags: (_result, _error, { tournoiId }) => [
        { type: 'Tournament', id: tournoiId },
        { type: 'TournamentPlayers', id: tournoiId },
        { type: 'Tournaments', id: LIST },
      ],
    }),
    deleteTournamentGame: build.mutation<DeleteTournamentGameResponse, { tournoiId: string; gameId: string }>(
      {
        query: ({ tournoiId, gameId }) => ({
          url: `/tournois/${id(tournoiId)}/parties/${id(gameId)}`,
          method: 'DELETE',
        }),
        invalidatesTags: (_result, _error, { tournoiId, gameId }) => [
          { type: 'TournamentGames', id: tournoiId },
          { type: 'Ranking', id: tournoiId },
          { type: 'MyGames' },
          { type: 'Statistics' },
          { type: 'Game', id: gameId },
          { type: 'Rounds', id: gameId },
        ],
      },
    ),
    setRankingVisible: build.mutation<RankingVisibilityResponse, { tournoiId: string; visible: boolean }>({
      query: ({ tournoiId, visible }) => ({
        url: `/tournois/${id(tournoiId)}/classement-visible`,
        method: 'PATCH',
        body: { visible },
      }),
      invalidatesTags: (_result, _error, { tournoiId }) => tournamentShown(tournoiId),
    }),
    /** Finishing also finishes the tournament's running games: every game view refreshes. */
    finishTournament: build.mutation<TournamentStateResponse, string>({
      query: (tournoiId) => setState(tournoiId, 'terminé'),
      invalidatesTags: (_result, _error, tournoiId) => [
        ...tournamentShown(tournoiId),
        { type: 'TournamentGames', id: tournoiId },
        { type: 'MyGames' },
        { type: 'Statistics' },
        { type: 'Game' },
      ],
    }),
    /** The admin hands the tournament to one of its players; the answer is the tournament. */
    handOverTournament: build.mutation<Tournament, { tournoiId: string; adminId: UserId }>({
      query: ({ tournoiId, adminId }) => ({
        url: `/tournois/${id(tournoiId)}/admin`,
        method: 'PATCH',
        body: { admin_id: adminId },
      }),
      invalidatesTags: (_result, _error, { tournoiId }) => tournamentShown(tournoiId),
    }),
    reopenTournament: build.mutation<TournamentStateResponse, string>({
      query: (tournoiId) => setState(tournoiId, 'en cours'),
      invalidatesTags: (_result, _error, tournoiId) => tournamentShown(tournoiId),
    }),
  }),
});

export const {
  useGetTournamentsQuery,
  useGetTournamentQuery,
  useCreateTournamentMutation,
  useGetTournamentPlayersQuery,
  useGetTournamentGamesQuery,
  useGetRankingQuery,
  useAddTournamentPlayerMutation,
  useDeleteTournamentGameMutation,
  useSetRankingVisibleMutation,
  useFinishTournamentMutation,
  useReopenTournamentMutation,
  useHandOverTournamentMutation,
} = tournamentsApi;
