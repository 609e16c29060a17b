import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { getErrorMessage, useChangePseudoMutation } from '@mj/api';
import { validatePseudoChange } from '@mj/domain';
import { logOut } from '../../session/log-out';
import { useCurrentUser } from '../../session/use-current-user';
import { useAppDispatch } from '../../store/hooks';
import { Alert } from '../../components/alert';
import { Button, ButtonLink } from '../../components/button';
import { Page } from '../../components/page';
import { Tile } from '../../components/tile';
import { paths } from '../../config/paths';
import { LogOutEverywhere } from './log-out-everywhere';
import { MyDataSection } from './my-data-section';
import { ProfileSection } from './profile-section';
import './account.css';

/** The fallback sentence for a failed pseudo change. */
export const PSEUDO_FALLBACK = 'Erreur lors de la modification.';

/**
 * / : the account (email, pseudo and its change), the five buttons and the welcome tile. `before` is
 * what the route shows first (the player's running games, from the games feature).
 */
export function AccountPage({ before }: { before?: ReactNode } = {}) {
  const user = useCurrentUser();
  const dispatch = useAppDispatch();
  const [pseudo, setPseudo] = useState('');
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const [changePseudo, { isLoading }] = useChangePseudoMutation();
  const fieldId = useId();
  if (!user) return null;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!user) return;
    const valid = validatePseudoChange(pseudo, user.pseudo);
    if (!valid.ok) {
      setMessage({ tone: 'error', text: valid.error });
      return;
    }
    try {
      await changePseudo({ user_id: user.user_id, new_pseudo: valid.value }).unwrap();
      setPseudo('');
      setMessage({ tone: 'success', text: 'Pseudo mis à jour.' });
    } catch (failure) {
      setMessage({ tone: 'error', text: getErrorMessage(failure, PSEUDO_FALLBACK) });
    }
  }

  return (
    <Page title="Mon compte">
      {before}
      <div className="welcome-tile">
        <Tile kind="dots" />
        <div>
          <p className="welcome-tile__title">Bienvenue, {user.pseudo} !</p>
          <p className="welcome-tile__text">
            Prêt pour une nouvelle partie ? Tes parties et tournois t’attendent.
          </p>
        </div>
      </div>

      <section className="card stack" aria-labelledby="profil">
        <h2 id="profil">Profil</h2>
        <dl className="profile">
          <div>
            <dt>Email</dt>
            <dd>{user.email || '—'}</dd>
          </div>
          <div>
            <dt>Pseudo</dt>
            <dd>{user.pseudo}</dd>
          </div>
        </dl>
        <form className="stack" onSubmit={onSubmit} noValidate>
          <div className="field">
            <label htmlFor={fieldId}>Nouveau pseudo</label>
            <div className="row row--nowrap">
              <input
                id={fieldId}
                type="text"
                autoComplete="nickname"
                value={pseudo}
                onChange={(event) => setPseudo(event.target.value)}
              />
              <Button type="submit" disabled={isLoading}>
                Modifier
              </Button>
            </div>
          </div>
          {message && <Alert tone={message.tone}>{message.text}</Alert>}
        </form>
      </section>

      <ProfileSection />

      <nav className="grid-actions dashboard__actions" aria-label="Raccourcis">
        <ButtonLink variant="secondary" to={paths.myGames.href()}>
          Mes parties
        </ButtonLink>
        <ButtonLink variant="secondary" to={paths.myTournaments.href()}>
          Mes tournois
        </ButtonLink>
        <ButtonLink variant="secondary" to={paths.playerStats.href(user.user_id)}>
          Mes statistiques
        </ButtonLink>
        <ButtonLink to={paths.chooseGameMode.href()}>Créer une partie</ButtonLink>
        <ButtonLink to={paths.createTournament.href()}>Créer un tournoi</ButtonLink>
        <Button variant="danger" onClick={() => void dispatch(logOut())}>
          Se déconnecter
        </Button>
        <LogOutEverywhere />
      </nav>

      <MyDataSection />
    </Page>
  );
}
