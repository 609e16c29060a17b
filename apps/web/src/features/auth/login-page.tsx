import { useId, useState, type FormEvent } from 'react';
import { getErrorMessage, useLoginMutation, useRegisterMutation } from '@mj/api';
import { signInWithGoogle } from '../../session/session';
import { selectAuthenticating } from '../../session/selectors';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { Tile } from '../../components/tile';
import { isGoogleSignInConfigured } from '../../lib/google-sign-in';
import './auth.css';

/** Login, register and Google failures without a server detail. */
export const LOGIN_FALLBACK = 'Impossible de se connecter. Réessaie dans un instant.';
export const GOOGLE_UNAVAILABLE = 'Connexion Google non disponible ici';

type Mode = 'login' | 'register';

/** /login: local accounts (login or register) and Google sign-in. */
export function LoginPage() {
  const [mode, setMode] = useState<Mode>('login');
  const [pseudo, setPseudo] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [login, loginState] = useLoginMutation();
  const [register, registerState] = useRegisterMutation();
  const googlePending =
    useAppSelector(selectAuthenticating) && !loginState.isLoading && !registerState.isLoading;
  const dispatch = useAppDispatch();
  const busy = loginState.isLoading || registerState.isLoading;
  const ids = { pseudo: useId(), password: useId() };
  const googleReady = isGoogleSignInConfigured();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    const credentials = { pseudo: pseudo.trim(), password };
    try {
      // On success the auth slice stores the session and the public-only guard sends the user to /.
      await (mode === 'login' ? login(credentials) : register(credentials)).unwrap();
    } catch (failure) {
      setError(getErrorMessage(failure, LOGIN_FALLBACK));
    }
  }

  async function onGoogle() {
    setError(null);
    try {
      await dispatch(signInWithGoogle());
    } catch (failure) {
      console.warn('Connexion Google impossible', failure);
      setError(LOGIN_FALLBACK);
    }
  }

  function toggleMode() {
    setMode((current) => (current === 'login' ? 'register' : 'login'));
    setError(null);
  }

  return (
    <div className="login">
      <div className="login__tiles" aria-hidden="true">
        <Tile kind="dots" className="login__tile" />
        <Tile kind="dragon" className="login__tile login__tile--raised" />
        <Tile kind="bamboo" className="login__tile login__tile--right" />
      </div>
      <h1 className="login__title">Mahjong FR</h1>
      <p className="login__subtitle">Parties, tournois et classement – tout au même endroit.</p>

      <form className="card login__card stack" onSubmit={onSubmit}>
        <h2 className="login__mode">{mode === 'login' ? 'Connexion' : 'Nouveau compte'}</h2>
        <div className="field">
          <label htmlFor={ids.pseudo}>Pseudo</label>
          <input
            id={ids.pseudo}
            name="pseudo"
            type="text"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            required
            value={pseudo}
            onChange={(event) => setPseudo(event.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={ids.password}>Mot de passe</label>
          <input
            id={ids.password}
            name="password"
            type="password"
            autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
            required
            minLength={6}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </div>
        {error && <Alert>{error}</Alert>}
        <Button type="submit" block disabled={busy}>
          {busy ? 'Chargement…' : mode === 'login' ? 'Se connecter' : 'Créer un compte'}
        </Button>
        <button type="button" className="link-button" onClick={toggleMode}>
          {mode === 'login' ? 'Créer un nouveau compte' : 'J’ai déjà un compte'}
        </button>

        <p className="login__separator">
          <span>ou</span>
        </p>
        <Button
          variant="secondary"
          block
          className="login__google"
          disabled={!googleReady || googlePending}
          onClick={() => void onGoogle()}
        >
          <span className="login__google-mark" aria-hidden="true">
            G
          </span>
          {!googleReady ? GOOGLE_UNAVAILABLE : googlePending ? 'Connexion…' : 'Se connecter avec Google'}
        </Button>
        <p className="login__hint">En te connectant, tu acceptes les conditions d’utilisation.</p>
      </form>
    </div>
  );
}
