/**
 * Registration by link, the waiting list, check-in, substitutes and the EMA's results. Logic:
 * services/registration, services/rondes (substitutes), services/ema.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  checkInCodeRoute,
  checkInRoute,
  emaChecksRoute,
  emaExportRoute,
  identityStateRoute,
  joinPreviewRoute,
  joinRoute,
  myRegistrationsRoute,
  registrationRoute,
  registrationStateRoute,
  selfCheckInRoute,
  shareIdentityRoute,
  substitutionRoute,
  undoCheckInRoute,
  unshareIdentityRoute,
  withdrawRoute,
} from '@mj/contract';
import type { FastifyInstance } from 'fastify';
import { emaChecks, emaCsv, emaWorkbook } from '../services/ema';
import { identityShared, setIdentityShared } from '../services/identity';
import {
  join,
  joinPreview,
  myRegistrations,
  newCheckInCode,
  registrationState,
  selfCheckIn,
  setCheckIn,
  setRegistration,
  withdraw,
} from '../services/registration';
import { substitutePlayer } from '../services/rondes';

export async function registrationRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['tournois'];

  app.put('/tournois/:id/inscriptions', { schema: { tags, ...registrationRoute } }, async (request) =>
    setRegistration(app.transaction, request.currentUser, request.params.id, request.body, new Date()),
  );

  app.get('/tournois/:id/inscriptions', { schema: { tags, ...registrationStateRoute } }, async (request) =>
    registrationState(app.repos, request.currentUser, request.params.id),
  );

  app.get('/tournois/rejoindre/:jeton', { schema: { tags, ...joinPreviewRoute } }, async (request) =>
    joinPreview(app.repos, request.currentUser, request.params.jeton),
  );

  app.post('/tournois/rejoindre/:jeton', { schema: { tags, ...joinRoute } }, async (request) =>
    join(app.transaction, request.currentUser, request.params.jeton),
  );

  app.delete('/tournois/:id/inscription', { schema: { tags, ...withdrawRoute } }, async (request, reply) => {
    await withdraw(app.transaction, request.currentUser, request.params.id, new Date());
    return reply.code(204).send();
  });

  app.get('/tournois/:id/identite', { schema: { tags, ...identityStateRoute } }, async (request) =>
    identityShared(app.repos, request.currentUser, request.params.id),
  );

  app.put('/tournois/:id/identite', { schema: { tags, ...shareIdentityRoute } }, async (request, reply) => {
    await setIdentityShared(app.transaction, request.currentUser, request.params.id, true);
    return reply.code(204).send();
  });

  app.delete(
    '/tournois/:id/identite',
    { schema: { tags, ...unshareIdentityRoute } },
    async (request, reply) => {
      await setIdentityShared(app.transaction, request.currentUser, request.params.id, false);
      return reply.code(204).send();
    },
  );

  app.get('/tournois/mes-inscriptions', { schema: { tags, ...myRegistrationsRoute } }, async (request) =>
    myRegistrations(app.repos, request.currentUser),
  );

  app.put(
    '/tournois/:id/presences/:userId',
    { schema: { tags, ...checkInRoute } },
    async (request, reply) => {
      const { id, userId } = request.params;
      await setCheckIn(app.transaction, request.currentUser, id, userId, true);
      return reply.code(204).send();
    },
  );

  app.delete(
    '/tournois/:id/presences/:userId',
    { schema: { tags, ...undoCheckInRoute } },
    async (request, reply) => {
      const { id, userId } = request.params;
      await setCheckIn(app.transaction, request.currentUser, id, userId, false);
      return reply.code(204).send();
    },
  );

  app.put('/tournois/:id/pointage', { schema: { tags, ...checkInCodeRoute } }, async (request) =>
    newCheckInCode(app.transaction, request.currentUser, request.params.id),
  );

  app.post('/tournois/pointage/:jeton', { schema: { tags, ...selfCheckInRoute } }, async (request) =>
    selfCheckIn(app.transaction, request.currentUser, request.params.jeton),
  );

  app.post(
    '/tournois/:id/rondes/:numero/remplacements',
    { schema: { tags, ...substitutionRoute } },
    async (request) =>
      substitutePlayer(
        app.transaction,
        request.currentUser,
        request.params.id,
        Number(request.params.numero),
        request.body,
        new Date(),
      ),
  );

  app.get('/tournois/:id/export/ema', { schema: { tags, ...emaExportRoute } }, async (request, reply) => {
    const { id } = request.params;
    if (request.query.format === 'csv') {
      const csv = await emaCsv(app.repos, request.currentUser, id);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${csv.name}"`)
        .send(csv.text);
    }
    const workbook = await emaWorkbook(app.repos, request.currentUser, id);
    return reply
      .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', `attachment; filename="${workbook.name}"`)
      .send(workbook.buffer);
  });

  app.get('/tournois/:id/export/ema/controles', { schema: { tags, ...emaChecksRoute } }, async (request) =>
    emaChecks(app.repos, request.currentUser, request.params.id),
  );
}
