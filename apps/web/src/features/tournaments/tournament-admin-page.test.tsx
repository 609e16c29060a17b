import { describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Tournament } from '@mj/api';
import { ron } from '@mj/domain/testing';
import { withRealServer } from '../../test/real-server';
import { renderApp } from '../../test/render';
import { FALLBACK_POLL_MS as LIVE_REFRESH_MS } from '../../hooks/use-live-updates';
import { addFinishedGame, createTournament, withClub, type TournamentSeed } from '../../test/tournament-seed';

const server = withRealServer();
const club = withClub(server);

/** Alice's « Tournoi du club » of Alice, Bruno, Chloé and David. */
const newTournament = async (seed: Partial<TournamentSeed> = {}) =>
  (
    await createTournament(server(), club.alice, {
      joueurs: [club.alice, club.bruno, club.chloe, club.david],
      ...seed,
    })
  ).id;

/**
 * The tournament with a running game of the four and a finished one: Alice 45 000, Bruno 35 000,
 * Chloé 25 000, David 15 000 (+30,0, +10,0, −10,0, −30,0 with the uma).
 */
async function setUp(seed: Partial<TournamentSeed> = {}) {
  const id = await newTournament(seed);
  const four = [club.alice, club.bruno, club.chloe, club.david];
  const running = await server().startGame(club.alice, four, { tournament: id });
  const finished = await addFinishedGame(server(), club.alice, id, [
    [club.alice, 45000],
    [club.bruno, 35000],
    [club.chloe, 25000],
    [club.david, 15000],
  ]);
  return { id, running, finished };
}

const stateOf = (id: string) => server().as(club.alice).get<Tournament>(`/tournois/${id}`);

/** The admin page on one phase of the day (`?etape=`), or on the one it opens by itself. */
async function openAdmin(id: string, etape?: string, user = club.alice) {
  const events = userEvent.setup();
  renderApp(`/tournois/${id}/admin${etape ? `?etape=${etape}` : ''}`, { preloadedState: user.session });
  await screen.findByRole('heading', { name: 'Tournoi du club', level: 1 });
  return events;
}

const region = (name: string) => screen.getByRole('region', { name });
const phaseLink = (name: string) =>
  within(screen.getByRole('navigation', { name: 'Étapes du tournoi' })).getByRole('link', { name });
const rankingLines = () =>
  within(region('Classement'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);

describe('/tournois/{id}/admin', () => {
  it('shows the players with the admin, the running and finished games and the ranking', async () => {
    const { id, running: game, finished: done } = await setUp();
    const user = await openAdmin(id, 'joueurs');
    const players = region('Joueurs (4)');
    await within(players).findByText('Alice');
    // Each player with the admin's « Absent » switch and « Retirer » button.
    expect(
      within(players)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['AliceAdminAbsentRetirer', 'BrunoAbsentRetirer', 'ChloéAbsentRetirer', 'DavidAbsentRetirer']);
    expect(within(players).getByRole('button', { name: 'Retirer Bruno' })).toBeInTheDocument();
    expect(within(players).getByRole('switch', { name: 'Bruno absent' })).not.toBeChecked();
    await user.click(phaseLink('Rondes'));
    const running = await within(region('Parties en cours')).findByRole('listitem', { name: game.nom });
    expect(within(running).getByText('Pas encore de scores enregistrés.')).toBeInTheDocument();
    expect(within(running).getByRole('link', { name: `Reprendre ${game.nom}` })).toHaveAttribute(
      'href',
      `/add-tour/${game.id}`,
    );
    // « Supprimer » waits behind the card's discreet menu, not as a red button on the card.
    expect(within(running).queryByRole('button', { name: `Supprimer ${game.nom}` })).not.toBeInTheDocument();
    const menu = within(running).getByRole('button', { name: `Autres actions\u00a0: ${game.nom}` });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(within(running).getByRole('button', { name: `Supprimer ${game.nom}` })).toBeInTheDocument();
    const finished = within(region('Parties terminées')).getByRole('listitem', { name: done.nom });
    expect(within(finished).getByText('45 000')).toBeInTheDocument();
    await user.click(within(finished).getByRole('button', { name: `Autres actions\u00a0: ${done.nom}` }));
    expect(within(finished).getByRole('button', { name: `Supprimer ${done.nom}` })).toBeInTheDocument();
    await user.click(phaseLink('Classement et exports'));
    expect(await within(region('Classement')).findByText('+30,0')).toBeInTheDocument();
    expect(rankingLines()).toEqual([
      '1erAlice+30,0–',
      '2eBruno+10,0–',
      '3eChloé\u221210,0–',
      '4eDavid\u221230,0–',
    ]);
    expect(screen.getByRole('switch', { name: 'Classement visible par les joueurs' })).toBeChecked();
    expect(screen.getByRole('link', { name: 'Nouvelle partie' })).toHaveAttribute(
      'href',
      `/choose-party-mode?tournoiId=${id}`,
    );
  });

  it('is split by the day’s phases, each one a link that survives a reload; a running tournament opens on its rondes', async () => {
    const { id } = await setUp();
    const user = await openAdmin(id);
    expect(
      within(screen.getByRole('navigation', { name: 'Étapes du tournoi' }))
        .getAllByRole('link')
        .map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')]),
    ).toEqual([
      ['Joueurs et inscriptions', `/tournois/${id}/admin?etape=joueurs`],
      ['Rondes', `/tournois/${id}/admin?etape=rondes`],
      ['Arbitrage', `/tournois/${id}/admin?etape=arbitrage`],
      ['Classement et exports', `/tournois/${id}/admin?etape=classement`],
      ['Réglages', `/tournois/${id}/admin?etape=reglages`],
    ]);
    expect(phaseLink('Rondes')).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('region', { name: 'Parties en cours' })).toBeInTheDocument();
    // One phase at a time: the players and the ranking wait behind their own links.
    expect(screen.queryByRole('region', { name: 'Joueurs (4)' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Classement' })).not.toBeInTheDocument();

    await user.click(phaseLink('Arbitrage'));
    expect(screen.getByTestId('location')).toHaveTextContent(`/tournois/${id}/admin?etape=arbitrage`);
    expect(phaseLink('Arbitrage')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('region', { name: 'Arbitres (0)' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Parties en cours' })).not.toBeInTheDocument();
  });

  it('keeps the current ronde at hand on every phase; a referee has no « Réglages »', async () => {
    const id = await newTournament();
    await server().call('PUT', `/tournois/${id}/arbitres/${club.emma.user.user_id}`, club.alice.token);
    await server().as(club.alice).post(`/tournois/${id}/rondes`, { mode: 'equilibre' });
    const user = await openAdmin(id, 'joueurs', club.emma);
    const bar = await screen.findByRole('region', { name: 'Ronde en cours' });
    // (The matchers read the no-break space before « : » as a space.)
    await waitFor(() => expect(bar).toHaveTextContent('Ronde 1 : 0 table sur 1 terminée'));
    expect(within(bar).getByRole('link', { name: 'Voir les tables' })).toHaveAttribute(
      'href',
      `/tournois/${id}/admin?etape=rondes`,
    );
    expect(
      within(screen.getByRole('navigation', { name: 'Étapes du tournoi' }))
        .getAllByRole('link')
        .map((link) => link.getAttribute('aria-label')),
    ).toEqual(['Joueurs et inscriptions', 'Rondes', 'Arbitrage', 'Classement et exports']);
    await user.click(within(bar).getByRole('link', { name: 'Voir les tables' }));
    expect(await screen.findByRole('article', { name: 'Ronde 1' })).toBeInTheDocument();
  });

  it('shows the empty states of a tournament without games', async () => {
    const user = await openAdmin(await newTournament());
    expect(await screen.findByText('Aucune partie en cours.')).toBeInTheDocument();
    expect(screen.getByText('Aucune partie terminée.')).toBeInTheDocument();
    await user.click(phaseLink('Classement et exports'));
    expect(await screen.findByText('Pas encore de points.')).toBeInTheDocument();
  });

  it('counts the players in « Joueurs (N) » as the summary does; an admin who does not play is listed apart', async () => {
    await openAdmin(
      await newTournament({ joueurs: [club.bruno, club.chloe, club.david, club.emma] }),
      'joueurs',
    );
    const players = await screen.findByRole('region', { name: 'Joueurs (4)' });
    expect(within(players).getAllByRole('listitem')).toHaveLength(5);
    // « … » while the pseudos load.
    await waitFor(() =>
      expect(within(players).getAllByRole('listitem')[0]).toHaveTextContent('AliceAdmin, ne joue pas'),
    );
    expect(screen.getByText(/· 4 joueurs/)).toBeInTheDocument();
  });

  it('adds a player found by pseudo', async () => {
    const { id } = await setUp();
    const user = await openAdmin(id, 'joueurs');
    await user.type(screen.getByLabelText('Ajouter un joueur'), 'emm');
    await user.click(screen.getByRole('button', { name: 'Ajouter Emma' }));
    expect(await screen.findByText('Emma a rejoint le tournoi.')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Joueurs (5)' })).toHaveTextContent('Emma');
    const [request] = server().sent('POST', `/tournois/${id}/joueurs/add`);
    expect(request?.body).toBe(club.emma.user.user_id);
    expect((await stateOf(id)).joueurs).toContain(club.emma.user.user_id);
    expect(request?.headers.get('content-type')).toBe('application/json');
  });

  it.each([
    ['the spec fallback', { status: 403 }, 'Impossible d’ajouter ce joueur (droits admin ?)'],
    [
      'the server detail',
      { status: 409, body: { detail: 'Le tournoi est terminé.' } },
      'Le tournoi est terminé.',
    ],
  ])('says why a player cannot be added: %s', async (_case, failure, message) => {
    const { id } = await setUp();
    server().failNext('POST', `/tournois/${id}/joueurs/add`, failure);
    const user = await openAdmin(id, 'joueurs');
    await user.type(screen.getByLabelText('Ajouter un joueur'), 'emm');
    await user.click(screen.getByRole('button', { name: 'Ajouter Emma' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('deletes a game after confirmation, and the ranking follows', async () => {
    const { id, finished } = await setUp();
    const user = await openAdmin(id, 'classement');
    await within(region('Classement')).findByText('+30,0');
    await user.click(phaseLink('Rondes'));
    await user.click(screen.getByRole('button', { name: `Autres actions\u00a0: ${finished.nom}` }));
    await user.click(screen.getByRole('button', { name: `Supprimer ${finished.nom}` }));
    const dialog = screen.getByRole('dialog', { name: 'Confirmation' });
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    expect(
      await within(region('Parties terminées')).findByText('Aucune partie terminée.'),
    ).toBeInTheDocument();
    await user.click(phaseLink('Classement et exports'));
    expect(await within(region('Classement')).findByText('Pas encore de points.')).toBeInTheDocument();
    expect(server().sent('DELETE', `/tournois/${id}/parties/${finished.id}`)).toHaveLength(1);
  });

  it('keeps the game when the deletion is cancelled, and says when it fails', async () => {
    const { id, running } = await setUp();
    const user = await openAdmin(id);
    await user.click(await screen.findByRole('button', { name: `Autres actions\u00a0: ${running.nom}` }));
    await user.click(screen.getByRole('button', { name: `Supprimer ${running.nom}` }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Annuler' }));
    expect(server().sent('DELETE', `/tournois/${id}/parties/${running.id}`)).toHaveLength(0);

    server().failNext('DELETE', `/tournois/${id}/parties/${running.id}`, { status: 500 });
    await user.click(screen.getByRole('button', { name: `Autres actions\u00a0: ${running.nom}` }));
    await user.click(screen.getByRole('button', { name: `Supprimer ${running.nom}` }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Suppression impossible.');
    expect(screen.getByRole('listitem', { name: running.nom })).toBeInTheDocument();
  });

  it('hides the ranking from players, and tells the admin that only they see it', async () => {
    const { id } = await setUp();
    const user = await openAdmin(id, 'classement');
    const toggle = screen.getByRole('switch', { name: 'Classement visible par les joueurs' });
    expect(screen.queryByText('Classement masqué par l’admin.')).not.toBeInTheDocument();
    await user.click(toggle);
    expect(await screen.findByText('Classement masqué par l’admin.')).toBeInTheDocument();
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect((await stateOf(id)).classement_visible).toBe(false);
    expect(rankingLines()).toHaveLength(4);
    await user.click(toggle);
    await waitFor(() => expect(screen.queryByText('Classement masqué par l’admin.')).not.toBeInTheDocument());
    expect(toggle).toBeChecked();
  });

  it('says when the visibility cannot be changed', async () => {
    const { id } = await setUp();
    server().failNext('PATCH', `/tournois/${id}/classement-visible`, { status: 500 });
    const user = await openAdmin(id, 'classement');
    await user.click(screen.getByRole('switch', { name: 'Classement visible par les joueurs' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Impossible de mettre à jour la visibilité du classement.',
    );
    expect(screen.getByRole('switch', { name: 'Classement visible par les joueurs' })).toBeChecked();
  });

  it('finishes the tournament after the spec confirmation and shows the results', async () => {
    const { id } = await setUp();
    const user = await openAdmin(id);
    await user.click(screen.getByRole('button', { name: 'Terminer le tournoi' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirmation' });
    expect(dialog).toHaveTextContent('Terminer le tournoi ? Cette action clôturera les parties en cours.');
    await user.click(within(dialog).getByRole('button', { name: 'Terminer' }));
    expect(await screen.findByRole('region', { name: 'Podium' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(`/tournois/${id}/resultats`);
    expect(server().sent('PATCH', `/tournois/${id}/etat`)[0]?.body).toEqual({ new_state: 'terminé' });
    expect((await stateOf(id)).etat).toBe('terminé');
  });

  it('warns in the finish confirmation that a hidden ranking stays hidden', async () => {
    const { id } = await setUp({ classement_visible: false });
    const user = await openAdmin(id);
    await user.click(screen.getByRole('button', { name: 'Terminer le tournoi' }));
    expect(screen.getByRole('dialog', { name: 'Confirmation' })).toHaveTextContent(
      'Terminer le tournoi ? Cette action clôturera les parties en cours. Le classement restera masqué aux joueurs jusqu’à sa publication.',
    );
  });

  it('says when the tournament cannot be finished', async () => {
    const { id } = await setUp();
    server().failNext('PATCH', `/tournois/${id}/etat`, { status: 500 });
    const user = await openAdmin(id);
    await user.click(screen.getByRole('button', { name: 'Terminer le tournoi' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Terminer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Impossible de terminer le tournoi.');
    expect(screen.getByTestId('location')).toHaveTextContent(`/tournois/${id}/admin`);
  });

  it('offers no new game, no finish and no player search once the tournament is finished', async () => {
    const id = await newTournament();
    await server().as(club.alice).patch(`/tournois/${id}/etat`, { new_state: 'terminé' });
    await openAdmin(id, 'joueurs');
    expect(screen.getByRole('link', { name: 'Voir les résultats' })).toHaveAttribute(
      'href',
      `/tournois/${id}/resultats`,
    );
    expect(screen.queryByRole('link', { name: 'Nouvelle partie' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Terminer le tournoi' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Ajouter un joueur')).not.toBeInTheDocument();
  });

  it('sends a player who is not the admin to the participant page', async () => {
    const { id } = await setUp();
    renderApp(`/tournois/${id}/admin`, { preloadedState: club.bruno.session });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`/tournois/${id}`));
    expect(screen.queryByRole('button', { name: 'Terminer le tournoi' })).not.toBeInTheDocument();
  });

  it('says when the tournament cannot be loaded: the spec fallback', async () => {
    const { id } = await setUp();
    server().failNext('GET', `/tournois/${id}`, { status: 500 });
    renderApp(`/tournois/${id}/admin`, { preloadedState: club.alice.session });
    expect(await screen.findByRole('alert')).toHaveTextContent('Erreur chargement admin tournoi');
  });

  it('says when the tournament cannot be loaded: the server detail (no such tournament)', async () => {
    renderApp(`/tournois/${crypto.randomUUID()}/admin`, { preloadedState: club.alice.session });
    expect(await screen.findByRole('alert')).toHaveTextContent('Tournoi introuvable.');
  });

  it.each([
    ['/tournois/:id/parties', 'rondes'],
    ['/tournois/:id/classement', 'classement'],
  ])('shows the admin fallback when %s cannot be loaded', async (route, etape) => {
    const { id } = await setUp();
    server().failNext('GET', route.replace(':id', id), { status: 500 });
    await openAdmin(id, etape);
    expect(await screen.findByRole('alert')).toHaveTextContent('Erreur chargement admin tournoi');
  });

  it('follows each table live: a round entered at a table moves its card (hand, rounds, scores) without polling', async () => {
    const { id, running } = await setUp();
    await openAdmin(id);
    const runningGames = await screen.findByRole('region', { name: 'Parties en cours' });
    const card = await within(runningGames).findByRole('listitem', { name: running.nom });
    expect(within(card).getByText('Pas encore de scores enregistrés.')).toBeInTheDocument();
    await waitFor(() => expect(server().openStreams).toBe(1));
    const polls = server().sent('GET', `/tournois/${id}/parties`).length;

    // At the table, Bruno rons Alice for 3 han 40 fu: 5 200 (rules-classic.md); the deal passes to Bruno.
    await act(() =>
      server()
        .as(club.bruno)
        .post(
          `/parties/tours/${running.id}`,
          ron([[club.bruno.user.user_id, 3, 40]], club.alice.user.user_id),
        ),
    );

    expect(await within(card).findByText('Est - 2 · 1 tour')).toBeInTheDocument();
    expect(within(card).getByText('35 200')).toBeInTheDocument();
    expect(within(card).getByText('24 800')).toBeInTheDocument();
    // No read: the game came with the event.
    expect(server().sent('GET', `/tournois/${id}/parties`)).toHaveLength(polls);
  });

  it('refreshes games and ranking every few seconds while its live stream is down and the tab is visible', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
    const { id } = await setUp();
    server().failUntilRestored('GET', `/tournois/${id}/evenements`, { status: 503 });
    renderApp(`/tournois/${id}/admin?etape=classement`, { preloadedState: club.alice.session });
    await screen.findByText('+30,0');
    const rankingCalls = () => server().sent('GET', `/tournois/${id}/classement`).length;
    const gamesCalls = () => server().sent('GET', `/tournois/${id}/parties`).length;
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

  it('hands the tournament over to a player after confirming, then sees it as a player', async () => {
    const { id } = await setUp();
    const user = await openAdmin(id, 'reglages');
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
    await user.selectOptions(select, club.chloe.user.user_id);
    await user.click(button);
    expect(
      screen.getByText(
        'Transmettre l’administration de « Tournoi du club » à Chloé ? Tu ne pourras plus gérer ce tournoi.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Transmettre' }));
    // No longer its admin: the participant page, without the admin's sections.
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Transmettre l’administration' })).toBeNull(),
    );
    expect(screen.queryByRole('link', { name: 'Nouvelle partie' })).toBeNull();
    expect(
      server()
        .sent('PATCH', `/tournois/${id}/admin`)
        .map((request) => request.body),
    ).toEqual([{ admin_id: club.chloe.user.user_id }]);
    expect((await stateOf(id)).admin_id).toBe(club.chloe.user.user_id);
  });
});
