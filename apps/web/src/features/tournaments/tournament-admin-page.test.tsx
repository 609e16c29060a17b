import { describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Tournament } from '@mj/api';
import { FakeEventStream, FOUR, installFakeApi, streamReply } from '../../test/fake-api';
import { alice, renderApp, signedIn } from '../../test/render';
import { FALLBACK_POLL_MS as LIVE_REFRESH_MS } from '../../hooks/use-live-updates';
import { ALICE, BRUNO, CHLOE, DAVID, FakeTournaments } from './test-support/fake-tournaments';

const bruno = { ...alice, user_id: BRUNO, pseudo: 'Bruno', email: '' };

function setUp(overrides: Partial<Tournament> = {}) {
  const api = installFakeApi();
  const tournaments = new FakeTournaments(api);
  tournaments.add({ id: 't1', ...overrides });
  const running = api.addGame({ id: 'g-run', nom: 'Partie en cours', joueurs: FOUR, tournois_id: 't1' });
  const finished = tournaments.addFinishedGame(
    't1',
    { [ALICE]: 45000, [BRUNO]: 35000, [CHLOE]: 25000, [DAVID]: 15000 },
    { id: 'g-done', nom: 'Partie terminée' },
  );
  return { api, tournaments, running, finished };
}

async function openAdmin(user = alice) {
  const events = userEvent.setup();
  renderApp('/tournois/t1/admin', { preloadedState: signedIn(user) });
  await screen.findByRole('heading', { name: 'Tournoi du club', level: 1 });
  return events;
}

const region = (name: string) => screen.getByRole('region', { name });
const rankingLines = () =>
  within(region('Classement'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);

describe('/tournois/{id}/admin', () => {
  it('shows the players with the admin, the running and finished games and the ranking', async () => {
    setUp();
    await openAdmin();
    const players = region('Joueurs (4)');
    await within(players).findByText('Alice');
    // Each player with the admin's « Absent » switch and « Retirer » button (issue 14).
    expect(within(players).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'AliceAdminAbsentRetirer',
      'BrunoAbsentRetirer',
      'ChloéAbsentRetirer',
      'DavidAbsentRetirer',
    ]);
    expect(within(players).getByRole('button', { name: 'Retirer Bruno' })).toBeInTheDocument();
    expect(within(players).getByRole('switch', { name: 'Bruno absent' })).not.toBeChecked();
    const running = await within(region('Parties en cours')).findByRole('listitem', { name: 'Partie en cours' });
    expect(within(running).getByText('Pas encore de scores enregistrés.')).toBeInTheDocument();
    expect(within(running).getByRole('link', { name: 'Reprendre Partie en cours' })).toHaveAttribute('href', '/add-tour/g-run');
    expect(within(running).getByRole('button', { name: 'Supprimer Partie en cours' })).toBeInTheDocument();
    const finished = within(region('Parties terminées')).getByRole('listitem', { name: 'Partie terminée' });
    expect(within(finished).getByText('45 000')).toBeInTheDocument();
    expect(within(finished).getByRole('button', { name: 'Supprimer Partie terminée' })).toBeInTheDocument();
    expect(await within(region('Classement')).findByText('+30,0')).toBeInTheDocument();
    expect(rankingLines()).toEqual(['1Alice+30,0', '2Bruno+10,0', '3Chloé-10,0', '4David-30,0']);
    expect(screen.getByRole('switch', { name: 'Classement visible par les joueurs' })).toBeChecked();
    expect(screen.getByRole('link', { name: 'Nouvelle partie' })).toHaveAttribute('href', '/choose-party-mode?tournoiId=t1');
  });

  it('shows the empty states of a tournament without games', async () => {
    const api = installFakeApi();
    new FakeTournaments(api).add({ id: 't1' });
    await openAdmin();
    expect(await screen.findByText('Aucune partie en cours.')).toBeInTheDocument();
    expect(screen.getByText('Aucune partie terminée.')).toBeInTheDocument();
    expect(await screen.findByText('Pas encore de points.')).toBeInTheDocument();
  });

  it('counts the admin shown in « Joueurs (N) » when the admin is not one of the players', async () => {
    const api = installFakeApi();
    new FakeTournaments(api).add({ id: 't1', joueurs: [BRUNO, CHLOE, DAVID, 'u-emma'] });
    await openAdmin();
    const players = await screen.findByRole('region', { name: 'Joueurs (5)' });
    expect(within(players).getAllByRole('listitem')).toHaveLength(5);
    expect(within(players).getAllByRole('listitem')[0]).toHaveTextContent('AliceAdmin');
  });

  it('adds a player found by pseudo', async () => {
    const { api } = setUp();
    const user = await openAdmin();
    await user.type(screen.getByLabelText('Ajouter un joueur'), 'emm');
    await user.click(screen.getByRole('button', { name: 'Ajouter Emma' }));
    expect(await screen.findByText('Emma a rejoint le tournoi.')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Joueurs (5)' })).toHaveTextContent('Emma');
    const [request] = api.sent('POST', '/tournois/t1/joueurs/add');
    expect(request?.body).toBe('u-emma');
    expect(request?.headers.get('content-type')).toBe('application/json');
  });

  it.each([
    ['the spec fallback', { status: 403 }, "Impossible d'ajouter ce joueur (droits admin ?)"],
    ['the server detail', { status: 409, body: { detail: 'Le tournoi est terminé.' } }, 'Le tournoi est terminé.'],
  ])('says why a player cannot be added: %s', async (_case, failure, message) => {
    const { api } = setUp();
    api.on('POST', '/tournois/:id/joueurs/add', () => failure);
    const user = await openAdmin();
    await user.type(screen.getByLabelText('Ajouter un joueur'), 'emm');
    await user.click(screen.getByRole('button', { name: 'Ajouter Emma' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('deletes a game after confirmation, and the ranking follows', async () => {
    const { api } = setUp();
    const user = await openAdmin();
    await within(region('Classement')).findByText('+30,0');
    await user.click(screen.getByRole('button', { name: 'Supprimer Partie terminée' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirmation' });
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    expect(await within(region('Parties terminées')).findByText('Aucune partie terminée.')).toBeInTheDocument();
    expect(await within(region('Classement')).findByText('Pas encore de points.')).toBeInTheDocument();
    expect(api.sent('DELETE', '/tournois/t1/parties/g-done')).toHaveLength(1);
  });

  it('keeps the game when the deletion is cancelled, and says when it fails', async () => {
    const { api } = setUp();
    const user = await openAdmin();
    await user.click(await screen.findByRole('button', { name: 'Supprimer Partie en cours' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Annuler' }));
    expect(api.sent('DELETE', '/tournois/t1/parties/g-run')).toHaveLength(0);

    api.on('DELETE', '/tournois/:id/parties/:gameId', () => ({ status: 500 }));
    await user.click(screen.getByRole('button', { name: 'Supprimer Partie en cours' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Suppression impossible.');
    expect(screen.getByRole('listitem', { name: 'Partie en cours' })).toBeInTheDocument();
  });

  it('hides the ranking from players, and tells the admin that only they see it', async () => {
    const { tournaments } = setUp();
    const user = await openAdmin();
    const toggle = screen.getByRole('switch', { name: 'Classement visible par les joueurs' });
    expect(screen.queryByText("Classement masqué par l'admin.")).not.toBeInTheDocument();
    await user.click(toggle);
    expect(await screen.findByText("Classement masqué par l'admin.")).toBeInTheDocument();
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(tournaments.tournaments.get('t1')?.classement_visible).toBe(false);
    expect(rankingLines()).toHaveLength(4);
    await user.click(toggle);
    await waitFor(() => expect(screen.queryByText("Classement masqué par l'admin.")).not.toBeInTheDocument());
    expect(toggle).toBeChecked();
  });

  it('says when the visibility cannot be changed', async () => {
    const { api } = setUp();
    api.on('PATCH', '/tournois/:id/classement-visible', () => ({ status: 500 }));
    const user = await openAdmin();
    await user.click(screen.getByRole('switch', { name: 'Classement visible par les joueurs' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Impossible de mettre à jour la visibilité du classement.');
    expect(screen.getByRole('switch', { name: 'Classement visible par les joueurs' })).toBeChecked();
  });

  it('finishes the tournament after the spec confirmation and shows the results', async () => {
    const { api, tournaments } = setUp();
    const user = await openAdmin();
    await user.click(screen.getByRole('button', { name: 'Terminer le tournoi' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirmation' });
    expect(dialog).toHaveTextContent('Terminer le tournoi ? Cette action clôturera les parties en cours.');
    await user.click(within(dialog).getByRole('button', { name: 'Terminer' }));
    expect(await screen.findByRole('region', { name: 'Podium' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/tournois/t1/resultats');
    expect(api.sent('PATCH', '/tournois/t1/etat')[0]?.body).toEqual({ new_state: 'terminé' });
    expect(tournaments.tournaments.get('t1')?.etat).toBe('terminé');
  });

  it('warns in the finish confirmation that a hidden ranking stays hidden', async () => {
    setUp({ classement_visible: false });
    const user = await openAdmin();
    await user.click(screen.getByRole('button', { name: 'Terminer le tournoi' }));
    expect(screen.getByRole('dialog', { name: 'Confirmation' })).toHaveTextContent(
      'Terminer le tournoi ? Cette action clôturera les parties en cours. Le classement restera masqué aux joueurs jusqu’à sa publication.',
    );
  });

  it('says when the tournament cannot be finished', async () => {
    const { api } = setUp();
    api.on('PATCH', '/tournois/:id/etat', () => ({ status: 500 }));
    const user = await openAdmin();
    await user.click(screen.getByRole('button', { name: 'Terminer le tournoi' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Terminer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Impossible de terminer le tournoi.');
    expect(screen.getByTestId('location')).toHaveTextContent('/tournois/t1/admin');
  });

  it('offers no new game, no finish and no player search once the tournament is finished', async () => {
    const api = installFakeApi();
    new FakeTournaments(api).add({ id: 't1', etat: 'terminé', date_fin: '2025-09-20T19:00:00.000Z' });
    await openAdmin();
    expect(screen.getByRole('link', { name: 'Voir les résultats' })).toHaveAttribute('href', '/tournois/t1/resultats');
    expect(screen.queryByRole('link', { name: 'Nouvelle partie' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Terminer le tournoi' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Ajouter un joueur')).not.toBeInTheDocument();
  });

  it('sends a player who is not the admin to the participant page', async () => {
    setUp();
    renderApp('/tournois/t1/admin', { preloadedState: signedIn(bruno) });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/tournois\/t1$/));
    expect(screen.queryByRole('button', { name: 'Terminer le tournoi' })).not.toBeInTheDocument();
  });

  it.each([
    ['the spec fallback', { status: 500 }, 'Erreur chargement admin tournoi'],
    ['the server detail', { status: 404, body: { detail: 'Tournoi introuvable.' } }, 'Tournoi introuvable.'],
  ])('says when the tournament cannot be loaded: %s', async (_case, failure, message) => {
    const { api } = setUp();
    api.on('GET', '/tournois/:id', () => failure);
    renderApp('/tournois/t1/admin', { preloadedState: signedIn() });
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it.each(['/tournois/:id/parties', '/tournois/:id/classement'])(
    'shows the admin fallback when %s cannot be loaded',
    async (route) => {
      const { api } = setUp();
      api.on('GET', route, () => ({ status: 500 }));
      await openAdmin();
      expect(await screen.findByRole('alert')).toHaveTextContent('Erreur chargement admin tournoi');
    },
  );

  it('follows each table live: a round entered at a table moves its card (hand, rounds, scores) without polling', async () => {
    const { api, running } = setUp();
    const stream = new FakeEventStream();
    api.on('GET', '/tournois/:id/evenements', () => streamReply(stream));
    await openAdmin();
    const runningGames = await screen.findByRole('region', { name: 'Parties en cours' });
    const card = await within(runningGames).findByRole('listitem', { name: 'Partie en cours' });
    expect(within(card).getByText('Pas encore de scores enregistrés.')).toBeInTheDocument();
    await waitFor(() => expect(stream.open).toBe(true));

    // At the table, Bruno rons Alice for 3 han 40 fu: 5 200 (rules-classic.md); the deal passes to Bruno.
    api.games.set(running.id, {
      ...running,
      nb_tours: 1,
      tour_actuel: 2,
      scores: { [ALICE]: 24800, [BRUNO]: 35200, [CHLOE]: 30000, [DAVID]: 30000 },
    });
    act(() => stream.send('tournoi', { raison: 'partie', partie_id: running.id }));

    expect(await within(card).findByText('Est - 2 · 1 tour')).toBeInTheDocument();
    expect(within(card).getByText('35 200')).toBeInTheDocument();
    expect(within(card).getByText('24 800')).toBeInTheDocument();
  });

  it('refreshes games and ranking every few seconds while its live stream is down and the tab is visible', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
    const { api } = setUp();
    renderApp('/tournois/t1/admin', { preloadedState: signedIn() });
    await screen.findByText('+30,0');
    const rankingCalls = () => api.sent('GET', '/tournois/t1/classement').length;
    const gamesCalls = () => api.sent('GET', '/tournois/t1/parties').length;
    const [ranking, games] = [rankingCalls(), gamesCalls()];

    await act(async () => {
      jest.advanceTimersByTime(LIVE_REFRESH_MS);
    });
    await waitFor(() => expect(rankingCalls()).toBe(ranking + 1));
    expect(gamesCalls()).toBe(games + 1);

    const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await act(async () => {
      jest.advanceTimersByTime(3 * LIVE_REFRESH_MS);
    });
    expect(rankingCalls()).toBe(ranking + 1);
    visibility.mockRestore();
  });

  it('hands the tournament over to a player after confirming (issue 18), then sees it as a player', async () => {
    const { api, tournaments } = setUp();
    const user = await openAdmin();
    const section = region('Transmettre l’administration');
    const button = within(section).getByRole('button', { name: 'Transmettre l’administration' });
    expect(button).toBeDisabled();
    const select = within(section).getByLabelText('Nouvel administrateur');
    await waitFor(() =>
      expect(
        within(select)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Choisis un joueur', 'Bruno', 'Chloé', 'David']),
    );
    await user.selectOptions(select, CHLOE);
    await user.click(button);
    expect(
      screen.getByText(
        'Transmettre l’administration de « Tournoi du club » à Chloé ? Tu ne pourras plus gérer ce tournoi.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Transmettre' }));
    // No longer its admin: the participant page, without the admin's sections.
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Transmettre l’administration' })).toBeNull());
    expect(screen.queryByRole('link', { name: 'Nouvelle partie' })).toBeNull();
    expect(api.sent('PATCH', '/tournois/t1/admin').map((request) => request.body)).toEqual([
      { admin_id: CHLOE },
    ]);
    expect(tournaments.tournaments.get('t1')?.admin_id).toBe(CHLOE);
  });
});
