import { getErrorMessage } from '@mj/api';
import { gamesApi } from '@mj/api/games';
import { roundsApi } from '@mj/api/rounds';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { OutboxItem, Refusal } from './items';
import type { SentAnswer } from './outbox-slice';

type Dispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

/** A failed request that may not have reached the server: the write stays in the outbox. */
export const isUnreachable = (failure: unknown): boolean => {
  const status = (failure as { status?: unknown } | null)?.status;
  return status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR';
};

/** The request of a write, through RTK Query (its answer updates the game's cache). */
function request(dispatch: Dispatch, { gameId, write }: OutboxItem) {
  switch (write.kind) {
    case 'round':
      return dispatch(
        roundsApi.endpoints.addRound.initiate({
          gameId,
          round: write.round,
          index: write.index,
          idempotencyKey: write.key,
        }),
      );
    case 'correction':
      return dispatch(
        roundsApi.endpoints.correctRound.initiate({
          gameId,
          index: write.index,
          nbTours: write.nbTours,
          round: write.round,
        }),
      );
    case 'deletion':
      return dispatch(
        roundsApi.endpoints.deleteRound.initiate({ gameId, index: write.index, nbTours: write.nbTours }),
      );
    case 'undo':
      return dispatch(roundsApi.endpoints.undoLastRound.initiate(gameId));
    case 'finish':
      return dispatch(gamesApi.endpoints.finishGame.initiate(gameId));
  }
}

const FALLBACK: Record<OutboxItem['write']['kind'], string> = {
  round: "Erreur lors de l'ajout du tour.",
  correction: 'Erreur lors de la modification.',
  deletion: 'Suppression impossible.',
  undo: "Erreur lors de l'annulation du dernier tour.",
  finish: 'Impossible de terminer la partie.',
};

/**
 * Sends one write, the one way every write reaches the server: its answer, 'unreachable' (it stays and
 * goes again later), or the server's refusal (it stays, stopped, until the table chooses).
 */
export async function sendItem(
  dispatch: Dispatch,
  item: OutboxItem,
): Promise<{ answer: SentAnswer } | 'unreachable' | { refusal: Refusal }> {
  const pending = request(dispatch, item);
  const result = await pending;
  pending.reset();
  if (!('error' in result)) {
    const data = result.data as object;
    return { answer: item.write.kind === 'finish' ? null : (data as SentAnswer) };
  }
  const failure = result.error;
  if (isUnreachable(failure)) return 'unreachable';
  const status = (failure as { status?: unknown }).status;
  // Finishing a game someone already finished: the table's wish is done.
  if (item.write.kind === 'finish' && status === 409) return { answer: null };
  return {
    refusal: {
      conflict: item.write.kind === 'round' && status === 409,
      message: getErrorMessage(failure, FALLBACK[item.write.kind]),
    },
  };
}
