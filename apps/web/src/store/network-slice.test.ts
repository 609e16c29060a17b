import { describe, expect, it } from '@jest/globals';
import { api } from '@mj/api';
// The endpoints these answers name, as a game's page has them.
import '@mj/api/games';
import '@mj/api/rounds';
import { formatKeptTime } from '../components/app-status';
import { makeTestStore } from '../test/render';
import { selectKeptSince, updateDownloaded, wentOffline, wentOnline } from './network-slice';

/** The action RTK Query dispatches when a query's answer arrives, with the HTTP answer's headers. */
function queryAnswered(queryCacheKey: string, headers: Record<string, string>) {
  return {
    type: `${api.reducerPath}/executeQuery/fulfilled`,
    payload: {},
    meta: {
      requestStatus: 'fulfilled',
      requestId: queryCacheKey,
      arg: { type: 'query', queryCacheKey, endpointName: 'getGame' },
      baseQueryMeta: { response: new Response(null, { headers }) },
    },
  };
}

const kept = (at: string) => ({ 'x-mj-hors-ligne': '1', 'x-mj-donnees-du': at });

describe('network slice', () => {
  it('follows the browser’s online and offline events and a downloaded update', () => {
    const store = makeTestStore();
    store.dispatch(wentOffline());
    expect(store.getState().network.online).toBe(false);
    store.dispatch(wentOnline());
    store.dispatch(updateDownloaded());
    expect(store.getState().network).toMatchObject({ online: true, updateReady: true });
  });

  it('dates the screen by its oldest kept answer, until fresh answers replace them', () => {
    const store = makeTestStore();
    store.dispatch(queryAnswered('getGame("p1")', kept('2026-11-22T13:05:00.000Z')));
    store.dispatch(queryAnswered('getRounds("p1")', kept('2026-11-22T12:40:00.000Z')));
    store.dispatch(queryAnswered('getMyGames(undefined)', {}));
    expect(selectKeptSince(store.getState())).toBe('2026-11-22T12:40:00.000Z');

    store.dispatch(queryAnswered('getRounds("p1")', { 'x-mj-donnees-du': '2026-11-22T14:00:00.000Z' }));
    expect(selectKeptSince(store.getState())).toBe('2026-11-22T13:05:00.000Z');
    store.dispatch(api.util.resetApiState());
    expect(selectKeptSince(store.getState())).toBeNull();
  });

  it('writes the time as « 22 nov., 14:05 »', () => {
    expect(formatKeptTime('2026-11-22T13:05:00.000Z', 'Europe/Paris')).toBe('22 nov., 14:05');
  });
});
