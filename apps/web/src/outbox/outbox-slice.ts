import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AddRoundResponse, CorrectRoundResponse, UndoRoundResponse } from '@mj/api';
import type { WithSession } from '../session/auth-slice';
import type { OutboxItem, Refusal } from './items';

/** The server's answer to a sent write (none for a finish): the page shows what it changed. */
export type SentAnswer = AddRoundResponse | CorrectRoundResponse | UndoRoundResponse | null;

/** What became of a submitted write once the sender had its turn. */
export type Outcome =
  { status: 'sent'; answer: SentAnswer } | { status: 'waiting' } | { status: 'refused'; refusal: Refusal };

/**
 * The outbox's state, the one copy the app reads (IndexedDB is its disk, written by the listener before
 * anything is sent): every user's waiting writes in the phone's order.
 */
export interface OutboxState {
  /** The stored items were read at start (until then, « Mes parties » says nothing waits). */
  loaded: boolean;
  items: OutboxItem[];
  /** The item being sent now. */
  sending: string | null;
  /** A storage failure or unreadable records, in French, until dismissed. */
  problem: string | null;
  /** Said after a sign-out that left writes waiting (they stay for that user). */
  notice: string | null;
}

export const initialOutboxState: OutboxState = {
  loaded: false,
  items: [],
  sending: null,
  problem: null,
  notice: null,
};

const outboxSlice = createSlice({
  name: 'outbox',
  initialState: initialOutboxState,
  reducers: {
    /** The app starts: the listener reads the stored items. */
    outboxStarted() {},
    outboxLoaded(state, action: PayloadAction<{ items: OutboxItem[]; problem: string | null }>) {
      const known = new Set(state.items.map((item) => item.id));
      // Items queued before the read ended are already here; the stored ones go before them.
      state.items = [...action.payload.items.filter((item) => !known.has(item.id)), ...state.items];
      state.loaded = true;
      state.problem = action.payload.problem ?? state.problem;
    },
    itemQueued(state, action: PayloadAction<OutboxItem>) {
      state.items.push(action.payload);
    },
    /** Items changed by the table's choice (another round: new indexes and keys; retry: refusal cleared). */
    itemsChanged(state, action: PayloadAction<OutboxItem[]>) {
      const changed = new Map(action.payload.map((item) => [item.id, item]));
      state.items = state.items.map((item) => changed.get(item.id) ?? item);
    },
    itemsDropped(state, action: PayloadAction<string[]>) {
      const dropped = new Set(action.payload);
      state.items = state.items.filter((item) => !dropped.has(item.id));
    },
    sendingStarted(state, action: PayloadAction<string | null>) {
      state.sending = action.payload;
    },
    itemSent(state, action: PayloadAction<{ id: string; answer: SentAnswer }>) {
      state.items = state.items.filter((item) => item.id !== action.payload.id);
      state.sending = null;
    },
    itemRefused(state, action: PayloadAction<{ id: string; refusal: Refusal }>) {
      const item = state.items.find((one) => one.id === action.payload.id);
      if (item) item.refusal = action.payload.refusal;
      state.sending = null;
    },
    /** Time to try again a write that did not reach the server. */
    retryDue() {},
    /** A sending pass ended: every submitted write still here waits (no network, or behind a refusal). */
    passEnded(state) {
      state.sending = null;
    },
    problemShown(state, action: PayloadAction<string>) {
      state.problem = action.payload;
    },
    problemDismissed(state) {
      state.problem = null;
    },
    noticeShown(state, action: PayloadAction<string>) {
      state.notice = action.payload;
    },
    noticeDismissed(state) {
      state.notice = null;
    },
  },
});

export const {
  outboxStarted,
  outboxLoaded,
  itemQueued,
  itemsChanged,
  itemsDropped,
  sendingStarted,
  itemSent,
  itemRefused,
  passEnded,
  retryDue,
  problemShown,
  problemDismissed,
  noticeShown,
  noticeDismissed,
} = outboxSlice.actions;
export const outboxReducer = outboxSlice.reducer;
export { outboxSlice };

/** The store gets the outbox a moment after its start (outbox/install.ts): until then, nothing waits. */
export interface WithOutbox extends WithSession {
  outbox?: OutboxState;
}

/** The outbox's state, the initial one until the slice is in the store. */
export const outboxOf = (state: WithOutbox): OutboxState => state.outbox ?? initialOutboxState;

const selectItems = (state: WithOutbox) => outboxOf(state).items;
const selectUserId = (state: WithOutbox) => state.auth.user?.user_id ?? null;

/** The signed-in user's items: the only ones shown and sent. */
export const selectMyItems = createSelector([selectItems, selectUserId], (items, user) =>
  items.filter((item) => item.user === user),
);

/** The signed-in user's items of one game, oldest first (a stable empty list when none). */
const NONE: OutboxItem[] = [];
export const selectWaitingFor = (gameId: string) =>
  createSelector([selectMyItems], (items) => {
    const mine = items.filter((item) => item.gameId === gameId);
    return mine.length === 0 ? NONE : mine;
  });

/** What a game has in this phone's outbox, on « Mes parties ». */
export interface WaitingGame {
  /** Rounds waiting (a waiting finish is not one). */
  rounds: number;
  /** The end of the game, entered without network, waits too. */
  finish: boolean;
  /** The server stopped the sending (a 409 or a refusal): the table must open the game to go on. */
  blocked: boolean;
}

export const selectWaitingGames = createSelector([selectMyItems], (items) => {
  const games = new Map<string, WaitingGame>();
  for (const item of items) {
    const game = games.get(item.gameId) ?? { rounds: 0, finish: false, blocked: false };
    // The first item of a game is the one sent next: a refusal on it stops the game's sending.
    if (!games.has(item.gameId)) game.blocked = item.refusal !== null;
    if (item.write.kind === 'round') game.rounds += 1;
    if (item.write.kind === 'finish') game.finish = true;
    games.set(item.gameId, game);
  }
  return games as ReadonlyMap<string, WaitingGame>;
});

export const selectSendingId = (state: WithOutbox) => outboxOf(state).sending;
export const selectOutboxProblem = (state: WithOutbox) => outboxOf(state).problem;
export const selectOutboxNotice = (state: WithOutbox) => outboxOf(state).notice;
