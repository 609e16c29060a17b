import {
  createListenerMiddleware,
  type ListenerEffectAPI,
  type ThunkDispatch,
  type UnknownAction,
} from '@reduxjs/toolkit';
import { wentOnline, type WithNetwork } from '../store/network-slice';
import {
  itemQueued,
  itemRefused,
  itemsChanged,
  itemsDropped,
  itemSent,
  noticeDismissed,
  noticeShown,
  outboxLoaded,
  outboxStarted,
  passEnded,
  problemShown,
  retryDue,
  selectMyItems,
  selectOutboxNotice,
  sendingStarted,
  type WithOutbox,
} from './outbox-slice';
import { keptForNextSignIn, storageProblem, unreadableLabel } from './items';
import type { DeviceStore } from './storage';
import { nameUserForWorker } from './worker-user';

type State = WithOutbox & WithNetwork;
type Api = ListenerEffectAPI<State, ThunkDispatch<State, unknown, UnknownAction>>;

/** After a write did not reach the server while the browser says online: first soon, then at this pace. */
export const FIRST_RETRY_MS = 1000;
export const RETRY_MS = 10_000;

/**
 * The outbox's listener, one per store: it reads the stored items once, then sends the signed-in user's
 * items in order, game by game, whenever something may go (an item queued or changed, the network back,
 * a sign-in), one pass at a time. A write that did not reach the server is tried again on a timer; a
 * refusal stops its game until the table chooses (never retried by itself). Another user's items stay.
 */
export function createOutboxListener(disk: DeviceStore) {
  const listener = createListenerMiddleware<State>();
  let loading: Promise<void> | null = null;
  let running = false;
  let again = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;

  const report = (api: Api, error: unknown) => {
    console.warn('Outbox : stockage', error);
    api.dispatch(problemShown(storageProblem(error)));
  };

  /**
   * The stored items, once. Each is sent only for its own user: items an older version kept without one
   * (storage.ts, moveFormerLists) are never sent for whoever signs in next.
   */
  const load = (api: Api) =>
    (loading ??= (async () => {
      let stored: Awaited<ReturnType<DeviceStore['items']>>;
      try {
        stored = await disk.items();
      } catch (error) {
        console.warn('Outbox : lecture', error);
        api.dispatch(outboxLoaded({ items: [], problem: storageProblem(error) }));
        return;
      }
      const { items, unreadable } = stored;
      api.dispatch(outboxLoaded({ items, problem: unreadable > 0 ? unreadableLabel(unreadable) : null }));
    })());

  async function passOnce(api: Api) {
    clearTimeout(retry);
    await load(api);
    const parties = [...new Set(selectMyItems(api.getState()).map((item) => item.gameId))];
    for (const gameId of parties) {
      for (;;) {
        const state = api.getState();
        if (!state.network.online) return;
        const first = selectMyItems(state).find((item) => item.gameId === gameId);
        if (!first || first.refusal) break;
        api.dispatch(sendingStarted(first.id));
        // The sending code loads with the first write to send, not with the app's first page.
        const { sendItem } = await import('./send');
        const sent = await sendItem(api.dispatch, first);
        if (sent === 'unreachable') {
          failures += 1;
          retry = setTimeout(() => api.dispatch(retryDue()), failures === 1 ? FIRST_RETRY_MS : RETRY_MS);
          return;
        }
        failures = 0;
        if ('refusal' in sent) {
          await disk.put({ ...first, refusal: sent.refusal }).catch((error: unknown) => report(api, error));
          api.dispatch(itemRefused({ id: first.id, refusal: sent.refusal }));
          break;
        }
        // Gone from the disk before the state: a reload in between resends it, which its key makes harmless.
        await disk.remove(first.id).catch((error: unknown) => report(api, error));
        api.dispatch(itemSent({ id: first.id, answer: sent.answer }));
      }
    }
  }

  /** One pass at a time; a call during a pass makes it go round once more. */
  async function pump(api: Api) {
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      do {
        again = false;
        await passOnce(api);
      } while (again);
    } catch (error) {
      console.warn('Outbox : envoi interrompu', error);
    } finally {
      running = false;
      api.dispatch(passEnded());
    }
  }

  listener.startListening({
    predicate: (action, state, before) =>
      outboxStarted.match(action) ||
      itemQueued.match(action) ||
      itemsChanged.match(action) ||
      itemsDropped.match(action) ||
      retryDue.match(action) ||
      wentOnline.match(action) ||
      (state.auth.user !== null && state.auth.user.user_id !== before.auth.user?.user_id),
    effect: (_action, api) => pump(api),
  });

  // The service worker keeps answers in the signed-in user's own cache: it is told who that is.
  listener.startListening({
    predicate: (action, state, before) =>
      state.auth.user !== null &&
      (outboxStarted.match(action) || state.auth.user.user_id !== before.auth.user?.user_id),
    effect: (_action, api) => {
      const user = api.getState().auth.user;
      if (user) void nameUserForWorker(user.user_id).catch(() => undefined);
    },
  });

  // Signing out (or a session that expired) keeps the user's waiting writes for their next sign-in, and
  // says so.
  listener.startListening({
    predicate: (_action, state, before) => before.auth.user !== null && state.auth.user === null,
    effect: (_action, api) => {
      const before = api.getOriginalState();
      const mine = selectMyItems(before);
      if (before.auth.user && mine.length > 0) api.dispatch(noticeShown(keptForNextSignIn(mine)));
    },
  });

  // That word is for the one who signed out: on a shared phone, the next person to sign in never reads it.
  listener.startListening({
    predicate: (_action, state, before) => before.auth.user === null && state.auth.user !== null,
    effect: (_action, api) => {
      if (selectOutboxNotice(api.getState()) !== null) api.dispatch(noticeDismissed());
    },
  });

  return listener.middleware;
}
