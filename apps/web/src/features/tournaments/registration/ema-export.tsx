import { useState } from 'react';
import { getErrorMessage, type EmaChecks } from '@mj/api';
import { useDownloadEmaMutation, useLazyGetEmaChecksQuery } from '@mj/api/registration';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Overlay } from '../../../components/overlay';
import { saveObjectUrl } from '../../../lib/download';
import { REGISTRATION_MESSAGES as M } from '../registration-messages';

const fileName = (nom: string, format: 'xlsx' | 'csv') =>
  `EMA-${
    nom
      .normalize('NFD')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'tournoi'
  }.${format}`;

/**
 * « Export EMA »: the checks an organiser would do by hand come first (players without an EMA number or
 * country, games that do not sum to zero, too many substitutes); then the workbook (or its CSV) downloads.
 * The XLSX is written by the server: nothing of a spreadsheet library reaches the browser.
 */
export function EmaExport({ tournamentId, nom }: { tournamentId: string; nom: string }) {
  const [check, { isFetching }] = useLazyGetEmaChecksQuery();
  const [download, { isLoading }] = useDownloadEmaMutation();
  const [checks, setChecks] = useState<EmaChecks | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function start() {
    setFailure(null);
    try {
      const result = await check(tournamentId).unwrap();
      if (result.alertes.length > 0) setChecks(result);
      else await fetchFile('xlsx');
    } catch (cause) {
      setFailure(getErrorMessage(cause, M.emaChecksFailed));
    }
  }

  async function fetchFile(format: 'xlsx' | 'csv') {
    setChecks(null);
    setFailure(null);
    try {
      saveObjectUrl(await download({ tournamentId, format }).unwrap(), fileName(nom, format));
    } catch (cause) {
      setFailure(getErrorMessage(cause, M.emaDownloadFailed));
    }
  }

  return (
    <div className="ema-export">
      <div className="row">
        <Button variant="secondary" disabled={isFetching || isLoading} onClick={() => void start()}>
          Export EMA
        </Button>
        <Button variant="ghost" disabled={isLoading} onClick={() => void fetchFile('csv')}>
          Export EMA (CSV)
        </Button>
      </div>
      {failure && <Alert>{failure}</Alert>}
      {checks && (
        <Overlay
          title="Avant l’envoi à l’EMA"
          onClose={() => setChecks(null)}
          footer={
            <>
              <Button onClick={() => void fetchFile('xlsx')}>Télécharger quand même</Button>
              <Button variant="secondary" onClick={() => setChecks(null)}>
                Corriger d’abord
              </Button>
            </>
          }
        >
          <ul className="stack">
            {checks.alertes.map((alerte) => (
              <li key={`${alerte.code}-${alerte.partie_id ?? ''}`}>
                <Alert tone="info">{alerte.message}</Alert>
              </li>
            ))}
          </ul>
        </Overlay>
      )}
    </div>
  );
}
