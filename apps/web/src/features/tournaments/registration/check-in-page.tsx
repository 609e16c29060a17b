import { useEffect, useRef } from 'react';
import { getErrorMessage } from '@mj/api';
import { useSelfCheckInMutation } from '@mj/api/registration';
import { Alert } from '../../../components/alert';
import { ButtonLink } from '../../../components/button';
import { Page } from '../../../components/page';
import { PageLoading } from '../../../components/spinner';
import { paths } from '../../../config/paths';
import { REGISTRATION_MESSAGES as M } from '../registration-messages';

/** /pointage/{jeton}: the venue's QR code checks the signed-in player in, once, as the page opens. */
export function CheckInPage({ jeton }: { jeton: string }) {
  const [checkIn, { data, error, isUninitialized, isLoading }] = useSelfCheckInMutation();
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    void checkIn(jeton);
  }, [checkIn, jeton]);

  if (isUninitialized || isLoading) return <PageLoading />;
  return (
    <Page title="Pointage">
      {data ? (
        <>
          <Alert tone="success">{`Ton arrivée au tournoi « ${data.nom} » est pointée.`}</Alert>
          <ButtonLink to={paths.tournament.href(data.tournoi_id)}>Voir le tournoi</ButtonLink>
        </>
      ) : (
        <Alert>{getErrorMessage(error, M.selfCheckInFailed)}</Alert>
      )}
    </Page>
  );
}
