import { DEFAULT_START_DATE } from '@mj/domain';

/** `YYYY-MM` of a game's start (the default start date when it is missing or unreadable). */
export function monthKey(dateDebut: string | null | undefined): string {
  const text = dateDebut && !Number.isNaN(Date.parse(dateDebut)) ? dateDebut : DEFAULT_START_DATE;
  return new Date(text).toISOString().slice(0, 7);
}

const monthFormat = new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** `septembre 2025` for `2025-09`. */
export function monthLabel(key: string): string {
  return monthFormat.format(new Date(`${key}-01T00:00:00Z`));
}

/** Distinct months, newest first. */
export function monthsOf(dates: readonly (string | null | undefined)[]): string[] {
  return [...new Set(dates.map(monthKey))].sort().reverse();
}
