import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RoundPayload } from '@mj/domain';
import { detail, installFakeApi } from '../../test/fake-api';
import { renderApp, signedIn } from '../../test/render';

async function submitPseudo(value: string) {
  const user = userEvent.setup({ delay: null });
  const field = await screen.findByLabelText('Nouveau pseudo');
  await user.clear(field);
  if (value) await user.type(field, value);
  await user.click(screen.getByRole('button', { name: 'Modifier' }));
}

describe('/ dashboard (spec sections 2, 5)', () => {
  it('shows the email, the pseudo, the welcome tile and the five buttons', async () => {
    installFakeApi();
    renderApp('/', { preloadedState: signedIn() });
    expect(await screen.findByText('alice@example.fr')).toBeInTheDocument();
    expect(screen.getByText('Bienvenue, Alice !')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mes parties' })).toHaveAttribute('href', '/mes-parties');
    expect(screen.getByRole('link', { name: 'Mes tournois' })).toHaveAttribute('href', '/mes-tournois');
    expect(screen.getByRole('link', { name: 'Créer une partie' })).toHaveAttribute(
      'href',
      '/choose-party-mode',
    );
    expect(screen.getByRole('link', { name: 'Créer un tournoi' })).toHaveAttribute('href', '/create-tournoi');
    expect(screen.getByRole('button', { name: 'Se déconnecter' })).toBeInTheDocument();
  });

  it('lists the running games first, each with « Continuer la partie », and not the finished ones', async () => {
    const api = installFakeApi();
    // Bruno rons Alice for 3 han 40 fu: 5 200 points.
    const ron = {
      type_victoire: 'ron',
      gagnant: ['u-bruno'],
      perdant: 'u-alice',
      han: { 'u-bruno': 3 },
      fu: { 'u-bruno': 40 },
      riichi_players: [],
      tenpai: [],
    } as unknown as RoundPayload;
    api.addGame({ id: 'g-run', nom: 'Partie du mardi' }, [ron]);
    api.addGame({ id: 'g-done', nom: 'Partie finie', etat: 'terminé' });
    renderApp('/', { preloadedState: signedIn() });
    const section = await screen.findByRole('region', { name: 'Ta partie en cours' });
    const link = within(section).getByRole('link', { name: 'Continuer la partie Partie du mardi' });
    expect(link).toHaveAttribute('href', '/add-tour/g-run');
    expect(link).toHaveTextContent('Continuer la partie');
    expect(within(section).getByText('35 200')).toBeInTheDocument();
    expect(within(section).getByText('24 800')).toBeInTheDocument();
    expect(within(section).queryByText('Partie finie')).not.toBeInTheDocument();
    // Before the account: the first thing after the page title.
    expect(section.compareDocumentPosition(screen.getByText('Bienvenue, Alice !'))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });

  it('shows no running-games section when the player has none', async () => {
    installFakeApi();
    renderApp('/', { preloadedState: signedIn() });
    expect(await screen.findByText('Bienvenue, Alice !')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /en cours/ })).not.toBeInTheDocument();
  });

  it('says « Pas encore de scores enregistrés. » for a running game without a round', async () => {
    const api = installFakeApi();
    api.addGame({ id: 'g-new', nom: 'Partie neuve' });
    api.addGame({ id: 'g-old', nom: 'Partie ancienne', date_debut: '2025-09-19T14:00:00.000Z' });
    renderApp('/', { preloadedState: signedIn() });
    const section = await screen.findByRole('region', { name: 'Tes parties en cours' });
    expect(within(section).getAllByText('Pas encore de scores enregistrés.')).toHaveLength(2);
    expect(within(section).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Partie neuve',
      'Partie ancienne',
    ]);
  });

  it.each([
    ['', 'Le pseudo ne peut pas être vide.'],
    ['   ', 'Le pseudo ne peut pas être vide.'],
    ['Alice', 'Aucun changement détecté.'],
  ])('refuses the pseudo %j with « %s »', async (value, message) => {
    const api = installFakeApi();
    renderApp('/', { preloadedState: signedIn() });
    await submitPseudo(value);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(api.sent('PATCH', '/users/pseudo')).toHaveLength(0);
  });

  it('changes the pseudo and updates the session', async () => {
    const api = installFakeApi();
    const { store } = renderApp('/', { preloadedState: signedIn() });
    await submitPseudo('Alix');
    expect(await screen.findByText('Pseudo mis à jour.')).toBeInTheDocument();
    expect(api.sent('PATCH', '/users/pseudo')[0]?.body).toEqual({ user_id: 'u-alice', new_pseudo: 'Alix' });
    expect(store.getState().auth.user?.pseudo).toBe('Alix');
    expect(JSON.parse(window.localStorage.getItem('mahjong.user')!).pseudo).toBe('Alix');
  });

  it('shows the server detail, or the fallback, when the change fails', async () => {
    const api = installFakeApi();
    api.on('PATCH', '/users/pseudo', () => detail('Ce pseudo est déjà utilisé.', 409));
    renderApp('/', { preloadedState: signedIn() });
    await submitPseudo('Bruno');
    expect(await screen.findByRole('alert')).toHaveTextContent('Ce pseudo est déjà utilisé.');
    api.on('PATCH', '/users/pseudo', () => ({ status: 500 }));
    await submitPseudo('Bruna');
    expect(await screen.findByText('Erreur lors de la modification.')).toBeInTheDocument();
  });

  it('logs out with Se déconnecter', async () => {
    installFakeApi();
    const { store } = renderApp('/', { preloadedState: signedIn() });
    await userEvent
      .setup({ delay: null })
      .click(await screen.findByRole('button', { name: 'Se déconnecter' }));
    expect(await screen.findByRole('button', { name: 'Se connecter' })).toBeInTheDocument();
    expect(store.getState().auth.token).toBeNull();
    expect(window.localStorage.getItem('mahjong.token')).toBeNull();
  });
});
