import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PASSWORD, withRealServer, type Player } from '../test/real-server';
import { renderApp, signedIn } from '../test/render';
import { CHUNK_LOAD_TIMEOUT_MS, lazyPage } from './lazy-page';

const server = withRealServer();

let alice: Player;
beforeAll(async () => {
  alice = await server().signUp('Alice');
});

describe('route guards', () => {
  it('sends a signed-out user from a protected page to /login', async () => {
    renderApp('/mes-parties');
    expect(await screen.findByRole('button', { name: 'Se connecter' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it('sends a signed-in user from /login to /', async () => {
    renderApp('/login', { preloadedState: alice.session });
    expect(await screen.findByRole('heading', { name: 'Mon compte' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('redirects unknown paths to /', async () => {
    renderApp('/nulle-part/ici', { preloadedState: alice.session });
    expect(await screen.findByRole('heading', { name: 'Mon compte' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('leads /create-tournament to tournament creation', async () => {
    renderApp('/create-tournament', { preloadedState: alice.session });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByTestId('location')).toHaveTextContent('/create-tournoi');
  });

  it('shows the header links on protected pages', async () => {
    renderApp('/', { preloadedState: alice.session });
    const nav = await screen.findByRole('navigation', { name: 'Navigation principale' });
    for (const label of ['Accueil', 'Compte', 'Parties', 'Tournois']) {
      expect(nav).toContainElement(screen.getByRole('link', { name: label }));
    }
    expect(screen.getByRole('link', { name: 'Accueil' })).toHaveAttribute('href', '/home-swipe');
    expect(screen.getByRole('button', { name: 'Déconnexion' })).toBeInTheDocument();
  });

  it('logs out from the header: session cleared, storage emptied, back to /login', async () => {
    const user = userEvent.setup({ delay: null });
    const { store } = renderApp('/', { preloadedState: alice.session });
    await user.click(await screen.findByRole('button', { name: 'Déconnexion' }));
    expect(await screen.findByRole('button', { name: 'Se connecter' })).toBeInTheDocument();
    expect(store.getState().auth.user).toBeNull();
    expect(server().sent('POST', '/users/logout')).toHaveLength(1);
    expect(window.localStorage.getItem('mahjong.user')).toBeNull();
  });

  it('signs in back to the page that sent a signed-out user; after « Déconnexion », to the dashboard', async () => {
    const user = userEvent.setup({ delay: null });
    const signIn = async () => {
      await user.type(await screen.findByLabelText('Pseudo'), 'Alice');
      await user.type(screen.getByLabelText('Mot de passe'), PASSWORD);
      await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    };
    renderApp('/mes-parties');
    await signIn();
    expect(await screen.findByRole('heading', { name: 'Mes parties', level: 1 })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/mes-parties');

    // The phone passes to the next player: they land on their own dashboard, not on this page.
    await user.click(screen.getByRole('button', { name: 'Déconnexion' }));
    await signIn();
    expect(await screen.findByRole('heading', { name: 'Mon compte' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });
});

describe('lazy pages', () => {
  it('gives up after 120 000 ms and offers a French retry that loads the chunk again', async () => {
    jest.useFakeTimers();
    let attempts = 0;
    const Page = lazyPage(() => {
      attempts += 1;
      if (attempts === 1) return new Promise<never>(() => undefined); // a chunk that never arrives
      return Promise.resolve({ default: () => <p>Page chargée</p> });
    });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(<Page />);
    expect(screen.getByText('Chargement…')).toBeInTheDocument();
    await act(async () => {
      jest.advanceTimersByTime(CHUNK_LOAD_TIMEOUT_MS - 1);
    });
    expect(screen.queryByRole('alert')).toBeNull();
    await act(async () => {
      jest.advanceTimersByTime(1);
    });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Impossible de charger cette page. Vérifie ta connexion puis réessaie.',
    );
    await act(async () => {
      screen.getByRole('button', { name: 'Réessayer' }).click();
    });
    expect(await screen.findByText('Page chargée')).toBeInTheDocument();
    expect(attempts).toBe(2);
  });
});

describe('401', () => {
  it('logs a local user out and sends them to /login when the server answers 401', async () => {
    // A stored session whose token the server does not know (revoked, or signed by an old key).
    const { store } = renderApp('/mes-parties', { preloadedState: signedIn(alice.user, 'jeton-revoque') });
    expect(await screen.findByRole('button', { name: 'Se connecter' })).toBeInTheDocument();
    expect(store.getState().auth).toMatchObject({ user: null, token: null });
    expect(window.localStorage.getItem('mahjong.user')).toBeNull();
    expect(window.localStorage.getItem('mahjong.token')).toBeNull();
    expect(server().sent('GET', '/users/mes-parties')[0]?.headers.get('authorization')).toBe(
      'Bearer jeton-revoque',
    );
  });
});
