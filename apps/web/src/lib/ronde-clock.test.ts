import { describe, expect, it } from '@jest/globals';
import type { Clock } from '@mj/api';
import { formatRemaining, remainingMs } from './ronde-clock';

const clock = (overrides: Partial<Clock>): Clock => ({
  etat: 'en cours',
  duree_minutes: 90,
  restant_ms: 30 * 60_000,
  fin: '2026-03-01T10:30:00.000Z',
  supplements: {},
  maintenant: '2026-03-01T10:00:00.000Z',
  ...overrides,
});

describe('a ronde clock counted from the server’s figure', () => {
  it.each([
    ['running, 10 s after the answer', clock({}), 10_000, null, 1_790_000],
    ['running, table 2 with 5 extra minutes', clock({ supplements: { 2: 5 } }), 10_000, 2, 2_090_000],
    ['running, another table without extra minutes', clock({ supplements: { 2: 5 } }), 10_000, 3, 1_790_000],
    ['paused: time does not move', clock({ etat: 'en pause', fin: null }), 600_000, null, 1_800_000],
    ['not started: the whole length', clock({ etat: 'en attente', fin: null, restant_ms: 5_400_000 }), 60_000, null, 5_400_000],
    ['over: negative', clock({ restant_ms: -5_000 }), 1_000, null, -6_000],
  ])('%s', (_case, value, elapsed, table, expected) => {
    expect(remainingMs(value, elapsed, table)).toBe(expected);
  });

  it.each([
    [5_400_000, '1:30:00'],
    [1_790_000, '29:50'],
    [59_001, '1:00'],
    [500, '0:01'],
    [0, '0:00'],
    [-6_000, '0:00'],
  ])('%i ms shows as %s', (ms, shown) => {
    expect(formatRemaining(ms)).toBe(shown);
  });
});
