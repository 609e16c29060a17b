/**
 * Live streams (Server-Sent Events) over the event bus: `app.liveStream` opens one for a request whose
 * access the route has already checked; every stream ends cleanly when the server shuts down.
 *
 * Each open stream holds a socket, memory and a share of every event's work, so their number is capped
 * (StreamLimits, docs/deploy.md): per signed-in user, per address for the public screen (no session),
 * and per process. Beyond a cap the request gets a French 429 before the stream opens.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { clientAddressKey } from '../client-address';
import { DEFAULT_STREAM_LIMITS, type StreamLimits } from '../config';
import { ApiError } from '../errors';
import type { BusEvent } from '../events/bus';
import { SERVER_MESSAGES } from '../messages';
import { LiveHub, type Shared } from '../events/hub';
import { openSse, type SseStream } from '../events/sse';
import type { LiveStreamSpec } from '../services/live';

/** A stream's topics, first state and handling of each event (services/live.ts). */
export type LiveStreamOptions = LiveStreamSpec;

declare module 'fastify' {
  interface FastifyInstance {
    liveHub: LiveHub;
    /** Opens the stream, or throws the 429 to answer when a cap is reached. */
    liveStream(request: FastifyRequest, reply: FastifyReply, options: LiveStreamOptions): void;
    /** Streams open in this process. */
    openStreams(): number;
  }
}

const streams = new WeakMap<object, SseStream>();

/** A reader who waits this long before opening again finds room (streams end with their pages). */
const STREAM_RETRY_AFTER_SECONDS = 30;

/** Open streams counted by who holds them; a stream takes its places when it opens, gives them back once. */
class StreamCounts {
  private total = 0;
  private readonly byHolder = new Map<string, number>();

  constructor(private readonly limits: StreamLimits) {}

  /** The places of a new stream of `holder`, or the 429 to answer. */
  take(holder: { key: string; max: number }): () => void {
    if (this.total >= this.limits.perProcess) {
      throw new ApiError(429, SERVER_MESSAGES.tooManyStreamsOnServer, {
        'retry-after': String(STREAM_RETRY_AFTER_SECONDS),
      });
    }
    const held = this.byHolder.get(holder.key) ?? 0;
    if (held >= holder.max) {
      throw new ApiError(429, SERVER_MESSAGES.tooManyStreams, {
        'retry-after': String(STREAM_RETRY_AFTER_SECONDS),
      });
    }
    this.total += 1;
    this.byHolder.set(holder.key, held + 1);
    let given = false;
    return () => {
      if (given) return;
      given = true;
      this.total -= 1;
      const left = (this.byHolder.get(holder.key) ?? 1) - 1;
      if (left === 0) this.byHolder.delete(holder.key);
      else this.byHolder.set(holder.key, left);
    };
  }

  get open(): number {
    return this.total;
  }
}

export const livePlugin = fp<{ limits?: StreamLimits | undefined }>(
  async (app, { limits = DEFAULT_STREAM_LIMITS }) => {
    const counts = new StreamCounts(limits);
    const hub = new LiveHub(
      app.events,
      (error) => app.log.error({ err: error }, 'événement non transmis'),
      (subscription) => streams.get(subscription)?.comment('ping'),
    );
    app.decorate('liveHub', hub);
    app.decorate('openStreams', () => counts.open);
    app.decorate('liveStream', (request: FastifyRequest, reply: FastifyReply, options: LiveStreamOptions) => {
      const user = request.currentUser as FastifyRequest['currentUser'] | null;
      const release = counts.take(
        user
          ? { key: `utilisateur:${user.id}`, max: limits.perUser }
          : { key: `ecran:${clientAddressKey(request.ip)}`, max: limits.screensPerAddress },
      );
      let stream: SseStream;
      try {
        stream = openSse(request, reply);
      } catch (error) {
        release();
        throw error;
      }
      stream.onClose(release);
      const subscription = {
        topics: options.topics,
        userId: request.currentUser?.id,
        session: request.currentSession?.key,
        handle: (event: BusEvent, shared: Shared) => options.handle(event, stream, shared),
        catchUp: (shared: Shared) => options.catchUp(stream, shared),
        end: () => stream.end(),
      };
      streams.set(subscription, stream);
      const remove = hub.add(subscription);
      stream.onClose(remove);
      // A reader that fell behind and reads again gets the current state in one event.
      stream.onCaughtUp(() => hub.catchUp(subscription));
      // The state it starts from: already read with the access check, or read in the hub's queue (shared
      // by the streams that open together, and in order with the events).
      if (options.first) stream.send(options.first.event, options.first.data);
      else hub.catchUp(subscription);
    });
    // Before the server stops accepting: open streams would otherwise keep it from closing.
    app.addHook('preClose', async () => hub.closeAll());
  },
  { name: 'live', dependencies: ['database'] },
);
