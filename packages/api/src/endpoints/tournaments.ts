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
const tournamentShown = (tournamentId: string) => [
  { type: 'Tournament' as const, id: tournamentId },
  { type: 'Tournaments' as const, id: LIST },
  { type: 'Ranking' as const, id: tournamentId },
];

function setState(tournamentId: string, newState: TournamentStatus) {
  return { url: `/tournois/${id(tournamentId)}/etat`, method: 'PATCH', body: { new_state: newState } };
}

export const tournamentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTournaments: build.query<Tournament[], void>({
      query: () => '/tournois/',
      providesTags: [{ type: 'Tournaments', id: LIST }],
    }),
    getTournament: build.query<Tournament, string>({
      query: (tournamentId) => `/tournois/${id(tournamentId)}`,
      providesTags: (_result, _error, tournamentId) => [{ type: 'Tournament', id: tournamentId }],
    }),
    createTournament: build.mutation<Tournament, CreateTournamentRequest>({
      query: (body) => ({ url: '/tournois/', method: 'POST', body }),
      invalidatesTags: [{ type: 'Tournaments', id: LIST }],
    }),
    getTournamentPlayers: build.query<TournamentPlayersResponse, string>({
      query: (tournamentId) => `/tournois/${id(tournamentId)}/joueurs`,
      providesTags: (_result, _error, tournamentId) => [{ type: 'TournamentPlayers', id: tournamentId }],
    }),
    getTournamentGames: build.query<TournamentGame[], string>({
      query: (tournamentId) => `/tournois/${id(tournamentId)}/parties`,
      providesTags: (_result, _error, tournamentId) => [{ type: 'TournamentGames', id: tournamentId }],
    }),
    getRanking: build.query<RankingResponse, string>({
      query: (tournamentId) => `/tournois/${id(tournamentId)}/classement`,
      providesTags: (_result, _error, tournamentId) => [{ type: 'Ranking', id: tournamentId }],
    }),
    /** The body is the bare user id as a JSON string. */
    addTournamentPlayer: build.mutation<Tournament, { tournamentId: string; userId: UserId }>({
      query: ({ tournamentId, userId }) => ({
        url: `/tournois/${id(tournamentId)}/joueurs/add`,
        method: 'POST',
        body: JSON.stringify(userId),
        headers: { 'Content-Type': 'application/json' },
      }),
      invalidatesTags: (_result, _error, { tournamentId }) => [
        { type: 'Tournament', id: tournamentId },
        { type: 'TournamentPlayers', id: tournamentId },
        { type: 'Tournaments', id: LIST },
      ],
    }),
    deleteTournamentGame: build.mutation<
      DeleteTournamentGameResponse,
      { tournamentId: string; gameId: string }
    >({
      query: ({ tournamentId, gameId }) => ({
        url: `/tournois/${id(tournamentId)}/parties/${id(gameId)}`,
        method: 'DELETE',
      }),
      invalidatesTags: (_result, _error, { tournamentId, gameId }) => [
        { type: 'TournamentGames', id: tournamentId },
        { type: 'Ranking', id: tournamentId },
        { type: 'MyGames' },
        { type: 'Statistics' },
        { type: 'Game', id: gameId },
        { type: 'Rounds', id: gameId },
      ],
    }),
    setRankingVisible: build.mutation<RankingVisibilityResponse, { tournamentId: string; visible: boolean }>({
      query: ({ tournamentId, visible }) => ({
        url: `/tournois/${id(tournamentId)}/classement-visible`,
        method: 'PATCH',
        body: { visible },
      }),
      invalidatesTags: (_result, _error, { tournamentId }) => tournamentShown(tournamentId),
    }),
    /** Finishing also finishes the tournament's running games: every game view refreshes. */
    finishTournament: build.mutation<TournamentStateResponse, string>({
      query: (tournamentId) => setState(tournamentId, 'terminé'),
      invalidatesTags: (_result, _error, tournamentId) => [
        ...tournamentShown(tournamentId),
        { type: 'TournamentGames', id: tournamentId },
        { type: 'MyGames' },
        { type: 'Statistics' },
        { type: 'Game' },
      ],
    }),
    /** The admin hands the tournament to one of its players; the answer is the tournament. */
    handOverTournament: build.mutation<Tournament, { tournamentId: string; adminId: UserId }>({
      query: ({ tournamentId, adminId }) => ({
        url: `/tournois/${id(tournamentId)}/admin`,
        method: 'PATCH',
        body: { admin_id: adminId },
      }),
      invalidatesTags: (_result, _error, { tournamentId }) => tournamentShown(tournamentId),
    }),
    reopenTournament: build.mutation<TournamentStateResponse, string>({
      query: (tournamentId) => setState(tournamentId, 'en cours'),
      invalidatesTags: (_result, _error, tournamentId) => tournamentShown(tournamentId),
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
