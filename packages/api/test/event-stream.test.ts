/**
 * The event-stream reader (live/event-stream.ts): parsing, refusal by the real server, and the
 * reconnection loop against a local server that refuses, ends and holds streams on cue.
 */
import type { ServerResponse } from 'node:http';
import { afterEach, describe, expect, it } from '@jest/globals';
import { getApiBaseUrl } from '../src';
import {
  keepConnected,
  parseEventBlock,
  readEventStream,
  reconnectDelay,
  RECONNECT_DELAYS,
  StreamRefused,
  type ServerEvent,
} from '../src/live/event-stream';
import { sendJson, startLocalServer } from './local-server';
import { signUp, uniquePseudo, useRealServer } from './real-server';

function openStream(response: ServerResponse) {
  response.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store' });
}

let local: Awaited<ReturnType<typeof startLocalServer>> | undefined;
afterEach(async () => {
  await local?.close();
  local = undefined;
});

describe('parseEventBlock', () => {
  it('reads the event name and its JSON data, joining data lines', () => {
    expect(parseEventBlock('event: partie\ndata: {"id":"g-1",\ndata: "nb_tours":2}')).toEqual({
      event: 'partie',
      data: { id: 'g-1', nb_tours: 2 },
    });
    // A block without a name is a « message »; the space after the colon is optional.
    expect(parseEventBlock('data:"sans espace"')).toEqual({ event: 'message', data: 'sans espace' });
    expect(parseEventBlock('event: tournoi\r\ndata: {"raison":"partie"}')).toEqual({
      event: 'tournoi',
      data: { raison: 'partie' },
    });
  });

  it('reads the block’s id, the state the event brings the reader to', () => {
    expect(parseEventBlock('id: etat-7\nevent: tournoi\ndata: {}')).toEqual({
      event: 'tournoi',
      data: {},
      id: 'etat-7',
    });
  });

  it('gives nothing for a comment, a block without data or data that is not JSON', () => {
    expect(parseEventBlock(': ping')).toBeUndefined();
    expect(parseEventBlock('event: partie')).toBeUndefined();
    expect(parseEventBlock('event: partie\ndata: {pas du json')).toBeUndefined();
  });
});

describe('reconnectDelay', () => {
  it('doubles from 1 s to 30 s, each with up to half of it at random', () => {
    expect(reconnectDelay(0, RECONNECT_DELAYS, () => 0)).toBe(500);
    expect(reconnectDelay(0, RECONNECT_DELAYS, () => 1)).toBe(1000);
    expect(reconnectDelay(3, RECONNECT_DELAYS, () => 1)).toBe(8000);
    // 2^5 s would be 32 s: capped at 30 s, three quarters of it with random 0.5.
    expect(reconnectDelay(5, RECONNECT_DELAYS, () => 0.5)).toBe(22_500);
  });
});

describe('readEventStream', () => {
  it('is refused with the real server’s status for a game the reader may not see', async () => {
    useRealServer();
    const reader = await signUp(uniquePseudo('Flux'));
    const attempt = readEventStream({
      url: `${getApiBaseUrl()}/parties/partie-inconnue/evenements`,
      token: reader.store.getState().auth.token,
      signal: new AbortController().signal,
      onOpen: () => undefined,
      onEvent: () => undefined,
    });
    await expect(attempt).rejects.toBeInstanceOf(StreamRefused);
    await expect(attempt).rejects.toMatchObject({ status: 404 });
  });

  it('reads events split across chunks, skips pings, sends the bearer and ends with the stream', async () => {
    local = await startLocalServer((_request, response) => {
      openStream(response);
      response.write('event: partie\nda');
      setTimeout(() => response.write('ta: {"nb_tours":1}\n\n: ping\n\n'), 10);
      setTimeout(() => response.end('event: supprimee\ndata: {"id":"g-1"}\n\n'), 20);
    });
    const events: ServerEvent[] = [];
    let opened = 0;
    await readEventStream({
      url: local.url,
      token: 'jeton',
      signal: new AbortController().signal,
      onOpen: () => (opened += 1),
      onEvent: (event) => events.push(event),
    });
    expect(opened).toBe(1);
    expect(events).toEqual([
      { event: 'partie', data: { nb_tours: 1 } },
      { event: 'supprimee', data: { id: 'g-1' } },
    ]);
    expect(local.seen[0]?.headers).toMatchObject({
      accept: 'text/event-stream',
      authorization: 'Bearer jeton',
    });
  });

  it('tells the comment lines to whoever asks, in order with the events', async () => {
    local = await startLocalServer((_request, response) => {
      openStream(response);
      response.end(': ping\n\nevent: ecran\ndata: 1\n\n: rattrapage\n\nevent: ecran\ndata: 2\n\n');
    });
    const heard: string[] = [];
    await readEventStream({
      url: local.url,
      token: null,
      signal: new AbortController().signal,
      onOpen: () => undefined,
      onEvent: (event) => heard.push(`${event.event} ${String(event.data)}`),
      onComment: (text) => heard.push(`: ${text}`),
    });
    expect(heard).toEqual([': ping', 'ecran 1', ': rattrapage', 'ecran 2']);
  });
});

describe('keepConnected', () => {
  it('reconnects after a refusal and after the stream ends, with the token of the moment, until aborted', async () => {
    const controller = new AbortController();
    const connected: boolean[] = [];
    const events: ServerEvent[] = [];
    let answered = 0;
    let held: ServerResponse | undefined;
    local = await startLocalServer((_request, response) => {
      answered += 1;
      if (answered === 1) return sendJson(response, 503, { detail: 'Service indisponible.' });
      openStream(response);
      if (answered === 2) return response.end('event: partie\ndata: {"nb_tours":0}\n\n');
      // The third stream stays open: the reader is live until the page leaves.
      held = response;
      response.write('event: partie\ndata: {"nb_tours":1}\n\n');
    });
    let token = 0;
    const running = keepConnected({
      url: local.url,
      token: () => `jeton-${(token += 1)}`,
      signal: controller.signal,
      onEvent: (event) => {
        events.push(event);
        if (events.length === 2) controller.abort();
      },
      onConnected: (up) => connected.push(up),
      delays: { firstMs: 10, maxMs: 40 },
    });
    await running;
    expect(held).toBeDefined();
    // Down after the refusal, up, down when the stream ended, up again; nothing after the abort.
    expect(connected).toEqual([false, true, false, true]);
    expect(events.map((event) => event.data)).toEqual([{ nb_tours: 0 }, { nb_tours: 1 }]);
    expect(local.seen.map((request) => request.headers.authorization)).toEqual([
      'Bearer jeton-1',
      'Bearer jeton-2',
      'Bearer jeton-3',
    ]);
  });

  /** A server that always refuses, and a reader that leaves when `leave` says, once down. */
  async function expectStopsWhileDown(leave: (abort: () => void) => void) {
    const controller = new AbortController();
    local = await startLocalServer((_request, response) => sendJson(response, 503, {}));
    const connected: boolean[] = [];
    await keepConnected({
      url: local.url,
      token: () => null,
      signal: controller.signal,
      onEvent: () => undefined,
      onConnected: (up) => {
        connected.push(up);
        leave(() => controller.abort());
      },
      // A minute before the next attempt: the test would time out if the wait were not cut short.
      delays: { firstMs: 60_000, maxMs: 60_000 },
    });
    expect(connected).toEqual([false]);
    expect(local.seen).toHaveLength(1);
    expect(local.seen[0]?.headers.authorization).toBeUndefined();
  }

  it('stops waiting between attempts as soon as it is aborted', async () => {
    await expectStopsWhileDown((abort) => setTimeout(abort, 20));
  });

  it('does not wait at all when aborted as it goes down (say, the page leaves on that very update)', async () => {
    await expectStopsWhileDown((abort) => abort());
  });
});
