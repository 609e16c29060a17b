import { useState } from 'react';
import { getErrorMessage, type LeagueJoinResponse } from '@mj/api';
import { useJoinLeagueMutation } from '@mj/api/leagues';
import { Alert } from '../../components/alert';
import { Button, ButtonLink } from '../../components/button';
import { Page } from '../../components/page';
import { paths } from '../../config/paths';
import { LEAGUE_MESSAGES as M } from './messages';

/** /ligues/rejoindre/{jeton}: the page a league's invitation link or its QR code opens (signed in first). */
export function JoinLeaguePage({ jeton }: { jeton: string }) {
  const [join, { isLoading }] = useJoinLeagueMutation();
  const [joined, setJoined] = useState<LeagueJoinResponse | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function onJoin() {
    setFailure(null);
    try {
      setJoined(await join(jeton).unwrap());
    } catch (cause) {
      setFailure(getErrorMessage(cause, M.joinFailed));
    }
  }

  return (
    <Page
      title="Rejoindre une ligue"
      lead="Ses parties et ses saisons te compteront dès que tu l’auras rejointe."
    >
      {failure && <Alert>{failure}</Alert>}
      {joined ? (
        <>
          <Alert tone="success">Tu es membre de « {joined.nom} ».</Alert>
          <ButtonLink to={paths.league.href(joined.ligue_id)}>Voir la ligue</ButtonLink>
        </>
      ) : (
        <Button disabled={isLoading} onClick={() => void onJoin()}>
          Rejoindre la ligue
        </Button>
      )}
    </Page>
  );
}
