/**
 * What each live stream sends (docs/api-contract.md, "Live updates"): for a reader whose access is
 * checked here exactly as reading the resource checks it (401, 404, 403 before any stream opens), the
 * stream's topics, the state it starts from and what each event means for that reader. The routes open
 * the stream (`app.liveStream`); the hub calls `handle` once per event, with `shared` reading each state
 * once for all of this process's readers, after the write's commit.
 */
import type {
  Game,
  GameDeletedEvent,
  LiveEvents,
  LiveMessage,
  RankingResponse,
  TournamentEvent,
  TournamentSnapshot,
} from '@mj/contract';
import type { UserRow } from '../db/schema';
import type { BusEvent } from '../events/bus';
import { gameTopic, tournamentTopic, type Shared } from '../events/hub';
import type { Repositories } from '../repositories';
import type { Tournament } from '../repositories/tournaments';
import { toGame } from '../wire';
import { gameAccess, isRankingHiddenFrom, isTournamentMember, isTournamentStaff, withRole } from './access';
import { batchedReads } from './batched-reads';
import { rankingChange } from './ranking-change';
import { gameFingerprint, readerStates, resumeBetween, type ReaderState } from './reader-states';
import { publicScreen, screenOfLink } from './screen';
import { standingOf } from './standings';
import { gameAsSeenBy, visibleRanking, wholeRanking } from './tournaments';

/** Where a stream's events go: the open response (events/sse.ts), typed by the contract's event map. */
export interface LiveSink {
  /**
   * Sends the event; false when it was dropped (the stream is behind: its reader will be brought to the
   * current state in one event). The same `data` object sent to many streams is serialised once: it is
   * never changed once sent. `id`: the event's SSE `id:`, which its reader sends back as `Last-Event-ID`
   * when it reconnects.
   */
  send<K extends keyof LiveEvents>(event: K, data: LiveEvents[K], id?: string): boolean;
  end(): void;
}

export interface LiveStreamSpec {
  topics: string[];
  /**
   * The tournament whose own stream this is (its member's page, its game, its screen): such a stream
   * may take the places each process keeps for tournaments (plugins/live.ts).
   */
  tournamentId?: string | undefined;
  /**
   * Sent as soon as the stream opens (the state the reader starts from, read with the access check);
   * without it, `catchUp` sends that state from the hub's queue.
   */
  first?: LiveMessage | undefined;
  /** Writes what the event means for this reader; may end the stream when access ended. */
  handle(event: BusEvent, stream: LiveSink, shared: Shared): Promise<void>;
  /** Sends the current state in one event (a reader that fell behind and reads again). */
  catchUp(stream: LiveSink, shared: Shared): Promise<void>;
}

/** GET /parties/{id}/evenements: the game, then one event per write, `supprimee` at its deletion. */
export async function gameStream(
  repos: Repositories,
  user: UserRow,
  gameId: string,
): Promise<LiveStreamSpec> {
  const { game: row } = await gameAccess(repos, gameId, user);
  // What the stream keeps of the game: its rounds held by every reader's stream would be kilobytes each.
  const game = { id: row.id, version: row.version, joueurs: row.joueurs };
  const tournamentId = row.tournamentId;
  /** The game now, one object for all of its readers (serialised once: events/sse.ts). */
  const wireGame = (shared: Shared) =>
    shared(`${gameTopic(game.id)}:partie`, async () => {
      const now = await repos.games.find(game.id);
      return now && toGame(now);
    });
  return {
    // A tournament's game also follows its tournament: a change of roles (hand-over, a referee removed)
    // ends the stream of a reader who no longer may read the game.
    topics: [gameTopic(game.id), ...(tournamentId ? [tournamentTopic(tournamentId)] : [])],
    tournamentId: tournamentId ?? undefined,
    first: { event: 'partie', data: toGame(row) },
    handle: async (event, stream, shared) => {
      // Its tournament's topic also carries the other tables' writes: they are not this game's.
      if ((event.type === 'partie' || event.type === 'supprimee') && event.gameId !== game.id) return;
      if (event.type === 'tournoi' && tournamentId) {
        const now = await shared(tournamentTopic(tournamentId), () => repos.tournaments.find(tournamentId));
        if (!now || !(isTournamentStaff(now, user) || game.joueurs.includes(user.id))) stream.end();
      } else if (event.type === 'supprimee') {
        stream.send('supprimee', { id: game.id } satisfies GameDeletedEvent);
        stream.end();
      } else if (event.type === 'partie') {
        // A write that started from an older version than the first state's is already in it: its
        // event reached this process after the stream opened (on PostgreSQL, another process's NOTIFY
        // can). Every later write is sent once, even one that leaves the game as it was (a round
        // corrected to itself) or one read together with the next (both then carry the newest state):
        // every write reaches every stream exactly once.
        if (event.depuis < game.version) return;
        const now = await wireGame(shared);
        if (now) stream.send('partie', now);
      }
    },
    catchUp: async (stream, shared) => {
      const now = await wireGame(shared);
      if (now) stream.send('partie', now);
      else {
        stream.send('supprimee', { id: game.id } satisfies GameDeletedEvent);
        stream.end();
      }
    },
  };
}

/** The tournament read for the access checks of the streams opening together (batchedReads). */
const openingReads = new WeakMap<Repositories, (tournamentId: string) => Promise<Tournament | undefined>>();

function openingRead(repos: Repositories) {
  let read = openingReads.get(repos);
  if (!read) openingReads.set(repos, (read = batchedReads((id) => repos.tournaments.find(id))));
  return read;
}

/**
 * GET /tournois/{id}/evenements: each game's event with the game and the reader's ranking, a reason to
 * read again for the rest; the stream ends when the reader is no longer one of the tournament's.
 *
 * A reader who sees the whole ranking shares everything with every such reader: the games, the ranking
 * and each event's payload are built once per batch of events (`shared`), and serialised once
 * (events/sse.ts). Once this stream has sent them a whole ranking, its events carry only what changed
 * since (`classement_maj`): the whole ranking is some 30 KB at 256 players, and two or three of them in
 * one batch would pass a socket's backlog. Their game events carry an `id:` naming what the reader has
 * (reader-states.ts): reconnecting with it (`lastEventId`), or reading again after falling behind, they
 * get only what changed since (`reprise`) rather than every game and the whole ranking.
 */
export async function tournamentStream(
  repos: Repositories,
  user: UserRow,
  tournamentId: string,
  lastEventId?: string,
): Promise<LiveStreamSpec> {
  // The stream keeps the id alone and reads the tournament per batch: its row (every player) held by
  // each of a room's thousand streams would be kilobytes each.
  withRole(await openingRead(repos)(tournamentId), user, 'member');
  const topic = tournamentTopic(tournamentId);
  const current = (shared: Shared) => shared(topic, () => repos.tournaments.find(tournamentId));
  const games = (shared: Shared) =>
    shared(`${topic}:parties`, () => repos.games.listForTournament(tournamentId));
  /**
   * The tournament, its games and its standing (cached per write by standings.ts), read once for every
   * reader: one lookup per stream, the room's thousand streams each handling each event.
   */
  const state = (shared: Shared) =>
    shared(`${topic}:etat-lu`, async () => {
      const [now, rows] = await Promise.all([current(shared), games(shared)]);
      if (!now) return undefined;
      const ranking = await shared(`${topic}:classement`, () => standingOf(repos, now));
      return { now, rows, ranking };
    });
  type State = NonNullable<Awaited<ReturnType<typeof state>>>;
  /** The whole ranking, one object for every reader who sees it (`wholeRanking`). */
  const whole = ({ now, ranking }: State, shared: Shared) =>
    shared(`${topic}:classement-entier`, async () => wholeRanking(now, ranking));
  /**
   * Every game as a reader who sees the whole ranking reads it (`mayReadScores`), built from the game
   * alone, never from the reader who happened to ask first, with its fingerprint.
   */
  const wireGames = (found: State, shared: Shared) =>
    shared(`${topic}:parties-envoyees`, async () => {
      const wire = new Map<string, Game>();
      const prints = new Map<string, string>();
      for (const row of found.rows) {
        const game = toGame(row);
        wire.set(row.id, game);
        prints.set(row.id, gameFingerprint(game));
      }
      return { wire, prints };
    });
  /** The whole state now: every game and the whole ranking. */
  const wholeState = (found: State, shared: Shared) =>
    shared(`${topic}:etat-entier`, async () =>
      readerStates.state(tournamentId, (await wireGames(found, shared)).prints, await whole(found, shared)),
    );
  /** What the reader who sees the whole ranking has: what this stream last sent them (none: hidden). */
  let known: ReaderState | undefined;
  /**
   * The whole ranking this stream last sent a reader whose games it cannot name (their ranking was
   * hidden when the stream opened): the one their ranking's changes apply to.
   */
  let base: RankingResponse | undefined;
  /**
   * What such a reader gets for a write of `gameId`: the game, and the whole ranking or what changed
   * since `from`'s; one object per (game, from, to) for all such readers, and the state it brings them to.
   */
  const buildWholeEvent = async (found: State, gameId: string, from: ReaderState | undefined, shared: Shared) => {
    const [to, { wire, prints }] = await Promise.all([whole(found, shared), wireGames(found, shared)]);
    const partie = wire.get(gameId);
    const fromRanking = from?.ranking ?? base;
    const key = `${topic}:evenement:${gameId}:${fromRanking?.version ?? ''}:${to.version}`;
    const event = await shared(key, async () => {
      const change = fromRanking && rankingChange(fromRanking, to);
      return {
        raison: 'partie',
        partie_id: gameId,
        ...(partie ? { partie } : {}),
        ...(change ? { classement_maj: change } : { classement: to }),
      } satisfies TournamentEvent;
    });
    // The reader's games, this one now as sent: one state for every stream that had `from`.
    const next = from
      ? await shared(`${topic}:etat:${from.id}:${gameId}`, async () => {
          const after = new Map(from.games);
          const print = prints.get(gameId);
          if (print === undefined) after.delete(gameId);
          else after.set(gameId, print);
          return readerStates.state(tournamentId, after, to);
        })
      : undefined;
    return { event, next, to };
  };
  /** The same, built once per batch for every stream that starts from `from` (or from `base`). */
  const wholeEvent = (found: State, gameId: string, from: ReaderState | undefined, shared: Shared) =>
    shared(`${topic}:envoi:${gameId}:${from ? from.id : `classement:${base?.version ?? ''}`}`, () =>
      buildWholeEvent(found, gameId, from, shared),
    );
  /** Sends `data` and, when it was not dropped, takes `next` as what the reader has. */
  const sendKnown = <K extends 'instantane' | 'reprise'>(
    stream: LiveSink,
    event: K,
    data: LiveEvents[K],
    next: ReaderState | undefined,
  ) => {
    if (stream.send(event, data, next?.id)) [known, base] = [next, next?.ranking];
  };
  return {
    topics: [topic],
    tournamentId,
    handle: async (event, stream, shared) => {
      if (event.type === 'partie' || event.type === 'supprimee') {
        // The game and the ranking travel with the event: a page updates without reading again.
        const found = await state(shared);
        if (!found) return;
        const { now, rows, ranking } = found;
        if (!isRankingHiddenFrom(now, user)) {
          const { event: payload, next, to } = await wholeEvent(found, event.gameId, known, shared);
          // Without a state to start from (the ranking was hidden from the reader), none to name.
          if (stream.send('tournoi', payload, next?.id)) [known, base] = [next, to];
          return;
        }
        [known, base] = [undefined, undefined];
        const row = rows.find((game) => game.id === event.gameId);
        // A hidden ranking keeps other tables' scores from the players (they would add them up).
        const partie = row && gameAsSeenBy(now, user, row);
        stream.send('tournoi', {
          raison: 'partie',
          partie_id: event.gameId,
          ...(partie ? { partie } : {}),
          classement: await visibleRanking(repos, user, now, ranking),
        } satisfies TournamentEvent);
      } else if (event.type === 'tournoi') {
        // The players changed: a reader who is no longer one of them loses the stream.
        const now = await current(shared);
        if (!now || !isTournamentMember(now, user)) {
          stream.end();
          return;
        }
        stream.send('tournoi', { raison: event.raison } satisfies TournamentEvent);
      }
    },
    // At opening and after falling behind: the games and the ranking as GET answers them to this reader,
    // or only what changed since the state the reader has, when it is known here.
    catchUp: async (stream, shared) => {
      const found = await state(shared);
      if (!found || !isTournamentMember(found.now, user)) {
        stream.end();
        return;
      }
      const { now, rows, ranking } = found;
      if (!isRankingHiddenFrom(now, user)) {
        const to = await wholeState(found, shared);
        // At opening, the state the reader reconnects from; later, what this stream sent them.
        const from = known ?? readerStates.find(lastEventId, tournamentId);
        if (from) {
          const resume = await shared(`${topic}:reprise:${from.id}:${to.id}`, async () =>
            resumeBetween(from, to, (await wireGames(found, shared)).wire),
          );
          sendKnown(stream, 'reprise', resume, to);
          return;
        }
        // One snapshot for every reader who sees it all: a room's pages reconnecting together share it.
        const snapshot = await shared(`${topic}:instantane`, async () => ({
          parties: [...(await wireGames(found, shared)).wire.values()],
          classement: to.ranking,
        }));
        sendKnown(stream, 'instantane', snapshot satisfies TournamentSnapshot, to);
        return;
      }
      [known, base] = [undefined, undefined];
      stream.send('instantane', {
        parties: rows.map((row) => gameAsSeenBy(now, user, row)),
        classement: await visibleRanking(repos, user, now, ranking),
      } satisfies TournamentSnapshot);
    },
  };
}

/**
 * GET /public/ecrans/{jeton}/evenements: the whole screen, again after every change of the tournament;
 * the stream ends when its link is revoked or replaced.
 */
export async function screenStream(repos: Repositories, jeton: string): Promise<LiveStreamSpec> {
  const found = await publicScreen(repos, jeton, new Date());
  const sendScreen = async (stream: LiveSink, shared: Shared) => {
    const now = await shared(`ecran:${jeton}`, () => screenOfLink(repos, jeton, new Date()));
    if (now) stream.send('ecran', now.screen);
    else stream.end();
  };
  return {
    topics: [tournamentTopic(found.tournamentId)],
    tournamentId: found.tournamentId,
    first: { event: 'ecran', data: found.screen },
    handle: (_event, stream, shared) => sendScreen(stream, shared),
    catchUp: (stream, shared) => sendScreen(stream, shared),
  };
}
