import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import {
  formatDate,
  formatDateTime,
  formatDecimal,
  formatDelta,
  formatPoints,
  formatRate,
  formatScore,
  formatTenths,
  isPositiveScore,
  parseFrenchNumber,
} from './format';

/** Intl's French grouping separator is a narrow no-break space. */
const nnbsp = '\u202f';

describe('fr-FR formatting', () => {
  it('dates: medium date and short time, in the given time zone', () => {
    expect(formatDateTime('2025-09-20T14:30:00Z', 'Europe/Paris')).toBe('20 sept. 2025, 16:30');
    expect(formatDateTime(new Date('2026-01-05T08:05:00Z'), 'UTC')).toBe('5 janv. 2026, 08:05');
  });
  it('a bare day is shown as that day, without a time', () => {
    expect(formatDateTime('2025-03-01', 'Pacific/Honolulu')).toBe('1 mars 2025');
    expect(formatDate('2025-03-01', 'Pacific/Honolulu')).toBe('1 mars 2025');
    expect(formatDate('2025-03-01T23:30:00Z', 'Europe/Paris')).toBe('2 mars 2025');
  });
  it('dates are written as Intl writes them, without Intl in the runtime’s zone and in UTC', () => {
    const intl = (timeZone: string | undefined, withTime: boolean) =>
      new Intl.DateTimeFormat('fr-FR', {
        dateStyle: 'medium',
        ...(withTime ? { timeStyle: 'short' } : {}),
        timeZone,
      });
    const instants = Array.from(
      { length: 12 },
      (_, month) => new Date(Date.UTC(2025, month, 1 + 2 * month, 2 * month, 5 * month)),
    );
    for (const date of [...instants, new Date('2025-12-31T23:59:00Z'), new Date('0999-06-01T12:00:00Z')]) {
      for (const zone of [undefined, 'UTC']) {
        expect(formatDateTime(date, zone)).toBe(intl(zone, true).format(date));
        expect(formatDate(date, zone)).toBe(intl(zone, false).format(date));
      }
    }
  });
  it('a missing or unreadable date shows the default 2025-09-20', () => {
    for (const missing of [null, undefined, '', 'demain', new Date(Number.NaN)]) {
      expect(formatDateTime(missing)).toBe('20 sept. 2025');
      expect(formatDate(missing)).toBe('20 sept. 2025');
    }
  });
  it('scores with French thousands separators', () => {
    expect(formatScore(30000)).toBe(`30${nnbsp}000`);
    // The typographic minus (U+2212), not the hyphen: −1 500.
    expect(formatScore(-1500)).toBe(`\u22121${nnbsp}500`);
    expect(formatScore(120000)).toBe(`120${nnbsp}000`);
  });
  it('scores are written as Intl writes them (with the minus sign), without Intl for finite numbers', () => {
    const intl = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 });
    const values = [
      0, -0, 5, -5, 999, 1000, -1000, 25000, 120000, -300000, 1234567, 2.5, -2.5, 0.4, -0.4, 99999.5,
    ];
    for (const value of [...values, 1e21, Number.NaN, Infinity, -Infinity]) {
      expect(formatScore(value)).toBe(intl.format(value).replace('-', '\u2212'));
    }
  });
  it('deltas with their sign', () => {
    expect(formatDelta(8000)).toBe(`+8${nnbsp}000`);
    expect(formatDelta(-1000)).toBe(`\u22121${nnbsp}000`);
    expect(formatDelta(0)).toBe('0');
  });
  it('ranking points with sign and one decimal: +25,3', () => {
    expect(formatPoints(25.3)).toBe('+25,3');
    expect(formatPoints(-4)).toBe('\u22124,0');
    expect(formatPoints(0)).toBe('0,0');
    expect(formatPoints(1234.5)).toBe(`+1${nnbsp}234,5`);
  });
  it('ranking points and tenths round half away from zero on the shortest decimal, as Intl does', () => {
    expect(formatPoints(0.15)).toBe('+0,2');
    expect(formatPoints(1.45)).toBe('+1,5');
    expect(formatPoints(-0.05)).toBe('\u22120,1');
    expect(formatPoints(-0.04)).toBe('0,0');
    expect(formatPoints(9.95)).toBe('+10,0');
    expect(formatPoints(999.95)).toBe(`+1${nnbsp}000,0`);
    expect(formatTenths(12)).toBe('12,0');
    expect(formatTenths(-3.44)).toBe('\u22123,4');
    expect(formatTenths(-0)).toBe('\u22120,0');
  });
  it('ranking points and tenths are written as Intl writes them (with the minus sign), without Intl', () => {
    const intl = (signDisplay: 'auto' | 'exceptZero') =>
      new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 1, maximumFractionDigits: 1, signDisplay });
    const [signed, unsigned] = [intl('exceptZero'), intl('auto')];
    const typographic = (text: string) => text.replace('-', '\u2212');
    const values = [
      0, -0, 0.04, -0.04, 0.05, -0.05, 0.15, 0.25, 0.35, 1.005, 2.675, 8.345, 25.3, -4, 1234.5, -1234.56,
      99999.95, 1e-6, -1e-6, 1e-7, -1e-7, 123456789012.34, 1e14 + 0.5, 1e21, Number.NaN, Infinity, -Infinity,
    ];
    const sixths = Array.from({ length: 400 }, (_, n) => (n - 200) / 6);
    const results = Array.from({ length: 300 }, (_, n) => ((n * 7919) % 60001) / 100 - 300);
    for (const value of [...values, ...sixths, ...results]) {
      expect([value, formatPoints(value)]).toEqual([value, typographic(signed.format(value))]);
      expect([value, formatTenths(value)]).toEqual([value, typographic(unsigned.format(value))]);
    }
    fc.assert(
      fc.property(fc.double({ min: -1e7, max: 1e7, noNaN: true }), (value) => {
        expect(formatPoints(value)).toBe(typographic(signed.format(value)));
        expect(formatTenths(value)).toBe(typographic(unsigned.format(value)));
      }),
    );
  });
  it('rates as French percentages with one decimal and a no-break space before %: 42,5 %', () => {
    expect(formatRate(0.425)).toBe('42,5\u00a0%');
    expect(formatRate(0)).toBe('0,0\u00a0%');
    expect(formatRate(1)).toBe('100,0\u00a0%');
    expect(formatRate(1 / 3)).toBe('33,3\u00a0%');
  });
  it('an average place with up to two decimals: 2,33', () => {
    expect(formatDecimal(7 / 3)).toBe('2,33');
    expect(formatDecimal(2)).toBe('2');
  });
  it('a score is positive at or above 30000', () => {
    expect(isPositiveScore(30000)).toBe(true);
    expect(isPositiveScore(29900)).toBe(false);
  });
});

describe('parseFrenchNumber: scores typed as the app shows them', () => {
  it.each([
    ['58400', 58400],
    ['58 400', 58400],
    ['58\u00a0400', 58400],
    [`58${nnbsp}400`, 58400],
    ['58.400', 58400],
    ['1 058 400', 1058400],
    ['1.058.400', 1058400],
    [' 25000 ', 25000],
    ['-1 500', -1500],
    ['\u22121 500', -1500],
    ['+3000', 3000],
    ['12,5', 12.5],
    ['0', 0],
  ])('reads %j as %d', (text, expected) => {
    expect(parseFrenchNumber(text)).toBe(expected);
  });

  it.each([
    ['an empty field', ''],
    ['spaces only', '   '],
    ['a word', 'trente'],
    ['a dot before fewer than three digits', '58.4'],
    ['a group of two digits', '5 84'],
    ['mixed separators', '1 058.400'],
    ['a dangling comma', '58400,'],
    ['two signs', '--1500'],
  ])('refuses %s (%j)', (_case, text) => {
    expect(parseFrenchNumber(text)).toBeNull();
  });
});
