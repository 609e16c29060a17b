/**
 * A league season's standings on a big club's year: GET /api/saisons/{id}/classement over 2 000 finished
 * games among 200 members, measure « note » (the OpenSkill rating over every game, the heaviest), on the
 * embedded database (PGlite in a data dir on disk, as `pnpm start` runs it). The games are seeded in SQL
 * (the same rows the routes write for final-score games). Next to it, in the same run: the floor, the
 * route's SQL read of the league's games alone, and the domain's share (seasonStandings with the rating,
 * in memory). Requests go one at a time through app.inject (no socket).
 */
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '@mj/server';
import { openSkillRating } from '@mj/server/season-rating';
import { seasonStandings, type SeasonGame } from '@mj/domain';
import { emitSection, median } from '../lib/report.mjs';

const { sql } = createRequire(path.resolve(__dirname, '../../apps/server/package.json'))('drizzle-orm') as {
  sql: (strings: TemplateStringsArray, ...values: unknown[]) => unknown;
};

const GAMES = Number(process.env.BENCH_SEASON_GAMES ?? 2000);
const PLAYERS = 200;
const RUNS = 20;
const WARMUP = 3;

async function call(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  token: string,
  payload?: object,
) {
  const response = await app.inject({
    method,
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload ? { payload } : {}),
  });
  if (response.statusCode >= 300)
    throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
  return response.json<Record<string, unknown>>();
}

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

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mj-bench-season-'));
  const app = await buildApp({
    dataDir,
    jwtSecret: randomBytes(32).toString('base64url'),
    rateLimits: false,
    logger: false,
  });
  try {
    const admin = await call(app, 'POST', '/api/users/register', '', {
      pseudo: `saison${randomBytes(3).toString('hex')}`,
      password: 'motdepasse-de-bench',
    });
    const token = admin.token as string;
    const league = await call(app, 'POST', '/api/ligues', token, { nom: 'Grand club' });
    const leagueId = league.id as string;
    const { db } = app.database as unknown as { db: { execute: (query: unknown) => Promise<unknown> } };
    // 200 members (ids p000…p199), then 2 000 final-score games: game n seats four members 50 apart, the
    // places turning with n; one game a day from 1 September.
    await db.execute(sql`
      insert into users (id, pseudo, provider)
      select 'p' || lpad(i::text, 3, '0'), 'Joueur ' || i, 'local' from generate_series(0, ${PLAYERS - 1}) i`);
    await db.execute(sql`
      insert into ligue_membres (ligue_id, user_id)
      select ${leagueId}, 'p' || lpad(i::text, 3, '0') from generate_series(0, ${PLAYERS - 1}) i`);
    await db.execute(sql`
      insert into games (id, nom, joueurs, creator_id, ligue_id, manual, etat, date_debut, date_fin, scores,
        vent, tour_actuel, dealer_stack, riichi_stack, nb_tours, chombos, regles)
      select 'g' || n, 'Partie ' || n, s.seats, ${admin.user_id as string}, ${leagueId}, true, 'terminé',
        timestamptz '2026-09-01 18:00+00' + (n % 360) * interval '1 day' + n * interval '1 second',
        timestamptz '2026-09-01 18:00+00' + (n % 360) * interval '1 day' + n * interval '1 second',
        jsonb_build_object(s.seats[1], (array[40000,35000,25000,20000])[n % 4 + 1],
          s.seats[2], (array[40000,35000,25000,20000])[(n + 1) % 4 + 1],
          s.seats[3], (array[40000,35000,25000,20000])[(n + 2) % 4 + 1],
          s.seats[4], (array[40000,35000,25000,20000])[(n + 3) % 4 + 1]),
        'est', 1, 0, 0, 0, '{}'::jsonb, '"classic"'::jsonb
      from generate_series(1, ${GAMES}) n,
        lateral (select array(select 'p' || lpad(((n * 37 + n / 200 + k * 50) % 200)::text, 3, '0')
          from generate_series(0, 3) k) as seats) s`);
    const season = await call(app, 'POST', `/api/ligues/${leagueId}/saisons`, token, {
      nom: 'Saison 2026-2027',
      date_debut: '2026-09-01',
      date_fin: '2027-08-31',
      mesure: 'note',
    });
    const url = `/api/saisons/${season.id as string}/classement`;
    const standings = await call(app, 'GET', url, token);
    const lines = standings.lignes as unknown[];
    if (standings.parties_comptees !== GAMES || lines.length !== PLAYERS)
      throw new Error(`unexpected standings: ${standings.parties_comptees} games, ${lines.length} players`);

    const route = await time(() => call(app, 'GET', url, token));
    const reads = await time(() => app.repos.leagues.games(leagueId));
    const rows = await app.repos.leagues.games(leagueId);
    const games: SeasonGame[] = rows.map(({ game }) => ({
      partie_id: game.id,
      date: game.dateDebut.toISOString(),
      etat: game.etat,
      regles: game.regles,
      scores: game.scores,
    }));
    const settings = {
      date_debut: '2026-09-01',
      date_fin: '2027-08-31',
      mesure: 'note' as const,
      meilleures: null,
      min_parties: 0,
      regles: null,
    };
    const domain = await time(async () => seasonStandings(settings, games, { rating: openSkillRating }));
    const sum = await time(async () => seasonStandings({ ...settings, mesure: 'somme' }, games));

    emitSection(
      `Season standings on PGlite, ${GAMES} games × ${PLAYERS} players, « note », ${RUNS} sequential requests (app.inject)`,
      [
        {
          name: 'GET /api/saisons/{id}/classement median',
          value: median(route),
          unit: 'ms',
          floor: median(reads),
          floorName: 'the league games’ SQL read alone',
          target: { op: '<=', limit: 200 },
        },
        { name: 'of which seasonStandings with the rating median', value: median(domain), unit: 'ms' },
        { name: 'seasonStandings under « somme » (no rating) median', value: median(sum), unit: 'ms' },
      ],
    );
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
