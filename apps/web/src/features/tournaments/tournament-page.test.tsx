import { describe, expect, it } from '@jest/globals';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { withRealServer } from '../../test/real-server';
import { renderApp } from '../../test/render';
import { addFinishedGame, createTournament, type TournamentSeed, withClub } from '../../test/tournament-seed';

const server = withRealServer();

const club = withClub(server);

/**
 * Alice's tournament of five: a running game of Alice, Bruno, Chloé and David, and a finished one where
 * Bruno made 45 000 (+15 + uma 15 = +30,0) with Alice, Chloé and Emma.
 */
async function setUp(seed: Partial<TournamentSeed> = {}) {
  const { id } = await createTournament(server(), club.alice, {
    joueurs: [club.alice, club.bruno, club.chloe, club.david, club.emma],
    ...seed,
  });
  const running = await server().startGame(club.alice, [club.alice, club.bruno, club.chloe, club.david], {
    tournament: id,
  });
  const finishedGame = await addFinishedGame(server(), club.alice, id, [
    [club.alice, 25000],
    [club.bruno, 45000],
    [club.chloe, 35000],
    [club.emma, 15000],
  ]);
  return { id, running, finished: finishedGame };
}

const finish = (id: string) =>
  server().as(club.alice).patch(`/tournois/${id}/etat`, { new_state: 'terminé' });

async function openAs(id: string, user = club.bruno) {
  renderApp(`/tournois/${id}`, { preloadedState: user.session });
  await screen.findByRole('heading', { name: 'Tournoi du club', level: 1 });
}

const region = (name: string) => screen.getByRole('region', { name });

describe('/tournois/{id} (participant)', () => {
  it('shows players, games and the visible ranking, read-only', async () => {
    const { id, running, finished } = await setUp();
    await openAs(id);
    expect(await within(region('Classement')).findByText('+30,0')).toBeInTheDocument();
    expect(within(region('Classement')).getByText('Bruno')).toBeInTheDocument();
    expect(await within(region('Joueurs (5)')).findByText('Emma')).toBeInTheDocument();
    expect(
      within(region('Parties en cours')).getByRole('listitem', { name: running.nom }),
    ).toBeInTheDocument();
    expect(
      within(region('Parties terminées')).getByRole('listitem', { name: finished.nom }),
    ).toBeInTheDocument();
    // Bruno plays in the running game: he may enter its rounds; he deletes nothing and changes nothing.
    expect(screen.getByRole('link', { name: `Reprendre ${running.nom}` })).toHaveAttribute(
      'href',
      `/add-tour/${running.id}`,
    );
    expect(screen.queryByRole('button', { name: /^Supprimer/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Ajouter un joueur')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Nouvelle partie' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Terminer le tournoi' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Gérer le tournoi' })).not.toBeInTheDocument();
  });

  it('names the league its games count for, to the league’s members only', async () => {
    const { id } = await setUp();
    const league = await server().as(club.alice).post<{ id: string }>('/ligues', { nom: 'Club de Lyon' });
    await server().as(club.alice).put(`/ligues/${league.id}/membres/${club.bruno.user.user_id}`);
    await server().as(club.alice).patch(`/tournois/${id}`, { ligue_id: league.id });

    await openAs(id);
    expect(await screen.findByRole('link', { name: 'Club de Lyon' })).toHaveAttribute(
      'href',
      `/ligues/${league.id}`,
    );
    act(() => cleanup());

    // Emma plays in the tournament but is no member: no league named, and no error either.
    await openAs(id, club.emma);
    await within(region('Classement')).findByText('+30,0');
    expect(screen.queryByText(/Compte pour la ligue/)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('does not offer to open a game the participant does not play in', async () => {
    const { id, running, finished } = await setUp();
    await openAs(id, club.emma);
    await screen.findByRole('listitem', { name: running.nom });
    expect(screen.queryByRole('link', { name: `Reprendre ${running.nom}` })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: `Détails de ${finished.nom}` })).toHaveAttribute(
      'href',
      `/parties/${finished.id}/resultats`,
    );
  });

  it('shows the spec message instead of a hidden ranking', async () => {
    const { id } = await setUp({ classement_visible: false });
    await openAs(id);
    expect(
      await within(region('Classement')).findByText(
        'Ce classement est masqué par l’administrateur du tournoi.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('+30,0')).not.toBeInTheDocument();
    expect(screen.queryByText('Classement masqué par l’admin.')).not.toBeInTheDocument();
  });

  it('redirects to the results once the tournament is finished', async () => {
    const { id } = await setUp();
    await finish(id);
    renderApp(`/tournois/${id}`, { preloadedState: club.bruno.session });
    expect(await screen.findByRole('region', { name: 'Podium' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(`/tournois/${id}/resultats`);
  });

  it('takes the players watching to the results when the admin finishes the tournament', async () => {
    const { id } = await setUp();
    await openAs(id);
    // The page follows the tournament's live stream: the finish reaches it without a reload.
    await waitFor(() => expect(server().openStreams).toBe(1));
    await act(() => finish(id));
    expect(await screen.findByRole('region', { name: 'Podium' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(`/tournois/${id}/resultats`);
  });

  it('gives the admin a way to the admin page', async () => {
    const { id } = await setUp();
    await openAs(id, club.alice);
    expect(screen.getByRole('link', { name: 'Gérer le tournoi' })).toHaveAttribute(
      'href',
      `/tournois/${id}/admin`,
    );
  });

  it('says when the tournament cannot be loaded', async () => {
    const { id } = await setUp();
    server().failNext('GET', `/tournois/${id}`, { status: 500 });
    renderApp(`/tournois/${id}`, { preloadedState: club.bruno.session });
    expect(await screen.findByRole('alert')).toHaveTextContent('Impossible de charger le tournoi.');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`/tournois/${id}`));
  });

  it('lets a player added by the admin share their identity; once played, leaving is refused', async () => {
    const { id } = await setUp();
    await server().as(club.emma).patch('/users/profil', { nom: 'Martin', numero_ema: '04160092' });
    const profils = async () =>
      (
        await server()
          .as(club.alice)
          .get<{ profils: Record<string, unknown> }>(`/tournois/${id}/inscriptions`)
      ).profils;
    expect(await profils()).toEqual({});
    await openAs(id, club.emma);
    const mine = await screen.findByRole('region', { name: 'Ma participation' });
    await act(async () =>
      (
        await within(mine).findByRole('button', { name: 'Partager mon identité avec l’organisateur' })
      ).click(),
    );
    expect(
      await within(mine).findByRole('button', { name: 'Ne plus partager mon identité' }),
    ).toBeInTheDocument();
    expect(await profils()).toEqual({ [club.emma.user.user_id]: expect.objectContaining({ nom: 'Martin' }) });
    // Emma played the finished game: the server keeps her in, and the page says why.
    await act(async () => within(mine).getByRole('button', { name: 'Quitter le tournoi' }).click());
    expect(await within(mine).findByRole('alert')).toBeInTheDocument();
  });

  it('lets a player who has not played leave the tournament someone else put them in', async () => {
    const { id } = await createTournament(server(), club.alice, {
      joueurs: [club.alice, club.bruno, club.chloe, club.david],
    });
    await openAs(id, club.david);
    const mine = await screen.findByRole('region', { name: 'Ma participation' });
    await act(async () => within(mine).getByRole('button', { name: 'Quitter le tournoi' }).click());
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/mes-tournois'));
    const players = await server().as(club.alice).get<{ joueurs: string[] }>(`/tournois/${id}/joueurs`);
    expect(players.joueurs).not.toContain(club.david.user.user_id);
  });

  it('lets the other players of a game a player made up confirm its result', async () => {
    const { id } = await createTournament(server(), club.alice, {
      joueurs: [club.alice, club.bruno, club.chloe, club.david],
    });
    const game = await addFinishedGame(server(), club.bruno, id, [
      [club.alice, 25000],
      [club.bruno, 45000],
      [club.chloe, 35000],
      [club.david, 15000],
    ]);
    await openAs(id, club.chloe);
    const finishedGames = await screen.findByRole('region', { name: 'Parties terminées' });
    const card = await within(finishedGames).findByRole('listitem', { name: game.nom });
    expect(within(card).getByText('À valider')).toBeInTheDocument();
    expect(within(card).getByText('Confirmée par 0 joueur sur 3')).toBeInTheDocument();
    await act(async () =>
      within(card)
        .getByRole('button', { name: `Confirmer le résultat de ${game.nom}` })
        .click(),
    );
    expect(await within(card).findByText('Confirmée par 1 joueur sur 3')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /^Confirmer/ })).not.toBeInTheDocument();
  });
});
