import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi } from '../../test/fake-api';
import { renderApp, signedIn } from '../../test/render';
import { ALICE, BRUNO, CHLOE, DAVID, EMMA, FakeTournaments } from './test-support/fake-tournaments';

function setUp() {
  const api = installFakeApi();
  const tournaments = new FakeTournaments(api);
  tournaments.add({ id: 'mine', nom: 'Mon tournoi', date_debut: '2025-09-20T00:00:00.000Z' });
  tournaments.add({ id: 'played', nom: 'Open de Bruno', admin_id: BRUNO, date_debut: '2025-10-04T00:00:00.000Z' });
  tournaments.add({ id: 'undated', nom: 'Tournoi sans date', admin_id: CHLOE, date_debut: '' });
  tournaments.add({
    id: 'done',
    nom: 'Tournoi de printemps',
    etat: 'terminé',
    date_debut: '2025-09-06T00:00:00.000Z',
    date_fin: '2025-09-06T19:00:00.000Z',
  });
  // Listed by the server, but Alice neither plays nor administers it: the page leaves it out.
  tournaments.add({ id: 'other', nom: 'Tournoi des autres', admin_id: EMMA, joueurs: [BRUNO, CHLOE, DAVID, EMMA] });
  return tournaments;
}

async function open() {
  const user = userEvent.setup();
  renderApp('/mes-tournois', { preloadedState: signedIn() });
  await screen.findByRole('heading', { name: 'Mes tournois' });
  await screen.findByRole('listitem', { name: 'Mon tournoi' });
  return user;
}

const section = (name: string) => screen.getByRole('region', { name });
const cardNames = (name: string) =>
  within(section(name))
    .queryAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('/mes-tournois', () => {
  it('lists running and finished tournaments of the user, with Gérer for the admin and Ouvrir for others', async () => {
    setUp();
    await open();
    expect(cardNames('En cours')).toEqual(['Mon tournoi', 'Open de Bruno', 'Tournoi sans date']);
    expect(cardNames('Terminés')).toEqual(['Tournoi de printemps']);
    expect(screen.queryByText('Tournoi des autres')).not.toBeInTheDocument();

    const mine = screen.getByRole('listitem', { name: 'Mon tournoi' });
    expect(within(mine).getByRole('link', { name: 'Gérer' })).toHaveAttribute('href', '/tournois/mine/admin');
    expect(within(mine).getByText(/Début : 20 sept\. 2025 · 4 joueurs/)).toBeInTheDocument();
    const played = screen.getByRole('listitem', { name: 'Open de Bruno' });
    expect(within(played).getByRole('link', { name: 'Ouvrir' })).toHaveAttribute('href', '/tournois/played');
    expect(within(played).queryByRole('link', { name: 'Gérer' })).not.toBeInTheDocument();
    const done = screen.getByRole('listitem', { name: 'Tournoi de printemps' });
    expect(within(done).getByRole('link', { name: 'Gérer' })).toHaveAttribute('href', '/tournois/done/resultats');
  });

  it('opens the admin page from Gérer', async () => {
    setUp();
    const user = await open();
    await user.click(within(screen.getByRole('listitem', { name: 'Mon tournoi' })).getByRole('link', { name: 'Gérer' }));
    expect(await screen.findByRole('heading', { name: 'Mon tournoi', level: 1 })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/tournois/mine/admin');
  });

  it('filters by role', async () => {
    setUp();
    const user = await open();
    await user.selectOptions(screen.getByLabelText('Rôle'), 'Admin');
    expect(cardNames('En cours')).toEqual(['Mon tournoi']);
    expect(cardNames('Terminés')).toEqual(['Tournoi de printemps']);
    await user.selectOptions(screen.getByLabelText('Rôle'), 'Joueur');
    expect(cardNames('En cours')).toEqual(['Open de Bruno', 'Tournoi sans date']);
    expect(within(section('Terminés')).getByText('Aucun tournoi terminé.')).toBeInTheDocument();
  });

  it('filters by start month, undated included', async () => {
    setUp();
    const user = await open();
    const month = screen.getByLabelText('Mois de début');
    expect(within(month).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Tous les mois',
      'octobre 2025',
      'septembre 2025',
      'Sans date',
    ]);
    await user.selectOptions(month, 'Sans date');
    expect(cardNames('En cours')).toEqual(['Tournoi sans date']);
    await user.selectOptions(month, 'septembre 2025');
    expect(cardNames('En cours')).toEqual(['Mon tournoi']);
    expect(cardNames('Terminés')).toEqual(['Tournoi de printemps']);
    await user.selectOptions(month, 'octobre 2025');
    await user.selectOptions(screen.getByLabelText('Rôle'), 'Admin');
    expect(within(section('En cours')).getByText('Aucun tournoi en cours.')).toBeInTheDocument();
  });

  it('says when the tournaments cannot be loaded', async () => {
    const api = installFakeApi();
    api.on('GET', '/tournois/', () => ({ status: 500 }));
    renderApp('/mes-tournois', { preloadedState: signedIn() });
    expect(await screen.findByRole('alert')).toHaveTextContent('Impossible de charger tes tournois.');
  });

  it('says so when no tournament is running', async () => {
    const api = installFakeApi();
    new FakeTournaments(api).add({ nom: 'Fini', etat: 'terminé', admin_id: ALICE });
    renderApp('/mes-tournois', { preloadedState: signedIn() });
    expect(await screen.findByText('Aucun tournoi en cours.')).toBeInTheDocument();
    expect(cardNames('Terminés')).toEqual(['Fini']);
  });
});
