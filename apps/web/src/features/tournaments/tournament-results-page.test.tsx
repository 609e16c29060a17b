import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi } from '../../test/fake-api';
import { alice, renderApp, signedIn } from '../../test/render';
import { ALICE, BRUNO, CHLOE, DAVID, EMMA, FINISHED_AT, FakeTournaments } from './test-support/fake-tournaments';

const bruno = { ...alice, user_id: BRUNO, pseudo: 'Bruno', email: '' };

/**
 * A finished tournament of five. Results (score − 30000 + uma 15/5/−5/−15 k): Bruno +30 +6 = +36,0;
 * Emma +17,0; Alice +10 −18 = −8,0; Chloé −10 −5 = −15,0; David −30,0.
 */
function setUp(overrides = {}) {
  const api = installFakeApi();
  const tournaments = new FakeTournaments(api);
  tournaments.add({
    id: 't1',
    nom: 'Tournoi d’automne',
    joueurs: [ALICE, BRUNO, CHLOE, DAVID, EMMA],
    etat: 'terminé',
    date_fin: FINISHED_AT,
    ...overrides,
  });
  tournaments.addFinishedGame(
    't1',
    { [BRUNO]: 45000, [ALICE]: 35000, [CHLOE]: 25000, [DAVID]: 15000 },
    { id: 'g-1', nom: 'Table 1', date_debut: '2025-09-20T09:00:00.000Z' },
  );
  tournaments.addFinishedGame(
    't1',
    { [EMMA]: 32000, [BRUNO]: 31000, [CHLOE]: 30000, [ALICE]: 27000 },
    { id: 'g-2', nom: 'Table 2', date_debut: '2025-09-20T14:00:00.000Z' },
  );
  return { api, tournaments };
}

/** jsdom's Blob has no arrayBuffer(): read it the way older browsers do. */
function readBytes(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

async function openAs(user = alice) {
  const events = userEvent.setup();
  renderApp('/tournois/t1/resultats', { preloadedState: signedIn(user) });
  await screen.findByRole('region', { name: 'Podium' });
  return events;
}

describe('/tournois/{id}/resultats', () => {
  it('shows the podium, the rest of the ranking, the finish date and the participant count', async () => {
    setUp();
    await openAs();
    expect(screen.getByRole('heading', { name: 'Tournoi d’automne', level: 1 })).toBeInTheDocument();
    const podium = within(screen.getByRole('region', { name: 'Podium' })).getAllByRole('listitem');
    expect(podium.map((step) => step.textContent)).toEqual([
      '🥇1erBruno+36,0',
      '🥈2eEmma+17,0',
      '🥉3eAlice-8,0',
    ]);
    const rest = screen.getAllByRole('row').slice(1);
    expect(rest.map((row) => row.textContent)).toEqual(['4Chloé-15,0', '5David-30,0']);
    expect(screen.getByText(/Terminé le 20 sept\. 2025/)).toHaveTextContent('5 participants');
    expect(screen.getByRole('link', { name: 'Retour' })).toHaveAttribute('href', '/mes-tournois');
  });

  it('links every pseudo of the podium and the ranking to the player statistics, and shows the highlights', async () => {
    setUp();
    await openAs();
    const podium = screen.getByRole('region', { name: 'Podium' });
    expect(within(podium).getByRole('link', { name: 'Bruno' })).toHaveAttribute('href', '/joueurs/u-bruno');
    expect(screen.getByRole('link', { name: 'David' })).toHaveAttribute('href', '/joueurs/u-david');
    // Both games were entered with their final scores: no round, no highlight.
    const highlights = await screen.findByRole('region', { name: 'Faits marquants' });
    expect(highlights).toHaveTextContent('Pas de fait marquant : aucune partie saisie tour par tour n’est terminée.');
  });

  it('counts an admin who played among the participants', async () => {
    const api = installFakeApi();
    const tournaments = new FakeTournaments(api);
    tournaments.add({ id: 't1', joueurs: [BRUNO, CHLOE, DAVID, EMMA], etat: 'terminé', date_fin: FINISHED_AT });
    tournaments.addFinishedGame('t1', { [ALICE]: 45000, [BRUNO]: 35000, [CHLOE]: 25000, [DAVID]: 15000 });
    await openAs();
    expect(screen.getByText(/Terminé le 20 sept\. 2025/)).toHaveTextContent('5 participants');
  });

  it('says « Pas encore de scores enregistrés. » when no game was recorded', async () => {
    const api = installFakeApi();
    new FakeTournaments(api).add({ id: 't1', etat: 'terminé', date_fin: FINISHED_AT });
    renderApp('/tournois/t1/resultats', { preloadedState: signedIn() });
    expect(await screen.findByText('Pas encore de scores enregistrés.')).toBeInTheDocument();
    expect(screen.getByText(/Terminé le 20 sept\. 2025/)).toHaveTextContent('4 participants');
  });

  it('lets the admin reopen the tournament and go back to its admin page', async () => {
    const { api, tournaments } = setUp();
    const user = await openAs();
    await user.click(screen.getByRole('button', { name: 'Rouvrir le tournoi' }));
    expect(await screen.findByRole('link', { name: 'Nouvelle partie' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/tournois/t1/admin');
    expect(api.sent('PATCH', '/tournois/t1/etat')[0]?.body).toEqual({ new_state: 'en cours' });
    expect(tournaments.tournaments.get('t1')?.etat).toBe('en cours');
  });

  it('says when the tournament cannot be reopened', async () => {
    const { api } = setUp();
    api.on('PATCH', '/tournois/:id/etat', () => ({ status: 500 }));
    const user = await openAs();
    await user.click(screen.getByRole('button', { name: 'Rouvrir le tournoi' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Impossible de rouvrir le tournoi.');
  });

  it('offers reopening to the admin only', async () => {
    setUp();
    await openAs(bruno);
    expect(screen.queryByRole('button', { name: 'Rouvrir le tournoi' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exporter en CSV' })).toBeInTheDocument();
  });

  it('keeps a hidden ranking from the players after the finish until the admin publishes it', async () => {
    const { tournaments } = setUp({ classement_visible: false });
    tournaments.viewer = BRUNO;
    renderApp('/tournois/t1/resultats', { preloadedState: signedIn(bruno) });
    expect(await screen.findByText("Ce classement est masqué par l'administrateur du tournoi.")).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Podium' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Publier le classement' })).not.toBeInTheDocument();
  });

  it('shows the admin the podium of a hidden ranking with « Publier le classement »', async () => {
    const { api, tournaments } = setUp({ classement_visible: false });
    const user = await openAs();
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent("Classement masqué par l'admin.");
    expect(note).toHaveTextContent('Les joueurs ne voient pas encore le podium');
    await user.click(within(note).getByRole('button', { name: 'Publier le classement' }));
    await waitFor(() => expect(screen.queryByRole('note')).not.toBeInTheDocument());
    expect(api.sent('PATCH', '/tournois/t1/classement-visible')[0]?.body).toEqual({ visible: true });
    expect(tournaments.tournaments.get('t1')?.classement_visible).toBe(true);
    expect(screen.getByRole('region', { name: 'Podium' })).toHaveTextContent('Bruno');
  });

  it.each([
    ['the admin to the admin page', alice, /^\/tournois\/t1\/admin$/],
    ['a participant to the participant page', bruno, /^\/tournois\/t1$/],
  ])('sends %s while the tournament runs', async (_case, user, target) => {
    setUp({ etat: 'en cours', date_fin: null });
    renderApp('/tournois/t1/resultats', { preloadedState: signedIn(user) });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(target));
    expect(await screen.findByRole('heading', { name: 'Tournoi d’automne', level: 1 })).toBeInTheDocument();
  });

  it.each(['/tournois/:id', '/tournois/:id/classement'])('says when the results cannot be loaded (%s fails)', async (route) => {
    const { api } = setUp();
    api.on('GET', route, () => ({ status: 500 }));
    renderApp('/tournois/t1/resultats', { preloadedState: signedIn() });
    expect(await screen.findByRole('alert')).toHaveTextContent('Impossible de charger les résultats du tournoi.');
  });

  describe('CSV export', () => {
    const files: Array<{ name: string; blob: Blob }> = [];
    let lastBlob: Blob | undefined;

    beforeEach(() => {
      files.length = 0;
      Object.defineProperty(URL, 'createObjectURL', {
        configurable: true,
        value: (blob: Blob) => {
          lastBlob = blob;
          return 'blob:resultats';
        },
      });
      Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => undefined });
      // jsdom cannot download: the click records what the browser would save.
      jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        files.push({ name: this.download, blob: lastBlob! });
      });
    });

    afterEach(() => {
      delete (URL as { createObjectURL?: unknown }).createObjectURL;
      delete (URL as { revokeObjectURL?: unknown }).revokeObjectURL;
    });

    it('downloads the ranking and every game as a French CSV file', async () => {
      setUp();
      const user = await openAs(bruno);
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
        'Place;Joueur;Points',
        '1;Bruno;36,0',
        '2;Emma;17,0',
        '3;Alice;-8,0',
        '4;Chloé;-15,0',
        '5;David;-30,0',
        '',
      ]);
      expect(lines[13]).toBe('Parties');
      expect(lines[15]).toMatch(/^Table 1;;;20\/09\/2025 \d\d:00;terminé;Bruno;45000;Alice;35000;Chloé;25000;David;15000$/);
      expect(lines[16]).toMatch(/^Table 2;;;20\/09\/2025 \d\d:00;terminé;Emma;32000;Bruno;31000;Chloé;30000;Alice;27000$/);
    });
  });
});
