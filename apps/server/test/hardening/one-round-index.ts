/**
 * Many clients writing one game over real HTTP: for each of `contested` round indexes, `clients` posts at
 * once; then `retriers` clients at once each retry (reload, post) until their own round is in. Whatever the interleaving, the game's rounds must be
 * numbered 0..n-1 without gap or duplicate, each acknowledged round stored exactly as acknowledged.
 */
import { expect } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { registerUsers, type TestUser } from '../helper';
import { draw } from '@mj/domain/testing';

export interface IndexRaceFigures {
  clients: number;
  /** Rounds decided by a race of all clients on one index. */
  contestedIndexes: number;
  /** Posts answered 409 (stale index) in those races. */
  refusedAsStale: number;
  /** Clients retrying until their round got in (one round each). */
  retriers: number;
  /** Attempts those clients needed in all. */
  attempts: number;
}

interface Ack {
  index: number;
  tour: unknown;
}

/** Four seats, a game, and the app listening on a local port; returns a poster bound to it. */
async function tableOverHttp(app: FastifyInstance) {
  const seats = await registerUsers(app, 4, 'client');
  const ids = seats.map((s) => s.id);
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const request = async (user: TestUser, method: string, path: string, body?: unknown, key?: string) => {
    const response = await fetch(`${address}/api${path}`, {
      method,
      headers: {
        ...user.headers,
        'content-type': 'application/json',
        ...(key ? { 'idempotency-key': key } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const created = await request(seats[0]!, 'POST', '/parties/', { joueurs: ids });
  return { seats, ids, gameId: created.body.id as string, request };
}

export async function raceOnRoundIndex(
  app: FastifyInstance,
  { clients, contested, retriers }: { clients: number; contested: number; retriers: number },
): Promise<IndexRaceFigures> {
  const { seats, ids, gameId, request } = await tableOverHttp(app);
  // Every round keeps the dealer (all tenpai), so the game never ends; riichi makes rounds differ.
  const roundOf = (client: number) => ({
    ...draw(ids),
    riichi_players: ids.filter((_, seat) => (client >> seat) & 1),
  });
  const figures: IndexRaceFigures = {
    clients,
    contestedIndexes: contested,
    refusedAsStale: 0,
    retriers,
    attempts: 0,
  };
  const acks: Ack[] = [];
  for (let index = 0; index < contested; index += 1) {
    const answers = await Promise.all(
      Array.from({ length: clients }, (_, client) =>
        request(
          seats[client % 4]!,
          'POST',
          `/parties/tours/${gameId}`,
          { ...roundOf(client), index },
          `course-${index}-${client}`,
        ),
      ),
    );
    const winners = answers.filter((a) => a.status === 201);
    expect(winners).toHaveLength(1);
    for (const loser of answers.filter((a) => a.status !== 201)) {
      expect(loser).toEqual({
        status: 409,
        body: { detail: 'Un autre tour a été enregistré entre-temps. Recharge la partie.' },
      });
      figures.refusedAsStale += 1;
    }
    acks.push(winners[0]!.body.entry as Ack);
  }
  // Then each retrier reloads and posts with the index it saw, again and again, until its round is in.
  await Promise.all(
    Array.from({ length: retriers }, async (_, client) => {
      for (;;) {
        figures.attempts += 1;
        const game = await request(seats[client % 4]!, 'GET', `/parties/${gameId}`);
        const index = game.body.nb_tours as number;
        const answer = await request(
          seats[client % 4]!,
          'POST',
          `/parties/tours/${gameId}`,
          { ...roundOf(client), index },
          `retry-${client}-${index}`,
        );
        if (answer.status === 201) return void acks.push(answer.body.entry as Ack);
        expect(answer.status).toBe(409);
      }
    }),
  );
  const stored = (await request(seats[0]!, 'GET', `/parties/tours/${gameId}/tours?compact=true`)).body
    .tours as Ack[];
  expect(stored.map((entry) => entry.index)).toEqual(
    Array.from({ length: contested + retriers }, (_, i) => i),
  );
  expect([...acks].sort((x, y) => x.index - y.index)).toEqual(stored);
  return figures;
}
