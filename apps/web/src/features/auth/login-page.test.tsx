import { beforeAll, describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PASSWORD, withRealServer, type Player } from '../../test/real-server';
import { renderApp } from '../../test/render';

const server = withRealServer();

let alice: Player;
beforeAll(async () => {
  alice = await server().signUp('Alice');
});

async function fill(pseudo: string, password: string) {
  const user = userEvent.setup({ delay: null });
  await user.type(await screen.findByLabelText('Pseudo'), pseudo);
  await user.type(screen.getByLabelText('Mot de passe'), password);
  return user;
}

describe('/login', () => {
  it('shows the title, the subtitle, the separator, the hint and Google as unavailable without configuration', async () => {
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
    const { store, unmount } = renderApp('/login');
    const user = await fill('Alice', PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByRole('heading', { name: 'Mon compte' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(server().sent('POST', '/users/login')[0]?.body).toEqual({ pseudo: 'Alice', password: PASSWORD });
    const { token } = store.getState().auth;
    expect(store.getState().auth).toMatchObject({ user: alice.user, authenticating: false });
    expect(JSON.parse(window.localStorage.getItem('mahjong.user')!)).toMatchObject({
      pseudo: 'Alice',
      provider: 'local',
    });
    expect(window.localStorage.getItem('mahjong.token')).toBe(token);
    // The stored token is the server's: it opens the account's own data (asked once the page is gone,
    // so that its own requests do not answer outside the test's view).
    unmount();
    await expect(server().call('GET', '/users/me/export', token)).resolves.toMatchObject({
      compte: { pseudo: 'Alice' },
    });
  });

  it('registers in register mode', async () => {
    const { unmount } = renderApp('/login');
    await userEvent
      .setup({ delay: null })
      .click(await screen.findByRole('button', { name: 'Créer un nouveau compte' }));
    const user = await fill('Zoé', 'motdepasse');
    await user.click(screen.getByRole('button', { name: 'Créer un compte' }));
    expect(await screen.findByRole('heading', { name: 'Mon compte' })).toBeInTheDocument();
    expect(server().sent('POST', '/users/register')).toHaveLength(1);
    expect(screen.getByText('Bienvenue, Zoé !')).toBeInTheDocument();
    // The account exists: its password signs in.
    unmount();
    await expect(
      server().call('POST', '/users/login', null, { pseudo: 'Zoé', password: 'motdepasse' }),
    ).resolves.toMatchObject({ pseudo: 'Zoé' });
  });

  it('reads Chargement… while the request runs', async () => {
    const release = server().holdNext('POST', '/users/login');
    renderApp('/login');
    const user = await fill('Alice', 'secret42');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByRole('button', { name: 'Chargement…' })).toBeDisabled();
    release();
    expect(await screen.findByRole('alert')).toHaveTextContent('Pseudo ou mot de passe incorrect.');
  });

  it('shows the server detail, then the toggle clears it', async () => {
    renderApp('/login');
    const user = await fill('Alice', 'mauvais');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Pseudo ou mot de passe incorrect.');
    await user.click(screen.getByRole('button', { name: 'Créer un nouveau compte' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'J’ai déjà un compte' })).toBeInTheDocument();
  });

  it('falls back to the generic message without a server detail', async () => {
    server().failNext('POST', '/users/login', { status: 502, body: '<html>panne</html>' });
    renderApp('/login');
    const user = await fill('Alice', PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Impossible de se connecter. Réessaie dans un instant.',
    );
  });

  it('does not send an empty form (required fields, browser-level)', async () => {
    renderApp('/login');
    await userEvent.setup({ delay: null }).click(await screen.findByRole('button', { name: 'Se connecter' }));
    expect(server().sent('POST', '/users/login')).toHaveLength(0);
    expect(screen.getByLabelText('Pseudo')).toBeRequired();
    expect(screen.getByLabelText('Mot de passe')).toBeRequired();
  });
});
