/** Every route of docs/api-contract.md, mounted under /api by app.ts. */
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { gameRoutes } from './games';
import { tournamentRoutes } from './tournaments';
import { userRoutes } from './users';

export async function apiRoutes(app: FastifyInstance) {
  // Every API route needs a session unless it says `config: { public: true }`.
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/health',
    {
      config: { public: true },
      schema: {
        tags: ['service'],
        security: [],
        response: {
          200: {
            type: 'object',
            required: ['status'],
            properties: { status: { type: 'string', enum: ['ok'] } },
          },
        },
      },
    },
    async () => {
      await app.database.db.execute(sql`select 1`);
      return { status: 'ok' as const };
    },
  );

  app.get('/docs/json', { config: { public: true }, schema: { hide: true } }, async () => app.swagger());

  await app.register(userRoutes);
  await app.register(tournamentRoutes);
  await app.register(gameRoutes);
}
