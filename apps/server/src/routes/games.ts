/** /parties/…: games and their rounds (tours). Schemas: @mj/contract (games, rounds). */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  addRoundRoute,
  correctRoundRoute,
  createGameRoute,
  deleteRoundRoute,
  createManualGameRoute,
  finishGameRoute,
  getGameRoute,
  leaveGameRoute,
  roundsRoute,
  undoRoundRoute,
  type CreateGameRequest,
} from '@mj/contract';
import type { FastifyInstance } from 'fastify';
import { isStorableDate } from '../dates';
import { unprocessable } from '../errors';
import { SERVER_MESSAGES } from '../messages';
import { gameFor } from '../services/access';
import { createGame, createManualGame, finishGameById, leaveGame } from '../services/games';
import { addRound, editRound, gameHistory, undoLastRound } from '../services/rounds';
import { toGame } from '../wire';

/** Inputs accept `tournois_id` and `tournoi_id` alike. */
const tournamentIdOf = (body: Pick<CreateGameRequest, 'tournois_id' | 'tournoi_id'>) =>
  body.tournois_id || body.tournoi_id || null;

export async function gameRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['parties'];

  app.post('/parties', { schema: { tags, ...createGameRoute } }, async (request, reply) => {
    const id = await createGame(app.transaction, request.currentUser, {
      joueurs: request.body.joueurs,
      tournamentId: tournamentIdOf(request.body),
      leagueId: request.body.ligue_id ?? null,
      regles: request.body.regles,
      now: new Date(),
    });
    return reply.code(201).send({ id });
  });

  app.post('/parties/manuelle', { schema: { tags, ...createManualGameRoute } }, async (request, reply) => {
    const now = new Date();
    const dateDebut = request.body.date_debut === undefined ? now : new Date(request.body.date_debut);
    if (!isStorableDate(dateDebut)) throw unprocessable(SERVER_MESSAGES.invalidDate);
    const id = await createManualGame(app.transaction, request.currentUser, {
      joueurs: request.body.joueurs,
      scores: request.body.scores,
      dateDebut,
      tournamentId: tournamentIdOf(request.body),
      leagueId: request.body.ligue_id ?? null,
      regles: request.body.regles,
      now,
    });
    return reply.code(201).send({ id });
  });

  app.get('/parties/:id', { schema: { tags, ...getGameRoute } }, async (request) =>
    toGame(await gameFor(app.repos, request.params.id, request.currentUser)),
  );

  app.post('/parties/:id/finish', { schema: { tags, ...finishGameRoute } }, async (request) => {
    const partie = await finishGameById(app.transaction, request.currentUser, request.params.id, new Date());
    return partie;
  });

  app.post('/parties/:id/quitter', { schema: { tags, ...leaveGameRoute } }, async (request, reply) => {
    await leaveGame(app.transaction, request.currentUser, request.params.id);
    return reply.code(204).send();
  });

  app.post('/parties/tours/:partyId', { schema: { tags, ...addRoundRoute } }, async (request, reply) => {
    const { index, ...round } = request.body;
    const response = await addRound(app.transaction, request.currentUser, request.params.partyId, {
      body: round,
      index,
      idempotencyKey: request.headers['idempotency-key'],
      now: new Date(),
    });
    return reply.code(201).send(response);
  });

  app.delete('/parties/tours/:partyId/last', { schema: { tags, ...undoRoundRoute } }, async (request) =>
    undoLastRound(app.transaction, request.currentUser, request.params.partyId, new Date()),
  );

  app.put('/parties/tours/:partyId/:index', { schema: { tags, ...correctRoundRoute } }, async (request) => {
    const { nb_tours: nbTours, ...round } = request.body;
    const edited = await editRound(app.transaction, request.currentUser, request.params.partyId, {
      index: Number(request.params.index),
      body: round,
      nbTours,
      now: new Date(),
    });
    return edited;
  });

  app.delete('/parties/tours/:partyId/:index', { schema: { tags, ...deleteRoundRoute } }, async (request) => {
    const { nb_tours: nbTours } = request.query;
    const { partie, entry } = await editRound(app.transaction, request.currentUser, request.params.partyId, {
      index: Number(request.params.index),
      body: null,
      nbTours: nbTours === undefined ? undefined : Number(nbTours),
      now: new Date(),
    });
    return { partie, removed: entry };
  });

  app.get('/parties/tours/:partyId/tours', { schema: { tags, ...roundsRoute } }, async (request) => {
    const compact = request.query.compact !== 'false' && request.query.compact !== '0';
    return gameHistory(app.repos, request.currentUser, request.params.partyId, compact);
  });
}
