import { beforeAll, describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RoundPayload } from '@mj/domain';
import { PASSWORD, withRealServer, type Player } from '../../test/real-server';
import { renderApp } from '../../test/render';

const server = withRealServer();

// Alice signs in with Google, the accounts that carry an email; the others are local accounts.
let alice: Player;
let table: Player[];
beforeAll(async () => {
  alice = await server().signInWithGoogle({ uid: 'fb-alice', name: 'Alice', email: 'alice@example.fr' });
  table = [alice, ...(await server().signUpAll(['Bruno', 'Chloé', 'David']))];
});

async function submitPseudo(value: string) {
  const user = userEvent.setup({ delay: null });
  const field = await screen.findByLabelText('Nouveau pseudo');
  await user.clear(field);
  if (value) await user.type(field, value);
  await user.click(screen.getByRole('button', { name: 'Modifier' }));
}

describe('/ dashboard', () => {
  it('shows the email, the pseudo, the welcome tile and the five buttons', async () => {
    renderApp('/', { preloadedState: alice.session });
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
    const [, bruno] = table;
    // Bruno rons Alice for 3 han 40 fu: 5 200 points.
    const ron = {
      type_victoire: 'ron',
      gagnant: [bruno!.user.user_id],
      perdant: alice.user.user_id,
      han: { [bruno!.user.user_id]: 3 },
      fu: { [bruno!.user.user_id]: 40 },
      riichi_players: [],
      tenpai: [],
    } as unknown as RoundPayload;
    const running = await server().startGame(alice, table, { rounds: [ron] });
    const { id: finished } = await server()
      .as(alice)
      .post<{ id: string }>('/parties/manuelle', {
        joueurs: table.map((player) => player.user.user_id),
        scores: Object.fromEntries(table.map((player) => [player.user.user_id, 30000])),
        date_debut: '2025-09-19T14:00:00.000Z',
      });
    const { nom: finishedName } = await server().as(alice).get<{ nom: string }>(`/parties/${finished}`);
    renderApp('/', { preloadedState: alice.session });
    const section = await screen.findByRole('region', { name: 'Ta partie en cours' });
    const link = within(section).getByRole('link', { name: `Continuer la partie ${running.nom}` });
    expect(link).toHaveAttribute('href', `/add-tour/${running.id}`);
    expect(link).toHaveTextContent('Continuer la partie');
    expect(within(section).getByText('35 200')).toBeInTheDocument();
    expect(within(section).getByText('24 800')).toBeInTheDocument();
    expect(within(section).queryByText(finishedName)).not.toBeInTheDocument();
    // Before the account: the first thing after the page title.
    expect(section.compareDocumentPosition(screen.getByText('Bienvenue, Alice !'))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });

  it('shows no running-games section when the player has none', async () => {
    const hugo = await server().signUp('Hugo');
    renderApp('/', { preloadedState: hugo.session });
    expect(await screen.findByText('Bienvenue, Hugo !')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /en cours/ })).not.toBeInTheDocument();
  });

  it('says « Pas encore de scores enregistrés. » for a running game without a round', async () => {
    const ines = await server().signUp('Inès');
    const players = [ines, ...table.slice(1)];
    // Named after their start: the newer one comes first.
    const older = await server().at('2025-09-19T14:00:00.000Z', () => server().startGame(ines, players));
    const newer = await server().at('2025-09-20T14:00:00.000Z', () => server().startGame(ines, players));
    renderApp('/', { preloadedState: ines.session });
    const section = await screen.findByRole('region', { name: 'Tes parties en cours' });
    expect(within(section).getAllByText('Pas encore de scores enregistrés.')).toHaveLength(2);
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual([newer.nom, older.nom]);
  });

  it.each([
    ['', 'Le pseudo ne peut pas être vide.'],
    ['   ', 'Le pseudo ne peut pas être vide.'],
    ['Alice', 'Aucun changement détecté.'],
  ])('refuses the pseudo %j with « %s »', async (value, message) => {
    renderApp('/', { preloadedState: alice.session });
    await submitPseudo(value);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(server().sent('PATCH', '/users/pseudo')).toHaveLength(0);
  });

  it('changes the pseudo and updates the session', async () => {
    const lea = await server().signUp('Léa');
    const { store, unmount } = renderApp('/', { preloadedState: lea.session });
    await submitPseudo('Alix');
    expect(await screen.findByText('Pseudo mis à jour.')).toBeInTheDocument();
    expect(server().sent('PATCH', '/users/pseudo')[0]?.body).toEqual({
      user_id: lea.user.user_id,
      new_pseudo: 'Alix',
    });
    expect(store.getState().auth.user?.pseudo).toBe('Alix');
    expect(JSON.parse(window.localStorage.getItem('mahjong.user')!).pseudo).toBe('Alix');
    // The server knows the account by its new pseudo.
    unmount();
    await expect(server().as(lea).get('/users/me/export')).resolves.toMatchObject({
      compte: { pseudo: 'Alix' },
    });
  });

  it('shows the server detail, or the fallback, when the change fails', async () => {
    renderApp('/', { preloadedState: alice.session });
    // Bruno's pseudo is taken: the server's own 409.
    await submitPseudo('Bruno');
    expect(await screen.findByRole('alert')).toHaveTextContent('Ce pseudo est déjà utilisé.');
    server().failNext('PATCH', '/users/pseudo', { status: 500 });
    await submitPseudo('Bruna');
    expect(await screen.findByText('Erreur lors de la modification.')).toBeInTheDocument();
  });

  /** The same account signed in on another device: a session of its own. */
  const otherDevice = async (player: Player) =>
    (
      await server().call<{ token: string }>('POST', '/users/login', null, {
        pseudo: player.user.pseudo,
        password: PASSWORD,
      })
    ).token;
  const myGamesWith = (token: string) => server().call('GET', '/users/mes-parties', token);

  it('logs out with Se déconnecter: this device only, the other stays signed in', async () => {
    const jade = await server().signUp('Jade');
    const ownPhone = await otherDevice(jade);
    const { store } = renderApp('/', { preloadedState: jade.session });
    await userEvent
      .setup({ delay: null })
      .click(await screen.findByRole('button', { name: 'Se déconnecter' }));
    expect(await screen.findByRole('button', { name: 'Se connecter' })).toBeInTheDocument();
    expect(store.getState().auth.token).toBeNull();
    expect(window.localStorage.getItem('mahjong.token')).toBeNull();
    await expect(myGamesWith(jade.token)).rejects.toThrow('401');
    await expect(myGamesWith(ownPhone)).resolves.toEqual([]);
  });

  it('logs out of every device after a confirmation', async () => {
    const user = userEvent.setup({ delay: null });
    const kim = await server().signUp('Kim');
    const ownPhone = await otherDevice(kim);
    const { store } = renderApp('/', { preloadedState: kim.session });
    await user.click(await screen.findByRole('button', { name: 'Se déconnecter de tous les appareils' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'Se déconnecter de tous les appareils ? Tu devras te reconnecter partout, y compris ici.',
    );
    // Cancelled: nothing ends.
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await expect(myGamesWith(ownPhone)).resolves.toEqual([]);
    expect(server().sent('POST', '/users/logout')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Se déconnecter de tous les appareils' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: 'Se déconnecter de tous les appareils',
      }),
    );
    expect(await screen.findByRole('button', { name: 'Se connecter' })).toBeInTheDocument();
    expect(store.getState().auth.token).toBeNull();
    expect(
      server()
        .sent('POST', '/users/logout')
        .map((request) => request.body),
    ).toEqual([{ partout: true }]);
    await expect(myGamesWith(kim.token)).rejects.toThrow('401');
    await expect(myGamesWith(ownPhone)).rejects.toThrow('401');
  });

  it('stays signed in and says so when the server cannot log out every device', async () => {
    const user = userEvent.setup({ delay: null });
    const lou = await server().signUp('Lou');
    const { store } = renderApp('/', { preloadedState: lou.session });
    server().failNext('POST', '/users/logout', { status: 500 });
    await user.click(await screen.findByRole('button', { name: 'Se déconnecter de tous les appareils' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: 'Se déconnecter de tous les appareils',
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Impossible de te déconnecter de tous les appareils. Réessaie dans un instant.',
    );
    expect(store.getState().auth.token).toBe(lou.token);
  });
});
