/**
 * Registration by link, check-in, substitutes, the EMA export and the observer's report, on the real
 * server: the admin's sections, the player's sign-up and check-in pages, the tournaments page's waiting
 * list and the account's identity fields.
 */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RegistrationResponse, Tournament } from '@mj/api';
import { withRealServer } from '../../../test/real-server';
import { renderApp } from '../../../test/render';
import { addFinishedGame, createTournament, withClub } from '../../../test/tournament-seed';

const server = withRealServer();
const club = withClub(server);

const newTournament = async () =>
  (
    await createTournament(server(), club.alice, {
      joueurs: [club.alice, club.bruno, club.chloe, club.david],
    })
  ).id;
const put = <T,>(path: string, body?: unknown) => server().call<T>('PUT', path, club.alice.token, body);

afterEach(() => {
  jest.restoreAllMocks();
});

describe('the admin page: registration, check-in, substitutes', () => {
  // The admin page is the app's largest: its first render in a file compiles its modules, and each
  // test renders it with every section reading the real server (a loaded machine takes longer).
  jest.setTimeout(30_000);
  it('opens registration with places and shows the link and its QR code', async () => {
    const id = await newTournament();
    const events = userEvent.setup();
    renderApp(`/tournois/${id}/admin?etape=joueurs`, { preloadedState: club.alice.session });
    // The file's first render: the admin page's chunk is compiled first.
    await screen.findByRole('heading', { name: 'Tournoi du club', level: 1 }, { timeout: 20_000 });
    const section = await screen.findByRole('region', { name: 'Inscriptions' });
    await within(section).findByText(/Inscriptions fermées/);
    await events.type(within(section).getByLabelText('Places'), '4');
    await events.click(within(section).getByRole('button', { name: 'Ouvrir les inscriptions' }));
    expect(await within(section).findByRole('link', { name: /\/inscription\// })).toBeInTheDocument();
    expect(
      await within(section).findByRole('img', { name: 'QR code du lien d’inscription' }),
    ).toBeInTheDocument();
    expect(within(section).getByText(/4 \/ 4 places prises/)).toBeInTheDocument();
  });

  it('shows the waiting list, refuses a wrong number of places, closes registration', async () => {
    const id = await newTournament();
    const { jeton } = await put<RegistrationResponse>(`/tournois/${id}/inscriptions`, {
      ouvertes: true,
      places: 4,
    });
    await server().as(club.emma).post(`/tournois/rejoindre/${jeton}`);
    const events = userEvent.setup();
    renderApp(`/tournois/${id}/admin?etape=joueurs`, { preloadedState: club.alice.session });
    const section = await screen.findByRole('region', { name: 'Inscriptions' });
    expect(await within(section).findByText('Liste d’attente (1)')).toBeInTheDocument();
    expect(within(section).getByText('Emma')).toBeInTheDocument();
    await events.clear(within(section).getByLabelText('Places'));
    await events.type(within(section).getByLabelText('Places'), '2');
    await events.click(within(section).getByRole('button', { name: 'Enregistrer les places' }));
    expect(
      within(section).getByText('Le nombre de places doit être un entier entre 4 et 2000.'),
    ).toBeInTheDocument();
    await events.clear(within(section).getByLabelText('Places'));
    // Replacing the link kills every copy already shared: asked first, and « Annuler » keeps it.
    const linkOf = () =>
      within(section)
        .getByRole('link', { name: /\/inscription\// })
        .getAttribute('href');
    const shared = linkOf();
    await events.click(within(section).getByRole('button', { name: 'Remplacer le lien' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirmation' });
    expect(dialog).toHaveTextContent(
      'Remplacer le lien d’inscription ? L’ancien lien et ses QR codes, déjà partagés, ne marcheront plus.',
    );
    await events.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(server().sent('PUT', `/tournois/${id}/inscriptions`)).toHaveLength(0);
    expect(linkOf()).toBe(shared);
    await events.click(within(section).getByRole('button', { name: 'Remplacer le lien' }));
    await events.click(
      within(screen.getByRole('dialog', { name: 'Confirmation' })).getByRole('button', {
        name: 'Remplacer le lien',
      }),
    );
    await waitFor(() => expect(linkOf()).not.toBe(shared));
    await events.click(within(section).getByRole('button', { name: 'Fermer les inscriptions' }));
    expect(await within(section).findByText(/Inscriptions fermées/)).toBeInTheDocument();
  });

  it('ticks arrivals (« 1 / 4 présents »), shows the venue QR code and adds a substitute', async () => {
    const id = await newTournament();
    await server()
      .as(club.bruno)
      .patch('/users/profil', { prenom: 'Bruno', nom: 'Blanc', numero_ema: '04160092', pays: 'FR' });
    // Added by the admin, Bruno's identity reaches her once he shares it with the tournament.
    await server().as(club.bruno).put(`/tournois/${id}/identite`);
    const events = userEvent.setup();
    renderApp(`/tournois/${id}/admin`, { preloadedState: club.alice.session });
    const section = await screen.findByRole('region', { name: 'Pointage' });
    expect(within(section).getByText('0 / 4 présents')).toBeInTheDocument();
    expect(await within(section).findByText('04160092')).toBeInTheDocument();
    expect(within(section).getByText('Bruno Blanc')).toBeInTheDocument();
    await events.click(within(section).getByRole('checkbox', { name: 'Bruno présent' }));
    expect(await within(section).findByText('1 / 4 présents')).toBeInTheDocument();
    await events.click(within(section).getByRole('button', { name: 'Afficher un QR code de pointage' }));
    expect(await within(section).findByRole('img', { name: 'QR code de pointage' })).toBeInTheDocument();
    await events.type(within(section).getByLabelText('Ajouter un remplaçant'), 'Emm');
    await events.click(await within(section).findByRole('button', { name: /Ajouter comme remplaçant/ }));
    expect(await within(section).findByText('Emma rejoint les remplaçants.')).toBeInTheDocument();
    const tournament = await server().as(club.alice).get<Tournament>(`/tournois/${id}`);
    expect(tournament.presents).toEqual([club.bruno.user.user_id]);
    expect(tournament.remplacants).toEqual([club.emma.user.user_id]);
  });

  it('« Remplacer »: an absent player’s seat goes to the substitute', async () => {
    const id = await newTournament();
    await server()
      .as(club.alice)
      .post(`/tournois/${id}/joueurs/add`, { user_id: club.emma.user.user_id, remplacant: true });
    await server().as(club.alice).post(`/tournois/${id}/rondes`, { mode: 'equilibre' });
    await server()
      .as(club.alice)
      .patch(`/tournois/${id}/joueurs/${club.david.user.user_id}`, { absent: true });
    const events = userEvent.setup();
    renderApp(`/tournois/${id}/admin`, { preloadedState: club.alice.session });
    await events.click(await screen.findByRole('button', { name: 'Remplacer David' }));
    expect(screen.getByRole('option', { name: 'Emma (remplaçant)' })).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Confirmer' }));
    await waitFor(async () => {
      const [ronde] = await server()
        .as(club.alice)
        .get<Array<{ tables: Array<{ joueurs: string[] }> }>>(`/tournois/${id}/rondes`);
      expect(ronde!.tables[0]!.joueurs).toContain(club.emma.user.user_id);
    });
  });

  it('a seated substitute keeps their name clear of « Remplacer », and is ticked for the next ronde once checked in', async () => {
    const id = await newTournament();
    await server()
      .as(club.alice)
      .post(`/tournois/${id}/joueurs/add`, { user_id: club.emma.user.user_id, remplacant: true });
    for (const player of [club.alice, club.bruno, club.chloe]) {
      await put(`/tournois/${id}/presences/${player.user.user_id}`);
    }
    const four = [club.alice, club.bruno, club.chloe, club.david].map((player) => player.user.user_id);
    await server().as(club.alice).post(`/tournois/${id}/rondes`, { mode: 'equilibre', joueurs: four });
    await server().as(club.alice).post(`/tournois/${id}/rondes/1/remplacements`, {
      joueur: club.david.user.user_id,
      remplacant: club.emma.user.user_id,
    });
    const events = userEvent.setup();
    renderApp(`/tournois/${id}/admin?etape=rondes`, { preloadedState: club.alice.session });
    const table = await screen.findByRole('listitem', { name: 'Table 1' });
    await waitFor(() => expect(table).toHaveTextContent('Emma'));
    // Seated by the admin, not yet checked in: her seat is hers, nothing offers to give it away.
    expect(within(table).queryByRole('button', { name: /^Remplacer/ })).not.toBeInTheDocument();
    cleanup();

    await put(`/tournois/${id}/presences/${club.emma.user.user_id}`);
    renderApp(`/tournois/${id}/admin?etape=rondes`, { preloadedState: club.alice.session });
    await events.click(await screen.findByRole('button', { name: 'Nouvelle ronde' }));
    const present = (name: string) => screen.getByRole('checkbox', { name });
    await waitFor(() => expect(present('Emma')).toBeChecked());
    expect(present('David')).not.toBeChecked();
    expect(present('Bruno')).toBeChecked();
  });

  it('« Export EMA »: the checks first, then the workbook downloads', async () => {
    const id = await newTournament();
    await addFinishedGame(server(), club.alice, id, [
      [club.alice, 45000],
      [club.bruno, 35000],
      [club.chloe, 25000],
      [club.david, 15000],
    ]);
    // Their identities shared, the checks name the missing EMA numbers.
    for (const player of [club.bruno, club.chloe, club.david]) {
      await server().as(player).put(`/tournois/${id}/identite`);
    }
    const created: Blob[] = [];
    // Spied, not assigned: `URL` is Node's own, shared by the run's other test files (restored after each).
    jest.spyOn(URL, 'createObjectURL').mockImplementation((object) => {
      const blob = object as Blob;
      created.push(blob);
      return 'blob:ema';
    });
    jest.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const events = userEvent.setup();
    renderApp(`/tournois/${id}/admin?etape=classement`, { preloadedState: club.alice.session });
    await events.click(await screen.findByRole('button', { name: 'Export EMA' }));
    const dialog = await screen.findByRole('dialog', { name: 'Avant l’envoi à l’EMA' });
    expect(within(dialog).getByText(/^Sans numéro EMA : /)).toBeInTheDocument();
    await events.click(within(dialog).getByRole('button', { name: 'Télécharger quand même' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(created).toHaveLength(1);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('EMA-Tournoi-du-club.xlsx');
  });

  it('the observer’s report: participants by country, rondes, games', async () => {
    const id = await newTournament();
    await server().as(club.alice).patch('/users/profil', { pays: 'FR' });
    await server().as(club.bruno).patch('/users/profil', { pays: 'FR' });
    await server().as(club.chloe).patch('/users/profil', { pays: 'BE' });
    await server().as(club.david).patch('/users/profil', { pays: null });
    // Every player shares their identity with the tournament, its admin (a player too) included.
    for (const player of [club.alice, club.bruno, club.chloe, club.david]) {
      await server().as(player).put(`/tournois/${id}/identite`);
    }
    await server().as(club.alice).post(`/tournois/${id}/rondes`, { mode: 'equilibre' });
    await server().as(club.alice).post(`/tournois/${id}/penalites`, {
      joueur: club.bruno.user.user_id,
      points: -5,
      motif: 'Téléphone à la table',
    });
    renderApp(`/tournois/${id}/rapport`, { preloadedState: club.alice.session });
    expect(await screen.findByRole('heading', { name: 'Participants par pays (4)' })).toBeInTheDocument();
    const rows = screen.getAllByRole('row').map((row) => row.textContent);
    expect(rows).toEqual(['PaysJoueurs', 'FR2', 'BE1', 'Non renseigné1']);
    expect(await screen.findByText(/Ronde 1 — .* — 90 min, 1 tables/)).toBeInTheDocument();
    expect(screen.getByText('0 parties terminées, 0 donnes saisies tour par tour.')).toBeInTheDocument();
    const penalties = screen.getByRole('region', { name: 'Pénalités' });
    expect(
      await within(penalties).findByText('Bruno : \u22125,0 — Téléphone à la table'),
    ).toBeInTheDocument();
  });
});

describe('the player’s pages', () => {
  it('signs up by the link, then waits when full; the tournaments page shows the rank', async () => {
    const id = await newTournament();
    const { jeton } = await put<RegistrationResponse>(`/tournois/${id}/inscriptions`, {
      ouvertes: true,
      places: 5,
    });
    const [first, second] = await server().signUpAll(['Fanny', 'Gilles']);
    const events = userEvent.setup();
    renderApp(`/inscription/${jeton}`, { preloadedState: first!.session });
    await events.click(await screen.findByRole('button', { name: 'M’inscrire' }));
    expect(await screen.findByText('Inscrit')).toBeInTheDocument();
    cleanup();
    renderApp(`/inscription/${jeton}`, { preloadedState: second!.session });
    await events.click(await screen.findByRole('button', { name: 'M’inscrire' }));
    expect(await screen.findByText('En liste d’attente (1er)')).toBeInTheDocument();
    cleanup();
    renderApp('/mes-tournois', { preloadedState: second!.session });
    expect(await screen.findByText('En liste d’attente (1er)')).toBeInTheDocument();
    cleanup();
    // Fanny withdraws: Gilles gets her place and his tournaments page says so.
    renderApp(`/inscription/${jeton}`, { preloadedState: first!.session });
    // Asked first: « Garder ma place » keeps it.
    await events.click(await screen.findByRole('button', { name: 'Me désinscrire' }));
    await events.click(screen.getByRole('button', { name: 'Garder ma place' }));
    expect(screen.getByText('Inscrit')).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Me désinscrire' }));
    const confirm = screen.getByRole('dialog', { name: 'Confirmation' });
    expect(confirm).toHaveTextContent(
      'Te désinscrire de « Tournoi du club » ? Ta place ira à la personne suivante sur la liste d’attente.',
    );
    await events.click(within(confirm).getByRole('button', { name: 'Me désinscrire' }));
    expect(await screen.findByRole('button', { name: 'M’inscrire' })).toBeInTheDocument();
    cleanup();
    renderApp('/mes-tournois', { preloadedState: second!.session });
    expect(await screen.findByText('Une place s’est libérée : elle est pour toi')).toBeInTheDocument();
  });

  it('an unknown link says so; a closed one offers no sign-up', async () => {
    renderApp('/inscription/inconnu', { preloadedState: club.emma.session });
    expect(await screen.findByText(/Ce lien d’inscription n’existe pas/)).toBeInTheDocument();
    cleanup();
    const id = await newTournament();
    const { jeton } = await put<RegistrationResponse>(`/tournois/${id}/inscriptions`, {
      ouvertes: false,
      places: null,
      nouveau_lien: true,
    });
    renderApp(`/inscription/${jeton}`, { preloadedState: club.emma.session });
    expect(await screen.findByText('Les inscriptions à ce tournoi sont closes.')).toBeInTheDocument();
  });

  it('checks in by the venue code; someone outside the tournament is told why not', async () => {
    const id = await newTournament();
    const { jeton } = await put<{ jeton: string }>(`/tournois/${id}/pointage`);
    renderApp(`/pointage/${jeton}`, { preloadedState: club.bruno.session });
    expect(
      await screen.findByText('Ton arrivée au tournoi « Tournoi du club » est pointée.'),
    ).toBeInTheDocument();
    cleanup();
    renderApp(`/pointage/${jeton}`, { preloadedState: club.emma.session });
    expect(
      await screen.findByText(/Tu ne fais pas partie de ce tournoi : pointage impossible/),
    ).toBeInTheDocument();
  });

  it('the account’s identity fields: saved, and a wrong EMA number refused', async () => {
    const [player] = await server().signUpAll(['Hélène']);
    const events = userEvent.setup();
    renderApp('/', { preloadedState: player!.session });
    const section = await screen.findByRole('region', { name: 'Identité (tournois et EMA)' });
    await events.type(await within(section).findByLabelText('Prénom'), 'Hélène');
    await events.type(within(section).getByLabelText('Nom'), 'Roy');
    await events.type(within(section).getByLabelText('Numéro EMA'), '0416');
    await events.click(within(section).getByRole('button', { name: 'Enregistrer' }));
    expect(
      within(section).getByText('Le numéro EMA doit faire exactement 8 chiffres (par exemple 04160092).'),
    ).toBeInTheDocument();
    await events.type(within(section).getByLabelText('Numéro EMA'), '0092');
    // The country by its French name: « Allemagne » is Germany (DE), not Albania (AL).
    await events.selectOptions(within(section).getByLabelText('Pays'), 'Allemagne');
    // A club name over 100 characters is refused whole, in French, not cut.
    const longClub = `Club ${'de mahjong '.repeat(10)}de Lyon`;
    await events.type(within(section).getByLabelText('Club'), longClub);
    expect(within(section).getByLabelText('Club')).toHaveValue(longClub);
    await events.click(within(section).getByRole('button', { name: 'Enregistrer' }));
    expect(within(section).getByText('Le club doit faire au plus 100 caractères.')).toBeInTheDocument();
    await events.clear(within(section).getByLabelText('Club'));
    await events.type(within(section).getByLabelText('Club'), 'Tonpuu');
    await events.click(within(section).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(section).findByText('Profil enregistré.')).toBeInTheDocument();
    expect(within(section).getByLabelText('Pays')).toHaveValue('DE');
    expect(within(section).getByRole('option', { name: 'Allemagne', selected: true })).toBeInTheDocument();
    expect(await server().as(player!).get('/users/profil')).toMatchObject({
      prenom: 'Hélène',
      nom: 'Roy',
      numero_ema: '04160092',
      pays: 'DE',
      club: 'Tonpuu',
    });
  });
});
