import { describe, expect, it } from '@jest/globals';
import { localMonthKey, monthKeyLabel } from './months';

describe('months in the user’s time zone (a game at 00:30 on the 1st in Paris)', () => {
  it.each([
    ['00:30 on 1 October in Paris', '2025-09-30T22:30:00.000Z', 'Europe/Paris', '2025-10'],
    ['the same instant in UTC', '2025-09-30T22:30:00.000Z', 'UTC', '2025-09'],
    ['23:30 on 31 December in Paris', '2025-12-31T22:30:00.000Z', 'Europe/Paris', '2025-12'],
    ['00:30 on 1 January in Paris', '2025-12-31T23:30:00.000Z', 'Europe/Paris', '2026-01'],
    ['evening of 30 September in Montréal', '2025-10-01T02:00:00.000Z', 'America/Montreal', '2025-09'],
    ['a bare day, as written in any zone', '2025-10-01', 'America/Montreal', '2025-10'],
  ])('%s → %s', (_case, value, timeZone, expected) => {
    expect(localMonthKey(value, timeZone)).toBe(expected);
  });

  it('has no month for a missing or unreadable date', () => {
    expect(localMonthKey(null)).toBeNull();
    expect(localMonthKey('pas une date')).toBeNull();
  });

  it('labels a month key in French', () => {
    expect(monthKeyLabel('2025-10')).toBe('octobre 2025');
    expect(monthKeyLabel('2026-01')).toBe('janvier 2026');
  });

  it('labels every month as Intl does, without it', () => {
    const intl = new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' });
    for (let month = 1; month <= 12; month += 1) {
      expect(monthKeyLabel(`2025-${String(month).padStart(2, '0')}`)).toBe(
        intl.format(Date.UTC(2025, month - 1)),
      );
    }
  });

  it('reads the runtime’s own zone without Intl, as Intl reads it', () => {
    const runtimeZone = new Intl.DateTimeFormat().resolvedOptions().timeZone;
    for (const value of [
      '2025-09-30T22:30:00.000Z',
      '2025-12-31T23:30:00.000Z',
      '2026-03-01T00:00:00+14:00',
    ]) {
      expect(localMonthKey(value)).toBe(localMonthKey(value, runtimeZone));
    }
  });
});
