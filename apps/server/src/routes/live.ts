/**
 * Live updates (docs/api-contract.md, "Live updates"): Server-Sent Events for a game and a tournament,
 * authorised exactly like reading the resource (401, then 404, then 403, answered as JSON before the
 * stream opens) and closed when that access ends. What each stream sends: services/live.ts.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { gameEventsRoute, tournamentEventsRoute } from '@mj/contract';
import type { FastifyInstance } from 'fastify';
import { gameStream, tournamentStream } from '../services/live';

export async function liveRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/parties/:id/evenements',
    { schema: { tags: ['parties'], ...gameEventsRoute } },
    async (request, reply) =>
      app.liveStream(request, reply, await gameStream(app.repos, request.currentUser, request.params.id)),
  );

  app.get(
    '/tournois/:id/evenements',
    { schema: { tags: ['tournois'], ...tournamentEventsRoute } },
    async (request, reply) =>
      app.liveStream(
        request,
        reply,
        // A reader coming back names the state it has (the last event's `id:`): it is sent what changed since.
        await tournamentStream(
          app.repos,
          request.currentUser,
          request.params.id,
          request.headers['last-event-id'] as string | undefined,
        ),
      ),
  );
}
