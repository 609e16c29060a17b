/**
 * Tournament formats, stages and teams: `@mj/api/formats`, apart from the package's index so that only the
 * tournament pages that edit them load them. A change shows up in the ranking and the tournament.
 */
import { api } from '../api';
import type { Stage, StageRequest, TeamsRequest, TeamsResponse } from '../types';
import { seg as id } from './url';

const formatsApi = api.enhanceEndpoints({ addTagTypes: ['Stages', 'Teams'] });

const rankingOf = (tournamentId: string) => [
  { type: 'Ranking' as const, id: tournamentId },
  { type: 'Rondes' as const, id: tournamentId },
];

export const formatEndpoints = formatsApi.injectEndpoints({
  endpoints: (build) => ({
    getStages: build.query<Stage[], string>({
      query: (tournamentId) => `/tournois/${id(tournamentId)}/phases`,
      providesTags: (_result, _error, tournamentId) => [{ type: 'Stages', id: tournamentId }],
    }),
    createStage: build.mutation<Stage, { tournamentId: string } & StageRequest>({
      query: ({ tournamentId, ...body }) => ({
        url: `/tournois/${id(tournamentId)}/phases`,
        method: 'POST',
        body,
      }),
      invalidatesTags: (_result, _error, { tournamentId }) => [
        { type: 'Stages', id: tournamentId },
        ...rankingOf(tournamentId),
      ],
    }),
    deleteStage: build.mutation<null, { tournamentId: string; numero: number }>({
      query: ({ tournamentId, numero }) => ({
        url: `/tournois/${id(tournamentId)}/phases/${numero}`,
        method: 'DELETE',
      }),
      invalidatesTags: (_result, _error, { tournamentId }) => [
        { type: 'Stages', id: tournamentId },
        ...rankingOf(tournamentId),
      ],
    }),
    getTeams: build.query<TeamsResponse, string>({
      query: (tournamentId) => `/tournois/${id(tournamentId)}/equipes`,
      providesTags: (_result, _error, tournamentId) => [{ type: 'Teams', id: tournamentId }],
    }),
    putTeams: build.mutation<TeamsResponse, { tournamentId: string } & TeamsRequest>({
      query: ({ tournamentId, ...body }) => ({
        url: `/tournois/${id(tournamentId)}/equipes`,
        method: 'PUT',
        body,
      }),
      invalidatesTags: (_result, _error, { tournamentId }) => [
        { type: 'Teams', id: tournamentId },
        ...rankingOf(tournamentId),
      ],
    }),
  }),
});

export const {
  useGetStagesQuery,
  useCreateStageMutation,
  useDeleteStageMutation,
  useGetTeamsQuery,
  usePutTeamsMutation,
} = formatEndpoints;
