/** /tournois/…: tournaments, their players, games and ranking. */
import type { FastifyInstance } from 'fastify';
import { gameSchema, idParams, rankingSchema, responses, tournamentSchema } from '../schemas';
import { tournamentFor } from '../services/access';
import {
  addTournamentPlayer,
  createTournament,
  deleteTournamentGame,
  setRankingVisible,
  setTournamentState,
  visibleRanking,
} from '../services/tournaments';
import { toGame, toTournament } from '../wire';

interface IdParams {
  id: string;
}

const ids = { type: 'array', items: { type: 'string' } } as const;

export async function tournamentRoutes(app: FastifyInstance) {
  const tags = ['tournois'];

  app.get(
    '/tournois/',
    { schema: { tags, response: responses({ 200: { type: 'array', items: tournamentSchema } }) } },
    async (request) => (await app.repos.tournaments.listForUser(request.currentUser.id)).map(toTournament),
  );

  app.post<{
    Body: {
      nom?: string;
      date_debut?: string;
      classement_visible: boolean;
      regles: string;
      joueurs?: string[];
    };
  }>(
    '/tournois/',
    {
      schema: {
        tags,
        body: {
          type: 'object',
          additionalProperties: false,
          properties: {
            nom: { type: 'string', maxLength: 200 },
            date_debut: { type: 'string', maxLength: 64 },
            classement_visible: { type: 'boolean', default: true },
            regles: { type: 'string', enum: ['classic'], default: 'classic' },
            joueurs: { ...ids, maxItems: 500, items: { type: 'string', maxLength: 200 } },
          },
        },
        response: responses({ 201: tournamentSchema }),
      },
    },
    async (request, reply) => {
      const tournament = await createTournament(app.transaction, request.currentUser, request.body);
      return reply.code(201).send(toTournament(tournament));
    },
  );

  app.get<{ Params: IdParams }>(
    '/tournois/:id',
    { schema: { tags, params: idParams, response: responses({ 200: tournamentSchema }) } },
    async (request) =>
      toTournament(await tournamentFor(app.repos, request.params.id, request.currentUser, 'member')),
  );

  app.get<{ Params: IdParams }>(
    '/tournois/:id/joueurs',
    {
      schema: {
        tags,
        params: idParams,
        response: responses({ 200: { type: 'object', required: ['joueurs'], properties: { joueurs: ids } } }),
      },
    },
    async (request) => {
      const tournament = await tournamentFor(app.repos, request.params.id, request.currentUser, 'member');
      return { joueurs: tournament.joueurs };
    },
  );

  app.get<{ Params: IdParams }>(
    '/tournois/:id/parties',
    {
      schema: { tags, params: idParams, response: responses({ 200: { type: 'array', items: gameSchema } }) },
    },
    async (request) => {
      const tournament = await tournamentFor(app.repos, request.params.id, request.currentUser, 'member');
      return (await app.repos.games.listForTournament(tournament.id)).map(toGame);
    },
  );

  app.get<{ Params: IdParams }>(
    '/tournois/:id/classement',
    {
      schema: {
        tags,
        params: idParams,
        response: responses({
          200: {
            type: 'object',
            required: ['classement', 'classement_visible'],
            properties: { classement: rankingSchema, classement_visible: { type: 'boolean' } },
          },
        }),
      },
    },
    async (request) => {
      const tournament = await tournamentFor(app.repos, request.params.id, request.currentUser, 'member');
      return visibleRanking(app.repos, request.currentUser, tournament);
    },
  );

  app.post<{ Params: IdParams; Body: string }>(
    '/tournois/:id/joueurs/add',
    {
      schema: {
        tags,
        params: idParams,
        body: {
          type: 'string',
          minLength: 1,
          maxLength: 200,
          description: 'L’identifiant du joueur, en chaîne JSON.',
        },
        response: responses({ 200: tournamentSchema }),
      },
    },
    async (request) =>
      toTournament(
        await addTournamentPlayer(app.transaction, request.currentUser, request.params.id, request.body),
      ),
  );

  app.delete<{ Params: IdParams & { gameId: string } }>(
    '/tournois/:id/parties/:gameId',
    {
      schema: {
        tags,
        params: {
          type: 'object',
          required: ['id', 'gameId'],
          properties: { id: { type: 'string', minLength: 1 }, gameId: { type: 'string', minLength: 1 } },
        },
        response: responses({
          200: {
            type: 'object',
            required: ['parties', 'classement'],
            properties: { parties: ids, classement: rankingSchema },
          },
        }),
      },
    },
    async (request) =>
      deleteTournamentGame(app.transaction, request.currentUser, request.params.id, request.params.gameId),
  );

  app.patch<{ Params: IdParams; Body: { visible: boolean } }>(
    '/tournois/:id/classement-visible',
    {
      schema: {
        tags,
        params: idParams,
        body: {
          type: 'object',
          required: ['visible'],
          additionalProperties: false,
          properties: { visible: { type: 'boolean' } },
        },
        response: responses({
          200: {
            type: 'object',
            required: ['classement_visible'],
            properties: { classement_visible: { type: 'boolean' } },
          },
        }),
      },
    },
    async (request) =>
      setRankingVisible(app.transaction, request.currentUser, request.params.id, request.body.visible),
  );

  app.patch<{ Params: IdParams; Body: { new_state: 'en cours' | 'terminé' } }>(
    '/tournois/:id/etat',
    {
      schema: {
        tags,
        params: idParams,
        body: {
          type: 'object',
          required: ['new_state'],
          additionalProperties: false,
          properties: { new_state: { type: 'string', enum: ['terminé', 'en cours'] } },
        },
        response: responses({
          200: {
            type: 'object',
            required: ['etat', 'date_fin'],
            properties: {
              etat: { type: 'string' },
              date_fin: { type: ['string', 'null'], format: 'date-time' },
            },
          },
        }),
      },
    },
    async (request) =>
      setTournamentState(
        app.transaction,
        request.currentUser,
        request.params.id,
        request.body.new_state,
        new Date(),
      ),
  );
}
