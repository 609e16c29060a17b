import { beforeAll, describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { withRealServer, type Player } from '../../test/real-server';
import { renderApp } from '../../test/render';
import { GAMES_PAGE_SIZE, LEAVE_GAME_CONFIRM } from './my-games-page';

const server = withRealServer();

let seats: Player[];
beforeAll(async () => {
  seats = await server().signUpAll(['Alice', 'Bruno', 'Chloé', 'David']);
});
const alice = () => seats[0]!;
const ids = () => seats.map((seat) => seat.user.user_id);

/** A running game started by Alice; the server dates it now, so `now` is set for Date alone. */
const runningGame = (startedAt: string) => server().at(startedAt, () => server().startGame(alice(), seats));

describe('/mes-parties', () => {
  it('shows the empty states', async () => {
    const newcomer = await server().signUp('Emma');
    renderApp('/mes-parties', { preloadedState: newcomer.session });
    expect(await screen.findByText('Aucune partie en cours.')).toBeInTheDocument();
    expect(screen.getByText('Aucune partie terminée.')).toBeInTheDocument();
  });

  it('says when the games cannot be loaded, and « Réessayer » loads them again', async () => {
    const newcomer = await server().signUp('Fanny');
    server().failNext('GET', '/users/mes-parties', 'network');
    const user = userEvent.setup({ delay: null });
    renderApp('/mes-parties', { preloadedState: newcomer.session });
    expect(await screen.findByRole('alert')).toHaveTextContent('Impossible de charger tes parties.');
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Aucune partie en cours.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('sorts games into En cours and Terminées, with players and scores, and filters by month', async () => {
    const september = await runningGame('2025-09-20T14:00:00.000Z');
    // Games are named after their start, in Paris time.
    expect(september.nom).toMatch(/^Partie du 20 sept\. 2025.*16:00$/);
    const { id: october } = await server()
      .as(alice())
      .post<{ id: string }>('/parties/manuelle', {
        joueurs: ids(),
        scores: Object.fromEntries(ids().map((id, seat) => [id, [45000, 35000, 25000, 15000][seat]])),
        date_debut: '2025-10-04T14:00:00.000Z',
      });
    const user = userEvent.setup({ delay: null });
    renderApp('/mes-parties', { preloadedState: alice().session });

    const runningCard = (await screen.findByRole('heading', { name: september.nom })).closest('li')!;
    expect(within(runningCard).getByText('En cours')).toBeInTheDocument();
    expect(
      within(runningCard).getByRole('link', { name: `Continuer la partie ${september.nom}` }),
    ).toHaveAttribute('href', `/add-tour/${september.id}`);
    // No round yet: no score to show, the spec's empty state instead.
    expect(within(runningCard).getByText('Pas encore de scores enregistrés.')).toBeInTheDocument();
    expect(within(runningCard).queryByText('30 000')).toBeNull();

    const finishedCard = screen.getByRole('heading', { name: /^Partie du 4 oct\. 2025/ }).closest('li')!;
    expect(within(finishedCard).getByText('45 000')).toHaveClass('score--positive');
    expect(within(finishedCard).getByText('15 000')).toHaveClass('score--negative');
    expect(within(finishedCard).getByText('Alice')).toBeInTheDocument();
    expect(
      within(finishedCard).getByRole('link', { name: /^Voir les résultats de Partie du 4 oct\. 2025/ }),
    ).toHaveAttribute('href', `/parties/${october}/resultats`);

    const filter = screen.getByLabelText('Mois');
    expect(
      within(filter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Tous les mois', 'octobre 2025', 'septembre 2025']);
    await user.selectOptions(filter, '2025-10');
    expect(screen.queryByRole('heading', { name: september.nom })).toBeNull();
    expect(screen.getByText('Aucune partie en cours.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /^Partie du 4 oct\. 2025/ })).toBeInTheDocument();
  });

  it('lets a player leave a casual game someone else created, after confirming', async () => {
    const bruno = server().as(seats[1]!);
    const { id } = await bruno.post<{ id: string }>('/parties/', { joueurs: ids() });
    const { nom } = await bruno.get<{ nom: string }>(`/parties/${id}`);
    const user = userEvent.setup({ delay: null });
    renderApp('/mes-parties', { preloadedState: alice().session });

    const card = (await screen.findByRole('heading', { name: nom })).closest('li')!;
    // Her own games cannot be left: only Bruno's card offers it.
    expect(screen.getAllByRole('button', { name: /^Quitter la partie / })).toHaveLength(1);
    await user.click(within(card).getByRole('button', { name: `Quitter la partie ${nom}` }));
    expect(screen.getByText(LEAVE_GAME_CONFIRM.replace(/\u00a0/g, ' '))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByText(LEAVE_GAME_CONFIRM.replace(/\u00a0/g, ' '))).toBeNull();
    expect(server().sent('POST', `/parties/${id}/quitter`)).toHaveLength(0);

    await user.click(within(card).getByRole('button', { name: `Quitter la partie ${nom}` }));
    await user.click(screen.getByRole('button', { name: 'Quitter' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: nom })).toBeNull());
    expect(server().sent('POST', `/parties/${id}/quitter`)).toHaveLength(1);
    // Gone from her list on the server too; Bruno still has it.
    const mine = await server().as(alice()).get<{ id: string }[]>('/users/mes-parties');
    expect(mine.map((game) => game.id)).not.toContain(id);
    expect((await bruno.get<{ id: string }[]>('/users/mes-parties')).map((game) => game.id)).toContain(id);
  });

  it('opens the round entry from an in-progress card', async () => {
    const players = [seats[1]!, seats[2]!, seats[3]!, await server().signUp('Farid')];
    const bruno = server().as(players[0]!);
    await bruno.post('/parties/', { joueurs: players.map((seat) => seat.user.user_id) });
    const user = userEvent.setup({ delay: null });
    renderApp('/mes-parties', { preloadedState: players[3]!.session });
    await user.click(await screen.findByRole('link', { name: /^Continuer la partie Partie du / }));
    expect(await screen.findByText('Est - 1')).toBeInTheDocument();
  });

  it('shows the first ten games, then the rest on « Afficher plus de parties »', async () => {
    const players = await server().signUpAll(['Gina', 'Hugo', 'Inès', 'Jules']);
    const joueurs = players.map((seat) => seat.user.user_id);
    const gina = server().as(players[0]!);
    await gina.post('/parties/', { joueurs });
    for (let day = 1; day <= 12; day += 1) {
      await gina.post('/parties/manuelle', {
        joueurs,
        scores: Object.fromEntries(joueurs.map((id, seat) => [id, [40000, 30000, 30000, 20000][seat]])),
        date_debut: `2025-03-${String(day).padStart(2, '0')}T14:00:00.000Z`,
      });
    }
    const user = userEvent.setup({ delay: null });
    renderApp('/mes-parties', { preloadedState: players[0]!.session });

    const more = await screen.findByRole('button', { name: 'Afficher plus de parties (3 restantes)' });
    expect(GAMES_PAGE_SIZE).toBe(10);
    // The running game first, then the newest finished ones: 12 down to 4 March are shown.
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(10);
    expect(screen.getByRole('heading', { name: /^Partie du 4 mars 2025/ })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /^Partie du 3 mars 2025/ })).toBeNull();

    await user.click(more);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(13);
    expect(screen.getByRole('heading', { name: /^Partie du 1 mars 2025/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Afficher plus de parties/ })).toBeNull();
  });
});
