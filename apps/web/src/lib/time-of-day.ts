/** « 16:02 »: the hour and minute of an ISO date in the viewer's time zone (empty when invalid). */
export function timeOfDay(iso: string | null | undefined, timeZone?: string): string {
  const date = iso ? new Date(iso) : null;
  if (!date || Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat('fr-FR', { hour: '2-digit', minute: '2-digit', timeZone }).format(date);
}

/**
 * Today as `YYYY-MM-DD` in the viewer's calendar (the value a date input holds). Not `toISOString()`,
 * which is UTC: at 1 a.m. on 1 September in Paris it still says 31 August.
 */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
