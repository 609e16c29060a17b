/** fr-FR display helpers (medium date with short time; French number grouping). */
import { DEFAULT_START_DATE, START_SCORE } from './constants';

const LOCALE = 'fr-FR';

/**
 * One Intl.NumberFormat per style, made on first use: a module that makes them at load pays for them in
 * every page that imports it, formatting or not (they were most of the domain chunk's
 * evaluation in /mes-parties' trace).
 */
function numberFormat(options: Intl.NumberFormatOptions): () => Intl.NumberFormat {
  let format: Intl.NumberFormat | undefined;
  return () => (format ??= new Intl.NumberFormat(LOCALE, options));
}
const scoreFormat = numberFormat({ maximumFractionDigits: 0 });
const deltaFormat = numberFormat({ maximumFractionDigits: 0, signDisplay: 'exceptZero' });
const pointsFormat = numberFormat({
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
  signDisplay: 'exceptZero',
});
const rateFormat = numberFormat({ style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });
const decimalFormat = numberFormat({ maximumFractionDigits: 2 });
const tenthsFormat = numberFormat({ minimumFractionDigits: 1, maximumFractionDigits: 1 });

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * One Intl.DateTimeFormat per style and time zone, made on first use: creating one costs far more than
 * formatting with it (a list of 50 games formats 50 dates).
 */
const dateFormats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(withTime: boolean, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${withTime ? 'datetime' : 'date'}|${timeZone ?? ''}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(
      LOCALE,
      withTime ? { dateStyle: 'medium', timeStyle: 'short', timeZone } : { dateStyle: 'medium', timeZone },
    );
    dateFormats.set(key, format);
  }
  return format;
}

/** fr-FR's abbreviated months, as Intl's medium date writes them. */
const SHORT_MONTHS = [
  'janv.',
  'févr.',
  'mars',
  'avr.',
  'mai',
  'juin',
  'juil.',
  'août',
  'sept.',
  'oct.',
  'nov.',
  'déc.',
];

/** fr-FR's months, as Intl's `month: 'long'` writes them. */
const MONTHS = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
];

/** `septembre 2025` for a calendar month (`month` from 1 to 12), as Intl's long month and year write it. */
export function formatMonth(year: number, month: number): string {
  return `${MONTHS[month - 1] ?? ''} ${year}`;
}

/**
 * `20 sept. 2025` (and `, 16:30` with the time), exactly as Intl's fr-FR medium date and short time write
 * it, in the runtime's zone or in UTC, read from Date itself: the first Intl date format of a page sets
 * up ICU's date formatting, one native call of 27–32 ms of CPU in /mes-parties' traces (110–130 ms at a
 * phone's 4× slowdown), for the date of every game card. Null for another zone or a year
 * outside 1000–9999: Intl writes those.
 */
function writeDate(date: Date, withTime: boolean, timeZone: string | undefined): string | null {
  const utc = timeZone === 'UTC';
  if (!utc && timeZone !== undefined) return null;
  const year = utc ? date.getUTCFullYear() : date.getFullYear();
  if (year < 1000 || year > 9999) return null;
  const month = utc ? date.getUTCMonth() : date.getMonth();
  const day = `${utc ? date.getUTCDate() : date.getDate()} ${SHORT_MONTHS[month] ?? ''} ${year}`;
  if (!withTime) return day;
  const twoDigits = (n: number) => String(n).padStart(2, '0');
  const [hours, minutes] = utc
    ? [date.getUTCHours(), date.getUTCMinutes()]
    : [date.getHours(), date.getMinutes()];
  return `${day}, ${twoDigits(hours)}:${twoDigits(minutes)}`;
}

/** The date to show: the value if it is a readable date, else the default start date. */
function readDate(value: string | Date | null | undefined): { date: Date; dateOnly: boolean } {
  if (value instanceof Date && !Number.isNaN(value.getTime())) return { date: value, dateOnly: false };
  const text = typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? value : DEFAULT_START_DATE;
  return { date: new Date(text), dateOnly: DATE_ONLY.test(text) };
}

/**
 * Medium date and short time (`20 sept. 2025, 16:30`). A bare `YYYY-MM-DD` has no time: only its day is
 * shown, as written. A missing or unreadable date shows the default start date (2025-09-20).
 * `timeZone` defaults to the runtime's (the browser's).
 */
export function formatDateTime(value: string | Date | null | undefined, timeZone?: string): string {
  const { date, dateOnly } = readDate(value);
  if (dateOnly) return formatDate(date, 'UTC');
  return writeDate(date, true, timeZone) ?? dateFormat(true, timeZone).format(date);
}

/** Medium date only (`20 sept. 2025`), for start and end dates of tournaments. */
export function formatDate(value: string | Date | null | undefined, timeZone?: string): string {
  const { date, dateOnly } = readDate(value);
  const zone = dateOnly ? 'UTC' : timeZone;
  return writeDate(date, false, zone) ?? dateFormat(false, zone).format(date);
}

/** The French thousands separator Intl writes: a narrow no-break space. */
const GROUP_SEPARATOR = '\u202f';
/** French typography writes a negative number with the minus sign (−3 900), not the hyphen Intl uses. */
const MINUS = '\u2212';
const typographicMinus = (text: string): string => text.replace('-', MINUS);
/** Below this, `String()` writes every digit of an integer (no exponent). */
const PLAIN_DIGITS_BELOW = 1e21;

/** Digits grouped by three with French separators: `1234567` → `1 234 567`. */
const groupThousands = (digits: string): string => digits.replace(/\B(?=(\d{3})+$)/g, GROUP_SEPARATOR);

/**
 * A score with French grouping: `30 000`, `−1 500`, as Intl writes it but with the minus sign (rounded
 * half away from zero, `−0` kept), but written here for finite numbers: the first Intl number format of a page sets up ICU's number
 * formatting, one native call that took 17–30 ms of CPU in /mes-parties' traces (70–120 ms at a phone's
 * 4× slowdown), for nothing more than grouping a list's digits.
 */
export function formatScore(score: number): string {
  if (!Number.isFinite(score) || Math.abs(score) >= PLAIN_DIGITS_BELOW)
    return typographicMinus(scoreFormat().format(score));
  const grouped = groupThousands(String(Math.round(Math.abs(score))));
  return score < 0 || Object.is(score, -0) ? `${MINUS}${grouped}` : grouped;
}

/** Below this, a number's tenths count exactly in a double (the whole part times ten plus one). */
const EXACT_TENTHS_BELOW = 1e14;

/**
 * A number with one decimal as Intl's fr-FR format with `minimumFractionDigits` and
 * `maximumFractionDigits` 1 writes it: rounded half away from zero on the number's shortest decimal
 * form (`0,15` → `0,2`, as ICU rounds), grouped, with the minus sign; `signed` adds `+` before a
 * positive and no sign before a rounded zero (`signDisplay: 'exceptZero'`). Written here for the same
 * reason as scores: the league page's standings were its first Intl number format, 18 ms of CPU in one
 * task of its trace (74 ms at 4×). Null where Intl is needed (not finite, very small or very large).
 */
function writeTenths(value: number, signed: boolean): string | null {
  const size = Math.abs(value);
  if (!Number.isFinite(value) || size >= EXACT_TENTHS_BELOW) return null;
  const shortest = String(size);
  if (shortest.includes('e')) return null;
  const [whole = '0', decimals = ''] = shortest.split('.');
  const roundUp = (decimals[1] ?? '0') >= '5';
  const tenths = Number(whole) * 10 + Number(decimals[0] ?? '0') + (roundUp ? 1 : 0);
  const text = `${groupThousands(String(Math.floor(tenths / 10)))},${tenths % 10}`;
  const negative = value < 0 || Object.is(value, -0);
  if (signed) return tenths === 0 ? text : `${negative ? MINUS : '+'}${text}`;
  return negative ? `${MINUS}${text}` : text;
}

/** A score change with its sign: `+8 000`, `−1 000`, `0`. */
export const formatDelta = (delta: number): string => typographicMinus(deltaFormat().format(delta));

/** Ranking points (already ÷ 1000) with sign and one decimal: `+25,3`, `−4,0`, `0,0`. */
export const formatPoints = (points: number): string =>
  writeTenths(points, true) ?? typographicMinus(pointsFormat().format(points));

/** A rate in [0, 1] as a French percentage with one decimal: `42,5 %` (a no-break space before %). */
export const formatRate = (rate: number): string => rateFormat().format(rate);

/** A plain number with up to two decimals: `2,33` (an average place). */
export const formatDecimal = (value: number): string => decimalFormat().format(value);

/** A number with exactly one decimal and no sign for positives: `12,0`, `−3,4` (a skill rating). */
export const formatTenths = (value: number): string =>
  writeTenths(value, false) ?? typographicMinus(tenthsFormat().format(value));

/** Scores at or above the start score are shown in the positive style. */
export const isPositiveScore = (score: number): boolean => score >= START_SCORE;

/**
 * A number typed the French way, as this app itself shows it: `58 400` (a space, a no-break space or the
 * narrow one Intl writes), `58.400` (thousands dots), `-1 500` or `−1 500` (the typographic minus),
 * `12,5` (decimal comma), or plain `58400`. Groups after the first must have three digits, so `58.4`
 * or `5 84` are not read as something else: they give null, like any text that is not a number.
 */
export function parseFrenchNumber(text: string): number | null {
  const compact = text.trim().replace(/^[\u2212\u2013]/, '-');
  const match = /^([+-]?)(\d{1,3}(?:([\s.])\d{3})(?:\3\d{3})*|\d+)(?:,(\d+))?$/u.exec(compact);
  if (!match) return null;
  const [, sign = '', whole = '', , decimals] = match;
  const value = Number(`${sign}${whole.replace(/[\s.]/gu, '')}${decimals ? `.${decimals}` : ''}`);
  return Number.isFinite(value) ? value : null;
}
