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

/**
 * Newest start first, for `sort`. Start dates are ISO 8601 texts, whose order is their characters' order:
 * compared as such, not with `localeCompare`, whose first call in a page sets up ICU's collator, one
 * native call of tens of ms on a phone's main thread that no page here needs.
 */
export function newestFirst(a: { date_debut?: string | null }, b: { date_debut?: string | null }): number {
  const [first, second] = [b.date_debut ?? '', a.date_debut ?? ''];
  return first < second ? -1 : first > second ? 1 : 0;
}
