import { describe, expect, it } from '@jest/globals';
import { monthKey } from './game-months';

describe('the month of a game (issue 13)', () => {
  it('falls back to the default start date, and reads the start in the user’s time zone', () => {
    expect(monthKey(undefined)).toBe('2025-09');
    expect(monthKey('2025-09-30T22:30:00.000Z', 'Europe/Paris')).toBe('2025-10');
  });
});
