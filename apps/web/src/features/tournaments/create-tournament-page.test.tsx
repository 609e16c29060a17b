import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Tournament } from '@mj/api';
import { detail, withRealServer, type Player } from '../../test/real-server';
import { renderApp } from '../../test/render';

const server = withRealServer();

let alice: Player;
let four: Player[];
beforeAll(async () => {
  four = await server().signUpAll(['Alice', 'Bruno', 'Chloé', 'David']);
  alice = four[0]!;
});

async function openForm() {
  const user = userEvent.setup();
  renderApp('/create-tournoi', { preloadedState: alice.session });
  await screen.findByRole('heading', { name: 'Créer un tournoi' });
  return { user };
}

type User = ReturnType<typeof userEvent.setup>;

async function pick(user: User, query: string, pseudo: string) {
  await user.type(screen.getByLabelText('Rechercher un joueur'), query);
  await user.click(await screen.findByRole('button', { name: `Ajouter ${pseudo}` }));
}

async function pickFour(user: User) {
  for (const [query, pseudo] of [
    ['ali', 'Alice'],
    ['BRU', 'Bruno'],
    ['chl', 'Chloé'],
    ['dav', 'David'],
  ] as const) {
    await pick(user, query, pseudo);
  }
}

describe('/create-tournoi', () => {
  it('creates a tournament without players when registration opens by link, and shows the link', async () => {
    const { user } = await openForm();
    await user.type(screen.getByLabelText('Nom du tournoi'), 'Open par lien');
    const submit = screen.getByRole('button', { name: 'Créer le tournoi' });
    expect(submit).toBeDisabled();
    await user.click(screen.getByRole('switch', { name: 'Ouvrir les inscriptions par lien' }));
    expect(
      screen.getByText('0 joueur sélectionné ; les autres s’inscriront par le lien.'),
    ).toBeInTheDocument();
    expect(submit).toBeEnabled();
    await user.click(submit);
    const registration = await screen.findByRole('region', { name: 'Inscriptions' });
    expect(await within(registration).findByText(/^Inscriptions ouvertes — 0 inscrits/)).toBeInTheDocument();
    expect(within(registration).getByRole('link', { name: /\/inscription\// })).toBeInTheDocument();
    expect(server().sent('POST', '/tournois/')[0]?.body).toMatchObject({
      nom: 'Open par lien',
      joueurs: [],
      inscriptions: { places: null },
    });
  });

  it('creates a classic tournament with a visible ranking and opens its admin page', async () => {
    const { user } = await openForm();
    const submit = screen.getByRole('button', { name: 'Créer le tournoi' });
    expect(submit).toBeDisabled();
    // The disabled button says what is missing, first the name, then the players.
    expect(submit).toHaveAccessibleDescription('Le nom du tournoi doit faire au moins 2 caractères.');

    await user.type(screen.getByLabelText('Nom du tournoi'), '  Tournoi du club  ');
    await user.clear(screen.getByLabelText('Date de début'));
    await user.type(screen.getByLabelText('Date de début'), '2025-10-04');
    expect(screen.getByText('0 joueur sélectionné (au moins 4).')).toBeInTheDocument();
    // The search ignores accents and case: « ALI » finds Alice, « chloe » finds Chloé.
    await pick(user, 'ALI', 'Alice');
    await pick(user, 'BRU', 'Bruno');
    await pick(user, 'chloe', 'Chloé');
    expect(screen.getByText('3 joueurs sélectionnés (au moins 4).')).toBeInTheDocument();
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription('Un tournoi demande au moins 4 joueurs.');
    await pick(user, 'dav', 'David');
    expect(screen.getByText('4 joueurs sélectionnés.')).toBeInTheDocument();
    expect(submit).toBeEnabled();
    expect(submit).not.toHaveAccessibleDescription();

    await user.click(submit);
    expect(await screen.findByRole('heading', { name: 'Tournoi du club' })).toBeInTheDocument();
    // Read while the admin page is still loading its sections.
    const created = (await act(() => server().as(alice).get<Tournament[]>('/tournois/'))).find(
      (tournament) => tournament.nom === 'Tournoi du club',
    );
    expect(created).toMatchObject({
      nom: 'Tournoi du club',
      admin_id: alice.user.user_id,
      classement_visible: true,
    });
    expect(screen.getByTestId('location')).toHaveTextContent(`/tournois/${created!.id}/admin?etape=joueurs`);
    expect(server().sent('POST', '/tournois/')[0]?.body).toEqual({
      nom: 'Tournoi du club',
      date_debut: '2025-10-04',
      classement_visible: true,
      regles: 'classic',
      joueurs: four.map((player) => player.user.user_id),
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

  it('sends the planned rondes when given; a count out of 1 to 20 keeps the button disabled and says so', async () => {
    const { user } = await openForm();
    await user.type(screen.getByLabelText('Nom du tournoi'), 'Open de Caen');
    await pickFour(user);
    const submit = screen.getByRole('button', { name: 'Créer le tournoi' });
    const rondes = screen.getByLabelText('Rondes prévues (facultatif)');
    await user.type(rondes, '25');
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription('Rondes prévues\u00a0: un nombre entier de 1 à 20, ou rien.');
    await user.clear(rondes);
    await user.type(rondes, '6');
    expect(submit).toBeEnabled();
    await user.click(submit);
    expect(await screen.findByRole('heading', { name: 'Open de Caen' })).toBeInTheDocument();
    expect(server().sent('POST', '/tournois/').at(-1)?.body).toMatchObject({ rondes_prevues: 6 });
    const created = (await act(() => server().as(alice).get<Tournament[]>('/tournois/'))).find(
      (tournament) => tournament.nom === 'Open de Caen',
    );
    expect(created).toMatchObject({ nom: 'Open de Caen', rondes_prevues: 6 });
  });

  it('suggests at most 6 players, never one already chosen, and lets a chosen player be removed', async () => {
    for (let n = 1; n <= 8; n += 1) await server().signUp(`Alix ${n}`);
    const { user } = await openForm();
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
    [
      'the server detail when there is one',
      detail('Un tournoi demande au moins 4 joueurs.', 422),
      'Un tournoi demande au moins 4 joueurs.',
    ],
  ])('alerts %s when the creation fails', async (_case, failure, message) => {
    const { user } = await openForm();
    server().failNext('POST', '/tournois/', failure);
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    await user.type(screen.getByLabelText('Nom du tournoi'), 'Tournoi du club');
    await pickFour(user);
    await user.click(screen.getByRole('button', { name: 'Créer le tournoi' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith(message));
    expect(screen.getByTestId('location')).toHaveTextContent('/create-tournoi');
  });
});
