import { api } from '../api';
import type { CreatedId, CreateGameRequest, CreateManualGameRequest, Game } from '../types';
import { gameChangedTags, newGameTags } from './tags';
import { seg as id } from './url';

export const gamesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** A new running game; `joueurs` in seat order, dealer first. */
    createGame: build.mutation<CreatedId, CreateGameRequest>({
      query: (body) => ({ url: '/parties/', method: 'POST', body }),
      invalidatesTags: (_result, _error, body) => newGameTags(body, { finished: false }),
    }),
    getGame: build.query<Game, string>({
      query: (gameId) => `/parties/${id(gameId)}`,
      providesTags: (_result, _error, gameId) => [{ type: 'Game', id: gameId }],
    }),
    /** Finishing settles leftover sticks, so the tournament's ranking changes too. */
    finishGame: build.mutation<Game, string>({
      query: (gameId) => ({ url: `/parties/${id(gameId)}/finish`, method: 'POST' }),
      invalidatesTags: (result, _error, gameId) => gameChangedTags(gameId, result?.tournois_id),
    }),
    /** A finished game entered with its final scores (sum 120000). */
    createManualGame: build.mutation<CreatedId, CreateManualGameRequest>({
      query: (body) => ({ url: '/parties/manuelle', method: 'POST', body }),
      invalidatesTags: (_result, _error, body) => newGameTags(body, { finished: true }),
    }),
    /** Leaves (hides) a casual game someone else created: it goes from the caller's lists. */
    leaveGame: build.mutation<void, string>({
      query: (gameId) => ({ url: `/parties/${id(gameId)}/quitter`, method: 'POST' }),
      invalidatesTags: [{ type: 'MyGames' }],
    }),
  }),
});

export const {
  useCreateGameMutation,
  useGetGameQuery,
  useFinishGameMutation,
  useCreateManualGameMutation,
  useLeaveGameMutation,
} = gamesApi;
