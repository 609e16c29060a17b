/** Every route of docs/api-contract.md, mounted under /api by app.ts. */
import { healthRoute, readyRoute } from '@mj/contract';
import type { FastifyInstance } from 'fastify';
import { referenceHtml, type OpenApiDocument } from '../openapi-reference';
import { gameRoutes } from './games';
import { leagueRoutes } from './leagues';
import { liveRoutes } from './live';
import { officiatingRoutes } from './officiating';
import { onlineImportRoutes } from './online-import';
import { registrationRoutes } from './registration';
import { rondeRoutes } from './rondes';
import { formatRoutes } from './formats';
import { rulesRoutes } from './rules';
import { screenRoutes } from './screen';
import { tournamentRoutes } from './tournaments';
import { userRoutes } from './users';
import { checkDatabase } from '../services/health';

export async function apiRoutes(app: FastifyInstance) {
  // Answers name players, scores and accounts: no browser or proxy cache keeps them (a shared computer at
  // a venue would show the last player's data from its cache). Set first, so that refusals carry it too.
  app.addHook('onRequest', (_request, reply, done) => {
    reply.header('cache-control', 'no-store');
    done();
  });
  // Counted first, so that requests without a valid session are counted too (plugins/rate-limit.ts).
  app.addHook('onRequest', app.limitRate);
  // Every API route needs a session unless it says `config: { public: true }`.
  app.addHook('onRequest', app.authenticate);

  // Health checks: never rate limited (a load balancer checks from one address), no session.
  app.get(
    '/health',
    {
      config: { public: true, unlimited: true },
      schema: { tags: ['service'], security: [], ...healthRoute },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/health/ready',
    {
      config: { public: true, unlimited: true },
      schema: {
        tags: ['service'],
        security: [],
        ...readyRoute,
      },
    },
    async () => {
      await checkDatabase(app.repos, app.log);
      return { status: 'ok' as const };
    },
  );

  // Listed in the document it serves, so that the document and docs/api-contract.md name the same routes.
  app.get(
    '/docs/json',
    {
      config: { public: true },
      schema: {
        tags: ['service'],
        security: [],
        operationId: 'openapi',
        summary: 'Ce document OpenAPI, généré des schémas du contrat.',
      },
    },
    async () => app.swagger(),
  );

  app.get(
    '/docs',
    {
      config: { public: true },
      schema: {
        tags: ['service'],
        security: [],
        operationId: 'reference',
        summary: 'La référence de l’API, lisible, écrite à partir de ce document OpenAPI.',
      },
    },
    async (_request, reply) =>
      reply.type('text/html; charset=utf-8').send(referenceHtml(app.swagger() as unknown as OpenApiDocument)),
  );

  await app.register(userRoutes);
  await app.register(tournamentRoutes);
  await app.register(gameRoutes);
  await app.register(onlineImportRoutes);
  await app.register(rondeRoutes);
  await app.register(formatRoutes);
  await app.register(rulesRoutes);
  await app.register(registrationRoutes);
  await app.register(screenRoutes);
  await app.register(officiatingRoutes);
  await app.register(liveRoutes);
  await app.register(leagueRoutes);
}
