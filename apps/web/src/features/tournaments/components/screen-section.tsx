import { useId, useState } from 'react';
import { getErrorMessage } from '@mj/api';
import { useCloseScreenMutation, useGetScreenQuery, useOpenScreenMutation } from '@mj/api/rondes';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { SharedLink } from '../../../components/shared-link';
import { paths } from '../../../config/paths';
import { TOURNAMENT_MESSAGES as M } from '../messages';

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
  return (
    <section className="tournament-section" aria-labelledby={headingId}>
      <h2 id={headingId}>Écran public</h2>
      {error && <Alert onRetry={refetch}>{getErrorMessage(error, M.screenLoadFailed)}</Alert>}
      {failure && <Alert>{failure}</Alert>}
      {data && !href && (
        <>
          <p className="field__hint">{M.screenHint}</p>
          <Button disabled={opening} onClick={() => void run(() => openScreen(tournamentId).unwrap())}>
            Créer le lien public
          </Button>
        </>
      )}
      {href && (
        <SharedLink href={href} qrLabel="QR code du lien public" newTab>
          <Button
            variant="danger"
            disabled={closing}
            onClick={() => void run(() => closeScreen(tournamentId).unwrap())}
          >
            Révoquer le lien
          </Button>
        </SharedLink>
      )}
    </section>
  );
}
