import type { RoundPayload } from '@mj/domain';
import { api } from '../api';
import { newIdempotencyKey } from '../idempotency';
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
  partyId: string;
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
  partyId: string;
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
function changedTagsAfterWrite(partyId: string, result: { partie: Game } | undefined) {
  const tags = gameChangedTags(partyId, result?.partie.tournois_id);
  return result ? tags.filter((tag) => !(tag.type === 'Game' && tag.id === partyId)) : tags;
}

async function cacheReturnedGame(
  partyId: string,
  {
    dispatch,
    queryFulfilled,
  }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<{ data: { partie: Game } }> },
) {
  try {
    const { data } = await queryFulfilled;
    dispatch(gamesApi.util.upsertQueryData('getGame', partyId, data.partie));
  } catch {
    // the failure is the caller's to show; the game is refetched (changedTagsAfterWrite)
  }
}

export const roundsApi = api.injectEndpoints({
  endpoints: (build) => ({
    addRound: build.mutation<AddRoundResponse, AddRoundArgs>({
      query: ({ partyId, round, index, idempotencyKey }) => ({
        url: `/parties/tours/${id(partyId)}`,
        method: 'POST',
        body: { ...round, index },
        headers: { 'Idempotency-Key': idempotencyKey ?? newIdempotencyKey() },
      }),
      // On failure too: a 409 (stale index, finished game) means the client's copy must be reloaded.
      invalidatesTags: (result, _error, { partyId }) => changedTagsAfterWrite(partyId, result),
      onQueryStarted: ({ partyId }, api) => cacheReturnedGame(partyId, api),
    }),
    undoLastRound: build.mutation<UndoRoundResponse, string>({
      query: (partyId) => ({ url: `/parties/tours/${id(partyId)}/last`, method: 'DELETE' }),
      invalidatesTags: (result, _error, partyId) => changedTagsAfterWrite(partyId, result),
      onQueryStarted: (partyId, api) => cacheReturnedGame(partyId, api),
    }),
    correctRound: build.mutation<CorrectRoundResponse, CorrectRoundArgs>({
      query: ({ partyId, index, nbTours, round }) => ({
        url: `/parties/tours/${id(partyId)}/${index}`,
        method: 'PUT',
        body: { ...round, nb_tours: nbTours } satisfies CorrectRoundBody,
      }),
      invalidatesTags: (result, _error, { partyId }) => changedTagsAfterWrite(partyId, result),
      onQueryStarted: ({ partyId }, api) => cacheReturnedGame(partyId, api),
    }),
    deleteRound: build.mutation<UndoRoundResponse, PastRoundArgs>({
      query: ({ partyId, index, nbTours }) => ({
        url: `/parties/tours/${id(partyId)}/${index}?nb_tours=${nbTours}`,
        method: 'DELETE',
      }),
      invalidatesTags: (result, _error, { partyId }) => changedTagsAfterWrite(partyId, result),
      onQueryStarted: ({ partyId }, api) => cacheReturnedGame(partyId, api),
    }),
    getRounds: build.query<RoundsResponse, string>({
      query: (partyId) => `/parties/tours/${id(partyId)}/tours?compact=true`,
      providesTags: (_result, _error, partyId) => [{ type: 'Rounds', id: partyId }],
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
