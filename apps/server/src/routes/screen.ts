/**
 * The public screen: its link (admin) and what it shows (no session, rate limited per address).
 * Schemas: @mj/contract (rondes); the response schema strips anything not listed, so nothing more leaks.
 * The screen's live stream sends its whole content again after every change of the tournament, and ends
 * when its link is revoked or replaced.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  closeScreenRoute,
  openScreenRoute,
  publicScreenEventsRoute,
  publicScreenRoute,
  screenRoute,
} from '@mj/contract';
import type { FastifyInstance } from 'fastify';
import { screenStream } from '../services/live';
import { closeScreen, openScreen, publicScreen, screenOf } from '../services/screen';

export async function screenRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['écran public'];

  app.post('/tournois/:id/ecran', { schema: { tags, ...openScreenRoute } }, async (request, reply) =>
    reply.code(201).send(await openScreen(app.transaction, request.currentUser, request.params.id)),
  );

  app.get('/tournois/:id/ecran', { schema: { tags, ...screenRoute } }, async (request) =>
    screenOf(app.repos, request.currentUser, request.params.id),
  );

  app.delete('/tournois/:id/ecran', { schema: { tags, ...closeScreenRoute } }, async (request, reply) => {
    await closeScreen(app.transaction, request.currentUser, request.params.id);
    return reply.code(204).send();
  });

  app.get(
    '/public/ecrans/:jeton',
    {
      config: { public: true, screen: true },
      schema: { tags, security: [], ...publicScreenRoute },
    },
    async (request) => (await publicScreen(app.repos, request.params.jeton, new Date())).screen,
  );

  app.get(
    '/public/ecrans/:jeton/evenements',
    {
      config: { public: true, screen: true },
      schema: {
        tags,
        security: [],
        ...publicScreenEventsRoute,
      },
    },
    async (request, reply) =>
      app.liveStream(request, reply, await screenStream(app.repos, request.params.jeton)),
  );
}
