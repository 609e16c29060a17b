/**
 * A player's statistics on a long record: GET /api/users/{id}/statistiques for a player with
 * 500 finished hand-by-hand games of 12 rounds each (6 000 rounds), on the embedded database (PGlite in a
 * data dir on disk, as `pnpm start` runs it): one game played through the app's own routes, copied in SQL.
 * Next to it, in the same run: the floor, the route's two SQL reads alone (the player's games, then the
 * rounds of all of them in one query), and the domain's share (playerStatistics replaying the 6 000
 * rounds in memory). Requests go one at a time through app.inject (no socket): the figure is the server's
 * own time for one player's page.
 */
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '@mj/server';
import { playedGames } from '@mj/server/statistics';
import { playerStatistics } from '@mj/domain';
import { emitSection, median } from '../lib/report.mjs';
import { gameScript } from './round-stream';

/** drizzle-orm as installed for the server (the bench folder has no dependencies of its own). */
const { sql } = createRequire(path.resolve(__dirname, '../../apps/server/package.json'))('drizzle-orm') as {
  sql: (strings: TemplateStringsArray, ...values: unknown[]) => unknown;
};

const GAMES = Number(process.env.BENCH_STATS_GAMES ?? 500);
const ROUNDS_PER_GAME = 12;
const RUNS = 30;
const WARMUP = 3;

async function call(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  url: string,
  token: string,
  payload?: object,
) {
  const response = await app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });
  if (response.statusCode >= 300)
    throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
  return response.json<Record<string, unknown>>();
}

/** Milliseconds of each of RUNS calls, after WARMUP unmeasured ones. */
async function time(work: () => Promise<unknown>): Promise<number[]> {
  for (let i = 0; i < WARMUP; i += 1) await work();
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const start = performance.now();
    await work();
    samples.push(performance.now() - start);
  }
  return samples;
}

const p95 = (samples: number[]) => [...samples].sort((a, b) => a - b)[Math.ceil(samples.length * 0.95) - 1];

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mj-bench-stats-'));
  const app = await buildApp({
    dataDir,
    jwtSecret: randomBytes(32).toString('base64url'),
    rateLimits: false,
    logger: false,
  });
  try {
    const users: Array<{ id: string; token: string }> = [];
    for (let i = 0; i < 4; i += 1) {
      const body = await call(app, 'POST', '/api/users/register', '', {
        pseudo: `stats${i}${randomBytes(3).toString('hex')}`,
        password: 'motdepasse-de-bench',
      });
      users.push({ id: body.user_id as string, token: body.token as string });
    }
    const { id: playerId, token } = users[0]!;
    const joueurs = users.map((user) => user.id);
    const script = gameScript(joueurs).slice(0, ROUNDS_PER_GAME);
    // One game played through the routes, then copied in SQL (its row and rounds, one statement each):
    // seeding 500 games by HTTP takes minutes on a shared machine, and the copies are the same rows.
    const { id: played } = await call(app, 'POST', '/api/parties/', token, { joueurs });
    for (const [index, round] of script.entries())
      await call(app, 'POST', `/api/parties/tours/${played as string}`, token, { ...round, index });
    await call(app, 'POST', `/api/parties/${played as string}/finish`, token);
    const { db } = app.database as unknown as { db: { execute: (query: unknown) => Promise<unknown> } };
    await db.execute(sql`
      insert into games (id, nom, joueurs, creator_id, tournament_id, manual, etat, date_debut, date_fin,
        scores, vent, tour_actuel, dealer_stack, riichi_stack, nb_tours, chombos, created_at)
      select g.id || '-' || n, g.nom, g.joueurs, g.creator_id, g.tournament_id, g.manual, g.etat,
        g.date_debut - n * interval '1 day', g.date_fin - n * interval '1 day', g.scores, g.vent,
        g.tour_actuel, g.dealer_stack, g.riichi_stack, g.nb_tours, g.chombos, g.created_at
      from games g, generate_series(1, ${GAMES - 1}) n where g.id = ${played as string}`);
    await db.execute(sql`
      insert into rounds (game_id, round_index, payload, author_id, created_at)
      select r.game_id || '-' || n, r.round_index, r.payload, r.author_id, r.created_at
      from rounds r, generate_series(1, ${GAMES - 1}) n where r.game_id = ${played as string}`);

    const url = `/api/users/${playerId}/statistiques`;
    const stats = await call(app, 'GET', url, token);
    if (stats.parties !== GAMES || stats.tours !== GAMES * ROUNDS_PER_GAME)
      throw new Error(`unexpected statistics: ${stats.parties} games, ${stats.tours} rounds`);

    const route = await time(() => call(app, 'GET', url, token));
    const reads = await time(async () => {
      const games = await app.repos.games.listForUser(playerId);
      return app.repos.games.roundsOf(games.map((game) => game.id));
    });
    const games = await playedGames(app.repos, await app.repos.games.listForUser(playerId));
    const domain = await time(async () => playerStatistics(playerId, games));

    const label = `${GAMES} games × ${ROUNDS_PER_GAME} rounds`;
    emitSection(`Player statistics on PGlite, ${label}, ${RUNS} sequential requests (app.inject)`, [
      {
        name: 'GET /api/users/{id}/statistiques median',
        value: median(route),
        unit: 'ms',
        floor: median(reads),
        floorName: 'the same two SQL reads alone',
        target: { op: '<=', limit: 200 },
        note: `p95 ${p95(route)!.toFixed(1)} ms (floor ${p95(reads)!.toFixed(1)})`,
      },
      {
        name: 'of which playerStatistics (domain replay) median',
        value: median(domain),
        unit: 'ms',
        note: `${GAMES * ROUNDS_PER_GAME} rounds replayed and valued`,
      },
    ]);
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
