import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { DEFAULT_REQUEST_TIMEOUT_MS, getErrorMessage, setApiBaseUrl, setRequestTimeoutMs } from '../src';
import { gamesApi } from '../src/endpoints/games';
import { sendJson, startLocalServer } from './local-server';
import { disposeStores, localUser, makeTestStore } from './store';

/** A server that answers game g-lent after 10 s (a stalled venue Wi-Fi) and the others at once. */
let server: Awaited<ReturnType<typeof startLocalServer>>;

beforeAll(async () => {
  server = await startLocalServer((request, response) => {
    const id = request.url.split('/').pop();
    sendJson(response, 200, { id }, id === 'g-lent' ? 10_000 : 0);
  });
  setApiBaseUrl(`${server.url}/api`);
  setRequestTimeoutMs(1500);
});
afterAll(async () => {
  setRequestTimeoutMs(DEFAULT_REQUEST_TIMEOUT_MS);
  await server.close();
});
afterEach(disposeStores);

describe('request time-out', () => {
  it('is 15 s by default, above a slow proxy’s 10 s', () => {
    expect(DEFAULT_REQUEST_TIMEOUT_MS).toBe(15_000);
  });

  it('ends a stalled request with TIMEOUT_ERROR instead of waiting for ever, others unaffected', async () => {
    const { store } = makeTestStore({ user: localUser, token: 'jeton' });
    const started = Date.now();
    const [slow, quick] = await Promise.all([
      store.dispatch(gamesApi.endpoints.getGame.initiate('g-lent', { subscribe: false })),
      store.dispatch(gamesApi.endpoints.getGame.initiate('g-vite', { subscribe: false })),
    ]);
    expect(Date.now() - started).toBeLessThan(8000);
    expect(slow.error).toMatchObject({ status: 'TIMEOUT_ERROR' });
    expect(getErrorMessage(slow.error, 'Impossible de charger la partie.')).toBe(
      'Impossible de charger la partie.',
    );
    expect(quick.error).toBeUndefined();
    expect(quick.data).toMatchObject({ id: 'g-vite' });
  });
});
