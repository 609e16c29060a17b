/**
 * Officiating: a tournament's referees and penalties, a table's final scores, the validation of a sheet,
 * a game's journal.
 */
import type { UserId } from '@mj/domain';
import { api, LIST } from '../api';
import type { CreatePenaltyRequest, Game, JournalEntry, Penalty } from '../types';
import { gameChangedTags, type Tag } from './tags';
import { seg as id } from './url';

/** What a game's final scores or validation change: the game, its lists, its ranking, the penalties. */
const sheetTags = (game: Game | undefined, gameId: string): Tag[] => [
  ...gameChangedTags(gameId, game?.tournois_id),
  ...(game?.tournois_id ? [{ type: 'Penalties' as const, id: game.tournois_id }] : []),
  { type: 'Rondes' },
];

export const officiatingApi = api.injectEndpoints({
  endpoints: (build) => ({
    addReferee: build.mutation<void, { tournamentId: string; userId: UserId }>({
      query: ({ tournamentId, userId }) => ({
        url: `/tournois/${id(tournamentId)}/arbitres/${id(userId)}`,
        method: 'PUT',
      }),
      invalidatesTags: (_result, _error, { tournamentId }) => [
        { type: 'Tournament', id: tournamentId },
        { type: 'Tournaments', id: LIST },
      ],
    }),
    removeReferee: build.mutation<void, { tournamentId: string; userId: UserId }>({
      query: ({ tournamentId, userId }) => ({
        url: `/tournois/${id(tournamentId)}/arbitres/${id(userId)}`,
        method: 'DELETE',
      }),
      invalidatesTags: (_result, _error, { tournamentId }) => [
        { type: 'Tournament', id: tournamentId },
        { type: 'Tournaments', id: LIST },
      ],
    }),
    getPenalties: build.query<Penalty[], string>({
      query: (tournamentId) => `/tournois/${id(tournamentId)}/penalites`,
      providesTags: (_result, _error, tournamentId) => [{ type: 'Penalties', id: tournamentId }],
    }),
    createPenalty: build.mutation<Penalty, { tournamentId: string; penalty: CreatePenaltyRequest }>({
      query: ({ tournamentId, penalty }) => ({
        url: `/tournois/${id(tournamentId)}/penalites`,
        method: 'POST',
        body: penalty,
      }),
      invalidatesTags: (_result, _error, { tournamentId }) => [
        { type: 'Penalties', id: tournamentId },
        { type: 'Ranking', id: tournamentId },
      ],
    }),
    removePenalty: build.mutation<void, { tournamentId: string; penaltyId: string }>({
      query: ({ tournamentId, penaltyId }) => ({
        url: `/tournois/${id(tournamentId)}/penalites/${id(penaltyId)}`,
        method: 'DELETE',
      }),
      invalidatesTags: (_result, _error, { tournamentId }) => [
        { type: 'Penalties', id: tournamentId },
        { type: 'Ranking', id: tournamentId },
      ],
    }),
    /** A table kept on paper: its game takes the final scores and is finished with them. */
    enterFinalScores: build.mutation<Game, { gameId: string; scores: Record<string, number | string> }>({
      query: ({ gameId, scores }) => ({
        url: `/parties/${id(gameId)}/scores-finaux`,
        method: 'PUT',
        body: { scores },
      }),
      invalidatesTags: (game, _error, { gameId }) => sheetTags(game, gameId),
    }),
    validateSheet: build.mutation<Game, string>({
      query: (gameId) => ({ url: `/parties/${id(gameId)}/validation`, method: 'POST' }),
      invalidatesTags: (game, _error, gameId) => sheetTags(game, gameId),
    }),
    /** Every write to the game: it changes with its rounds (their tag). */
    getJournal: build.query<JournalEntry[], string>({
      query: (gameId) => `/parties/${id(gameId)}/journal`,
      providesTags: (_result, _error, gameId) => [{ type: 'Rounds', id: gameId }],
    }),
  }),
});

export const {
  useAddRefereeMutation,
  useRemoveRefereeMutation,
  useGetPenaltiesQuery,
  useCreatePenaltyMutation,
  useRemovePenaltyMutation,
  useEnterFinalScoresMutation,
  useValidateSheetMutation,
  useGetJournalQuery,
} = officiatingApi;
