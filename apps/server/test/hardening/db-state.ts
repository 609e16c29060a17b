/**
 * What the database holds, read straight from its tables (not through the API), to prove that a refused
 * request changed nothing and that every stored game is the domain's replay of its rounds.
 */
import { expect } from '@jest/globals';
import { finishGame, replayGame, TOTAL_SCORE } from '@mj/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

const TABLES: Array<[table: string, order: string]> = [
  ['users', 'id'],
  ['tournaments', 'id'],
  ['tournament_players', 'tournament_id, user_id'],
  ['games', 'id'],
  ['rounds', 'game_id, round_index'],
  ['idempotency_keys', 'game_id, key'],
];

const SNAPSHOT_SQL = `select json_build_object(${TABLES.map(
  ([table, order]) => `'${table}', (select coalesce(json_agg(t order by ${order}), '[]') from ${table} t)`,
).join(', ')})::text as state`;

/** PGlite and node-postgres both answer `{ rows }`. */
async function queryRows<T>(app: FastifyInstance, query: string): Promise<T[]> {
  const result = (await app.database.db.execute(sql.raw(query))) as unknown as { rows: T[] };
  return result.rows;
}

/** Every row of every table, as one JSON text (equal texts = equal databases). */
export async function databaseState(app: FastifyInstance): Promise<string> {
  const [row] = await queryRows<{ state: string }>(app, SNAPSHOT_SQL);
  return row!.state;
}

interface StoredGame {
  id: string;
  joueurs: string[];
  manual: boolean;
  etat: string;
  scores: Record<string, number>;
  vent: string;
  tour_actuel: number;
  dealer_stack: number;
  riichi_stack: number;
  nb_tours: number;
  rounds: unknown[];
}

const STORED_GAMES_SQL = `select g.id, g.joueurs, g.manual, g.etat, g.scores, g.vent, g.tour_actuel, g.dealer_stack,
  g.riichi_stack, g.nb_tours,
  coalesce((select json_agg(r.payload order by r.round_index) from rounds r where r.game_id = g.id), '[]') as rounds
  from games g`;

/**
 * The invariants of every stored game: 120000 points on the table (scores plus riichi sticks), round
 * indexes without gap, and the cached state equal to the domain's replay of the stored rounds (then the
 * leftover sticks settled once the game is finished). Returns how many games were checked.
 */
export async function expectStoredGamesConsistent(app: FastifyInstance): Promise<number> {
  const games = await queryRows<StoredGame>(app, STORED_GAMES_SQL);
  const gaps = await queryRows<{ game_id: string }>(
    app,
    'select game_id from rounds group by game_id having max(round_index) + 1 <> count(*) or min(round_index) <> 0',
  );
  expect(gaps).toEqual([]);
  for (const game of games) {
    const total =
      Object.values(game.scores).reduce((sum, score) => sum + score, 0) + 1000 * game.riichi_stack;
    expect({ game: game.id, total }).toEqual({ game: game.id, total: TOTAL_SCORE });
    expect(game.nb_tours).toBe(game.rounds.length);
    if (game.manual) continue;
    const replay = replayGame(game.joueurs, game.rounds);
    if (!replay.ok) throw new Error(`partie ${game.id} : ses tours ne se rejouent pas (${replay.error})`);
    let state = replay.state;
    if (game.etat === 'terminé') {
      const finished = finishGame(state);
      if (!finished.ok) throw new Error(finished.error);
      state = finished.next;
    }
    const { scores, vent, tour_actuel, dealer_stack, riichi_stack } = game;
    expect({ id: game.id, scores, vent, tour_actuel, dealer_stack, riichi_stack }).toEqual({
      id: game.id,
      scores: state.scores,
      vent: state.vent,
      tour_actuel: state.tour_actuel,
      dealer_stack: state.dealer_stack,
      riichi_stack: state.riichi_stack,
    });
  }
  return games.length;
}
