/** Referees, penalties, a table's final scores, sheet validation and a game's journal. Logic: services. */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  addRefereeRoute,
  confirmGameRoute,
  createPenaltyRoute,
  finalScoresRoute,
  journalRoute,
  listPenaltiesRoute,
  removePenaltyRoute,
  removeRefereeRoute,
  validateSheetRoute,
} from '@mj/contract';
import type { FastifyInstance } from 'fastify';
import { confirmGame } from '../services/confirmations';
import { journalOf } from '../services/games';
import { enterFinalScores, validateSheet } from '../services/sheets';
import {
  addReferee,
  createPenalty,
  listPenalties,
  removePenalty,
  removeReferee,
} from '../services/officiating';

export async function officiatingRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['tournois'];

  app.put(
    '/tournois/:id/arbitres/:userId',
    { schema: { tags, ...addRefereeRoute } },
    async (request, reply) => {
      await addReferee(app.transaction, request.currentUser, request.params.id, request.params.userId);
      return reply.code(204).send();
    },
  );

  app.delete(
    '/tournois/:id/arbitres/:userId',
    { schema: { tags, ...removeRefereeRoute } },
    async (request, reply) => {
      await removeReferee(app.transaction, request.currentUser, request.params.id, request.params.userId);
      return reply.code(204).send();
    },
  );

  app.post('/tournois/:id/penalites', { schema: { tags, ...createPenaltyRoute } }, async (request, reply) => {
    const penalty = await createPenalty(
      app.transaction,
      request.currentUser,
      request.params.id,
      request.body,
      new Date(),
    );
    return reply.code(201).send(penalty);
  });

  app.get('/tournois/:id/penalites', { schema: { tags, ...listPenaltiesRoute } }, async (request) =>
    listPenalties(app.repos, request.currentUser, request.params.id),
  );

  app.delete(
    '/tournois/:id/penalites/:penaliteId',
    { schema: { tags, ...removePenaltyRoute } },
    async (request, reply) => {
      const { id, penaliteId } = request.params;
      await removePenalty(app.transaction, request.currentUser, id, penaliteId, new Date());
      return reply.code(204).send();
    },
  );

  app.put(
    '/parties/:id/scores-finaux',
    { schema: { tags: ['parties'], ...finalScoresRoute } },
    async (request) =>
      enterFinalScores(app.transaction, request.currentUser, request.params.id, {
        scores: request.body.scores,
        now: new Date(),
      }),
  );

  app.post(
    '/parties/:id/validation',
    { schema: { tags: ['parties'], ...validateSheetRoute } },
    async (request) => validateSheet(app.transaction, request.currentUser, request.params.id, new Date()),
  );

  app.post(
    '/parties/:id/confirmation',
    { schema: { tags: ['parties'], ...confirmGameRoute } },
    async (request) => confirmGame(app.transaction, request.currentUser, request.params.id, new Date()),
  );

  app.get('/parties/:id/journal', { schema: { tags: ['parties'], ...journalRoute } }, async (request) =>
    journalOf(app.repos, request.currentUser, request.params.id),
  );
}
