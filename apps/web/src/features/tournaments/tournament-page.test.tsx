import { describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import { FOUR, installFakeApi } from '../../test/fake-api';
import { alice, renderApp, signedIn } from '../../test/render';
import { FALLBACK_POLL_MS as LIVE_REFRESH_MS } from '../../hooks/use-live-updates';
import { ALICE, BRUNO, CHLOE, DAVID, EMMA, FakeTournaments } from './test-support/fake-tournaments';

const bruno = { ...alice, user_id: BRUNO, pseudo: 'Bruno', email: '' };
const emma = { ...alice, user_id: EMMA, pseudo: 'Emma', email: '' };

function setUp(overrides = {}) {
  const api = installFakeApi();
  const tournaments = new FakeTournaments(api);
  tournaments.add({ id: 't1', joueurs: [ALICE, BRUNO, CHLOE, DAVID, EMMA], ...overrides });
  tournaments.viewer = BRUNO;
  api.addGame({ id: 'g-run', nom: 'Table 1', joueurs: FOUR, tournois_id: 't1' });
  tournaments.addFinishedGame(
    't1',
    { [ALICE]: 25000, [BRUNO]: 45000, [CHLOE]: 35000, [EMMA]: 15000 },
    { id: 'g-done', nom: 'Table 2' },
  );
  return { api, tournaments };
}

async function openAs(user = bruno) {
  renderApp('/tournois/t1', { preloadedState: signedIn(user) });
  await screen.findByRole('heading', { name: 'Tournoi du club', level: 1 });
}

const region = (name: string) => screen.getByRole('region', { name });

describe('/tournois/{id} (participant)', () => {
  it('shows players, games and the visible ranking, read-only', async () => {
    setUp();
    await openAs();
    expect(await within(region('Classement')).findByText('+30,0')).toBeInTheDocument();
    expect(within(region('Classement')).getByText('Bruno')).toBeInTheDocument();
    expect(await within(region('Joueurs (5)')).findByText('Emma')).toBeInTheDocument();
    expect(within(region('Parties en cours')).getByRole('listitem', { name: 'Table 1' })).toBeInTheDocument();
    expect(within(region('Parties terminées')).getByRole('listitem', { name: 'Table 2' })).toBeInTheDocument();
    // Bruno plays in Table 1: he may enter its rounds; he deletes nothing and changes nothing.
    expect(screen.getByRole('link', { name: 'Reprendre Table 1' })).toHaveAttribute('href', '/add-tour/g-run');
    expect(screen.queryByRole('button', { name: /^Supprimer/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Ajouter un joueur')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Nouvelle partie' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Terminer le tournoi' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Gérer le tournoi' })).not.toBeInTheDocument();
  });

  it('does not offer to open a game the participant does not play in', async () => {
    setUp();
    await openAs(emma);
    await screen.findByRole('listitem', { name: 'Table 1' });
    expect(screen.queryByRole('link', { name: 'Reprendre Table 1' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Détails de Table 2' })).toHaveAttribute('href', '/parties/g-done/resultats');
  });

  it('shows the spec message instead of a hidden ranking', async () => {
    setUp({ classement_visible: false });
    await openAs();
    expect(
      await within(region('Classement')).findByText("Ce classement est masqué par l'administrateur du tournoi."),
    ).toBeInTheDocument();
    expect(screen.queryByText('+30,0')).not.toBeInTheDocument();
    expect(screen.queryByText("Classement masqué par l'admin.")).not.toBeInTheDocument();
  });

  it('redirects to the results once the tournament is finished', async () => {
    setUp({ etat: 'terminé', date_fin: '2025-09-20T19:00:00.000Z' });
    renderApp('/tournois/t1', { preloadedState: signedIn(bruno) });
    expect(await screen.findByRole('region', { name: 'Podium' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/tournois/t1/resultats');
  });

  it('takes the players watching to the results when the admin finishes the tournament', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
    const { tournaments } = setUp();
    await openAs();
    const tournament = tournaments.tournaments.get('t1')!;
    tournament.etat = 'terminé';
    tournament.date_fin = '2025-09-20T19:00:00.000Z';
    await act(async () => {
      jest.advanceTimersByTime(LIVE_REFRESH_MS);
    });
    expect(await screen.findByRole('region', { name: 'Podium' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/tournois/t1/resultats');
  });

  it('gives the admin a way to the admin page', async () => {
    setUp();
    await openAs(alice);
    expect(screen.getByRole('link', { name: 'Gérer le tournoi' })).toHaveAttribute('href', '/tournois/t1/admin');
  });

  it('says when the tournament cannot be loaded', async () => {
    const { api } = setUp();
    api.on('GET', '/tournois/:id', () => ({ status: 500 }));
    renderApp('/tournois/t1', { preloadedState: signedIn(bruno) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Impossible de charger le tournoi.');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/tournois\/t1$/));
  });
});
