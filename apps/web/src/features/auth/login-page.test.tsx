import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { detail, installFakeApi, reply } from '../../test/fake-api';
import { renderApp } from '../../test/render';

async function fill(pseudo: string, password: string) {
  const user = userEvent.setup({ delay: null });
  await user.type(await screen.findByLabelText('Pseudo'), pseudo);
  await user.type(screen.getByLabelText('Mot de passe'), password);
  return user;
}

describe('/login (spec sections 2, 4, 5, 8)', () => {
  it('shows the title, the subtitle, the separator, the hint and Google as unavailable without configuration', async () => {
    installFakeApi();
    renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Mahjong FR' })).toBeInTheDocument();
    expect(screen.getByText('Parties, tournois et classement – tout au même endroit.')).toBeInTheDocument();
    expect(screen.getByText('ou')).toBeInTheDocument();
    expect(
      screen.getByText('En te connectant, tu acceptes les conditions d’utilisation.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Connexion Google non disponible ici/ })).toBeDisabled();
    expect(screen.getByLabelText('Pseudo')).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText('Mot de passe')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Mot de passe')).toHaveAttribute('minlength', '6');
  });

  it('logs in, stores the session under its two keys and goes to /', async () => {
    const api = installFakeApi();
    const { store } = renderApp('/login');
    const user = await fill('Alice', 'secret42');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByRole('heading', { name: 'Mon compte' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(api.sent('POST', '/users/login')[0]?.body).toEqual({ pseudo: 'Alice', password: 'secret42' });
    expect(store.getState().auth).toMatchObject({
      user: { user_id: 'u-alice', pseudo: 'Alice', email: 'alice@example.fr', provider: 'local' },
      token: 'jeton-u-alice',
      authenticating: false,
    });
    expect(JSON.parse(window.localStorage.getItem('mahjong.user')!)).toMatchObject({
      pseudo: 'Alice',
      provider: 'local',
    });
    expect(window.localStorage.getItem('mahjong.token')).toBe('jeton-u-alice');
  });

  it('registers in register mode', async () => {
    const api = installFakeApi();
    renderApp('/login');
    await userEvent
      .setup({ delay: null })
      .click(await screen.findByRole('button', { name: 'Créer un nouveau compte' }));
    const user = await fill('Zoé', 'motdepasse');
    await user.click(screen.getByRole('button', { name: 'Créer un compte' }));
    expect(await screen.findByRole('heading', { name: 'Mon compte' })).toBeInTheDocument();
    expect(api.sent('POST', '/users/register')).toHaveLength(1);
    expect(screen.getByText('Bienvenue, Zoé !')).toBeInTheDocument();
  });

  it('reads Chargement… while the request runs', async () => {
    const api = installFakeApi();
    let release: () => void = () => undefined;
    api.on(
      'POST',
      '/users/login',
      () =>
        new Promise((resolve) => (release = () => resolve(detail('Pseudo ou mot de passe incorrect.', 401)))),
    );
    renderApp('/login');
    const user = await fill('Alice', 'secret42');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByRole('button', { name: 'Chargement…' })).toBeDisabled();
    release();
    expect(await screen.findByRole('alert')).toHaveTextContent('Pseudo ou mot de passe incorrect.');
  });

  it('shows the server detail, then the toggle clears it', async () => {
    const api = installFakeApi();
    api.on('POST', '/users/login', () => detail('Pseudo ou mot de passe incorrect.', 401));
    renderApp('/login');
    const user = await fill('Alice', 'mauvais');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Pseudo ou mot de passe incorrect.');
    await user.click(screen.getByRole('button', { name: 'Créer un nouveau compte' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'J’ai déjà un compte' })).toBeInTheDocument();
  });

  it('falls back to the generic message without a server detail', async () => {
    const api = installFakeApi();
    api.on('POST', '/users/login', () => reply('<html>panne</html>', 502));
    renderApp('/login');
    const user = await fill('Alice', 'secret42');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Impossible de se connecter. Réessaie dans un instant.',
    );
  });

  it('does not send an empty form (required fields, browser-level)', async () => {
    const api = installFakeApi();
    renderApp('/login');
    await userEvent.setup({ delay: null }).click(await screen.findByRole('button', { name: 'Se connecter' }));
    expect(api.sent('POST', '/users/login')).toHaveLength(0);
    expect(screen.getByLabelText('Pseudo')).toBeRequired();
    expect(screen.getByLabelText('Mot de passe')).toBeRequired();
  });
});
