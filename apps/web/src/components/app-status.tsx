import { selectKeptSince } from '../store/network-slice';
import { useAppSelector } from '../store/hooks';

/** « 22 nov., 14:05 »: when the data on screen was received (the phone's time zone by default). */
export const formatKeptTime = (iso: string, timeZone?: string): string =>
  new Intl.DateTimeFormat('fr-FR', {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    ...(timeZone ? { timeZone } : {}),
  }).format(new Date(iso));

/** Data shown from the phone's copy, not from the server: « Hors ligne — données du 22 nov., 14:05 ». */
export function KeptDataNotice() {
  const since = useAppSelector(selectKeptSince);
  if (!since) return null;
  return (
    <p className="alert alert--info app-offline" role="status">
      Hors ligne — données du {formatKeptTime(since)}
    </p>
  );
}
