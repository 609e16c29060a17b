/**
 * Reads a Server-Sent Events response with `fetch` (not `EventSource`, which cannot send the bearer
 * header), as the server's live routes answer it (docs/api-contract.md, "Live updates").
 */

export interface ServerEvent {
  event: string;
  data: unknown;
  /** The block's `id:`: the state the event brings the reader to, sent back as `Last-Event-ID`. */
  id?: string;
}

/** The server answered something else than a stream (401, 403, 404, 503…). */
export class StreamRefused extends Error {
  constructor(readonly status: number) {
    super(`flux refusé (${status})`);
  }
}

/** One `event:`/`data:` block; comment lines (`: ping`) and blocks without data give nothing. */
export function parseEventBlock(block: string): ServerEvent | undefined {
  let event = 'message';
  let id: string | undefined;
  const data: string[] = [];
  for (const line of block.split(/\r?\n/)) {
    if (line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
    else if (field === 'id') id = value;
  }
  if (data.length === 0) return undefined;
  try {
    return { event, data: JSON.parse(data.join('\n')) as unknown, ...(id === undefined ? {} : { id }) };
  } catch {
    return undefined;
  }
}

export interface ReadStreamOptions {
  url: string;
  token: string | null;
  signal: AbortSignal;
  /**
   * The `id:` of the last event read before (on an earlier connection), sent as `Last-Event-ID` as
   * `EventSource` does: the server then sends only what changed since.
   */
  lastEventId?: string | undefined;
  /** The server accepted the stream. */
  onOpen: () => void;
  onEvent: (event: ServerEvent) => void;
  /** A comment-only block (`: ping`, `: rattrapage`), its text without the colon. */
  onComment?: (text: string) => void;
}

/** Resolves when the server ends the stream; rejects when it refuses it or the connection fails. */
export async function readEventStream({
  url,
  token,
  signal,
  lastEventId,
  onOpen,
  onEvent,
  onComment,
}: ReadStreamOptions): Promise<void> {
  const response = await fetch(url, {
    headers: {
      Accept: 'text/event-stream',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(lastEventId ? { 'Last-Event-ID': lastEventId } : {}),
    },
    signal,
    cache: 'no-store',
  });
  if (!response.ok || !response.body) throw new StreamRefused(response.status);
  onOpen();
  const reader = response.body.getReader();
  // Leaving the page ends the read at once, whatever the body is waiting for.
  signal.addEventListener('abort', () => void reader.cancel().catch(() => undefined), { once: true });
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += decoder.decode(value, { stream: true });
    const blocks = buffer.split(/\r?\n\r?\n/);
    buffer = blocks.pop() ?? '';
    for (const block of blocks) {
      const event = parseEventBlock(block);
      if (event) onEvent(event);
      else if (onComment && block.startsWith(':')) onComment(block.slice(1).trim());
    }
  }
}

export interface KeepConnectedOptions {
  url: string;
  /** Read at each (re)connection: a refreshed token is used from then on. */
  token: () => string | null;
  signal: AbortSignal;
  onEvent: (event: ServerEvent) => void;
  /** true once a stream is open, false while it is down (the page polls meanwhile). */
  onConnected: (connected: boolean) => void;
  delays?: ReconnectDelays;
}

export interface ReconnectDelays {
  firstMs: number;
  maxMs: number;
}

/** 1 s, 2 s, 4 s… up to 30 s between attempts, each with up to half of it at random, so that a room's
 *  phones do not all come back in the same instant after a server restart. */
export const RECONNECT_DELAYS: ReconnectDelays = { firstMs: 1000, maxMs: 30_000 };

export function reconnectDelay(failures: number, delays: ReconnectDelays, random = Math.random): number {
  const base = Math.min(delays.maxMs, delays.firstMs * 2 ** failures);
  return Math.round(base * (0.5 + random() / 2));
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    // An abort that came first fires no event any more.
    if (signal.aborted) return resolve();
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}

/** Keeps a stream open until `signal` aborts: reconnects with growing delays whenever it ends or fails. */
export async function keepConnected(options: KeepConnectedOptions): Promise<void> {
  const delays = options.delays ?? RECONNECT_DELAYS;
  let failures = 0;
  // As `EventSource`: the last `id:` read, on any connection, goes with the next one.
  let lastEventId: string | undefined;
  while (!options.signal.aborted) {
    try {
      await readEventStream({
        url: options.url,
        token: options.token(),
        signal: options.signal,
        lastEventId,
        onOpen: () => {
          failures = 0;
          options.onConnected(true);
        },
        onEvent: (event) => {
          if (event.id !== undefined) lastEventId = event.id;
          options.onEvent(event);
        },
      });
    } catch {
      // Refused, or the connection failed: retried below like a stream that ended.
    }
    if (options.signal.aborted) return;
    options.onConnected(false);
    await sleep(reconnectDelay(failures, delays), options.signal);
    failures += 1;
  }
}
