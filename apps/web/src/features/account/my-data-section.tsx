import { useId, useState } from 'react';
import { getErrorMessage } from '@mj/api';
import { useDeleteAccountMutation, useLazyExportMyDataQuery } from '@mj/api/account';
import { logOut } from '../../session/log-out';
import { useAppDispatch } from '../../store/hooks';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { downloadTextFile } from '../../lib/download';

export const EXPORT_FALLBACK = 'Impossible de télécharger tes données. Réessaie dans un instant.';
export const DELETE_FALLBACK = 'Impossible de supprimer ton compte. Réessaie dans un instant.';
export const DELETE_CONFIRMATION =
  'Supprimer ton compte\u00a0? Ton pseudo, ton email et ton mot de passe seront effacés\u00a0; tes parties et tes classements garderont un joueur anonyme à ta place, sauf les résultats des tournois terminés avec qui tu as partagé ton identité, qui gardent ton nom, ton numéro EMA et ton pays. Cette action est définitive.';

/**
 * « Mes données » on the account page (beyond the spec, the French users' rights of access, portability
 * and erasure): download everything the server keeps about me as JSON, or delete my account.
 */
export function MyDataSection() {
  const dispatch = useAppDispatch();
  const headingId = useId();
  const [exportMyData, { isFetching: exporting }] = useLazyExportMyDataQuery();
  const [deleteAccount, { isLoading: deleting }] = useDeleteAccountMutation();
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function download() {
    setFailure(null);
    try {
      const data = await exportMyData().unwrap();
      const day = new Date().toLocaleDateString('en-CA'); // today in the user's time zone, YYYY-MM-DD
      downloadTextFile(`mes-donnees-mahjong-${day}.json`, JSON.stringify(data, null, 2), 'application/json');
    } catch (error) {
      setFailure(getErrorMessage(error, EXPORT_FALLBACK));
    }
  }

  async function remove() {
    setConfirming(false);
    setFailure(null);
    try {
      await deleteAccount().unwrap();
    } catch (error) {
      setFailure(getErrorMessage(error, DELETE_FALLBACK));
      return;
    }
    await dispatch(logOut());
  }

  return (
    <section className="card stack" aria-labelledby={headingId}>
      <h2 id={headingId}>Mes données</h2>
      <p>
        Télécharge tout ce que l’application garde sur toi (compte, parties et leurs tours, tournois), ou
        supprime ton compte.
      </p>
      <div className="row">
        <Button variant="secondary" disabled={exporting} onClick={() => void download()}>
          Télécharger mes données
        </Button>
        <Button variant="danger" disabled={deleting} onClick={() => setConfirming(true)}>
          Supprimer mon compte
        </Button>
      </div>
      {failure && <Alert>{failure}</Alert>}
      {confirming && (
        <ConfirmDialog
          message={DELETE_CONFIRMATION}
          confirmLabel="Supprimer mon compte"
          danger
          onConfirm={() => void remove()}
          onCancel={() => setConfirming(false)}
        />
      )}
    </section>
  );
}
