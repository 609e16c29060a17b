import { describe, expect, it } from '@jest/globals';
import { timeOfDay } from './time-of-day';

describe('timeOfDay', () => {
  it('gives the hour and minute in the time zone asked', () => {
    expect(timeOfDay('2026-11-26T15:02:00.000Z', 'Europe/Paris')).toBe('16:02');
    expect(timeOfDay('2026-07-01T07:05:00.000Z', 'Europe/Paris')).toBe('09:05');
  });
  it('is empty for no date or an invalid one', () => {
    expect(timeOfDay(null)).toBe('');
    expect(timeOfDay('pas une date')).toBe('');
  });
});
