/**
 * The floor of the API figures: a bare Fastify (no plugins, no schemas, no authentication, no rules)
 * whose routes run the same repository calls, hence the same SQL, as the product's routes, on the same
 * open database. What the product costs beyond this is its own work: token check, validation, replay,
 * response schemas, security headers, rate limiting.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

/** apps/server, found from here or from the bundle api.bench.ts builds of the API target. */
function serverDir(): string {
  let dir = __dirname;
  while (!existsSync(path.join(dir, 'apps/server/package.json'))) {
    if (path.dirname(dir) === dir) throw new Error('apps/server introuvable');
    dir = path.dirname(dir);
  }
  return path.join(dir, 'apps/server');
}
export const SERVER_DIR = serverDir();
/** Resolves a package as the server installs it (the bench folder has no dependencies of its own). */
export const requireFromServer = createRequire(path.join(SERVER_DIR, 'package.json'));

/** Fastify as installed for the server (the bench folder has no dependencies of its own). */
export function bareFastify(): FastifyInstance {
  const Fastify = requireFromServer('fastify') as (options?: object) => FastifyInstance;
  return Fastify({ logger: false });
}

interface RoundBody {
  index?: number;
  [field: string]: unknown;
}

/**
 * `x-user` stands for the bearer: the same user lookup as the product's authentication, minus the token.
 * Without the header the floor skips that read, as the product does for a user it remembers
 * (auth/session-users.ts): the bench prints the product against both floors.
 */
export function floorApp(app: FastifyInstance): FastifyInstance {
  const floor = bareFastify();
  const readUser = async (headers: Record<string, unknown>) => {
    if (headers['x-user'] !== undefined) await app.repos.users.findById(String(headers['x-user']));
  };

  floor.get<{ Params: { id: string } }>('/floor/parties/:id', async (request) => {
    await readUser(request.headers);
    return app.repos.games.find(request.params.id);
  });

  floor.post<{ Params: { partyId: string }; Body: RoundBody }>(
    '/floor/parties/tours/:partyId',
    async (request, reply) => {
      await readUser(request.headers);
      const { index: _index, ...round } = request.body;
      const key = String(request.headers['idempotency-key']);
      const saved = await app.transaction(async (repos) => {
        const game = await repos.games.find(request.params.partyId, true);
        if (!game) throw new Error('no such game');
        await repos.games.storedResponse(game.id, key);
        // As the product: the round goes after the game row's count, checked against the rounds table.
        const author = { id: game.creatorId, at: new Date() };
        if (!(await repos.games.insertNextRound(game.id, game.nbTours, round, author)))
          throw new Error('stale count');
        // The state written back has the product's shape; computing it is the product's work, not the floor's.
        const row = await repos.games.saveState(game.id, {
          scores: game.scores,
          vent: game.vent,
          tourActuel: game.tourActuel,
          dealerStack: game.dealerStack,
          riichiStack: game.riichiStack,
          nbTours: game.nbTours + 1,
          chombos: game.chombos,
        });
        await repos.games.storeResponse(game.id, key, { statusCode: 201, response: { partie: row } });
        return row;
      });
      return reply.code(201).send({ partie: saved });
    },
  );

  return floor;
}
