import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi } from '../../test/fake-api';
import { renderApp, signedIn } from '../../test/render';

describe('/mes-parties (spec section 2)', () => {
  it('shows the empty states', async () => {
    installFakeApi();
    renderApp('/mes-parties', { preloadedState: signedIn() });
    expect(await screen.findByText('Aucune partie en cours.')).toBeInTheDocument();
    expect(screen.getByText('Aucune partie terminée.')).toBeInTheDocument();
  });

  it('sorts games into En cours and Terminées, with players and scores, and filters by month', async () => {
    const api = installFakeApi();
    api.addGame({ id: 'g-sept', nom: 'Partie de septembre', date_debut: '2025-09-20T14:00:00.000Z' });
    api.addGame({
      id: 'g-oct',
      nom: 'Partie d’octobre',
      etat: 'terminé',
      date_debut: '2025-10-04T14:00:00.000Z',
      scores: { 'u-alice': 45000, 'u-bruno': 35000, 'u-chloe': 25000, 'u-david': 15000 },
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/mes-parties', { preloadedState: signedIn() });

    const running = await screen.findByRole('heading', { name: 'Partie de septembre' });
    const runningCard = running.closest('li')!;
    expect(within(runningCard).getByText('En cours')).toBeInTheDocument();
    expect(
      within(runningCard).getByRole('link', { name: 'Continuer la partie Partie de septembre' }),
    ).toHaveAttribute('href', '/add-tour/g-sept');
    // No round yet: no score to show, the spec's empty state instead.
    expect(within(runningCard).getByText('Pas encore de scores enregistrés.')).toBeInTheDocument();
    expect(within(runningCard).queryByText('30 000')).toBeNull();

    const finishedCard = screen.getByRole('heading', { name: 'Partie d’octobre' }).closest('li')!;
    expect(within(finishedCard).getByText('45 000')).toHaveClass('score--positive');
    expect(within(finishedCard).getByText('15 000')).toHaveClass('score--negative');
    expect(within(finishedCard).getByText('Alice')).toBeInTheDocument();
    expect(
      within(finishedCard).getByRole('link', { name: 'Voir les résultats de Partie d’octobre' }),
    ).toHaveAttribute('href', '/parties/g-oct/resultats');

    const filter = screen.getByLabelText('Mois');
    expect(
      within(filter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Tous les mois', 'octobre 2025', 'septembre 2025']);
    await user.selectOptions(filter, '2025-10');
    expect(screen.queryByRole('heading', { name: 'Partie de septembre' })).toBeNull();
    expect(screen.getByText('Aucune partie en cours.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Partie d’octobre' })).toBeInTheDocument();
  });

  it('opens the round entry from an in-progress card', async () => {
    const api = installFakeApi();
    api.addGame({ id: 'g-1', nom: 'Partie du mardi' });
    const user = userEvent.setup({ delay: null });
    renderApp('/mes-parties', { preloadedState: signedIn() });
    await user.click(await screen.findByRole('link', { name: 'Continuer la partie Partie du mardi' }));
    expect(await screen.findByText('Est - 1')).toBeInTheDocument();
  });
});
