/**
 * Concurrent writers of one game. PGlite has a single connection (requests queue anyway); on PostgreSQL
 * the pool runs them in parallel and the game row lock plus the (game_id, round_index) key must hold.
 */
import { beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Client } from 'pg';
import { backends, buildTestApp, call, registerUsers } from './helper';
import { draw } from '@mj/domain/testing';

describe.each(backends)('concurrent round posts on %s', (backend) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ backend });
  });

  it('20 concurrent posts of the same round index: exactly one is stored, the others get 409', async () => {
    const seats = await registerUsers(app, 4, 'conc');
    const ids = seats.map((s) => s.id);
    const gameId = (
      await call(app, seats[0], { method: 'POST', url: '/api/parties/', payload: { joueurs: ids } })
    ).json().id;
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(app, seats[i % 4], {
          method: 'POST',
          url: `/api/parties/tours/${gameId}`,
          payload: { ...draw([ids[i % 4]!]), index: 0 },
        }),
      ),
    );
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, ...Array(19).fill(409)]);
    const tours = (
      await call(app, seats[0], { method: 'GET', url: `/api/parties/tours/${gameId}/tours` })
    ).json().tours;
    expect(tours).toHaveLength(1);
    const winner = responses.find((r) => r.statusCode === 201)!.json();
    expect(tours[0]).toEqual(winner.entry);
    expect((await call(app, seats[0], { method: 'GET', url: `/api/parties/${gameId}` })).json()).toEqual(
      winner.partie,
    );
  });

  it('20 concurrent retries with one Idempotency-Key: one round, twenty identical answers', async () => {
    const seats = await registerUsers(app, 4, 'idem');
    const ids = seats.map((s) => s.id);
    const gameId = (
      await call(app, seats[0], { method: 'POST', url: '/api/parties/', payload: { joueurs: ids } })
    ).json().id;
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(app, seats[1], {
          method: 'POST',
          url: `/api/parties/tours/${gameId}`,
          payload: draw([ids[0]!]),
          headers: { 'idempotency-key': 'un-seul-tour' },
        }),
      ),
    );
    expect(new Set(responses.map((r) => r.statusCode))).toEqual(new Set([201]));
    expect(new Set(responses.map((r) => r.body)).size).toBe(1);
    expect(
      (await call(app, seats[0], { method: 'GET', url: `/api/parties/${gameId}` })).json().nb_tours,
    ).toBe(1);
  });

  // The pool survives losing its idle connections (server restart, network): no crash, it reconnects.
  if (backend === 'postgres') {
    it('answers again after PostgreSQL terminated its idle connections', async () => {
      await Promise.all(
        Array.from({ length: 5 }, () => app.inject({ method: 'GET', url: '/api/health/ready' })),
      );
      const result = await app.database.db.execute(sql`select current_database() as name`);
      const database = (result as unknown as { rows: Array<{ name: string }> }).rows[0]!.name;
      const admin = new Client({ connectionString: process.env.MJ_TEST_PG_URL });
      await admin.connect();
      try {
        const { rows } = await admin.query<{ n: number }>(
          'select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where datname = $1',
          [database],
        );
        expect(rows[0]!.n).toBeGreaterThan(0);
      } finally {
        await admin.end();
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect((await app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
    });
  }
});
