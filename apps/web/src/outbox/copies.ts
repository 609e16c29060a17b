import { createListenerMiddleware, isFulfilled, isRejected, type UnknownAction } from '@reduxjs/toolkit';
import { api } from '@mj/api';
import type { WithSession } from '../session/auth-slice';
import { copyShown, type WithNetwork } from '../store/network-slice';
import { outboxStarted } from './outbox-slice';
import type { DeviceStore } from './storage';

/**
 * The reads a table needs to go on offline: the game, its rounds, the players' pseudos, the tournament's
 * rondes (and so its clock). Each one is kept on the phone when read, and answers a later read that fails
 * for want of network: a game page opened once works offline after a reload, even when the service worker
 * was not there yet to keep anything.
 */
const KEPT = new Set(['getGame', 'getRounds', 'getUsers', 'getRondes']);

interface QueryMeta {
  arg?: { type?: string; endpointName?: string; originalArgs?: unknown; queryCacheKey?: string };
  condition?: boolean;
  baseQueryMeta?: { response?: { headers?: Headers } };
}

/** A read in RTK Query's cache, as far as the copies look at it. */
interface CachedRead {
  status?: string;
  endpointName?: string;
  originalArgs?: unknown;
  error?: unknown;
  data?: unknown;
  fulfilledTimeStamp?: number;
}

/** What the listener keeps of an answer: when it was received and the data. */
interface Copy {
  at: string;
  data: unknown;
}

const metaOf = (action: UnknownAction) => (action as { meta?: QueryMeta }).meta;

function keptQuery(action: UnknownAction) {
  const arg = metaOf(action)?.arg;
  if (!action.type.startsWith(`${api.reducerPath}/`) || arg?.type !== 'query') return null;
  if (!arg.endpointName || !KEPT.has(arg.endpointName) || !arg.queryCacheKey) return null;
  return { endpoint: arg.endpointName, args: arg.originalArgs, cacheKey: arg.queryCacheKey };
}

/** One user's copies are not another's: the key starts with the user. */
const copyKey = (user: string, cacheKey: string) => `${user} ${cacheKey}`;

const unreachable = (action: UnknownAction) => {
  const status = (action as { payload?: { status?: unknown } }).payload?.status;
  return status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR';
};

export function createCopiesListener(disk: DeviceStore) {
  const listener = createListenerMiddleware<WithSession & WithNetwork>();

  listener.startListening({
    predicate: (action) => isFulfilled(action) && keptQuery(action) !== null,
    effect: async (action, listenerApi) => {
      const query = keptQuery(action);
      const user = listenerApi.getState().auth.user?.user_id;
      // An answer the service worker gave back offline is an old copy already: not kept as new.
      if (!query || !user || metaOf(action)?.baseQueryMeta?.response?.headers?.get('x-mj-hors-ligne')) return;
      const copy: Copy = { at: new Date().toISOString(), data: (action as { payload?: unknown }).payload };
      await disk.keep(copyKey(user, query.cacheKey), copy).catch(() => undefined);
    },
  });

  type Api = Parameters<Parameters<typeof listener.startListening>[0]['effect']>[1];
  /** Answers a read that failed for want of network from the phone's copy, if it has one. */
  async function restore(listenerApi: Api, query: { endpoint: string; args: unknown; cacheKey: string }) {
    const user = listenerApi.getState().auth.user?.user_id;
    if (!user) return;
    const copy = (await disk.kept(copyKey(user, query.cacheKey)).catch(() => undefined)) as Copy | undefined;
    if (!copy || typeof copy.at !== 'string') return;
    listenerApi.dispatch(
      api.util.upsertQueryData(query.endpoint as never, query.args as never, copy.data as never) as never,
    );
    listenerApi.dispatch(copyShown({ queryCacheKey: query.cacheKey, at: copy.at }));
  }

  listener.startListening({
    predicate: (action) =>
      isRejected(action) && !metaOf(action)?.condition && unreachable(action) && keptQuery(action) !== null,
    effect: async (action, listenerApi) => {
      const query = keptQuery(action);
      if (query) await restore(listenerApi, query);
    },
  });

  // Reads made before these listeners were installed (the app's first moments): those that failed are
  // answered from the phone's copy, those the server answered are kept (not those answered offline).
  listener.startListening({
    actionCreator: outboxStarted,
    effect: async (_action, listenerApi) => {
      const state = listenerApi.getState();
      const user = state.auth.user?.user_id;
      const cache = (state as unknown as Record<string, { queries?: Record<string, CachedRead> }>)[
        api.reducerPath
      ];
      for (const [cacheKey, read] of Object.entries(cache?.queries ?? {})) {
        if (!read || !KEPT.has(read.endpointName ?? '')) continue;
        if (read.status === 'fulfilled' && user && !(cacheKey in state.network.keptSince)) {
          const at = new Date(read.fulfilledTimeStamp ?? Date.now()).toISOString();
          await disk
            .keep(copyKey(user, cacheKey), { at, data: read.data } satisfies Copy)
            .catch(() => undefined);
        } else if (
          read.status === 'rejected' &&
          unreachable({ type: '', payload: read.error } as UnknownAction)
        ) {
          await restore(listenerApi, { endpoint: read.endpointName!, args: read.originalArgs, cacheKey });
        }
      }
    },
  });

  return listener.middleware;
}

/**
 * The game as the page now holds it (a live event writes it in place, with no read to keep): kept as the
 * answer of its read.
 */
export const keepGameCopy = (disk: DeviceStore, user: string, gameId: string, game: unknown) =>
  disk
    .keep(copyKey(user, `getGame(${JSON.stringify(gameId)})`), {
      at: new Date().toISOString(),
      data: game,
    } satisfies Copy)
    .catch(() => undefined);
