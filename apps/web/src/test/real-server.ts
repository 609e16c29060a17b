import { Blob as NodeBlob } from 'node:buffer';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeAll, beforeEach, jest } from '@jest/globals';
import type { Game, SessionUser } from '@mj/api';
import type { RoundPayload, RulesChoice } from '@mj/domain';
// The server's own test harness (apps/server/test/helper.ts): the real app on an in-memory PGlite
// cloned from the migrated snapshot, closed after the test file; Google ID tokens signed by the local
// key that app trusts.
import { buildTestApp, googleToken, type GoogleTokenOptions } from '../../../server/test/helper';
import { env } from './env-stub';
import { signedIn } from './render';

type App = Awaited<ReturnType<typeof buildTestApp>>;

/**
 * The network, at the edge: `fetch` hands every request to the real server app in-process
 * (`app.inject`, no socket), one app and one database per test file. Tests seed data through the API
 * (`signUp`, `as(user).post(...)`), read what the page sent with `sent`, and may make one route fail
 * with `failNext` (a 503 or a network error the real server cannot be asked to produce).
 *
 * A live stream (`Accept: text/event-stream`) is answered as it is written: `app.inject` with
 * light-my-request's `payloadAsStream` resolves at the headers and hands the body as a Node stream, which
 * becomes the `Response`'s body, so the server's events reach the page one by one. The page leaving
 * (its request's signal aborting) closes the stream on the server, and every stream still open is closed
 * after each test.
 */
export interface SentRequest {
  method: string;
  /** Path after the `/api` prefix, without the query string. */
  path: string;
  search: URLSearchParams;
  body: unknown;
  headers: Headers;
}

export interface Reply {
  status: number;
  body?: unknown;
}

export const detail = (message: string, status: number): Reply => ({ status, body: { detail: message } });

export const PASSWORD = 'mot-de-passe-solide';

/** Players for the pages' searches: ten of the fourteen pseudos hold an « a ». */
export const ROSTER = [
  'Alice',
  'Bruno',
  'Chloé',
  'David',
  'Emma',
  'Farid',
  'Gaëlle',
  'Hugo',
  'Inès',
  'Jade',
  'Karim',
  'Léa',
  'Manon',
  'Nathan',
];

/** A signed-up local user, with what a signed-in page needs. */
export interface Player {
  user: SessionUser;
  token: string;
  /** A preloaded store state signed in as this user. */
  session: ReturnType<typeof signedIn>;
}

/** A reply of our own, a network error, or a hold: the request reaches the server once released. */
type Failure = Reply | 'network' | { hold: Promise<void> };

function pathOf(url: URL): string {
  const prefix = new URL(env.apiUrl).pathname;
  return url.pathname.startsWith(prefix) ? url.pathname.slice(prefix.length) : url.pathname;
}

function parse(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export class RealServer {
  readonly requests: SentRequest[] = [];
  readonly failures: { method: string; path: string; failure: Failure }[] = [];
  readonly outages: { method: string; path: string; failure: Reply | 'network' }[] = [];
  /** Server sides of the live streams the pages opened and did not close yet. */
  private readonly streams = new Set<() => void>();

  constructor(readonly app: App) {}

  /** What the page sent to `method path` (path with its ids, after `/api`), oldest first. */
  sent(method: string, path: string): SentRequest[] {
    return this.requests.filter((request) => request.method === method && request.path === path);
  }

  /** The next request to `method path` fails this way instead of reaching the server. */
  failNext(method: string, path: string, failure: Reply | 'network'): this {
    this.failures.push({ method, path, failure });
    return this;
  }

  /**
   * Every request to `method path` fails this way until the returned function is called (a route down
   * for a while, as a live stream is while the server restarts).
   */
  failUntilRestored(method: string, path: string, failure: Reply | 'network'): () => void {
    const down = { method, path, failure };
    this.outages.push(down);
    return () => {
      const index = this.outages.indexOf(down);
      if (index >= 0) this.outages.splice(index, 1);
    };
  }

  /**
   * Every request fails as on a phone without network (before reaching the server: `sent` does not list
   * it) until the returned function is called.
   */
  cutNetwork(): () => void {
    this.networkCut = true;
    return () => {
      this.networkCut = false;
    };
  }

  private networkCut = false;

  /** How many live streams are open (the server has its reader, so its next event reaches the page). */
  get openStreams(): number {
    return this.streams.size;
  }

  /** Holds the next request to `method path` until the returned function is called (a slow network). */
  holdNext(method: string, path: string): () => void {
    let release: () => void = () => undefined;
    this.failures.push({
      method,
      path,
      failure: { hold: new Promise<void>((resolve) => (release = resolve)) },
    });
    return () => release();
  }

  /** `fetch`, answered by the real app. */
  async fetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
    if (this.networkCut) throw new TypeError('Failed to fetch');
    const request = new Request(input, init);
    const url = new URL(request.url);
    const text = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.text();
    const sent: SentRequest = {
      method: request.method,
      path: pathOf(url),
      search: url.searchParams,
      body: parse(text),
      headers: request.headers,
    };
    this.requests.push(sent);
    const matches = (f: { method: string; path: string }) => f.method === sent.method && f.path === sent.path;
    const index = this.failures.findIndex(matches);
    const failure =
      index >= 0 ? this.failures.splice(index, 1)[0]!.failure : this.outages.find(matches)?.failure;
    if (failure) {
      if (failure === 'network') throw new TypeError('Failed to fetch');
      if ('hold' in failure) await failure.hold;
      else return jsonResponse(failure.status, failure.body);
    }
    const streamed = request.headers.get('accept')?.includes('text/event-stream') ?? false;
    const response = await this.app.inject({
      method: request.method as 'GET',
      url: url.pathname + url.search,
      headers: Object.fromEntries(request.headers),
      ...(text ? { payload: text } : {}),
      ...(streamed ? { payloadAsStream: true } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const answer = { status: response.statusCode, headers };
    if (streamed) return new Response(this.follow(response, request.signal), answer);
    const empty = response.statusCode === 204 || response.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(response.rawPayload), answer);
  }

  /**
   * The body of a streamed answer as a web stream. Destroying the server's response is what a closed
   * connection does: the server sees `close` and forgets the reader (`openSse`).
   */
  private follow(response: Awaited<ReturnType<App['inject']>>, signal: AbortSignal): ReadableStream {
    const serverSide = response.raw.res;
    const close = () => {
      this.streams.delete(close);
      serverSide.destroy();
    };
    this.streams.add(close);
    serverSide.once('close', () => this.streams.delete(close));
    signal.addEventListener('abort', close, { once: true });
    const body = response.stream();
    // A body ended by the server or destroyed on either side is not an error to report here.
    body.on('error', () => undefined);
    return Readable.toWeb(body) as ReadableStream;
  }

  /** Closes every live stream still open (a test's end: no handle outlives it). */
  closeStreams(): void {
    for (const close of [...this.streams]) close();
  }

  /** Seeding: one API call as `token` (or anonymous), straight to the app; fails on an error status. */
  async call<T = unknown>(method: string, path: string, token: string | null, body?: unknown): Promise<T> {
    const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await this.app.inject({
      method: method as 'GET',
      url: `${new URL(env.apiUrl).pathname}${path}`,
      headers,
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
    if (response.statusCode >= 400)
      throw new Error(`${method} ${path} → ${response.statusCode} ${response.body}`);
    return (response.body ? JSON.parse(response.body) : undefined) as T;
  }

  /** Registers a local account through the API and returns it signed in. */
  async signUp(pseudo: string): Promise<Player> {
    const auth = await this.call<{ user_id: string; pseudo: string; email: string; token: string }>(
      'POST',
      '/users/register',
      null,
      { pseudo, password: PASSWORD },
    );
    const user: SessionUser = {
      user_id: auth.user_id,
      pseudo: auth.pseudo,
      email: auth.email,
      provider: 'local',
    };
    return { user, token: auth.token, session: signedIn(user, auth.token) };
  }

  /** Registers each pseudo, in order. */
  async signUpAll(pseudos: string[]): Promise<Player[]> {
    const players: Player[] = [];
    for (const pseudo of pseudos) players.push(await this.signUp(pseudo));
    return players;
  }

  /** Signs a Google account in (created on its first sign-in); its bearer is its Google ID token. */
  async signInWithGoogle(identity: GoogleTokenOptions): Promise<Player> {
    const token = await googleToken(identity);
    const user = await this.call<SessionUser>('POST', '/users/google-login', null, { token });
    return { user, token, session: signedIn(user, token) };
  }

  /** A game of `players` (seat order, the first deals) started by `by`, with `rounds` played. */
  async startGame(
    by: Player,
    players: Player[],
    {
      rounds = [],
      tournament,
      regles,
    }: { rounds?: RoundPayload[]; tournament?: string; regles?: RulesChoice } = {},
  ): Promise<Game> {
    const joueurs = players.map((player) => player.user.user_id);
    const { id } = await this.as(by).post<{ id: string }>('/parties/', {
      joueurs,
      tournois_id: tournament,
      ...(regles !== undefined && { regles }),
    });
    for (const round of rounds) await this.as(by).post(`/parties/tours/${id}`, round);
    return this.as(by).get<Game>(`/parties/${id}`);
  }

  /**
   * Runs `write` while `Date` alone says `now` (the server dates what it creates at the time of the
   * request); the timers stay real, since the app needs them to answer.
   */
  async at<T>(now: string, write: () => Promise<T>): Promise<T> {
    jest.useFakeTimers({
      now: new Date(now),
      doNotFake: [
        'hrtime',
        'nextTick',
        'performance',
        'queueMicrotask',
        'requestAnimationFrame',
        'cancelAnimationFrame',
        'requestIdleCallback',
        'cancelIdleCallback',
        'setImmediate',
        'clearImmediate',
        'setInterval',
        'clearInterval',
        'setTimeout',
        'clearTimeout',
      ],
    });
    try {
      return await write();
    } finally {
      jest.useRealTimers();
    }
  }

  /** API calls as one signed-up user. */
  as(player: Player) {
    return {
      get: <T = unknown>(path: string) => this.call<T>('GET', path, player.token),
      post: <T = unknown>(path: string, body?: unknown) =>
        this.call<T>('POST', path, player.token, body ?? {}),
      patch: <T = unknown>(path: string, body?: unknown) =>
        this.call<T>('PATCH', path, player.token, body ?? {}),
      put: <T = unknown>(path: string, body?: unknown) => this.call<T>('PUT', path, player.token, body ?? {}),
      delete: <T = unknown>(path: string) => this.call<T>('DELETE', path, player.token),
    };
  }
}

/**
 * Two jsdom quirks while the app starts (PGlite loads): PGlite's CommonJS build finds its .wasm files
 * next to `document.currentScript.src` when a `document` exists (its `import.meta.url` shim), so
 * `currentScript` names PGlite's own file; and the snapshot is read as a `Blob`, whose jsdom version has
 * no `arrayBuffer()`, so Node's `Blob` stands in meanwhile (jsdom's stays for the pages' FileReader).
 */
async function underJsdom<T>(start: () => Promise<T>): Promise<T> {
  const serverRequire = createRequire(path.resolve(__dirname, '../../../server/package.json'));
  const src = pathToFileURL(serverRequire.resolve('@electric-sql/pglite')).href;
  const jsdomBlob = globalThis.Blob;
  Object.defineProperty(document, 'currentScript', {
    configurable: true,
    get: () => ({ tagName: 'SCRIPT', src }),
  });
  globalThis.Blob = NodeBlob as typeof Blob;
  try {
    return await start();
  } finally {
    delete (document as { currentScript?: unknown }).currentScript;
    globalThis.Blob = jsdomBlob;
  }
}

function jsonResponse(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
}

/**
 * One real server for the test file: built before its first test, `fetch` handed to it before each
 * test (restored after each by setup.ts), recorded requests and pending failures cleared per test.
 * Returns a getter, since the app exists only once `beforeAll` has run.
 */
export function withRealServer(): () => RealServer {
  let server: RealServer | null = null;
  beforeAll(async () => {
    server = new RealServer(await underJsdom(buildTestApp));
  }, 30_000);
  beforeEach(() => {
    const current = server!;
    current.requests.length = 0;
    current.failures.length = 0;
    current.outages.length = 0;
    jest.spyOn(globalThis, 'fetch').mockImplementation((input, init) => current.fetch(input, init));
  });
  afterEach(() => server?.closeStreams());
  return () => {
    if (!server) throw new Error('Le serveur de test n’est pas encore démarré (beforeAll).');
    return server;
  };
}
