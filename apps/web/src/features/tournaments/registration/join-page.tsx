import { useState } from 'react';
import { getErrorMessage } from '@mj/api';
import { useGetJoinPreviewQuery, useJoinMutation, useWithdrawMutation } from '@mj/api/registration';
import { formatDate } from '@mj/domain';
import { Alert } from '../../../components/alert';
import { Button, ButtonLink } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Page } from '../../../components/page';
import { PageLoading } from '../../../components/spinner';
import { paths } from '../../../config/paths';
import { REGISTRATION_MESSAGES as M, waitingLabel } from '../registration-messages';

/**
 * /inscription/{jeton}: the page a registration link or its QR code opens (signed in first: the login
 * page comes back here). The player signs up and reads « Inscrit » or « En liste d'attente (3e) ».
 */
export function JoinPage({ jeton }: { jeton: string }) {
  const { data, error, isLoading, refetch } = useGetJoinPreviewQuery(jeton);
  const [join, { isLoading: joining }] = useJoinMutation();
  const [withdraw, { isLoading: leaving }] = useWithdrawMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const [withdrawing, setWithdrawing] = useState(false);

  if (isLoading) return <PageLoading />;
  if (!data)
    return (
      <Page title="Inscription">
        <Alert onRetry={refetch}>{getErrorMessage(error, M.joinLoadFailed)}</Alert>
      </Page>
    );

  async function run(action: () => Promise<unknown>, fallback: string) {
    setFailure(null);
    try {
      await action();
      refetch();
    } catch (cause) {
      setFailure(getErrorMessage(cause, fallback));
    }
  }

  const places =
    data.places === null ? `${data.inscrits} inscrits` : `${data.inscrits} / ${data.places} places prises`;
  return (
    <Page
      title={data.nom}
      lead={
        <>
          Le {formatDate(data.date_debut)} — {places}
        </>
      }
    >
      {failure && <Alert>{failure}</Alert>}
      {data.statut === 'inscrit' && (
        <>
          <Alert tone="success">Inscrit</Alert>
          <ButtonLink to={paths.tournament.href(data.tournoi_id)}>Voir le tournoi</ButtonLink>
        </>
      )}
      {data.statut === 'attente' && <Alert tone="info">{waitingLabel(data.rang)}</Alert>}
      {data.statut === null &&
        (data.ouvertes ? (
          <Button disabled={joining} onClick={() => void run(() => join(jeton).unwrap(), M.joinFailed)}>
            M’inscrire
          </Button>
        ) : (
          <Alert tone="info">Les inscriptions à ce tournoi sont closes.</Alert>
        ))}
      {data.statut !== null && (
        <Button variant="ghost" disabled={leaving} onClick={() => setWithdrawing(true)}>
          Me désinscrire
        </Button>
      )}
      {withdrawing && (
        <ConfirmDialog
          message={M.withdrawConfirm(data.nom)}
          confirmLabel="Me désinscrire"
          cancelLabel="Garder ma place"
          danger
          onConfirm={() => {
            setWithdrawing(false);
            void run(() => withdraw(data.tournoi_id).unwrap(), M.withdrawFailed);
          }}
          onCancel={() => setWithdrawing(false)}
        />
      )}
    </Page>
  );
}
