import { DEFAULT_START_DATE } from '@mj/domain';
import { localMonthKey } from '../../lib/months';

/** `YYYY-MM` of a game's start in the user's time zone (the default start date when it is missing or unreadable). */
export function monthKey(dateDebut: string | null | undefined, timeZone?: string): string {
  return localMonthKey(dateDebut, timeZone) ?? (localMonthKey(DEFAULT_START_DATE) as string);
}

/** Distinct months, newest first. */
export function monthsOf(dates: readonly (string | null | undefined)[]): string[] {
  return [...new Set(dates.map((date) => monthKey(date)))].sort().reverse();
}
