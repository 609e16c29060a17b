/**
 * Live streams (Server-Sent Events) over the event bus: `app.liveStream` opens one for a request whose
 * access the route has already checked; every stream ends cleanly when the server shuts down.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { LiveEvent } from '../events/bus';
import { LiveHub, type Shared } from '../events/hub';
import { openSse, type SseStream } from '../events/sse';

export interface LiveStreamOptions {
  topics: string[];
  /** Sent as soon as the stream opens (the state the reader starts from). */
  first?: { event: string; data: unknown } | undefined;
  /** Writes what the event means for this reader; may end the stream when access ended. */
  handle(event: LiveEvent, stream: SseStream, shared: Shared): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    liveHub: LiveHub;
    liveStream(request: FastifyRequest, reply: FastifyReply, options: LiveStreamOptions): void;
  }
}

const streams = new WeakMap<object, SseStream>();

export const livePlugin = fp(
  async (app) => {
    const hub = new LiveHub(
      app.events,
      (error) => app.log.error({ err: error }, 'événement non transmis'),
      (subscription) => streams.get(subscription)?.comment('ping'),
    );
    app.decorate('liveHub', hub);
    app.decorate('liveStream', (request: FastifyRequest, reply: FastifyReply, options: LiveStreamOptions) => {
      const stream = openSse(request, reply);
      const subscription = {
        topics: options.topics,
        userId: request.currentUser?.id,
        handle: (event: LiveEvent, shared: Shared) => options.handle(event, stream, shared),
        end: () => stream.end(),
      };
      streams.set(subscription, stream);
      const remove = hub.add(subscription);
      stream.onClose(remove);
      if (options.first) stream.send(options.first.event, options.first.data);
    });
    // Before the server stops accepting: open streams would otherwise keep it from closing.
    app.addHook('preClose', async () => hub.closeAll());
  },
  { name: 'live', dependencies: ['database'] },
);
