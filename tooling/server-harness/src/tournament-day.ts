// The pages read their streams with the web app's own reader, whose fetch options are the browser's
// (`cache`), wherever this driver is compiled (the server's tests run it too).
/// <reference lib="dom" />
/**
 * A tournament day against running servers, as the web app would make it: every
 * client comes from this one process (one address, as a venue's Wi-Fi), with the real rate limits on.
 * - `tables` phones, one per table, each on /add-tour of its game (the game's live stream open), entering
 *   a whole game at `roundMs` per round with its `index` and an Idempotency-Key; on the way an undo and
 *   the round entered again, a lost answer retried with the same key, and a correction of a past round;
 * - `pages` participant pages and one admin page on the tournament's stream, each starting from the
 *   stream's `instantane`, then writing the game and the ranking (whole, or the change applied) each
 *   `partie` event carries (packages/api's liveTournament), reading the games again (at most once a
 *   second) only for a game not in its list;
 * - requests spread over the given servers (two processes on one PostgreSQL: a stream and the write
 *   it reports are often on different processes).
 * Events are matched to writes one by one (each write of a game sends exactly one event on its game's
 * stream and one on its tournament's), so a lost or doubled event shows as a mismatch.
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { isDeepStrictEqual } from 'node:util';
import { readEventStream, type ServerEvent } from '@mj/api/event-stream';
import { finishGame, replayGame, type RoundPayload } from '@mj/domain';
import { gameScript } from './game-script';
import { LiveRanking } from './live-ranking';

export interface DayOptions {
  /** API bases (`http://127.0.0.1:port/api`), requests spread over them. */
  bases: string[];
  tables: number;
  pages: number;
  /** Public screens (the room's projectors, no session) on the screen's stream. */
  screens: number;
  roundMs: number;
  log?: (line: string) => void;
  /**
   * After the last write, how long to wait for events still on their way before counting the missing
   * ones (default 10 s); the wait ends as soon as every stream has all of its events.
   */
  settleMs?: number;
  /**
   * The address the n-th player registers from (sent as X-Forwarded-For: the servers must trust one
   * proxy hop), for days with more players than one address may register; the admin and the day itself
   * come from this process's address.
   */
  registrationAddress?: (n: number) => string;
  /**
   * A reconnect storm: `atMs` into the play, every page loses its stream at once and opens it again
   * within `withinMs` (as after a venue's Wi-Fi drop).
   */
  storm?: {
    atMs: number;
    withinMs: number;
    /** The servers' database queries so far (summed over the processes), to count the storm's. */
    queries?: () => number;
  };
  /** Called once the tournament is seeded, and again once every stream is open (memory per stream). */
  checkpoint?: (stage: 'seeded' | 'streams open') => Promise<void>;
}

interface Account {
  user_id: string;
  token: string;
}

export interface DayResult {
  requests: number;
  status429: number;
  status5xx: number;
  /** Requests that got no answer at all (connection refused or timed out). */
  networkErrors: number;
  /** Other failures: refused requests (4xx other than the expected ones) and network errors. */
  otherFailures: string[];
  /** Most requests one user made in any 60 s window, and the limit. */
  busiestUserMinute: number;
  postMs: number[];
  /** From a write's answer to each stream's event for it (0 when the event came first). */
  deliveryMs: number[];
  /** Events expected on some stream and never received, or received without a write. */
  eventMismatches: number;
  /** Pages the server found behind and brought to the current state (counted apart, not as lost). */
  pagesResynchronised: number;
  /**
   * Screen events not matched one-to-one to a write (each write of a game sends one to every screen); a
   * screen brought up to date (its `: rattrapage` event stands for several writes) counts only events
   * beyond the writes.
   */
  screenEventMismatches: number;
  /** Screens the server found behind and brought to the current state. */
  screensResynchronised: number;
  /** Ranking changes a page received for a version it did not have (the web app would read it again). */
  rankingChangesMissed: number;
  /** Screens whose last event's tables differ from GET /public/ecrans/{jeton} after the day. */
  screensWrong: number;
  /** From a write's answer to each screen's event, the n-th screen event paired with the n-th answer. */
  screenDeliveryMs: number[];
  /**
   * Pages whose last ranking (built from events: whole rankings and changes) differs from GET
   * /tournois/{id}/classement after the day.
   */
  pagesWrong: number;
  /** Requests by route (ids replaced by `:id`), most first. */
  byRoute: Array<[string, number]>;
  /** Games whose stored rounds or scores differ from the rounds the phone meant (domain replay). */
  gamesWrong: number;
  streams: number;
  /** Streams opened on each of `bases`, in its order. */
  streamsByBase: number[];
  /** The reconnect storm, when asked: per page, from its reconnection to the current state shown. */
  storm?: {
    recoveredMs: number[];
    /** Per page, from its reconnection to its stream's headers: the part spent before the stream opened. */
    admittedMs: number[];
    requestsPerPage: number;
    /**
     * The servers' database queries over the storm less the play's own at its rate just before, per page
     * (when `queries` was given).
     */
    queriesPerPage?: number;
    resumed: number;
  };
  /** A loopback round trip to the same servers under the same load (GET /api/health). */
  healthMs: number[];
  durationMs: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

class Client {
  requests = 0;
  status429 = 0;
  status5xx = 0;
  networkErrors = 0;
  readonly otherFailures: string[] = [];
  private readonly byUser = new Map<string, number[]>();
  readonly byRoute = new Map<string, number>();
  private next = 0;

  constructor(readonly bases: string[]) {}

  /** A base for a new page or phone: round-robin over the processes. */
  base(): string {
    return this.bases[this.next++ % this.bases.length] as string;
  }

  async call<T>(
    base: string,
    method: string,
    path: string,
    options: { token?: string; body?: unknown; headers?: Record<string, string>; expect?: number[] } = {},
  ): Promise<{ status: number; body: T }> {
    this.requests += 1;
    const route = `${method} ${path.replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, ':id')}`;
    this.byRoute.set(route, (this.byRoute.get(route) ?? 0) + 1);
    if (options.token) {
      const times = this.byUser.get(options.token) ?? [];
      times.push(performance.now());
      this.byUser.set(options.token, times);
    }
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers: {
          ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          ...options.headers,
        },
        ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
      });
      text = await response.text();
    } catch (error) {
      // No answer (connection refused or timed out): counted, and the caller may retry as the app does.
      this.networkErrors += 1;
      this.otherFailures.push(`${method} ${path}: ${String((error as Error).cause ?? error)}`);
      return { status: 0, body: undefined as T };
    }
    if (response.status === 429) this.status429 += 1;
    else if (response.status >= 500) this.status5xx += 1;
    else if (response.status >= 300 && !(options.expect ?? []).includes(response.status))
      this.otherFailures.push(`${method} ${path}: ${response.status} ${text.slice(0, 120)}`);
    return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
  }

  busiestUserMinute(): number {
    let busiest = 0;
    for (const times of this.byUser.values()) {
      let start = 0;
      for (let end = 0; end < times.length; end += 1) {
        while ((times[end] as number) - (times[start] as number) > 60_000) start += 1;
        busiest = Math.max(busiest, end - start + 1);
      }
    }
    return busiest;
  }
}

/**
 * The events one stream expects, per game, in write order: `answered[n]` is the time the n-th write of
 * that game was answered (undefined until then), `arrived[n]` when this stream received its event.
 */
class Matcher {
  private readonly arrivals = new Map<string, number[]>();
  readonly delivery: number[] = [];
  unexpected = 0;
  /** Times the server brought this stream to the current state after it fell behind (events dropped). */
  resynchronised = 0;

  arrived(gameId: string): void {
    const list = this.arrivals.get(gameId) ?? [];
    list.push(performance.now());
    this.arrivals.set(gameId, list);
  }

  /** Whether every write of these games has its event on this stream (or more arrived than writes). */
  complete(answers: Map<string, number[]>, games: readonly string[]): boolean {
    if (this.resynchronised > 0) return true;
    return games.every(
      (gameId) => (this.arrivals.get(gameId)?.length ?? 0) >= (answers.get(gameId)?.length ?? 0),
    );
  }

  /**
   * After the run: pairs arrivals with the writes' answers; returns the count that did not pair. A
   * resynchronised stream was told it missed events and given the state: only an event more than the
   * writes (a doubled one) counts then.
   */
  settle(answers: Map<string, number[]>, games: readonly string[]): number {
    let mismatches = 0;
    for (const gameId of games) {
      const answered = answers.get(gameId) ?? [];
      const arrived = this.arrivals.get(gameId) ?? [];
      mismatches +=
        this.resynchronised > 0
          ? Math.max(0, arrived.length - answered.length)
          : Math.abs(answered.length - arrived.length);
      // A resynchronised stream's arrivals no longer pair with the writes one by one: no timing from it.
      if (this.resynchronised > 0) continue;
      for (let n = 0; n < Math.min(answered.length, arrived.length); n += 1)
        this.delivery.push(Math.max(0, (arrived[n] as number) - (answered[n] as number)));
    }
    return mismatches;
  }
}

interface OpenStream {
  url: string;
  matcher: Matcher;
  close: () => void;
  opened: Promise<void>;
}

/**
 * Opens a stream; `onEvent` is told whether the event brings the stream up to date after the server
 * dropped events (the `: rattrapage` comment just before it).
 */
function openStream(
  url: string,
  token: string | null,
  onEvent: (event: ServerEvent, matcher: Matcher, catchUp: boolean) => void,
  matcher = new Matcher(),
  lastEventId?: string,
): OpenStream {
  const controller = new AbortController();
  let open: () => void = () => undefined;
  let fail: (error: unknown) => void = () => undefined;
  const opened = new Promise<void>((resolve, reject) => {
    open = resolve;
    fail = reject;
  });
  // A stream refused at its opening (429, 5xx, no answer) fails the run with its reason: waiting for it
  // would hang the run with no figure. Once open, an end is the page's own business (reconnect, storm).
  opened.catch(() => undefined);
  let catchUp = false;
  void readEventStream({
    url,
    token,
    signal: controller.signal,
    lastEventId,
    onOpen: () => open(),
    onEvent: (event) => {
      onEvent(event, matcher, catchUp);
      catchUp = false;
    },
    onComment: (text) => {
      if (text === 'rattrapage') catchUp = true;
    },
  }).catch((error: unknown) =>
    fail(new Error(`${url}: ${error instanceof Error ? error.message : String(error)}`)),
  );
  return { url, matcher, close: () => controller.abort(), opened };
}

interface Page extends OpenStream {
  /** The ranking the page shows, built from its stream's events. */
  ranking: LiveRanking;
  /**
   * Loses the stream (a venue's Wi-Fi dropping) and opens it again after `delayMs`, naming the last
   * event it read (`Last-Event-ID`, as a browser's EventSource does); resolves with the time from asking
   * again until the page shows the current state (the new stream's `instantane` or `reprise`).
   */
  reconnect: (delayMs: number) => Promise<{ recoveredMs: number; admittedMs: number }>;
  /** Whether the last state the page was brought to came as a `reprise` (what changed since) rather than whole. */
  readonly resumed: boolean;
}

/**
 * A participant or admin page on the tournament's stream: its first event (`instantane`) brings the
 * games and the ranking; a `partie` event carries the game and the ranking, written in place; a game not
 * in the page's list makes it read the list again, at most once a second (as `liveTournament` does). A
 * later `instantane` (the server found the stream behind and brought it to the current state) marks the
 * page resynchronised.
 */
function participantPage(client: Client, tournamentId: string, account: Account): Page {
  const base = client.base();
  const known = new Set<string>();
  const ranking = new LiveRanking();
  let timer: NodeJS.Timeout | undefined;
  let last = 0;
  let snapshots = 0;
  let onSnapshot: (() => void) | undefined;
  let lastEventId: string | undefined;
  let resumed = false;
  const readGames = async () => {
    timer = undefined;
    last = performance.now();
    const { body } = await client.call<Array<{ id: string }>>(
      base,
      'GET',
      `/tournois/${tournamentId}/parties`,
      { token: account.token },
    );
    for (const game of body ?? []) known.add(game.id);
  };
  const url = `${base}/tournois/${tournamentId}/evenements`;
  const onEvent = (event: ServerEvent, matcher: Matcher) => {
    if (event.id !== undefined) lastEventId = event.id;
    ranking.take(event);
    if (event.event === 'instantane' || event.event === 'reprise') {
      resumed = event.event === 'reprise';
      const { parties } = event.data as { parties: Array<{ id: string }> };
      for (const game of parties) known.add(game.id);
      if (snapshots > 0) matcher.resynchronised += 1;
      snapshots += 1;
      onSnapshot?.();
      onSnapshot = undefined;
      return;
    }
    if (event.event !== 'tournoi') return;
    const { partie_id: gameId, partie } = event.data as { partie_id?: string; partie?: { id: string } };
    if (gameId) matcher.arrived(gameId);
    if (partie && known.has(partie.id)) return;
    if (!timer) timer = setTimeout(readGames, Math.max(0, last + 1000 - performance.now()));
  };
  let stream = openStream(url, account.token, onEvent);
  const reconnect = async (delayMs: number) => {
    stream.close();
    await sleep(delayMs);
    const asked = performance.now();
    const current = new Promise<void>((resolve) => (onSnapshot = resolve));
    stream = openStream(url, account.token, onEvent, stream.matcher, lastEventId);
    const admitted = stream.opened.then(() => performance.now() - asked);
    await current;
    return { recoveredMs: performance.now() - asked, admittedMs: await admitted };
  };
  return {
    url,
    get matcher() {
      return stream.matcher;
    },
    get opened() {
      return stream.opened;
    },
    close: () => stream.close(),
    ranking,
    reconnect,
    get resumed() {
      return resumed;
    },
  };
}

async function register(client: Client, base: string, prefix: string, address?: string): Promise<Account> {
  const pseudo = `${prefix}-${randomUUID().slice(0, 8)}`;
  const { status, body } = await client.call<Account>(base, 'POST', '/users/register', {
    body: { pseudo, password: 'tuiles-2025' },
    ...(address ? { headers: { 'x-forwarded-for': address } } : {}),
  });
  if (status !== 201) throw new Error(`inscription refusée (${status})`);
  return body;
}

/** What the phone of one table does over the game; records each answered write's time. */
async function playTable(
  client: Client,
  base: string,
  phone: Account,
  gameId: string,
  script: readonly RoundPayload[],
  roundMs: number,
  answered: number[],
  postMs: number[],
): Promise<void> {
  const post = async (round: RoundPayload, index: number, key: string) => {
    const started = performance.now();
    const response = await client.call(base, 'POST', `/parties/tours/${gameId}`, {
      token: phone.token,
      body: { ...round, index },
      headers: { 'idempotency-key': key },
    });
    postMs.push(performance.now() - started);
    return { response, key };
  };
  /**
   * Sends, and notes the answer's time. A round (with its Idempotency-Key) is sent again until an answer
   * comes, as the app's outbox does; other writes are not (an undo sent twice would undo two rounds).
   */
  const write = async (send: () => Promise<{ status: number } | void>, retry = false) => {
    for (let attempt = 0; attempt < (retry ? 10 : 1); attempt += 1) {
      const answer = await send();
      if (!answer || answer.status !== 0) break;
      await sleep(1000);
    }
    answered.push(performance.now());
  };
  // Spread the tables' rounds over the pace, as the room's tables do not all finish a hand together.
  await sleep(Math.random() * roundMs);
  for (let index = 0; index < script.length; index += 1) {
    const round = script[index] as RoundPayload;
    const key = randomUUID();
    await write(async () => (await post(round, index, key)).response, true);
    // The board's history follows each round (the Rounds tag of the game).
    await client.call(base, 'GET', `/parties/tours/${gameId}/tours`, { token: phone.token });
    if (index === 3) {
      // A wrong round, undone and entered again.
      await write(() => client.call(base, 'DELETE', `/parties/tours/${gameId}/last`, { token: phone.token }));
      const again = randomUUID();
      await write(async () => (await post(round, index, again)).response, true);
    }
    if (index === 7) {
      // The answer was lost: the phone sends the same round with the same key; nothing new, no event.
      await client.call(base, 'POST', `/parties/tours/${gameId}`, {
        token: phone.token,
        body: { ...round, index },
        headers: { 'idempotency-key': key },
      });
    }
    if (index === 11) {
      // A correction of round 3, entered again as it was (PUT replays the whole game).
      await write(() =>
        client.call(base, 'PUT', `/parties/tours/${gameId}/2`, {
          token: phone.token,
          body: { ...(script[2] as RoundPayload), nb_tours: index + 1 },
        }),
      );
    }
    await sleep(roundMs * (0.75 + Math.random() / 2));
  }
  await write(() => client.call(base, 'POST', `/parties/${gameId}/finish`, { token: phone.token }));
}

export async function tournamentDay(options: DayOptions): Promise<DayResult> {
  const log = options.log ?? (() => undefined);
  const client = new Client(options.bases);
  const first = options.bases[0] as string;

  log(`registering ${options.tables * 4} players and the admin`);
  const admin = await register(client, first, 'admin');
  const players: Account[] = [];
  for (let i = 0; i < options.tables * 4; i += 1)
    players.push(await register(client, client.base(), `j${i}`, options.registrationAddress?.(i)));
  const { status: created, body: tournament } = await client.call<{ id: string }>(
    first,
    'POST',
    '/tournois/',
    {
      token: admin.token,
      body: {
        nom: 'Journée de tournoi',
        date_debut: new Date().toISOString().slice(0, 10),
        classement_visible: true,
        regles: 'classic',
        joueurs: players.map((p) => p.user_id),
      },
    },
  );
  // Everything after reads the tournament's id: a refusal here ends the run with its reason.
  if (created !== 201) throw new Error(`POST /tournois/ : ${created} ${JSON.stringify(tournament)}`);
  const tables = await Promise.all(
    Array.from({ length: options.tables }, async (_, t) => {
      const seated = players.slice(t * 4, t * 4 + 4);
      const { body } = await client.call<{ id: string }>(first, 'POST', '/parties/', {
        token: admin.token,
        body: { joueurs: seated.map((p) => p.user_id), tournois_id: tournament.id },
      });
      return { gameId: body.id, phone: seated[0] as Account, joueurs: seated.map((p) => p.user_id) };
    }),
  );
  const games = tables.map((t) => t.gameId);

  await options.checkpoint?.('seeded');
  log(`opening ${options.pages} participant pages, the admin page and ${options.tables} table phones`);
  const streams: Page[] = [];
  const everyone = [...players];
  for (let i = 0; i < options.pages; i += 1)
    streams.push(participantPage(client, tournament.id, everyone[i % everyone.length] as Account));
  streams.push(participantPage(client, tournament.id, admin));
  const { body: link } = await client.call<{ jeton: string }>(
    first,
    'POST',
    `/tournois/${tournament.id}/ecran`,
    {
      token: admin.token,
    },
  );
  const screens = Array.from({ length: options.screens }, () => {
    // The screen's stream starts with the screen as it is: that first event is no write's, nor is one
    // that brings it up to date after dropped events (it stands for several writes).
    const seen = { events: -1, resynchronised: 0, last: undefined as unknown, arrivals: [] as number[] };
    const url = `${client.base()}/public/ecrans/${link.jeton}/evenements`;
    const stream = openStream(url, null, (event, _matcher, catchUp) => {
      if (event.event !== 'ecran') return;
      seen.last = event.data;
      if (catchUp) {
        seen.resynchronised += 1;
        return;
      }
      if (seen.events >= 0) seen.arrivals.push(performance.now());
      seen.events += 1;
    });
    return { seen, stream };
  });
  const phones = tables.map((table) => {
    const base = client.base();
    // The game stream starts with the game as it is: that first event is no write's.
    let first = true;
    const stream = openStream(
      `${base}/parties/${table.gameId}/evenements`,
      table.phone.token,
      (event, matcher, catchUp) => {
        if (event.event !== 'partie') return;
        if (catchUp) matcher.resynchronised += 1;
        else if (first) first = false;
        else matcher.arrived(table.gameId);
      },
    );
    return { ...table, base, stream };
  });
  await Promise.all(
    [...streams, ...phones.map((p) => p.stream), ...screens.map((p) => p.stream)].map((s) => s.opened),
  );
  await options.checkpoint?.('streams open');

  log(`playing: ${options.tables} tables, one round every ${options.roundMs} ms`);
  const answers = new Map<string, number[]>(games.map((id) => [id, []]));
  const postMs: number[] = [];
  const healthMs: number[] = [];
  let playing = true;
  const health = (async () => {
    while (playing) {
      const started = performance.now();
      // Through the client, so that a health check without answer is counted like any request.
      const { status } = await client.call(client.base(), 'GET', '/health');
      if (status !== 0) healthMs.push(performance.now() - started);
      await sleep(250);
    }
  })();
  const started = performance.now();
  const storm = options.storm
    ? (async ({ atMs, withinMs, queries }) => {
        // The play's own queries over the storm's length, at their rate over the time just before it.
        const beforeMs = Math.min(withinMs, atMs);
        await sleep(atMs - beforeMs);
        const playFrom = { at: performance.now(), queries: queries?.() ?? 0 };
        await sleep(beforeMs);
        const stormFrom = { at: performance.now(), queries: queries?.() ?? 0 };
        const requestsBefore = client.requests;
        log(`reconnect storm: ${streams.length} pages lose their stream, back within ${withinMs} ms`);
        const times = await Promise.all(streams.map((page) => page.reconnect(Math.random() * withinMs)));
        // Every request of the day over the storm, divided by the pages: an upper bound of a page's (the
        // phones keep playing meanwhile, one post and one history read per round).
        const resumed = streams.filter((page) => page.resumed).length;
        // Read once the counters were written again (every 100 ms).
        await sleep(250);
        const playRate = (stormFrom.queries - playFrom.queries) / (stormFrom.at - playFrom.at);
        const stormQueries = (queries?.() ?? 0) - stormFrom.queries;
        const playQueries = playRate * (performance.now() - stormFrom.at);
        return {
          ...(queries ? { queriesPerPage: (stormQueries - playQueries) / streams.length } : {}),
          recoveredMs: times.map((time) => time.recoveredMs),
          admittedMs: times.map((time) => time.admittedMs),
          resumed,
          requests: client.requests - requestsBefore,
          startedAt: performance.now(),
        };
      })(options.storm)
    : undefined;
  const script = (joueurs: string[]) => gameScript(joueurs);
  await Promise.all(
    phones.map((phone) =>
      playTable(
        client,
        phone.base,
        phone.phone,
        phone.gameId,
        script(phone.joueurs),
        options.roundMs,
        answers.get(phone.gameId) as number[],
        postMs,
      ),
    ),
  );
  const durationMs = performance.now() - started;
  const stormResult = await storm;
  playing = false;
  await health;
  // Let the last events arrive (a late one counts in the delivery time, not as missing), then close
  // every stream; then a short wait still, so that an event sent twice shows up.
  const writes = [...answers.values()].reduce((sum, list) => sum + list.length, 0);
  const settleUntil = performance.now() + (options.settleMs ?? 10_000);
  const complete = () =>
    streams.every((page) => page.matcher.complete(answers, games)) &&
    phones.every((phone) => phone.stream.matcher.complete(answers, [phone.gameId])) &&
    screens.every((screen) => screen.seen.resynchronised > 0 || screen.seen.events >= writes);
  while (!complete() && performance.now() < settleUntil) await sleep(100);
  await sleep(500);
  for (const stream of [...streams, ...phones.map((p) => p.stream), ...screens.map((p) => p.stream)])
    stream.close();

  let eventMismatches = 0;
  const deliveryMs: number[] = [];
  for (const stream of streams) {
    eventMismatches += stream.matcher.settle(answers, games);
    deliveryMs.push(...stream.matcher.delivery);
  }
  for (const phone of phones) {
    eventMismatches += phone.stream.matcher.settle(answers, [phone.gameId]);
    deliveryMs.push(...phone.stream.matcher.delivery);
  }

  // A screen event names no game: the n-th one is paired with the n-th write answered, whichever table.
  const answeredInOrder = [...answers.values()].flat().sort((a, b) => a - b);
  // A resynchronised screen's events no longer pair with the writes one by one: no timing from it.
  const screenDeliveryMs = screens.flatMap((screen) =>
    (screen.seen.resynchronised > 0 ? [] : screen.seen.arrivals)
      .slice(0, answeredInOrder.length)
      .map((arrived, n) => Math.max(0, arrived - (answeredInOrder[n] as number))),
  );
  const screenEventMismatches = screens.reduce(
    (sum, screen) =>
      sum +
      (screen.seen.resynchronised > 0
        ? Math.max(0, screen.seen.events - writes)
        : Math.abs(screen.seen.events - writes)),
    0,
  );
  const { body: finalScreen } = await client.call<{ tables: unknown }>(
    first,
    'GET',
    `/public/ecrans/${link.jeton}`,
  );
  const screensWrong = screens.filter(
    (screen) =>
      JSON.stringify((screen.seen.last as { tables?: unknown })?.tables) !==
      JSON.stringify(finalScreen.tables),
  ).length;

  const { body: ranking } = await client.call(first, 'GET', `/tournois/${tournament.id}/classement`, {
    token: admin.token,
  });
  // Compared as values: a ranking built from changes lists its players in another order than GET.
  const pagesWrong = streams.filter((page) => !isDeepStrictEqual(page.ranking.ranking, ranking)).length;

  log('checking every game against the domain’s replay of the rounds the phones meant');
  let gamesWrong = 0;
  for (const phone of phones) {
    const meant = script(phone.joueurs);
    const { body: stored } = await client.call<{ tours: Array<{ tour: RoundPayload }> }>(
      first,
      'GET',
      `/parties/tours/${phone.gameId}/tours`,
      { token: admin.token },
    );
    const { body: game } = await client.call<{ scores: Record<string, number> }>(
      first,
      'GET',
      `/parties/${phone.gameId}`,
      {
        token: admin.token,
      },
    );
    const replay = replayGame(phone.joueurs, meant);
    const finished = replay.ok ? finishGame(replay.state) : undefined;
    const expected = finished?.ok ? finished.next.scores : {};
    const same =
      stored.tours.length === meant.length &&
      stored.tours.every((entry, n) => entry.tour.type_victoire === meant[n]?.type_victoire) &&
      phone.joueurs.every((id) => game.scores[id] === expected[id]);
    if (!same) gamesWrong += 1;
  }

  return {
    requests: client.requests,
    status429: client.status429,
    status5xx: client.status5xx,
    networkErrors: client.networkErrors,
    otherFailures: client.otherFailures,
    busiestUserMinute: client.busiestUserMinute(),
    postMs,
    deliveryMs,
    eventMismatches,
    pagesResynchronised: streams.filter((page) => page.matcher.resynchronised > 0).length,
    screenEventMismatches,
    screensResynchronised: screens.filter((screen) => screen.seen.resynchronised > 0).length,
    rankingChangesMissed: streams.reduce((sum, page) => sum + page.ranking.missed, 0),
    screensWrong,
    screenDeliveryMs,
    pagesWrong,
    byRoute: [...client.byRoute].sort((a, b) => b[1] - a[1]),
    gamesWrong,
    ...(stormResult
      ? {
          storm: {
            recoveredMs: stormResult.recoveredMs,
            admittedMs: stormResult.admittedMs,
            ...(stormResult.queriesPerPage === undefined ? {} : { queriesPerPage: stormResult.queriesPerPage }),
            requestsPerPage: stormResult.requests / streams.length,
            resumed: stormResult.resumed,
          },
        }
      : {}),
    streams: streams.length + phones.length + screens.length,
    streamsByBase: options.bases.map(
      (base) =>
        [...streams, ...phones.map((p) => p.stream), ...screens.map((p) => p.stream)].filter((s) =>
          s.url.startsWith(`${base}/`),
        ).length,
    ),
    healthMs,
    durationMs,
  };
}
