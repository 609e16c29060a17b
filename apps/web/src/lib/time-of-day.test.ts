import { describe, expect, it } from '@jest/globals';
import { localToday, timeOfDay } from './time-of-day';

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

describe('localToday', () => {
  it('is the day of the viewer’s own calendar, padded, even in the first minutes of a day', () => {
    expect(localToday(new Date(2026, 8, 1, 0, 30))).toBe('2026-09-01');
    expect(localToday(new Date(2027, 0, 9, 23, 59))).toBe('2027-01-09');
  });
});
