/**
 * What each live stream sends (docs/api-contract.md, "Live updates"): for a reader whose access is
 * checked here exactly as reading the resource checks it (401, 404, 403 before any stream opens), the
 * stream's topics, the state it starts from and what each event means for that reader. The routes open
 * the stream (`app.liveStream`); the hub calls `handle` once per event, with `shared` reading each state
 * once for all of this process's readers, after the write's commit.
 */
import type {
  GameDeletedEvent,
  LiveEvents,
  LiveMessage,
  TournamentEvent,
  TournamentSnapshot,
} from '@mj/contract';
import type { UserRow } from '../db/schema';
import type { BusEvent } from '../events/bus';
import { gameTopic, tournamentTopic, type Shared } from '../events/hub';
import type { Repositories } from '../repositories';
import { toGame } from '../wire';
import { gameAccess, isTournamentMember, isTournamentStaff, tournamentFor } from './access';
import { publicScreen, screenOfLink } from './screen';
import { standingOf } from './standings';
import { gameAsSeenBy, visibleRanking } from './tournaments';

/** Where a stream's events go: the open response (events/sse.ts), typed by the contract's event map. */
export interface LiveSink {
  send<K extends keyof LiveEvents>(event: K, data: LiveEvents[K]): void;
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
  const { game } = await gameAccess(repos, gameId, user);
  const tournamentId = game.tournamentId;
  return {
    // A tournament's game also follows its tournament: a change of roles (hand-over, a referee removed)
    // ends the stream of a reader who no longer may read the game.
    topics: [gameTopic(game.id), ...(tournamentId ? [tournamentTopic(tournamentId)] : [])],
    tournamentId: tournamentId ?? undefined,
    first: { event: 'partie', data: toGame(game) },
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
        const row = await shared(gameTopic(game.id), () => repos.games.find(game.id));
        if (!row) return;
        stream.send('partie', toGame(row));
      }
    },
    catchUp: async (stream, shared) => {
      const row = await shared(gameTopic(game.id), () => repos.games.find(game.id));
      if (row) stream.send('partie', toGame(row));
      else {
        stream.send('supprimee', { id: game.id } satisfies GameDeletedEvent);
        stream.end();
      }
    },
  };
}

/**
 * GET /tournois/{id}/evenements: each game's event with the game and the reader's ranking, a reason to
 * read again for the rest; the stream ends when the reader is no longer one of the tournament's.
 */
export async function tournamentStream(
  repos: Repositories,
  user: UserRow,
  tournamentId: string,
): Promise<LiveStreamSpec> {
  const tournament = await tournamentFor(repos, tournamentId, user, 'member');
  const topic = tournamentTopic(tournament.id);
  const current = (shared: Shared) => shared(topic, () => repos.tournaments.find(tournament.id));
  const games = (shared: Shared) =>
    shared(`${topic}:parties`, () => repos.games.listForTournament(tournament.id));
  /** The tournament, its games and its standing (cached per write by standings.ts), read once for every reader. */
  const state = async (shared: Shared) => {
    const [now, rows] = await Promise.all([current(shared), games(shared)]);
    if (!now) return undefined;
    const ranking = await shared(`${topic}:classement`, () => standingOf(repos, now));
    return { now, rows, ranking };
  };
  return {
    topics: [topic],
    tournamentId: tournament.id,
    handle: async (event, stream, shared) => {
      if (event.type === 'partie' || event.type === 'supprimee') {
        // The game and the ranking travel with the event: a page updates without reading again.
        const found = await state(shared);
        if (!found) return;
        const { now, rows, ranking } = found;
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
    // At opening and after falling behind: the games and the ranking as GET answers them to this reader.
    catchUp: async (stream, shared) => {
      const found = await state(shared);
      if (!found || !isTournamentMember(found.now, user)) {
        stream.end();
        return;
      }
      const { now, rows, ranking } = found;
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
