/**
 * One Server-Sent Events response (https://html.spec.whatwg.org/multipage/server-sent-events.html):
 * `event:` + `data:` blocks and `:` comment lines on a response that stays open.
 *
 * A reader that does not read (a phone gone to sleep with the socket still open) must not make the
 * server hold its events: once more than `MAX_BUFFERED_BYTES` wait in the socket's buffer, the stream is
 * dropped. Every event carries the new state in full, so a client that reconnects loses nothing.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

/** About a hundred Game events; a reader that is behind by more is not reading. */
export const MAX_BUFFERED_BYTES = 64 * 1024;

export interface SseStream {
  send(event: string, data: unknown): void;
  comment(text: string): void;
  end(): void;
  readonly closed: boolean;
  /** Called once, whoever ends the stream (server, client, or a dropped slow reader). */
  onClose(listener: () => void): void;
}

export function openSse(request: FastifyRequest, reply: FastifyReply): SseStream {
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
  const listeners: Array<() => void> = [];
  const closeOnce = () => {
    if (closed) return;
    closed = true;
    for (const listener of listeners) listener();
  };
  request.raw.once('close', closeOnce);
  response.once('close', closeOnce);

  function write(text: string): void {
    if (closed) return;
    if (response.writableLength > MAX_BUFFERED_BYTES) {
      request.log.warn('flux d’événements abandonné : le client ne lit plus');
      response.destroy();
      closeOnce();
      return;
    }
    response.write(text);
  }

  return {
    send: (event, data) => write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`),
    comment: (text) => write(`: ${text}\n\n`),
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
  };
}
