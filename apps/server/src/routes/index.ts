/** Every route of docs/api-contract.md, mounted under /api by app.ts. */
import { healthRoute } from '@mj/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { gameRoutes } from './games';
import { rondeRoutes } from './rondes';
import { screenRoutes, type ScreenRoutesOptions } from './screen';
import { tournamentRoutes } from './tournaments';
import { userRoutes } from './users';

export async function apiRoutes(app: FastifyInstance, options: ScreenRoutesOptions) {
  // Every API route needs a session unless it says `config: { public: true }`.
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/health',
    {
      config: { public: true },
      schema: { tags: ['service'], security: [], ...healthRoute },
    },
    async () => {
      await app.database.db.execute(sql`select 1`);
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
        summary: 'Ce document OpenAPI, généré des schémas du contrat.',
      },
    },
    async () => app.swagger(),
  );

  await app.register(userRoutes);
  await app.register(tournamentRoutes);
  await app.register(gameRoutes);
  await app.register(rondeRoutes);
  await app.register(screenRoutes, { publicRateLimitMax: options.publicRateLimitMax });
}
