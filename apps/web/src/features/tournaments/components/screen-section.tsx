import { lazy, Suspense, useId, useState } from 'react';
import { getErrorMessage } from '@mj/api';
import { useCloseScreenMutation, useGetScreenQuery, useOpenScreenMutation } from '@mj/api/rondes';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { paths } from '../../../config/paths';
import { TOURNAMENT_MESSAGES as M } from '../messages';

/** The QR code library loads only when a link is shown (it stays out of the admin page's chunk). */
const QrCode = lazy(() => import('../../../components/qr-code'));

/**
 * The room's public screen: the admin creates a link (no sign-in needed to open it), shows it with its
 * QR code for the players' phones, and may revoke it (the old link then leads nowhere).
 */
export function ScreenSection({ tournamentId }: { tournamentId: string }) {
  const headingId = useId();
  const { data, error, refetch } = useGetScreenQuery(tournamentId);
  const [openScreen, { isLoading: opening }] = useOpenScreenMutation();
  const [closeScreen, { isLoading: closing }] = useCloseScreenMutation();
  const [failure, setFailure] = useState<string | null>(null);

  async function run(action: () => Promise<unknown>) {
    setFailure(null);
    try {
      await action();
    } catch (cause) {
      setFailure(getErrorMessage(cause, M.screenFailed));
    }
  }

  const jeton = data?.jeton ?? null;
  const href = jeton ? paths.screen.href(jeton) : null;
  const url = href ? new URL(href, window.location.origin).href : null;
  return (
    <section className="tournament-section" aria-labelledby={headingId}>
      <h2 id={headingId}>Écran public</h2>
      {error && <Alert onRetry={refetch}>{getErrorMessage(error, M.screenLoadFailed)}</Alert>}
      {failure && <Alert>{failure}</Alert>}
      {data && !url && (
        <>
          <p className="field__hint">{M.screenHint}</p>
          <Button disabled={opening} onClick={() => void run(() => openScreen(tournamentId).unwrap())}>
            Créer le lien public
          </Button>
        </>
      )}
      {url && href && (
        <div className="screen-link">
          <p>
            <a href={href} target="_blank" rel="noreferrer">
              {url}
            </a>
          </p>
          <Suspense fallback={<p className="field__hint">Chargement du QR code…</p>}>
            <QrCode text={url} label="QR code du lien public" />
          </Suspense>
          <Button
            variant="danger"
            disabled={closing}
            onClick={() => void run(() => closeScreen(tournamentId).unwrap())}
          >
            Révoquer le lien
          </Button>
        </div>
      )}
    </section>
  );
}
