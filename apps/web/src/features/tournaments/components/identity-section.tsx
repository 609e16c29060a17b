import { useId } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Tournament } from '@mj/api';
import { useGetIdentityQuery, useSetIdentitySharedMutation, useWithdrawMutation } from '@mj/api/registration';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { paths } from '../../../config/paths';
import { useWrite } from '../../../hooks/use-write';
import { REGISTRATION_MESSAGES as M } from '../registration-messages';

/**
 * A player's own place in the tournament: whether the organiser reads their identity (name, EMA number,
 * country, club: private until the player shares it), and a way out of a tournament someone else put
 * them in (refused by the server once they have played).
 */
export function IdentitySection({ tournament, userId }: { tournament: Tournament; userId: string }) {
  const headingId = useId();
  const navigate = useNavigate();
  const { data } = useGetIdentityQuery(tournament.id);
  const [setShared, { isLoading: sharing }] = useSetIdentitySharedMutation();
  const [withdraw, { isLoading: leaving }] = useWithdrawMutation();
  const { failure, run } = useWrite(M.identityFailed);

  const share = (shared: boolean) =>
    run(() => setShared({ tournamentId: tournament.id, shared }).unwrap());
  async function leave() {
    if (await run(() => withdraw(tournament.id).unwrap(), M.withdrawFailed))
      void navigate(paths.myTournaments.href());
  }

  return (
    <section className="tournament-section" aria-labelledby={headingId}>
      <h2 id={headingId}>Ma participation</h2>
      {data && !data.partagee && (
        <>
          <p>{M.identityPrivate}</p>
          <Button disabled={sharing} onClick={() => void share(true)}>
            Partager mon identité avec l’organisateur
          </Button>
        </>
      )}
      {data?.partagee && (
        <>
          <p>{M.identityShared}</p>
          <Button variant="ghost" disabled={sharing} onClick={() => void share(false)}>
            Ne plus partager mon identité
          </Button>
        </>
      )}
      {userId !== tournament.admin_id && (
        <Button variant="ghost" disabled={leaving} onClick={() => void leave()}>
          Quitter le tournoi
        </Button>
      )}
      {failure && <Alert>{failure}</Alert>}
    </section>
  );
}
