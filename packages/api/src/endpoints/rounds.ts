import type { RoundPayload } from '@mj/domain';
import { api } from '../api';
import { newIdempotencyKey } from '../idempotency';

/** The round post's key comes with the rounds' endpoints, not with the first page's API code. */
export { newIdempotencyKey };
import type {
  AddRoundResponse,
  CorrectRoundBody,
  CorrectRoundResponse,
  Game,
  RoundsResponse,
  UndoRoundResponse,
} from '../types';
import { gamesApi } from './games';
import { gameChangedTags } from './tags';
import { seg as id } from './url';

export interface AddRoundArgs {
  gameId: string;
  round: RoundPayload;
  /** The number of rounds the client has seen; the server refuses (409) when another was recorded since. */
  index: number;
  /**
   * The key of this logical attempt (see `newIdempotencyKey`). Pass the same key when retrying the same
   * round after a failure; without one, each call is its own attempt and gets a fresh random key.
   */
  idempotencyKey?: string;
}

/** A past round (`index` from 0, as in the history), with the number of rounds the client has seen. */
export interface PastRoundArgs {
  gameId: string;
  index: number;
  nbTours: number;
}

export interface CorrectRoundArgs extends PastRoundArgs {
  round: RoundPayload;
}

/**
 * A round write answers with the game as it now is: it goes straight into the game's cache, so the board
 * shows the new scores when the answer arrives instead of after a second request (GET /parties/{id}).
 * The other views of the game are still refetched; on failure the game is too (a 409 means it changed).
 */
function changedTagsAfterWrite(gameId: string, result: { partie: Game } | undefined) {
  const tags = gameChangedTags(gameId, result?.partie.tournois_id);
  return result ? tags.filter((tag) => !(tag.type === 'Game' && tag.id === gameId)) : tags;
}

async function cacheReturnedGame(
  gameId: string,
  {
    dispatch,
    queryFulfilled,
  }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<{ data: { partie: Game } }> },
) {
  try {
    const { data } = await queryFulfilled;
    dispatch(gamesApi.util.upsertQueryData('getGame', gameId, data.partie));
  } catch {
    // the failure is the caller's to show; the game is refetched (changedTagsAfterWrite)
  }
}

export const roundsApi = api.injectEndpoints({
  endpoints: (build) => ({
    addRound: build.mutation<AddRoundResponse, AddRoundArgs>({
      query: ({ gameId, round, index, idempotencyKey }) => ({
        url: `/parties/tours/${id(gameId)}`,
        method: 'POST',
        body: { ...round, index },
        headers: { 'Idempotency-Key': idempotencyKey ?? newIdempotencyKey() },
      }),
      // On failure too: a 409 (stale index, finished game) means the client's copy must be reloaded.
      invalidatesTags: (result, _error, { gameId }) => changedTagsAfterWrite(gameId, result),
      onQueryStarted: ({ gameId }, api) => cacheReturnedGame(gameId, api),
    }),
    undoLastRound: build.mutation<UndoRoundResponse, string>({
      query: (gameId) => ({ url: `/parties/tours/${id(gameId)}/last`, method: 'DELETE' }),
      invalidatesTags: (result, _error, gameId) => changedTagsAfterWrite(gameId, result),
      onQueryStarted: (gameId, api) => cacheReturnedGame(gameId, api),
    }),
    correctRound: build.mutation<CorrectRoundResponse, CorrectRoundArgs>({
      query: ({ gameId, index, nbTours, round }) => ({
        url: `/parties/tours/${id(gameId)}/${index}`,
        method: 'PUT',
        body: { ...round, nb_tours: nbTours } satisfies CorrectRoundBody,
      }),
      invalidatesTags: (result, _error, { gameId }) => changedTagsAfterWrite(gameId, result),
      onQueryStarted: ({ gameId }, api) => cacheReturnedGame(gameId, api),
    }),
    deleteRound: build.mutation<UndoRoundResponse, PastRoundArgs>({
      query: ({ gameId, index, nbTours }) => ({
        url: `/parties/tours/${id(gameId)}/${index}?nb_tours=${nbTours}`,
        method: 'DELETE',
      }),
      invalidatesTags: (result, _error, { gameId }) => changedTagsAfterWrite(gameId, result),
      onQueryStarted: ({ gameId }, api) => cacheReturnedGame(gameId, api),
    }),
    getRounds: build.query<RoundsResponse, string>({
      query: (gameId) => `/parties/tours/${id(gameId)}/tours?compact=true`,
      providesTags: (_result, _error, gameId) => [{ type: 'Rounds', id: gameId }],
    }),
  }),
});

export const {
  useAddRoundMutation,
  useUndoLastRoundMutation,
  useCorrectRoundMutation,
  useDeleteRoundMutation,
  useGetRoundsQuery,
} = roundsApi;
