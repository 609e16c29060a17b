/** /tournois/{id}/rondes…: rondes with generated tables, and their clock. Schemas: @mj/contract (rondes). */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  clockRoute,
  createRondeRoute,
  deleteRondeRoute,
  listRondesRoute,
  proposeRondeRoute,
} from '@mj/contract';
import type { FastifyInstance } from 'fastify';
import { createRonde, deleteRonde, listRondes, proposeRonde, updateClock } from '../services/rondes';

export async function rondeRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['rondes'];

  app.post('/tournois/:id/rondes/proposition', { schema: { tags, ...proposeRondeRoute } }, async (request) =>
    proposeRonde(app.repos, request.currentUser, request.params.id, request.body, app.seat),
  );

  app.post('/tournois/:id/rondes', { schema: { tags, ...createRondeRoute } }, async (request, reply) =>
    reply
      .code(201)
      .send(
        await createRonde(
          app.transaction,
          request.currentUser,
          request.params.id,
          request.body,
          new Date(),
          app.seat,
        ),
      ),
  );

  app.get('/tournois/:id/rondes', { schema: { tags, ...listRondesRoute } }, async (request) =>
    listRondes(app.repos, request.currentUser, request.params.id, new Date()),
  );

  app.delete(
    '/tournois/:id/rondes/:numero',
    { schema: { tags, ...deleteRondeRoute } },
    async (request, reply) => {
      await deleteRonde(
        app.transaction,
        request.currentUser,
        request.params.id,
        Number(request.params.numero),
      );
      return reply.code(204).send();
    },
  );

  app.post('/tournois/:id/rondes/:numero/horloge', { schema: { tags, ...clockRoute } }, async (request) =>
    updateClock(
      app.transaction,
      request.currentUser,
      request.params.id,
      Number(request.params.numero),
      request.body,
      new Date(),
    ),
  );
}
