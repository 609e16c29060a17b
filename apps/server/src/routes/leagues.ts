/** /ligues and /saisons: leagues, their members, their seasons and standings (services/leagues, seasons). */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  addLeagueAdminRoute,
  addLeagueMemberRoute,
  createLeagueRoute,
  createSeasonRoute,
  deleteSeasonRoute,
  editSeasonRoute,
  getLeagueRoute,
  joinLeagueRoute,
  leagueInvitationRoute,
  listLeaguesRoute,
  listSeasonsRoute,
  removeLeagueAdminRoute,
  removeLeagueMemberRoute,
  renameLeagueRoute,
  seasonExportRoute,
  seasonStandingsRoute,
} from '@mj/contract';
import type { FastifyInstance } from 'fastify';
import {
  addLeagueMember,
  createLeague,
  joinLeague,
  leaguesOf,
  newLeagueInvitation,
  readLeague,
  removeLeagueMember,
  renameLeague,
  setLeagueAdmin,
} from '../services/leagues';
import {
  createSeason,
  deleteSeason,
  editSeason,
  seasonExport,
  seasonsOf,
  seasonStandingsFor,
} from '../services/seasons';

const tags = ['leagues'];

export async function leagueRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.post('/ligues', { schema: { tags, ...createLeagueRoute } }, async (request, reply) =>
    reply.code(201).send(await createLeague(app.transaction, request.currentUser, request.body.nom)),
  );
  app.get('/ligues', { schema: { tags, ...listLeaguesRoute } }, async (request) =>
    leaguesOf(app.repos, request.currentUser),
  );
  app.get('/ligues/:id', { schema: { tags, ...getLeagueRoute } }, async (request) =>
    readLeague(app.repos, request.currentUser, request.params.id),
  );
  app.patch('/ligues/:id', { schema: { tags, ...renameLeagueRoute } }, async (request) =>
    renameLeague(app.transaction, request.currentUser, request.params.id, request.body.nom),
  );
  app.put(
    '/ligues/:id/membres/:userId',
    { schema: { tags, ...addLeagueMemberRoute } },
    async (request, reply) => {
      await addLeagueMember(app.transaction, request.currentUser, request.params.id, request.params.userId);
      return reply.code(204).send();
    },
  );
  app.delete(
    '/ligues/:id/membres/:userId',
    { schema: { tags, ...removeLeagueMemberRoute } },
    async (request, reply) => {
      await removeLeagueMember(
        app.transaction,
        request.currentUser,
        request.params.id,
        request.params.userId,
      );
      return reply.code(204).send();
    },
  );
  app.put(
    '/ligues/:id/admins/:userId',
    { schema: { tags, ...addLeagueAdminRoute } },
    async (request, reply) => {
      await setLeagueAdmin(
        app.transaction,
        request.currentUser,
        request.params.id,
        request.params.userId,
        true,
      );
      return reply.code(204).send();
    },
  );
  app.delete(
    '/ligues/:id/admins/:userId',
    { schema: { tags, ...removeLeagueAdminRoute } },
    async (request, reply) => {
      await setLeagueAdmin(
        app.transaction,
        request.currentUser,
        request.params.id,
        request.params.userId,
        false,
      );
      return reply.code(204).send();
    },
  );
  app.put('/ligues/:id/invitation', { schema: { tags, ...leagueInvitationRoute } }, async (request) =>
    newLeagueInvitation(app.transaction, request.currentUser, request.params.id),
  );
  app.post('/ligues/rejoindre/:jeton', { schema: { tags, ...joinLeagueRoute } }, async (request) =>
    joinLeague(app.transaction, request.currentUser, request.params.jeton),
  );

  app.post('/ligues/:id/saisons', { schema: { tags, ...createSeasonRoute } }, async (request, reply) =>
    reply
      .code(201)
      .send(await createSeason(app.transaction, request.currentUser, request.params.id, request.body)),
  );
  app.get('/ligues/:id/saisons', { schema: { tags, ...listSeasonsRoute } }, async (request) =>
    seasonsOf(app.repos, request.currentUser, request.params.id),
  );
  app.patch('/saisons/:id', { schema: { tags, ...editSeasonRoute } }, async (request) =>
    editSeason(app.transaction, request.currentUser, request.params.id, request.body),
  );
  app.delete('/saisons/:id', { schema: { tags, ...deleteSeasonRoute } }, async (request, reply) => {
    await deleteSeason(app.transaction, request.currentUser, request.params.id);
    return reply.code(204).send();
  });
  app.get('/saisons/:id/classement', { schema: { tags, ...seasonStandingsRoute } }, async (request) =>
    seasonStandingsFor(app.repos, request.currentUser, request.params.id),
  );
  app.get('/saisons/:id/export', { schema: { tags, ...seasonExportRoute } }, async (request, reply) => {
    const file = await seasonExport(
      app.repos,
      request.currentUser,
      request.params.id,
      request.query.format ?? 'csv',
    );
    return reply
      .header(
        'content-type',
        file.kind === 'csv'
          ? 'text/csv; charset=utf-8'
          : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      )
      .header('content-disposition', `attachment; filename="${file.name}"`)
      .send(file.body);
  });
}
