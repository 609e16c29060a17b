/**
 * The seating pool's queue (real worker threads): one tournament's proposals never hold another's, and
 * the same input asked again is seated once.
 */
import { describe, expect, it } from '@jest/globals';
import type { RondeInput } from '@mj/domain';
import { SeatingPool } from '../../src/seating/pool';

const input = (seed: number): RondeInput => ({
  mode: 'equilibre',
  players: Array.from({ length: 16 }, (_, i) => `p${i}`),
  pastTables: [],
  seed,
});

describe('the seating queue', () => {
  it('lets tournaments take turns: another tournament’s proposal passes before the first one’s third (four waiting at most each here)', async () => {
    const pool = new SeatingPool(1, 4);
    const done: string[] = [];
    const ask = (seed: number, tournament: string) =>
      pool.seat(input(seed), tournament).then(() => done.push(`${tournament}${seed}`));
    // A1 starts at once; A2–A5 wait (four waiting at most per tournament).
    const runs = [1, 2, 3, 4, 5].map((seed) => ask(seed, 'A'));
    runs.push(ask(11, 'B'));
    // A fifth waiting proposal of A is refused; B's is not.
    await expect(pool.seat(input(6), 'A')).rejects.toMatchObject({ statusCode: 429 });
    await Promise.all(runs);
    expect(done).toEqual(['A1', 'A2', 'B11', 'A3', 'A4', 'A5']);
  }, 60_000);

  it('seats the same input once, asked twice at once or again later', async () => {
    const pool = new SeatingPool(1);
    const first = pool.seat(input(42), 'A');
    expect(pool.seat(input(42), 'B')).toBe(first);
    const answer = await first;
    expect(answer.ok).toBe(true);
    expect(pool.seat(input(42), 'A')).toBe(first);
    expect(pool.seat(input(43), 'A')).not.toBe(first);
  }, 60_000);

  it('ends its threads when closed, refusing what still waits', async () => {
    const pool = new SeatingPool(1);
    const running = pool.seat(input(1), 'A');
    const waiting = pool.seat(input(2), 'A');
    await pool.close();
    await expect(waiting).rejects.toThrow('seating pool closed');
    await expect(running).rejects.toThrow();
  }, 60_000);
});
