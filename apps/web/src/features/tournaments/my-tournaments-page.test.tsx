import { beforeAll, describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROSTER, withRealServer, type Player } from '../../test/real-server';
import { renderApp } from '../../test/render';
import { createTournament } from '../../test/tournament-seed';

const server = withRealServer();

/**
 * The tournaments of the file, read by every test (none changes them): Alice administers « Mon tournoi »
 * and « Tournoi de printemps » (finished), plays in Bruno's and Chloé's; Emma's does not involve her, so
 * the server does not list it. Farid administers only a finished one.
 */
let alice: Player;
let farid: Player;
let ids: Record<string, string>;
beforeAll(async () => {
  // Alice, Bruno, Chloé, David, Emma, Farid.
  const [a, bruno, chloe, david, emma, f] = (await server().signUpAll(ROSTER.slice(0, 6))) as [
    Player,
    Player,
    Player,
    Player,
    Player,
    Player,
  ];
  alice = a;
  farid = f;
  const four = [alice, bruno, chloe, david];
  const create = async (admin: Player, nom: string, date_debut: string, joueurs = four) =>
    (await createTournament(server(), admin, { nom, date_debut, joueurs })).id;
  const finish = (admin: Player, id: string) =>
    server().as(admin).patch(`/tournois/${id}/etat`, { new_state: 'terminé' });
  ids = {
    mine: await create(alice, 'Mon tournoi', '2025-09-20'),
    played: await create(bruno, 'Open de Bruno', '2025-10-04'),
    november: await create(chloe, 'Tournoi de novembre', '2025-11-08'),
    done: await create(alice, 'Tournoi de printemps', '2025-09-06'),
  };
  await finish(alice, ids.done!);
  await create(emma, 'Tournoi des autres', '2025-09-20', [bruno, chloe, david, emma]);
  await finish(farid, await create(farid, 'Fini', '2025-09-13', [bruno, chloe, david, emma]));
});

async function open() {
  const user = userEvent.setup();
  renderApp('/mes-tournois', { preloadedState: alice.session });
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
    await open();
    // The server lists the latest start first.
    expect(cardNames('En cours')).toEqual(['Tournoi de novembre', 'Open de Bruno', 'Mon tournoi']);
    expect(cardNames('Terminés')).toEqual(['Tournoi de printemps']);
    expect(screen.queryByText('Tournoi des autres')).not.toBeInTheDocument();

    const mine = screen.getByRole('listitem', { name: 'Mon tournoi' });
    expect(within(mine).getByRole('link', { name: 'Gérer' })).toHaveAttribute(
      'href',
      `/tournois/${ids.mine}/admin`,
    );
    expect(within(mine).getByText(/Début : 20 sept\. 2025 · 4 joueurs/)).toBeInTheDocument();
    const played = screen.getByRole('listitem', { name: 'Open de Bruno' });
    expect(within(played).getByRole('link', { name: 'Ouvrir' })).toHaveAttribute(
      'href',
      `/tournois/${ids.played}`,
    );
    expect(within(played).queryByRole('link', { name: 'Gérer' })).not.toBeInTheDocument();
    const done = screen.getByRole('listitem', { name: 'Tournoi de printemps' });
    expect(within(done).getByRole('link', { name: 'Gérer' })).toHaveAttribute(
      'href',
      `/tournois/${ids.done}/resultats`,
    );
  });

  it('opens the admin page from Gérer', async () => {
    const user = await open();
    await user.click(
      within(screen.getByRole('listitem', { name: 'Mon tournoi' })).getByRole('link', { name: 'Gérer' }),
    );
    expect(await screen.findByRole('heading', { name: 'Mon tournoi', level: 1 })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(`/tournois/${ids.mine}/admin`);
  });

  it('filters by role', async () => {
    const user = await open();
    await user.selectOptions(screen.getByLabelText('Rôle'), 'Admin');
    expect(cardNames('En cours')).toEqual(['Mon tournoi']);
    expect(cardNames('Terminés')).toEqual(['Tournoi de printemps']);
    await user.selectOptions(screen.getByLabelText('Rôle'), 'Joueur');
    expect(cardNames('En cours')).toEqual(['Tournoi de novembre', 'Open de Bruno']);
    expect(within(section('Terminés')).getByText('Aucun tournoi terminé.')).toBeInTheDocument();
  });

  // Every tournament the server keeps has a start date (a required field): « Sans date », for older data,
  // is the model's (model/tournament-list.test.ts).
  it('filters by start month', async () => {
    const user = await open();
    const month = screen.getByLabelText('Mois de début');
    expect(
      within(month)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Tous les mois', 'novembre 2025', 'octobre 2025', 'septembre 2025']);
    await user.selectOptions(month, 'novembre 2025');
    expect(cardNames('En cours')).toEqual(['Tournoi de novembre']);
    await user.selectOptions(month, 'septembre 2025');
    expect(cardNames('En cours')).toEqual(['Mon tournoi']);
    expect(cardNames('Terminés')).toEqual(['Tournoi de printemps']);
    await user.selectOptions(month, 'octobre 2025');
    await user.selectOptions(screen.getByLabelText('Rôle'), 'Admin');
    expect(within(section('En cours')).getByText('Aucun tournoi en cours.')).toBeInTheDocument();
  });

  it('says when the tournaments cannot be loaded', async () => {
    server().failNext('GET', '/tournois/', { status: 500 });
    renderApp('/mes-tournois', { preloadedState: alice.session });
    expect(await screen.findByRole('alert')).toHaveTextContent('Impossible de charger tes tournois.');
  });

  it('says so when no tournament is running', async () => {
    renderApp('/mes-tournois', { preloadedState: farid.session });
    expect(await screen.findByText('Aucun tournoi en cours.')).toBeInTheDocument();
    expect(cardNames('Terminés')).toEqual(['Fini']);
  });
});
