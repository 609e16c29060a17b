/** /tournois/{id}/phases and /tournois/{id}/equipes: stages and teams. Schemas: @mj/contract (formats). */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  createStageRoute,
  deleteStageRoute,
  getTeamsRoute,
  listStagesRoute,
  putTeamsRoute,
} from '@mj/contract';
import type { FastifyInstance } from 'fastify';
import { createStage, deleteStage, getTeams, listStages, putTeams } from '../services/formats';

export async function formatRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['tournois'];

  app.post('/tournois/:id/phases', { schema: { tags, ...createStageRoute } }, async (request, reply) =>
    reply
      .code(201)
      .send(
        await createStage(app.transaction, request.currentUser, request.params.id, request.body, new Date()),
      ),
  );

  app.get('/tournois/:id/phases', { schema: { tags, ...listStagesRoute } }, async (request) =>
    listStages(app.repos, request.currentUser, request.params.id),
  );

  app.delete(
    '/tournois/:id/phases/:numero',
    { schema: { tags, ...deleteStageRoute } },
    async (request, reply) => {
      await deleteStage(
        app.transaction,
        request.currentUser,
        request.params.id,
        Number(request.params.numero),
      );
      return reply.code(204).send();
    },
  );

  app.get('/tournois/:id/equipes', { schema: { tags, ...getTeamsRoute } }, async (request) =>
    getTeams(app.repos, request.currentUser, request.params.id),
  );

  app.put('/tournois/:id/equipes', { schema: { tags, ...putTeamsRoute } }, async (request) =>
    putTeams(app.transaction, request.currentUser, request.params.id, request.body),
  );
}
