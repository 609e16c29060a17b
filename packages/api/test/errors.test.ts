import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { getErrorMessage, setApiBaseUrl } from '../src';
import { gamesApi } from '../src/endpoints/games';
import { sendJson, startLocalServer } from './local-server';
import { disposeStores, localUser, makeTestStore } from './store';

const FALLBACK = 'Impossible de charger la partie.';
let server: Awaited<ReturnType<typeof startLocalServer>>;

/** Each path answers with one error shape. */
beforeAll(async () => {
  server = await startLocalServer((request, response) => {
    if (request.url.endsWith('/detail')) return sendJson(response, 404, { detail: 'Partie introuvable.' });
    if (request.url.endsWith('/no-detail')) return sendJson(response, 500, { message: 'internal' });
    if (request.url.endsWith('/empty-detail')) return sendJson(response, 422, { detail: '' });
    response.writeHead(502, { 'Content-Type': 'text/html' });
    response.end('<html><body>Bad Gateway</body></html>');
  });
});
afterAll(() => server.close());
afterEach(disposeStores);

/** The error the real store yields for `GET /parties/{gameId}`. */
async function errorOf(gameId: string, baseUrl = `${server.url}/api`) {
  setApiBaseUrl(baseUrl);
  const { store } = makeTestStore({ user: localUser, token: 't' });
  const result = await store.dispatch(gamesApi.endpoints.getGame.initiate(gameId, { subscribe: false }));
  expect(result.isError).toBe(true);
  return result.error;
}

describe('getErrorMessage', () => {
  it("shows the server's detail when present", async () => {
    expect(getErrorMessage(await errorOf('detail'), FALLBACK)).toBe('Partie introuvable.');
  });

  it('falls back on a JSON body without detail, or with an empty one', async () => {
    expect(getErrorMessage(await errorOf('no-detail'), FALLBACK)).toBe(FALLBACK);
    expect(getErrorMessage(await errorOf('empty-detail'), FALLBACK)).toBe(FALLBACK);
  });

  it('falls back on a non-JSON body', async () => {
    const error = await errorOf('html');
    expect(error).toMatchObject({ status: 'PARSING_ERROR', originalStatus: 502 });
    expect(getErrorMessage(error, FALLBACK)).toBe(FALLBACK);
  });

  it('falls back on a network error', async () => {
    const closed = await startLocalServer(() => undefined);
    await closed.close();
    const error = await errorOf('detail', `${closed.url}/api`);
    expect(error).toMatchObject({ status: 'FETCH_ERROR' });
    expect(getErrorMessage(error, FALLBACK)).toBe(FALLBACK);
  });

  it('falls back on anything else (a thrown error, nothing, a detail that is not text)', () => {
    expect(getErrorMessage({ name: 'AbortError', message: 'Aborted' }, FALLBACK)).toBe(FALLBACK);
    expect(getErrorMessage(undefined, FALLBACK)).toBe(FALLBACK);
    expect(getErrorMessage(null, FALLBACK)).toBe(FALLBACK);
    expect(getErrorMessage({ status: 422, data: { detail: [{ msg: 'x' }] } }, FALLBACK)).toBe(FALLBACK);
    expect(getErrorMessage({ status: 409, data: null }, FALLBACK)).toBe(FALLBACK);
  });
});
