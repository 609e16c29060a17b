/**
 * Live streams (Server-Sent Events) over the event bus: `app.liveStream` opens one for a request whose
 * access the route has already checked; every stream ends cleanly when the server shuts down.
 *
 * Each open stream holds a socket, memory and a share of every event's work, so their number is capped
 * (StreamLimits, docs/deploy.md): per signed-in user and per address for the public screen (no session),
 * both counted over every server process (events/stream-places.ts), and per process. A share of each
 * process's places is kept for the tournaments being followed: once the rest is taken, only a stream of a
 * tournament's own (its members' pages, its screens) that holds few streams here gets in, so that
 * accounts following other things cannot leave a room's wall screen without a stream. Beyond a cap the
 * request gets a French 429 before the stream opens.
 */
// Node's own timers, whatever the global ones are (the web tests run this app under jsdom).
import { clearInterval, setInterval } from 'node:timers';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { clientAddressKey } from '../client-address';
import { DEFAULT_STREAM_LIMITS, type StreamLimits } from '../config';
import { ApiError } from '../errors';
import type { BusEvent } from '../events/bus';
import { SERVER_MESSAGES } from '../messages';
import { LiveHub, type Shared } from '../events/hub';
import { openSse, type SseStream } from '../events/sse';
import { REFRESH_MS, StreamPlaces } from '../events/stream-places';
import type { LiveStreamSpec } from '../services/live';

/** A stream's topics, first state and handling of each event (services/live.ts). */
export type LiveStreamOptions = LiveStreamSpec;

declare module 'fastify' {
  interface FastifyInstance {
    liveHub: LiveHub;
    /** Opens the stream, or throws the 429 to answer when a cap is reached. */
    liveStream(request: FastifyRequest, reply: FastifyReply, options: LiveStreamOptions): Promise<void>;
    /** Streams open in this process (a stream that ended counts until its places are given back). */
    openStreams(): number;
  }
}

const streams = new WeakMap<object, SseStream>();

/** A reader who waits this long before opening again finds room (streams end with their pages). */
const STREAM_RETRY_AFTER_SECONDS = 30;

const refused = (detail: string) =>
  new ApiError(429, detail, { 'retry-after': String(STREAM_RETRY_AFTER_SECONDS) });

/**
 * The share of a process's places kept for tournaments' own streams (a fifth: 1 000 of the default
 * 5 000, six rooms of 64 players at 2,6 pages each: docs/performance.md).
 */
const RESERVED_SHARE = 0.2;

/**
 * This process's places. Any stream takes one while the unreserved part has room; past it, a stream of
 * a tournament takes a reserved place while that tournament holds fewer than half the reserve here: the
 * accounts that filled the rest, by following a tournament of their own, hold more than that.
 */
export class ProcessPlaces {
  private total = 0;
  private readonly byTournament = new Map<string, number>();
  private readonly unreserved: number;
  private readonly perTournamentInReserve: number;

  constructor(private readonly perProcess: number) {
    const reserved = Math.ceil(perProcess * RESERVED_SHARE);
    this.unreserved = perProcess - reserved;
    this.perTournamentInReserve = Math.ceil(reserved / 2);
  }

  /** A place for a stream of `tournamentId` (none: a game outside tournaments), or the 429 to answer. */
  take(tournamentId: string | undefined): () => void {
    const ofTournament = tournamentId ? (this.byTournament.get(tournamentId) ?? 0) : 0;
    const inReserve =
      tournamentId !== undefined &&
      this.total < this.perProcess &&
      ofTournament < this.perTournamentInReserve;
    if (this.total >= this.unreserved && !inReserve) throw refused(SERVER_MESSAGES.tooManyStreamsOnServer);
    this.total += 1;
    if (tournamentId) this.byTournament.set(tournamentId, ofTournament + 1);
    let given = false;
    return () => {
      if (given) return;
      given = true;
      this.total -= 1;
      if (!tournamentId) return;
      const left = (this.byTournament.get(tournamentId) ?? 1) - 1;
      if (left === 0) this.byTournament.delete(tournamentId);
      else this.byTournament.set(tournamentId, left);
    };
  }

  get open(): number {
    return this.total;
  }
}

export const livePlugin = fp<{ limits?: StreamLimits | undefined }>(
  async (app, { limits = DEFAULT_STREAM_LIMITS }) => {
    const places = new ProcessPlaces(limits.perProcess);
    const holders = new StreamPlaces(app.database.db);
    const logError = (message: string) => (error: unknown) => app.log.error({ err: error }, message);
    await holders.forgetStopped();
    let closing = false;
    const refresh = setInterval(
      () => void holders.refresh().catch(logError('flux ouverts non signalés à la base')),
      REFRESH_MS,
    );
    // Under jsdom a timer is a number without unref.
    (refresh as { unref?: () => void }).unref?.();
    const hub = new LiveHub(
      app.events,
      (error) => app.log.error({ err: error }, 'événement non transmis'),
      (subscription) => streams.get(subscription)?.comment('ping'),
    );
    app.decorate('liveHub', hub);
    app.decorate('openStreams', () => places.open);
    app.decorate(
      'liveStream',
      async (request: FastifyRequest, reply: FastifyReply, options: LiveStreamOptions) => {
        const user = request.currentUser as FastifyRequest['currentUser'] | null;
        const holder = user
          ? { key: `utilisateur:${user.id}`, max: limits.perUser }
          : { key: `ecran:${clientAddressKey(request.ip)}`, max: limits.screensPerAddress };
        // This process's place first (no wait), so that streams opening together never pass it.
        const giveProcessPlace = places.take(options.tournamentId);
        let held: boolean;
        try {
          held = await holders.take(holder.key, holder.max);
        } catch (error) {
          giveProcessPlace();
          throw error;
        }
        if (!held) {
          giveProcessPlace();
          throw refused(SERVER_MESSAGES.tooManyStreams);
        }
        let givenBack = false;
        // The holder's place goes back to the database first: a reader who sees the stream gone and
        // opens again finds it.
        const release = () => {
          if (givenBack) return;
          givenBack = true;
          // At shutdown every place of this process goes at once (forgetMine).
          if (closing) return giveProcessPlace();
          void holders.give(holder.key).catch(logError('place de flux non rendue')).finally(giveProcessPlace);
        };
        let stream: SseStream;
        try {
          stream = openSse(request, reply);
        } catch (error) {
          release();
          throw error;
        }
        stream.onClose(release);
        // After dropped events, the state is sent marked as a catch-up (events/sse.ts).
        const sinkFor = (catchUp: boolean) => ({
          send: (event: string, data: unknown, id?: string) => stream.send(event, data, { catchUp, id }),
          end: () => stream.end(),
        });
        const sink = sinkFor(false);
        const caughtUpSink = sinkFor(true);
        // The stream's closures keep its handlers, not the options (their first state goes out below).
        const { handle, catchUp } = options;
        const subscription = {
          topics: options.topics,
          userId: request.currentUser?.id,
          session: request.currentSession?.key,
          handle: (event: BusEvent, shared: Shared) => handle(event, sink, shared),
          catchUp: (shared: Shared, behind: boolean) => catchUp(behind ? caughtUpSink : sink, shared),
          end: () => stream.end(),
        };
        streams.set(subscription, stream);
        const remove = hub.add(subscription);
        stream.onClose(remove);
        // A reader that fell behind and reads again gets the current state in one event.
        stream.onCaughtUp(() => hub.catchUp(subscription, true));
        // The state it starts from: already read with the access check, or read in the hub's queue (shared
        // by the streams that open together, and in order with the events).
        if (options.first) stream.send(options.first.event, options.first.data);
        else hub.catchUp(subscription);
      },
    );
    // Before the server stops accepting: open streams would otherwise keep it from closing.
    app.addHook('preClose', async () => {
      clearInterval(refresh);
      closing = true;
      hub.closeAll();
      await holders.forgetMine().catch(logError('places de flux non effacées'));
    });
  },
  { name: 'live', dependencies: ['database'] },
);
