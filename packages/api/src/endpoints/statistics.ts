import { api } from '../api';
import type { PlayerStatistics, TournamentHighlightsResponse } from '../types';
import { seg as id } from './url';

export const statisticsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** A player's record over their finished games (any account, a deleted one included). */
    getPlayerStatistics: build.query<PlayerStatistics, string>({
      query: (userId) => `/users/${id(userId)}/statistiques`,
      providesTags: (_result, _error, userId) => [{ type: 'Statistics', id: userId }],
    }),
    /** Hidden (`faits_marquants: null`) exactly when the ranking is: it refreshes with the ranking. */
    getTournamentHighlights: build.query<TournamentHighlightsResponse, string>({
      query: (tournamentId) => `/tournois/${id(tournamentId)}/faits-marquants`,
      providesTags: (_result, _error, tournamentId) => [
        { type: 'Ranking', id: tournamentId },
        { type: 'Highlights', id: tournamentId },
      ],
    }),
  }),
});

export const { useGetPlayerStatisticsQuery, useGetTournamentHighlightsQuery } = statisticsApi;
