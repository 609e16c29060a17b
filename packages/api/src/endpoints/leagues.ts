/**
 * Leagues, their members and seasons, and a season's standings: `@mj/api/leagues`, apart from the
 * package's index so that only the pages that use them load them.
 */
import type { UserId } from '@mj/domain';
import { api, LIST } from '../api';
import type {
  CreateSeasonRequest,
  EditSeasonRequest,
  InvitationResponse,
  League,
  LeagueJoinResponse,
  Season,
  SeasonStandings,
} from '../types';
import { seg as id } from './url';

/** A league's seasons (one tag type for leagues and their seasons keeps the first load's tag list short). */
const seasonsTag = (leagueId: string) => ({ type: 'League' as const, id: `saisons-${leagueId}` });

const standingsTag = (seasonId: string) => ({ type: 'League' as const, id: `classement-${seasonId}` });

const leagueTags = (leagueId: string) => [
  { type: 'League' as const, id: leagueId },
  { type: 'League' as const, id: LIST },
];

export const leaguesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLeagues: build.query<League[], void>({
      query: () => '/ligues',
      providesTags: [{ type: 'League', id: LIST }],
    }),
    getLeague: build.query<League, string>({
      query: (leagueId) => `/ligues/${id(leagueId)}`,
      providesTags: (_result, _error, leagueId) => [{ type: 'League', id: leagueId }],
    }),
    createLeague: build.mutation<League, { nom: string }>({
      query: (body) => ({ url: '/ligues', method: 'POST', body }),
      invalidatesTags: [{ type: 'League', id: LIST }],
    }),
    renameLeague: build.mutation<League, { leagueId: string; nom: string }>({
      query: ({ leagueId, nom }) => ({ url: `/ligues/${id(leagueId)}`, method: 'PATCH', body: { nom } }),
      invalidatesTags: (_result, _error, { leagueId }) => leagueTags(leagueId),
    }),
    /** Adds (`member: true`) or removes a member; a member removing themself leaves the league. */
    setLeagueMember: build.mutation<null, { leagueId: string; userId: UserId; member: boolean }>({
      query: ({ leagueId, userId, member }) => ({
        url: `/ligues/${id(leagueId)}/membres/${id(userId)}`,
        method: member ? 'PUT' : 'DELETE',
      }),
      invalidatesTags: (_result, _error, { leagueId }) => leagueTags(leagueId),
    }),
    setLeagueAdmin: build.mutation<null, { leagueId: string; userId: UserId; admin: boolean }>({
      query: ({ leagueId, userId, admin }) => ({
        url: `/ligues/${id(leagueId)}/admins/${id(userId)}`,
        method: admin ? 'PUT' : 'DELETE',
      }),
      invalidatesTags: (_result, _error, { leagueId }) => [{ type: 'League', id: leagueId }],
    }),
    newLeagueInvitation: build.mutation<InvitationResponse, string>({
      query: (leagueId) => ({ url: `/ligues/${id(leagueId)}/invitation`, method: 'PUT' }),
    }),
    joinLeague: build.mutation<LeagueJoinResponse, string>({
      query: (jeton) => ({ url: `/ligues/rejoindre/${id(jeton)}`, method: 'POST' }),
      invalidatesTags: (result) => (result ? leagueTags(result.ligue_id) : []),
    }),
    getSeasons: build.query<Season[], string>({
      query: (leagueId) => `/ligues/${id(leagueId)}/saisons`,
      providesTags: (_result, _error, leagueId) => [seasonsTag(leagueId)],
    }),
    createSeason: build.mutation<Season, { leagueId: string } & CreateSeasonRequest>({
      query: ({ leagueId, ...body }) => ({ url: `/ligues/${id(leagueId)}/saisons`, method: 'POST', body }),
      invalidatesTags: (_result, _error, { leagueId }) => [seasonsTag(leagueId)],
    }),
    editSeason: build.mutation<Season, { seasonId: string; leagueId: string } & EditSeasonRequest>({
      query: ({ seasonId, leagueId: _leagueId, ...body }) => ({
        url: `/saisons/${id(seasonId)}`,
        method: 'PATCH',
        body,
      }),
      invalidatesTags: (_result, _error, { seasonId, leagueId }) => [
        seasonsTag(leagueId),
        standingsTag(seasonId),
      ],
    }),
    deleteSeason: build.mutation<null, { seasonId: string; leagueId: string }>({
      query: ({ seasonId }) => ({ url: `/saisons/${id(seasonId)}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, { leagueId }) => [seasonsTag(leagueId)],
    }),
    /**
     * Computed from the games at every read: a game's change does not name its seasons, so the pages
     * read the standings again whenever they show them (`refetchOnMountOrArgChange`).
     */
    getStandings: build.query<SeasonStandings, string>({
      query: (seasonId) => `/saisons/${id(seasonId)}/classement`,
      providesTags: (_result, _error, seasonId) => [standingsTag(seasonId)],
    }),
    /** The standings as CSV or XLSX, an object URL for the browser to save (revoked by the caller). */
    downloadStandings: build.mutation<string, { seasonId: string; format: 'csv' | 'xlsx' }>({
      query: ({ seasonId, format }) => ({
        url: `/saisons/${id(seasonId)}/export?format=${format}`,
        responseHandler: async (response: Response) =>
          response.ok ? URL.createObjectURL(await response.blob()) : response.json(),
      }),
    }),
  }),
});

export const {
  useGetLeaguesQuery,
  useGetLeagueQuery,
  useCreateLeagueMutation,
  useRenameLeagueMutation,
  useSetLeagueMemberMutation,
  useSetLeagueAdminMutation,
  useNewLeagueInvitationMutation,
  useJoinLeagueMutation,
  useGetSeasonsQuery,
  useCreateSeasonMutation,
  useEditSeasonMutation,
  useDeleteSeasonMutation,
  useGetStandingsQuery,
  useDownloadStandingsMutation,
} = leaguesApi;
