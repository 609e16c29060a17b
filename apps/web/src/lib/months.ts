import { formatMonth } from '@mj/domain';

/**
 * Months as the user lives them: a game started at 00:30 on 1 October in Paris belongs to October,
 * though it is still 30 September in UTC. `timeZone` defaults to the runtime's (the browser's); a bare
 * `YYYY-MM-DD` is a calendar day and keeps its month as written.
 */
const DATE_ONLY = /^(\d{4})-(\d{2})-\d{2}$/;

const keyFormats = new Map<string, Intl.DateTimeFormat>();
function keyFormat(timeZone: string | undefined): Intl.DateTimeFormat {
  const id = timeZone ?? '';
  let format = keyFormats.get(id);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', timeZone });
    keyFormats.set(id, format);
  }
  return format;
}

/** `YYYY-MM` of a date in the user's time zone, or null when it is missing or unreadable. */
export function localMonthKey(value: string | null | undefined, timeZone?: string): string | null {
  if (!value) return null;
  const dateOnly = DATE_ONLY.exec(value);
  if (dateOnly) return `${dateOnly[1]}-${dateOnly[2]}`;
  const time = Date.parse(value);
  if (Number.isNaN(time)) return null;
  // The runtime's own zone is the Date's local time: no Intl (its set-up for a locale costs a phone's
  // main thread tens of ms the first time).
  if (timeZone === undefined) {
    const local = new Date(time);
    return `${local.getFullYear()}-${String(local.getMonth() + 1).padStart(2, '0')}`;
  }
  const parts = keyFormat(timeZone).formatToParts(time);
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}`;
}

/** `septembre 2025` for `2025-09` (a calendar month: no time zone can shift it). */
export function monthKeyLabel(key: string): string {
  const [year, month] = key.split('-').map(Number);
  return formatMonth(year ?? 1970, month ?? 1);
}
