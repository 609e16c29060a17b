/** /tournois/…: tournaments, their players, games and ranking. Schemas: @mj/contract (tournaments). */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  addTournamentPlayerRoute,
  createTournamentRoute,
  deleteTournamentGameRoute,
  editTournamentRoute,
  getTournamentRoute,
  handOverRoute,
  listTournamentsRoute,
  playerAbsentRoute,
  rankingRoute,
  rankingVisibilityRoute,
  removeTournamentPlayerRoute,
  tournamentGamesRoute,
  tournamentHighlightsRoute,
  tournamentPlayersRoute,
  tournamentStateRoute,
} from '@mj/contract';
import type { FastifyInstance } from 'fastify';
import { tournamentFor } from '../services/access';
import { visibleHighlights } from '../services/statistics';
import {
  addTournamentPlayer,
  createTournament,
  deleteTournamentGame,
  editTournament,
  removeTournamentPlayer,
  setPlayerAbsent,
  handOverTournament,
  setRankingVisible,
  setTournamentState,
  tournamentGames,
  tournamentOf,
  tournamentsOf,
  visibleRanking,
} from '../services/tournaments';

export async function tournamentRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['tournois'];

  app.get('/tournois', { schema: { tags, ...listTournamentsRoute } }, async (request) =>
    tournamentsOf(app.repos, request.currentUser),
  );

  app.post('/tournois', { schema: { tags, ...createTournamentRoute } }, async (request, reply) => {
    return reply.code(201).send(await createTournament(app.transaction, request.currentUser, request.body));
  });

  app.get('/tournois/:id', { schema: { tags, ...getTournamentRoute } }, async (request) =>
    tournamentOf(app.repos, request.currentUser, request.params.id),
  );

  app.get('/tournois/:id/joueurs', { schema: { tags, ...tournamentPlayersRoute } }, async (request) => {
    const tournament = await tournamentFor(app.repos, request.params.id, request.currentUser, 'member');
    return { joueurs: tournament.joueurs };
  });

  app.get('/tournois/:id/parties', { schema: { tags, ...tournamentGamesRoute } }, async (request) =>
    tournamentGames(app.repos, request.currentUser, request.params.id),
  );

  app.get('/tournois/:id/classement', { schema: { tags, ...rankingRoute } }, async (request) => {
    const tournament = await tournamentFor(app.repos, request.params.id, request.currentUser, 'member');
    return visibleRanking(app.repos, request.currentUser, tournament);
  });

  app.get(
    '/tournois/:id/faits-marquants',
    { schema: { tags, ...tournamentHighlightsRoute } },
    async (request) => {
      const tournament = await tournamentFor(app.repos, request.params.id, request.currentUser, 'member');
      return visibleHighlights(app.repos, request.currentUser, tournament);
    },
  );

  app.post('/tournois/:id/joueurs/add', { schema: { tags, ...addTournamentPlayerRoute } }, async (request) =>
    addTournamentPlayer(app.transaction, request.currentUser, request.params.id, request.body),
  );

  app.patch('/tournois/:id', { schema: { tags, ...editTournamentRoute } }, async (request) =>
    editTournament(app.transaction, request.currentUser, request.params.id, request.body),
  );

  app.delete(
    '/tournois/:id/joueurs/:userId',
    { schema: { tags, ...removeTournamentPlayerRoute } },
    async (request, reply) => {
      const { id, userId } = request.params;
      await removeTournamentPlayer(app.transaction, request.currentUser, id, userId, new Date());
      return reply.code(204).send();
    },
  );

  app.patch('/tournois/:id/joueurs/:userId', { schema: { tags, ...playerAbsentRoute } }, async (request) => {
    const { id, userId } = request.params;
    return setPlayerAbsent(app.transaction, request.currentUser, id, userId, request.body.absent);
  });

  app.delete(
    '/tournois/:id/parties/:gameId',
    { schema: { tags, ...deleteTournamentGameRoute } },
    async (request) =>
      deleteTournamentGame(app.transaction, request.currentUser, request.params.id, request.params.gameId),
  );

  app.patch(
    '/tournois/:id/classement-visible',
    { schema: { tags, ...rankingVisibilityRoute } },
    async (request) =>
      setRankingVisible(app.transaction, request.currentUser, request.params.id, request.body.visible),
  );

  app.patch('/tournois/:id/admin', { schema: { tags, ...handOverRoute } }, async (request) =>
    handOverTournament(app.transaction, request.currentUser, request.params.id, request.body.admin_id),
  );

  app.patch('/tournois/:id/etat', { schema: { tags, ...tournamentStateRoute } }, async (request) =>
    setTournamentState(
      app.transaction,
      request.currentUser,
      request.params.id,
      request.body.new_state,
      new Date(),
    ),
  );
}
