import { addListener, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit';
import { newIdempotencyKey } from '@mj/api/rounds';
import { isRoundItem, onTopOf, type OutboxItem, type OutboxWrite } from './items';
import {
  itemQueued,
  itemRefused,
  itemsChanged,
  itemsDropped,
  itemSent,
  outboxOf,
  passEnded,
  selectWaitingFor,
  type Outcome,
  type WithOutbox,
} from './outbox-slice';
import { keepGameCopy } from './copies';
import { outboxReady } from './install';
import { storageProblem } from './items';
import type { DeviceStore } from './storage';

/** The thunks' extra argument carries the phone's storage (the same one the listener writes). */
export interface OutboxExtra {
  disk: DeviceStore;
}

type OutboxThunk<Result> = ThunkAction<Promise<Result>, WithOutbox, OutboxExtra, UnknownAction>;

/** The item under way for `id`, once the sender had its turn (a pass that ended leaves it waiting). */
const whenSettled =
  (id: string): ThunkAction<Promise<Outcome>, WithOutbox, OutboxExtra, UnknownAction> =>
  (dispatch) =>
    new Promise<Outcome>((resolve) => {
      const unsubscribe = dispatch(
        addListener({
          predicate: (action) =>
            itemSent.match(action) || itemRefused.match(action)
              ? action.payload.id === id
              : passEnded.match(action),
          effect: (action) => {
            unsubscribe();
            if (itemSent.match(action)) resolve({ status: 'sent', answer: action.payload.answer });
            else if (itemRefused.match(action))
              resolve({ status: 'refused', refusal: action.payload.refusal });
            else resolve({ status: 'waiting' });
          },
        }),
      ) as unknown as () => void;
    });

/**
 * Every write of a game goes this one way, online or not: kept on the phone first (on disk), then sent by
 * the outbox's listener. Resolves once the sender had its turn: sent (with the server's answer), waiting
 * (no network, or behind a stopped write), or refused. Rejects, in French, when the phone cannot keep it.
 */
export const submitWrite =
  (gameId: string, write: OutboxWrite): OutboxThunk<Outcome & { id: string }> =>
  async (dispatch, getState, { disk }) => {
    // A write in the app's first moments waits for the outbox to be in the store.
    await outboxReady;
    const { auth } = getState();
    const outbox = outboxOf(getState());
    if (!auth.user) throw new Error('Session expirée : reconnecte-toi pour enregistrer.');
    const last = outbox.items.at(-1)?.seq ?? 0;
    const item: OutboxItem = {
      id: write.kind === 'round' ? write.key : newIdempotencyKey(),
      gameId,
      user: auth.user.user_id,
      seq: Math.max(Date.now(), last + 1),
      write,
      refusal: null,
    };
    try {
      await disk.put(item);
    } catch (error) {
      throw new Error(storageProblem(error));
    }
    const settled = dispatch(whenSettled(item.id));
    dispatch(itemQueued(item));
    return { ...(await settled), id: item.id };
  };

/** The signed-in user's items of a game. */
const mineOf = (state: WithOutbox, gameId: string) => selectWaitingFor(gameId)(state);

async function drop(disk: DeviceStore, items: readonly OutboxItem[]) {
  for (const item of items) await disk.remove(item.id);
}

/** A write the server refused at once, while its form still holds it: it goes, the form says why. */
export const dropItem =
  (id: string): OutboxThunk<void> =>
  async (dispatch, getState, { disk }) => {
    const item = outboxOf(getState()).items.find((one) => one.id === id);
    if (!item) return;
    await drop(disk, [item]);
    dispatch(itemsDropped([id]));
  };

/** « C’est le même tour »: the stopped round is the one the server has; it goes, the others follow. */
export const sameRound =
  (gameId: string): OutboxThunk<void> =>
  async (dispatch, getState, { disk }) => {
    const first = mineOf(getState(), gameId)[0];
    if (!first) return;
    await drop(disk, [first]);
    dispatch(itemsDropped([first.id]));
  };

/** « C’est un autre tour »: ours go after the server's rounds, with new indexes and keys. */
export const anotherRound =
  (gameId: string, serverCount: number): OutboxThunk<void> =>
  async (dispatch, getState, { disk }) => {
    const changed = onTopOf(mineOf(getState(), gameId), serverCount, newIdempotencyKey);
    await disk.put(...changed);
    dispatch(itemsChanged(changed));
  };

/** After a refusal, the table tries the stopped write again. */
export const retrySending =
  (gameId: string): OutboxThunk<void> =>
  async (dispatch, getState, { disk }) => {
    const first = mineOf(getState(), gameId)[0];
    if (!first?.refusal) return;
    const cleared = { ...first, refusal: null };
    await disk.put(cleared);
    dispatch(itemsChanged([cleared]));
  };

/** The table gives up what waits for this game (a finished game, a refusal that cannot be fixed). */
export const dropWaiting =
  (gameId: string): OutboxThunk<void> =>
  async (dispatch, getState, { disk }) => {
    const mine = mineOf(getState(), gameId);
    await drop(disk, mine);
    dispatch(itemsDropped(mine.map((item) => item.id)));
  };

/** Undo on the outbox: the last waiting round goes, it never reaches the server. */
export const undoWaitingRound =
  (gameId: string): OutboxThunk<OutboxItem | null> =>
  async (dispatch, getState, { disk }) => {
    const state = getState();
    const last = mineOf(state, gameId).at(-1);
    if (!last || !isRoundItem(last) || outboxOf(state).sending === last.id) return null;
    await drop(disk, [last]);
    dispatch(itemsDropped([last.id]));
    return last;
  };

/** The game as the page holds it, kept on the phone for offline (a live event writes it with no read). */
export const keepGameOffline =
  (gameId: string, game: unknown): OutboxThunk<void> =>
  async (_dispatch, getState, { disk }) => {
    const user = getState().auth.user?.user_id;
    if (user) await keepGameCopy(disk, user, gameId, game);
  };
