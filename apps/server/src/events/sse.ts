/**
 * One Server-Sent Events response (https://html.spec.whatwg.org/multipage/server-sent-events.html):
 * `event:` + `data:` blocks and `:` comment lines on a response that stays open.
 *
 * A reader that does not read (a phone gone to sleep with the socket still open, a page on a saturated
 * link) must not make the server hold its events: once more than `MAX_BUFFERED_BYTES` wait in the
 * socket's buffer, the stream falls behind: later events are dropped rather than queued, and when the
 * buffer has drained (the reader reads again) `onCaughtUp` listeners send the current state in one
 * event. A reader still behind after `BEHIND_TIMEOUT_MS` is cut; it starts from the current state when
 * it reconnects. No event is lost silently: the page is either sent every event or brought up to date.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

/** About a hundred Game events; a reader that is behind by more is not reading. */
export const MAX_BUFFERED_BYTES = 64 * 1024;

/** A reader behind for this long is not coming back on this connection. */
export const BEHIND_TIMEOUT_MS = 60_000;

/**
 * The JSON of each payload object already sent: an event's payload is built once for all of its streams
 * (services/live.ts, `shared`) and never changed after, so a thousand streams cost one JSON.stringify.
 */
const serialised = new WeakMap<object, string>();

function jsonOf(data: unknown): string {
  if (typeof data !== 'object' || data === null) return JSON.stringify(data);
  let text = serialised.get(data);
  if (text === undefined) serialised.set(data, (text = JSON.stringify(data)));
  return text;
}

/** The comment line before an event that brings a stream that fell behind to the current state. */
export const CATCH_UP_COMMENT = 'rattrapage';

export interface SseStream {
  /**
   * Writes the event, or drops it while the stream is behind (returns false then). `catchUp`: the event
   * brings the reader up to date after events were dropped, told by a `: rattrapage` comment line just
   * before it (a reader counting events, like the bench's screens, tells it from an ordinary one). `id`:
   * the event's `id:` line, sent back by a reconnecting reader as `Last-Event-ID`.
   */
  send(event: string, data: unknown, options?: { catchUp?: boolean; id?: string | undefined }): boolean;
  comment(text: string): void;
  end(): void;
  readonly closed: boolean;
  /** Called once, whoever ends the stream (server, client, or a dropped slow reader). */
  onClose(listener: () => void): void;
  /** Called each time the stream dropped events while behind and its reader has read the backlog. */
  onCaughtUp(listener: () => void): void;
}

export function openSse(
  request: FastifyRequest,
  reply: FastifyReply,
  behindTimeoutMs = BEHIND_TIMEOUT_MS,
): SseStream {
  reply.hijack();
  const response = reply.raw;
  // Headers already set by hooks (security headers, rate limit) go out with the stream's own.
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) response.setHeader(name, value);
  }
  response.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    // Tells nginx-like proxies not to buffer the stream.
    'x-accel-buffering': 'no',
    // The connection ends with the stream, so that nothing is left open when the server shuts down.
    connection: 'close',
  });
  response.flushHeaders();

  let closed = false;
  let behind: NodeJS.Timeout | undefined;
  /** Events dropped while behind: only then does the reader need the current state. */
  let dropped = false;
  const listeners: Array<() => void> = [];
  const caughtUp: Array<() => void> = [];
  const closeOnce = () => {
    if (closed) return;
    closed = true;
    clearTimeout(behind);
    for (const listener of listeners) listener();
  };
  request.raw.once('close', closeOnce);
  response.once('close', closeOnce);
  // The reader may have left while the stream's places were being counted.
  if (request.raw.socket.destroyed) closeOnce();

  function fallBehind(): void {
    request.log.warn('flux d’événements en retard : le client ne lit plus, ses événements attendent');
    behind = setTimeout(() => {
      request.log.warn('flux d’événements abandonné : le client ne lit plus');
      response.destroy();
      closeOnce();
    }, behindTimeoutMs);
    behind.unref();
    // The write that went over the limit returned false: 'drain' comes once the buffer is read.
    response.once('drain', () => {
      clearTimeout(behind);
      behind = undefined;
      const missed = dropped;
      dropped = false;
      if (!closed && missed) for (const listener of caughtUp) listener();
    });
  }

  function write(text: string): boolean {
    if (closed) return false;
    if (behind) {
      dropped = true;
      return false;
    }
    // Behind when what waited before this event passed the limit, not because the event is large: a
    // tournament's whole state alone can pass it, and would otherwise drop the next event at once.
    const waiting = response.writableLength;
    response.write(text);
    if (waiting > MAX_BUFFERED_BYTES) fallBehind();
    return true;
  }

  return {
    send: (event, data, options) =>
      write(
        `${options?.catchUp ? `: ${CATCH_UP_COMMENT}\n\n` : ''}${options?.id ? `id: ${options.id}\n` : ''}event: ${event}\ndata: ${jsonOf(data)}\n\n`,
      ),
    // A keep-alive skipped while behind is no missed state.
    comment: (text) => {
      if (!behind) write(`: ${text}\n\n`);
    },
    end: () => {
      if (!closed) response.end();
      closeOnce();
    },
    get closed() {
      return closed;
    },
    onClose: (listener) => {
      if (closed) listener();
      else listeners.push(listener);
    },
    onCaughtUp: (listener) => {
      caughtUp.push(listener);
    },
  };
}
