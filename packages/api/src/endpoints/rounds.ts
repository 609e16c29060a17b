import type { RoundPayload } from '@mj/domain';
import { api } from '../api';
import { newIdempotencyKey } from '../idempotency';
import type { AddRoundResponse, RoundsResponse, UndoRoundResponse } from '../types';
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
      invalidatesTags: (result, _error, { partyId }) => gameChangedTags(partyId, result?.partie.tournois_id),
    }),
    undoLastRound: build.mutation<UndoRoundResponse, string>({
      query: (partyId) => ({ url: `/parties/tours/${id(partyId)}/last`, method: 'DELETE' }),
      invalidatesTags: (result, _error, partyId) => gameChangedTags(partyId, result?.partie.tournois_id),
    }),
    getRounds: build.query<RoundsResponse, string>({
      query: (partyId) => `/parties/tours/${id(partyId)}/tours?compact=true`,
      providesTags: (_result, _error, partyId) => [{ type: 'Rounds', id: partyId }],
    }),
  }),
});

export const { useAddRoundMutation, useUndoLastRoundMutation, useGetRoundsQuery } = roundsApi;
