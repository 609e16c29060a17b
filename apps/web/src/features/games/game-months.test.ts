import { describe, expect, it } from '@jest/globals';
import { monthKey, newestFirst } from './game-months';

describe('the month of a game', () => {
  it('falls back to the default start date, and reads the start in the user’s time zone', () => {
    expect(monthKey(undefined)).toBe('2025-09');
    expect(monthKey('2025-09-30T22:30:00.000Z', 'Europe/Paris')).toBe('2025-10');
  });
});

describe('games newest first', () => {
  it('orders by start date, newest first, a game without one last', () => {
    const games = [
      { date_debut: '2025-09-20T19:00:00Z' },
      { date_debut: null },
      { date_debut: '2025-10-01T08:00:00Z' },
      { date_debut: '2025-09-20' },
    ];
    expect([...games].sort(newestFirst).map((game) => game.date_debut)).toEqual([
      '2025-10-01T08:00:00Z',
      '2025-09-20T19:00:00Z',
      '2025-09-20',
      null,
    ]);
  });
});
