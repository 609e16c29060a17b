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
// Node's own timers, whatever the global ones are (the web tests run this app under jsdom and fake timers).
import { clearTimeout, setTimeout } from 'node:timers';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** About a hundred Game events; a reader that is behind by more is not reading. */
export const MAX_BUFFERED_BYTES = 64 * 1024;

/** A reader behind for this long is not coming back on this connection. */
export const BEHIND_TIMEOUT_MS = 60_000;

/**
 * Each payload object's whole frame (`event:` and `data:` lines), as bytes, by event name: an event's
 * payload is built once for all of its streams (services/live.ts, `shared`) and never changed after, so
 * a thousand streams cost one JSON.stringify and share one Buffer. A Buffer, not a string: a socket
 * keeps a reference to a Buffer it has not sent yet, where a string is flattened and copied per socket
 * (Node's writev copies strings into storage of each write's own).
 */
const frames = new WeakMap<object, Map<string, Buffer>>();

function frameOf(event: string, data: unknown): Buffer {
  const build = () => Buffer.from(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  if (typeof data !== 'object' || data === null) return build();
  let byEvent = frames.get(data);
  if (!byEvent) frames.set(data, (byEvent = new Map()));
  let frame = byEvent.get(event);
  if (!frame) byEvent.set(event, (frame = build()));
  return frame;
}

/**
 * How long a stream's frames wait, corked, to go out together: every event written to a stream within
 * this window reaches its socket in one write. A room's thousand streams times each event's write was a
 * third of a saturated server's time (one system call each); a tenth of a second is not seen on a phone,
 * and the busier the room, the more events share a write.
 */
export const FLUSH_MS = 100;

/** The streams with frames waiting, all sent by one timer. */
const waitingFlush = new Set<() => void>();
let flushTimer: ReturnType<typeof setTimeout> | undefined;

function flushSoon(flush: () => void): void {
  waitingFlush.add(flush);
  flushTimer ??= setTimeout(() => {
    flushTimer = undefined;
    const due = [...waitingFlush];
    waitingFlush.clear();
    for (const each of due) each();
  }, FLUSH_MS);
}

/** The comment line before an event that brings a stream that fell behind to the current state. */
export const CATCH_UP_COMMENT = 'rattrapage';

const catchUpLine = Buffer.from(`: ${CATCH_UP_COMMENT}\n\n`);
/** Comment lines as bytes, one per text (a few: the keep-alive's `ping`). */
const commentLines = new Map<string, Buffer>();

function commentLine(text: string): Buffer {
  let line = commentLines.get(text);
  if (!line) commentLines.set(text, (line = Buffer.from(`: ${text}\n\n`)));
  return line;
}

/**
 * `id:` lines as bytes, by id: the streams of one batch brought to the same state write one Buffer. The
 * ids of a few batches are kept (each batch names a handful of states), then forgotten all at once.
 */
const idLines = new Map<string, Buffer>();
const ID_LINES_KEPT = 256;

function idLine(id: string): Buffer {
  let line = idLines.get(id);
  if (!line) {
    if (idLines.size >= ID_LINES_KEPT) idLines.clear();
    idLines.set(id, (line = Buffer.from(`id: ${id}\n`)));
  }
  return line;
}

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
  // The stream's closures keep the logger and the sockets, not the Fastify request (its user, headers…).
  const log = request.log;
  const incoming = request.raw;
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
  incoming.once('close', closeOnce);
  response.once('close', closeOnce);
  // The reader may have left while the stream's places were being counted.
  if (incoming.socket.destroyed) closeOnce();

  function fallBehind(): void {
    log.warn('flux d’événements en retard : le client ne lit plus, ses événements attendent');
    behind = setTimeout(() => {
      log.warn('flux d’événements abandonné : le client ne lit plus');
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

  /** Bytes written since the response was corked, sent with the next flush of every stream. */
  let corkedBytes = 0;
  const uncork = () => {
    corkedBytes = 0;
    if (!closed) response.uncork();
  };

  /** Writes the frames (shared Buffers, never copied per stream) with the window's other frames. */
  function write(...chunks: Buffer[]): boolean {
    if (closed) return false;
    if (behind) {
      dropped = true;
      return false;
    }
    // Behind when what waited before this event passed the limit, not because the event is large (a
    // tournament's whole state alone can pass it, and would otherwise drop the next event at once), nor
    // because of this window's own frames, still corked.
    const waiting = response.writableLength - corkedBytes;
    if (corkedBytes === 0) {
      response.cork();
      flushSoon(uncork);
    }
    for (const chunk of chunks) {
      response.write(chunk);
      corkedBytes += chunk.length;
    }
    if (waiting > MAX_BUFFERED_BYTES) fallBehind();
    return true;
  }

  return {
    send: (event, data, options) => {
      const frame = frameOf(event, data);
      // The `id:` line names the state the reader then has: shared by the readers brought to it.
      const id = options?.id ? idLine(options.id) : undefined;
      if (options?.catchUp) return id ? write(catchUpLine, id, frame) : write(catchUpLine, frame);
      return id ? write(id, frame) : write(frame);
    },
    // A keep-alive skipped while behind is no missed state.
    comment: (text) => {
      if (!behind) write(commentLine(text));
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
