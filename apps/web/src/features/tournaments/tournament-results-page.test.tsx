import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Tournament } from '@mj/api';
import { withRealServer } from '../../test/real-server';
import { renderApp } from '../../test/render';
import {
  addFinishedGame,
  createTournament,
  finishTournamentAt,
  type TournamentSeed,
  withClub,
} from '../../test/tournament-seed';

const server = withRealServer();

const club = withClub(server);

/** When the tournaments of this file finish. */
const FINISHED_AT = '2025-09-20T19:30:00.000Z';

/** A tournament of Alice's with these players, finished at FINISHED_AT unless `running`. */
async function tournament(
  seed: Partial<TournamentSeed> & { running?: boolean },
  games: (id: string) => Promise<unknown>,
) {
  const { id } = await createTournament(server(), club.alice, {
    joueurs: [club.alice, club.bruno, club.chloe, club.david],
    ...seed,
  });
  await games(id);
  if (!seed.running) await finishTournamentAt(server(), club.alice, id, FINISHED_AT);
  return id;
}

/**
 * A finished tournament of five. Results (score − 30000 + uma 15/5/−5/−15 k): Bruno +30 +6 = +36,0;
 * Emma +17,0; Alice +10 −18 = −8,0; Chloé −10 −5 = −15,0; David −30,0. The games are named after their
 * start (Europe/Paris): 11:00 and 16:00.
 */
function setUp(seed: Partial<TournamentSeed> & { running?: boolean } = {}) {
  return tournament(
    {
      nom: 'Tournoi d’automne',
      joueurs: [club.alice, club.bruno, club.chloe, club.david, club.emma],
      ...seed,
    },
    async (id) => {
      await addFinishedGame(
        server(),
        club.alice,
        id,
        [
          [club.bruno, 45000],
          [club.alice, 35000],
          [club.chloe, 25000],
          [club.david, 15000],
        ],
        '2025-09-20T09:00:00.000Z',
      );
      await addFinishedGame(
        server(),
        club.alice,
        id,
        [
          [club.emma, 32000],
          [club.bruno, 31000],
          [club.chloe, 30000],
          [club.alice, 27000],
        ],
        '2025-09-20T14:00:00.000Z',
      );
    },
  );
}

/** The tournament as the server keeps it, read while the page may still be loading (hence `act`). */
const stateOf = (id: string) => act(() => server().as(club.alice).get<Tournament>(`/tournois/${id}`));

/** jsdom's Blob has no arrayBuffer(): read it the way older browsers do. */
function readBytes(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

/** The results page as `user`, once its podium shows (`podium` false: a hidden ranking has none). */
async function openAs(id: string, podium = true, user = club.alice) {
  const events = userEvent.setup();
  renderApp(`/tournois/${id}/resultats`, { preloadedState: user.session });
  if (podium) await screen.findByRole('region', { name: 'Podium' });
  else await screen.findByRole('heading', { level: 1 });
  return events;
}

describe('/tournois/{id}/resultats', () => {
  it('shows the podium, the rest of the ranking, the finish date and the participant count', async () => {
    await openAs(await setUp());
    expect(screen.getByRole('heading', { name: 'Tournoi d’automne', level: 1 })).toBeInTheDocument();
    const podium = within(screen.getByRole('region', { name: 'Podium' })).getAllByRole('listitem');
    expect(podium.map((step) => step.textContent)).toEqual([
      '🥇1erBruno+36,0',
      '🥈2eEmma+17,0',
      '🥉3eAlice\u22128,0',
    ]);
    const rest = screen.getAllByRole('row').slice(1);
    // Place, pseudo, points, penalties (none: « – »).
    expect(rest.map((row) => row.textContent)).toEqual(['4eChloé\u221215,0–', '5eDavid\u221230,0–']);
    await waitFor(() =>
      expect(screen.getByText(/Terminé le 20 sept\. 2025/)).toHaveTextContent('5 participants'),
    );
    expect(screen.getByRole('link', { name: 'Retour' })).toHaveAttribute('href', '/mes-tournois');
  });

  it('links every pseudo of the podium and the ranking to the player statistics, and shows the highlights', async () => {
    await openAs(await setUp());
    const podium = screen.getByRole('region', { name: 'Podium' });
    expect(within(podium).getByRole('link', { name: 'Bruno' })).toHaveAttribute(
      'href',
      `/joueurs/${club.bruno.user.user_id}`,
    );
    expect(screen.getByRole('link', { name: 'David' })).toHaveAttribute(
      'href',
      `/joueurs/${club.david.user.user_id}`,
    );
    // Both games were entered with their final scores: no round, no highlight.
    const highlights = await screen.findByRole('region', { name: 'Faits marquants' });
    expect(highlights).toHaveTextContent(
      'Pas de fait marquant : aucune partie saisie tour par tour n’est terminée.',
    );
  });

  it('counts an admin who played among the participants', async () => {
    const id = await tournament({ joueurs: [club.bruno, club.chloe, club.david, club.emma] }, (id) =>
      addFinishedGame(server(), club.alice, id, [
        [club.alice, 45000],
        [club.bruno, 35000],
        [club.chloe, 25000],
        [club.david, 15000],
      ]),
    );
    await openAs(id);
    await waitFor(() =>
      expect(screen.getByText(/Terminé le 20 sept\. 2025/)).toHaveTextContent('5 participants'),
    );
  });

  it('says « Pas encore de scores enregistrés. » when no game was recorded', async () => {
    const id = await tournament({}, async () => undefined);
    renderApp(`/tournois/${id}/resultats`, { preloadedState: club.alice.session });
    expect(await screen.findByText('Pas encore de scores enregistrés.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByText(/Terminé le 20 sept\. 2025/)).toHaveTextContent('4 participants'),
    );
  });

  it('lets the admin reopen the tournament and go back to its admin page', async () => {
    const id = await setUp();
    const user = await openAs(id);
    await user.click(screen.getByRole('button', { name: 'Rouvrir le tournoi' }));
    expect(await screen.findByRole('link', { name: 'Nouvelle partie' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(`/tournois/${id}/admin`);
    expect(server().sent('PATCH', `/tournois/${id}/etat`)[0]?.body).toEqual({ new_state: 'en cours' });
    expect((await stateOf(id)).etat).toBe('en cours');
  });

  it('says when the tournament cannot be reopened', async () => {
    const id = await setUp();
    server().failNext('PATCH', `/tournois/${id}/etat`, { status: 500 });
    const user = await openAs(id);
    await user.click(screen.getByRole('button', { name: 'Rouvrir le tournoi' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Impossible de rouvrir le tournoi.');
  });

  it('offers reopening to the admin only', async () => {
    await openAs(await setUp(), true, club.bruno);
    expect(screen.queryByRole('button', { name: 'Rouvrir le tournoi' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exporter en CSV' })).toBeInTheDocument();
  });

  it('keeps a hidden ranking from the players after the finish until the admin publishes it', async () => {
    const id = await setUp({ classement_visible: false });
    renderApp(`/tournois/${id}/resultats`, { preloadedState: club.bruno.session });
    expect(
      await screen.findByText('Ce classement est masqué par l’administrateur du tournoi.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Podium' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Publier le classement' })).not.toBeInTheDocument();
  });

  it('shows the admin the lines of a hidden ranking, and the podium once « Publier le classement » is tapped', async () => {
    const id = await setUp({ classement_visible: false });
    const user = await openAs(id, false);
    // No podium before the ranking is published: the lines only.
    expect(await screen.findByRole('table', { name: 'Classement' })).toHaveTextContent('Bruno');
    expect(screen.queryByRole('region', { name: 'Podium' })).not.toBeInTheDocument();
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent('Classement masqué par l’admin.');
    expect(note).toHaveTextContent('Les joueurs ne voient pas encore le podium');
    await user.click(within(note).getByRole('button', { name: 'Publier le classement' }));
    await waitFor(() => expect(screen.queryByRole('note')).not.toBeInTheDocument());
    expect(server().sent('PATCH', `/tournois/${id}/classement-visible`)[0]?.body).toEqual({ visible: true });
    expect((await stateOf(id)).classement_visible).toBe(true);
    expect(await screen.findByRole('region', { name: 'Podium' })).toHaveTextContent('Bruno');
  });

  it.each([
    ['the admin to the admin page', () => club.alice, '/admin'],
    ['a participant to the participant page', () => club.bruno, ''],
  ])('sends %s while the tournament runs', async (_case, user, page) => {
    const id = await setUp({ running: true });
    renderApp(`/tournois/${id}/resultats`, { preloadedState: user().session });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`/tournois/${id}${page}`));
    expect(await screen.findByRole('heading', { name: 'Tournoi d’automne', level: 1 })).toBeInTheDocument();
  });

  it.each(['/tournois/:id', '/tournois/:id/classement'])(
    'says when the results cannot be loaded (%s fails)',
    async (route) => {
      const id = await setUp();
      server().failNext('GET', route.replace(':id', id), { status: 500 });
      renderApp(`/tournois/${id}/resultats`, { preloadedState: club.alice.session });
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Impossible de charger les résultats du tournoi.',
      );
    },
  );

  describe('CSV export', () => {
    const files: Array<{ name: string; blob: Blob }> = [];
    let lastBlob: Blob | undefined;

    beforeEach(() => {
      files.length = 0;
      // Spied, not replaced: `URL` is Node's own here (jsdom-environment.ts), shared by every test file of
      // the run, and the setup's restoreAllMocks puts Node's methods back after each test.
      jest.spyOn(URL, 'createObjectURL').mockImplementation((object) => {
        const blob = object as Blob;
        lastBlob = blob;
        return 'blob:resultats';
      });
      jest.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
      // jsdom cannot download: the click records what the browser would save.
      jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        files.push({ name: this.download, blob: lastBlob! });
      });
    });

    it('downloads the ranking and every game as a French CSV file', async () => {
      const user = await openAs(await setUp(), true, club.bruno);
      await user.click(screen.getByRole('button', { name: 'Exporter en CSV' }));
      expect(files).toHaveLength(1);
      const [file] = files;
      expect(file?.name).toBe('resultats-tournoi-d-automne.csv');
      expect(file?.blob.type).toBe('text/csv;charset=utf-8');
      const bytes = await readBytes(file!.blob);
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = new TextDecoder().decode(bytes).split('\r\n');
      expect(lines.slice(5, 13)).toEqual([
        'Classement',
        'Place;Joueur;Points;Pénalités',
        '1;Bruno;36,0;',
        '2;Emma;17,0;',
        '3;Alice;-8,0;',
        '4;Chloé;-15,0;',
        '5;David;-30,0;',
        '',
      ]);
      expect(lines[13]).toBe('Parties');
      expect(lines[15]).toMatch(
        /^Partie du 20 sept\. 2025, 11:00(?: \(\d+\))?;;;20\/09\/2025 \d\d:00;terminé;Bruno;45000;Alice;35000;Chloé;25000;David;15000$/,
      );
      expect(lines[16]).toMatch(
        /^Partie du 20 sept\. 2025, 16:00(?: \(\d+\))?;;;20\/09\/2025 \d\d:00;terminé;Emma;32000;Bruno;31000;Chloé;30000;Alice;27000$/,
      );
    });
  });
});
