import { useState } from 'react';
import { getErrorMessage } from '@mj/api';
import { logOut } from '../../session/log-out';
import { useAppDispatch } from '../../store/hooks';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { ConfirmDialog } from '../../components/confirm-dialog';

export const LOG_OUT_EVERYWHERE_CONFIRMATION =
  'Se déconnecter de tous les appareils\u00a0? Tu devras te reconnecter partout, y compris ici.';
export const LOG_OUT_EVERYWHERE_FALLBACK =
  'Impossible de te déconnecter de tous les appareils. Réessaie dans un instant.';

/**
 * « Se déconnecter de tous les appareils »: every session of the account ends (a phone lost, or left
 * signed in at the club), after a confirmation; « Déconnexion » in the header ends this device's only.
 */
export function LogOutEverywhere() {
  const dispatch = useAppDispatch();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function confirm() {
    setConfirming(false);
    setFailure(null);
    setBusy(true);
    try {
      await dispatch(logOut({ partout: true }));
    } catch (error) {
      setFailure(getErrorMessage(error, LOG_OUT_EVERYWHERE_FALLBACK));
      setBusy(false);
    }
  }

  return (
    <>
      <Button variant="secondary" disabled={busy} onClick={() => setConfirming(true)}>
        Se déconnecter de tous les appareils
      </Button>
      {failure && <Alert>{failure}</Alert>}
      {confirming && (
        <ConfirmDialog
          message={LOG_OUT_EVERYWHERE_CONFIRMATION}
          confirmLabel="Se déconnecter de tous les appareils"
          danger
          onConfirm={() => void confirm()}
          onCancel={() => setConfirming(false)}
        />
      )}
    </>
  );
}
