/** « 16:02 »: the hour and minute of an ISO date in the viewer's time zone (empty when invalid). */
export function timeOfDay(iso: string | null | undefined, timeZone?: string): string {
  const date = iso ? new Date(iso) : null;
  if (!date || Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat('fr-FR', { hour: '2-digit', minute: '2-digit', timeZone }).format(date);
}
