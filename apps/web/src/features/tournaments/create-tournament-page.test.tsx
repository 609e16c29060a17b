import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { detail, installFakeApi, type FakeApi } from '../../test/fake-api';
import { renderApp, signedIn } from '../../test/render';
import { ALICE, BRUNO, CHLOE, DAVID, FakeTournaments } from './test-support/fake-tournaments';

async function openForm(prepare: (api: FakeApi) => void = () => undefined) {
  const api = installFakeApi();
  const tournaments = new FakeTournaments(api);
  prepare(api);
  const user = userEvent.setup();
  renderApp('/create-tournoi', { preloadedState: signedIn() });
  await screen.findByRole('heading', { name: 'Créer un tournoi' });
  return { api, tournaments, user };
}

type User = ReturnType<typeof userEvent.setup>;

async function pick(user: User, query: string, pseudo: string) {
  await user.type(screen.getByLabelText('Rechercher un joueur'), query);
  await user.click(await screen.findByRole('button', { name: `Ajouter ${pseudo}` }));
}

async function pickFour(user: User) {
  for (const [query, pseudo] of [['ali', 'Alice'], ['BRU', 'Bruno'], ['chl', 'Chloé'], ['dav', 'David']] as const) {
    await pick(user, query, pseudo);
  }
}

describe('/create-tournoi', () => {
  it('creates a classic tournament with a visible ranking and opens its admin page', async () => {
    const { api, user } = await openForm();
    const submit = screen.getByRole('button', { name: 'Créer le tournoi' });
    expect(submit).toBeDisabled();

    await user.type(screen.getByLabelText('Nom du tournoi'), '  Tournoi du club  ');
    await user.clear(screen.getByLabelText('Date de début'));
    await user.type(screen.getByLabelText('Date de début'), '2025-10-04');
    expect(screen.getByText('0 joueur sélectionné (au moins 4).')).toBeInTheDocument();
    await pick(user, 'ali', 'Alice');
    await pick(user, 'BRU', 'Bruno');
    await pick(user, 'chl', 'Chloé');
    expect(screen.getByText('3 joueurs sélectionnés (au moins 4).')).toBeInTheDocument();
    expect(submit).toBeDisabled();
    await pick(user, 'dav', 'David');
    expect(screen.getByText('4 joueurs sélectionnés.')).toBeInTheDocument();
    expect(submit).toBeEnabled();

    await user.click(submit);
    expect(await screen.findByRole('heading', { name: 'Tournoi du club' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/tournois/t1/admin');
    expect(api.sent('POST', '/tournois/')[0]?.body).toEqual({
      nom: 'Tournoi du club',
      date_debut: '2025-10-04',
      classement_visible: true,
      regles: 'classic',
      joueurs: [ALICE, BRUNO, CHLOE, DAVID],
    });
  });

  it('keeps the button disabled for a name shorter than 2 characters once trimmed, or without a date', async () => {
    const { user } = await openForm();
    await pickFour(user);
    const submit = screen.getByRole('button', { name: 'Créer le tournoi' });
    await user.type(screen.getByLabelText('Nom du tournoi'), ' X ');
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('Nom du tournoi'), 'Y');
    expect(submit).toBeEnabled();
    await user.clear(screen.getByLabelText('Date de début'));
    expect(submit).toBeDisabled();
  });

  it('suggests at most 6 players, never one already chosen, and lets a chosen player be removed', async () => {
    const { user } = await openForm((api) => {
      for (let n = 1; n <= 8; n += 1) api.users.push({ user_id: `u-al${n}`, pseudo: `Alix ${n}`, email: '', provider: 'local' });
    });
    await user.type(screen.getByLabelText('Rechercher un joueur'), 'AL');
    expect(await screen.findAllByRole('button', { name: /^Ajouter / })).toHaveLength(6);
    await user.click(screen.getByRole('button', { name: 'Ajouter Alice' }));
    await user.type(screen.getByLabelText('Rechercher un joueur'), 'ali');
    expect(screen.queryByRole('button', { name: 'Ajouter Alice' })).not.toBeInTheDocument();
    expect(screen.getByText('1 joueur sélectionné (au moins 4).')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retirer Alice' }));
    expect(screen.getByText('0 joueur sélectionné (au moins 4).')).toBeInTheDocument();
  });

  it.each([
    ['the spec fallback without a detail', { status: 500 }, 'Erreur lors de la création du tournoi.'],
    ['the server detail when there is one', detail('Un tournoi demande au moins 4 joueurs.', 422), 'Un tournoi demande au moins 4 joueurs.'],
  ])('alerts %s when the creation fails', async (_case, failure, message) => {
    const { api, user } = await openForm();
    api.on('POST', '/tournois/', () => failure);
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    await user.type(screen.getByLabelText('Nom du tournoi'), 'Tournoi du club');
    await pickFour(user);
    await user.click(screen.getByRole('button', { name: 'Créer le tournoi' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith(message));
    expect(screen.getByTestId('location')).toHaveTextContent('/create-tournoi');
  });
});
