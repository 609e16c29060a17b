/**
 * Reading a live stream as the web app does: a real HTTP connection (`fetch` with the bearer header),
 * the body parsed into Server-Sent Events.
 */
import { LiveRanking } from '@mj/server-harness/live-ranking';
import type { FastifyInstance } from 'fastify';
import type { TestUser } from './helper';

export interface ReceivedEvent {
  event: string;
  data: unknown;
}

export interface OpenedStream {
  status: number;
  contentType: string | null;
  /** The next event (comments skipped); rejects after `timeoutMs`, or if the stream ends first. */
  next(timeoutMs?: number): Promise<ReceivedEvent>;
  /** Resolves when the server has closed the stream (no event left unread). */
  ended(timeoutMs?: number): Promise<void>;
  /** Comment lines seen so far. */
  comments: string[];
  /** The last `id:` read (as `EventSource` keeps it): sent back as `Last-Event-ID` to resume. */
  readonly lastEventId: string | undefined;
  close(): void;
}

const listening = new WeakMap<FastifyInstance, Promise<string>>();

/** The app listening on a loopback port (once per app), for clients that need a real socket. */
export function baseUrl(app: FastifyInstance): Promise<string> {
  let url = listening.get(app);
  if (!url) {
    url = app.listen({ port: 0, host: '127.0.0.1' });
    listening.set(app, url);
  }
  return url;
}

function parseBlock(block: string): (ReceivedEvent & { id?: string }) | { comment: string } {
  let event = 'message';
  let id: string | undefined;
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) return { comment: line.slice(1).trim() };
    if (line.startsWith('event:')) event = line.slice(6).trim();
    else if (line.startsWith('id:')) id = line.slice(3).trim();
    else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
  }
  return { event, data: JSON.parse(data.join('\n')) as unknown, ...(id === undefined ? {} : { id }) };
}

/** Opens `path` on an app of this process, or on a server at `origin` (http://host:port). */
export async function openStream(
  target: FastifyInstance | string,
  path: string,
  user?: TestUser,
  lastEventId?: string,
): Promise<OpenedStream> {
  const controller = new AbortController();
  const origin = typeof target === 'string' ? target : await baseUrl(target);
  const response = await fetch(`${origin}${path}`, {
    headers: { ...user?.headers, ...(lastEventId ? { 'last-event-id': lastEventId } : {}) },
    signal: controller.signal,
  });
  const queue: ReceivedEvent[] = [];
  /** Each queued event's id (undefined: none). */
  const ids: Array<string | undefined> = [];
  let lastRead: string | undefined;
  const comments: string[] = [];
  let done = false;
  let wake: (() => void) | undefined;
  const notify = () => {
    wake?.();
    wake = undefined;
  };

  if (response.ok && response.body) {
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    void (async () => {
      let buffer = '';
      try {
        for (;;) {
          const { value, done: finished } = await reader.read();
          if (finished) break;
          buffer += value;
          let cut;
          while ((cut = buffer.indexOf('\n\n')) >= 0) {
            const parsed = parseBlock(buffer.slice(0, cut));
            buffer = buffer.slice(cut + 2);
            if ('comment' in parsed) comments.push(parsed.comment);
            else {
              const { id, ...event } = parsed;
              queue.push(event);
              ids.push(id);
            }
            notify();
          }
        }
      } catch {
        // Aborted by close(), or the connection was cut.
      }
      done = true;
      notify();
    })();
  } else {
    done = true;
  }

  async function waitFor<T>(ready: () => T | undefined, timeoutMs: number, what: string): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = ready();
      if (value !== undefined) return value;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`${what} : rien reçu en ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  }

  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    comments,
    get lastEventId() {
      return lastRead;
    },
    next: (timeoutMs = 5000) =>
      waitFor(
        () => {
          const event = queue.shift();
          const id = ids.shift();
          if (id !== undefined) lastRead = id;
          if (event) return event;
          if (done) throw new Error('flux terminé');
          return undefined;
        },
        timeoutMs,
        `événement de ${path}`,
      ),
    ended: (timeoutMs = 5000) =>
      waitFor(() => (done && queue.length === 0 ? true : undefined), timeoutMs, `fin de ${path}`).then(
        () => undefined,
      ),
    close: () => controller.abort(),
  };
}

/**
 * A tournament stream, its first event (`instantane`: the games and this reader's ranking) read:
 * `snapshot` holds it, `next` gives the events after it, and `ranking` the reader's ranking as a page
 * builds it from the events read so far (whole rankings, changes applied).
 */
export async function openTournamentStream(
  target: FastifyInstance | string,
  tournamentId: string,
  user?: TestUser,
): Promise<OpenedStream & { snapshot: unknown; ranking: LiveRanking }> {
  const stream = await openStream(target, `/api/tournois/${tournamentId}/evenements`, user);
  const first = await stream.next();
  if (first.event !== 'instantane') throw new Error(`premier événement ${first.event}, pas instantane`);
  const ranking = new LiveRanking();
  ranking.take(first);
  const read = stream.next;
  const next = async (timeoutMs?: number) => {
    const event = await read(timeoutMs);
    ranking.take(event);
    return event;
  };
  return Object.assign(stream, { snapshot: first.data, ranking, next });
}
