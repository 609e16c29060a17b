import { selectKeptSince, selectUpdateReady } from '../store/network-slice';
import { useAppSelector } from '../store/hooks';
import { Button } from './button';

/** « 22 nov., 14:05 »: when the data on screen was received (the phone's time zone by default). */
export const formatKeptTime = (iso: string, timeZone?: string): string =>
  new Intl.DateTimeFormat('fr-FR', {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    ...(timeZone ? { timeZone } : {}),
  }).format(new Date(iso));

/** A new version of the app has installed: the user reloads when it suits them. */
export function UpdatePrompt() {
  const ready = useAppSelector(selectUpdateReady);
  if (!ready) return null;
  return (
    <div className="app-update" role="status">
      <span>Nouvelle version disponible</span>
      {/* Its module is loaded: it registered the worker that made this prompt appear. */}
      <Button
        variant="secondary"
        onClick={() =>
          void import('../lib/service-worker-registration').then(({ applyUpdate }) => applyUpdate())
        }
      >
        Recharger
      </Button>
    </div>
  );
}

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
