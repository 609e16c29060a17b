/** /parties/…: games and their rounds (tours). */
import type { FastifyInstance } from 'fastify';
import { isStorableDate } from '../dates';
import { badRequest } from '../errors';
import { SERVER_MESSAGES } from '../messages';
import { gameSchema, historyEntrySchema, idParams, partyIdParams, responses } from '../schemas';
import { gameFor } from '../services/access';
import { addRound, createGame, createManualGame, finishGameById, undoLastRound } from '../services/games';
import { detailedHistory, replayStored } from '../services/replay';
import { toGame } from '../wire';

const playerId = { type: 'string', maxLength: 200 } as const;
const players = { type: 'array', maxItems: 8, items: playerId } as const;
const tournamentRef = { type: ['string', 'null'], maxLength: 200 } as const;
const createdId = { type: 'object', required: ['id'], properties: { id: { type: 'string' } } } as const;

/** The round as the client sends it; the domain's validateRound checks its rules. */
const roundBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    type_victoire: { type: ['string', 'null'], maxLength: 20, description: 'tsumo, ron, tenpai ou chombo' },
    gagnant: { type: ['array', 'null'], maxItems: 4, items: playerId },
    perdant: { type: ['string', 'null'], maxLength: 200 },
    han: { type: ['object', 'null'], maxProperties: 4, additionalProperties: { type: 'number' } },
    fu: { type: ['object', 'null'], maxProperties: 4, additionalProperties: { type: 'number' } },
    riichi_players: { type: ['array', 'null'], maxItems: 4, items: playerId },
    tenpai: { type: ['array', 'null'], maxItems: 4, items: playerId },
    index: {
      type: 'integer',
      minimum: 0,
      maximum: 10000,
      description:
        'Nombre de tours vus par le client : refusé (409) si un autre tour est arrivé entre-temps.',
    },
  },
} as const;

interface PartyParams {
  partyId: string;
}

interface IdParams {
  id: string;
}

/** Inputs accept `tournois_id` and `tournoi_id` alike. */
const tournamentIdOf = (body: { tournois_id?: string | null; tournoi_id?: string | null }) =>
  body.tournois_id || body.tournoi_id || null;

export async function gameRoutes(app: FastifyInstance) {
  const tags = ['parties'];

  app.post<{ Body: { joueurs: string[]; tournois_id?: string | null; tournoi_id?: string | null } }>(
    '/parties/',
    {
      schema: {
        tags,
        body: {
          type: 'object',
          required: ['joueurs'],
          additionalProperties: false,
          properties: { joueurs: players, tournois_id: tournamentRef, tournoi_id: tournamentRef },
        },
        response: responses({ 201: createdId }),
      },
    },
    async (request, reply) => {
      const id = await createGame(app.transaction, request.currentUser, {
        joueurs: request.body.joueurs,
        tournamentId: tournamentIdOf(request.body),
        now: new Date(),
      });
      return reply.code(201).send({ id });
    },
  );

  app.post<{
    Body: {
      joueurs: string[];
      scores: Record<string, number | string>;
      date_debut?: string;
      tournois_id?: string | null;
      tournoi_id?: string | null;
    };
  }>(
    '/parties/manuelle',
    {
      schema: {
        tags,
        body: {
          type: 'object',
          required: ['joueurs', 'scores'],
          additionalProperties: false,
          properties: {
            joueurs: players,
            scores: {
              type: 'object',
              maxProperties: 8,
              additionalProperties: { type: ['number', 'string'], maxLength: 20 },
            },
            date_debut: { type: 'string', maxLength: 64 },
            tournois_id: tournamentRef,
            tournoi_id: tournamentRef,
          },
        },
        response: responses({ 201: createdId }),
      },
    },
    async (request, reply) => {
      const now = new Date();
      const dateDebut = request.body.date_debut === undefined ? now : new Date(request.body.date_debut);
      if (!isStorableDate(dateDebut)) throw badRequest(SERVER_MESSAGES.invalidDate);
      const id = await createManualGame(app.transaction, request.currentUser, {
        joueurs: request.body.joueurs,
        scores: request.body.scores,
        dateDebut,
        tournamentId: tournamentIdOf(request.body),
        now,
      });
      return reply.code(201).send({ id });
    },
  );

  app.get<{ Params: IdParams }>(
    '/parties/:id',
    { schema: { tags, params: idParams, response: responses({ 200: gameSchema }) } },
    async (request) => toGame(await gameFor(app.repos, request.params.id, request.currentUser)),
  );

  app.post<{ Params: IdParams }>(
    '/parties/:id/finish',
    { schema: { tags, params: idParams, response: responses({ 200: gameSchema }) } },
    async (request) => finishGameById(app.transaction, request.currentUser, request.params.id, new Date()),
  );

  app.post<{ Params: PartyParams; Body: Record<string, unknown> & { index?: number } }>(
    '/parties/tours/:partyId',
    {
      schema: {
        tags,
        params: partyIdParams,
        headers: {
          type: 'object',
          properties: { 'idempotency-key': { type: 'string', minLength: 1, maxLength: 200 } },
        },
        body: roundBody,
        response: responses({
          201: {
            type: 'object',
            required: ['partie', 'entry'],
            properties: { partie: gameSchema, entry: historyEntrySchema },
          },
        }),
      },
    },
    async (request, reply) => {
      const { index, ...round } = request.body;
      const key = request.headers['idempotency-key'];
      const response = await addRound(app.transaction, request.currentUser, request.params.partyId, {
        body: round,
        index,
        idempotencyKey: typeof key === 'string' ? key : undefined,
      });
      return reply.code(201).send(response);
    },
  );

  app.delete<{ Params: PartyParams }>(
    '/parties/tours/:partyId/last',
    {
      schema: {
        tags,
        params: partyIdParams,
        response: responses({
          200: {
            type: 'object',
            required: ['partie', 'removed'],
            properties: { partie: gameSchema, removed: historyEntrySchema },
          },
        }),
      },
    },
    async (request) => undoLastRound(app.transaction, request.currentUser, request.params.partyId),
  );

  app.get<{ Params: PartyParams; Querystring: { compact?: 'true' | 'false' | '1' | '0' } }>(
    '/parties/tours/:partyId/tours',
    {
      schema: {
        tags,
        params: partyIdParams,
        querystring: {
          type: 'object',
          properties: { compact: { type: 'string', enum: ['true', 'false', '1', '0'], default: 'true' } },
        },
        response: responses({
          200: {
            type: 'object',
            required: ['tours'],
            properties: { tours: { type: 'array', items: historyEntrySchema } },
          },
        }),
      },
    },
    async (request) => {
      const game = await gameFor(app.repos, request.params.partyId, request.currentUser);
      const rounds = await app.repos.games.rounds(game.id);
      const compact = request.query.compact !== 'false' && request.query.compact !== '0';
      return { tours: compact ? replayStored(game, rounds).history : detailedHistory(game, rounds) };
    },
  );
}
