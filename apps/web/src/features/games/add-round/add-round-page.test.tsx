import { describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RoundPayload, RulesChoice } from '@mj/domain';
import { draw, ron } from '@mj/domain/testing';
import { detail, withRealServer } from '../../../test/real-server';
import { renderApp } from '../../../test/render';
import { createTournament, withClub } from '../../../test/tournament-seed';
import { ANOTHER_ROUND, SAME_ROUND } from './moved-on-prompt';

const server = withRealServer();
const club = withClub(server);

/** Alice (East, dealer), Bruno (South), Chloé (West), David (North): their ids in seat order. */
const seats = () => [club.alice, club.bruno, club.chloe, club.david].map((player) => player.user.user_id);
const idOf = (seat: number) => () => seats()[seat]!;
const [ALICE, BRUNO, CHLOE] = [idOf(0), idOf(1), idOf(2)];

/** Bruno's ron on Alice, 3 han 40 fu: 5 200 (rules-classic payment table). */
const ronBrunoOnAlice = () => ron([[BRUNO(), 3, 40]], ALICE());

/** Seven draws where only the dealer's follower is tenpai: the deal passes each time, to South 4. */
const sevenDraws = () => [1, 2, 3, 0, 1, 2, 3].map((seat) => draw([seats()[seat]!]));

/** The game's live stream. */
const STREAM = '/parties/{id}/evenements';

interface Setup {
  /** The game's rules (classic when absent). */
  regles?: RulesChoice;
  /** Rounds entered before the page opens. */
  rounds?: RoundPayload[];
  /** Finished through the API before the page opens. */
  finished?: boolean;
  /** A game of a tournament of the four (administered by Alice). */
  inTournament?: boolean;
  /**
   * GET routes of the game that fail (500) from the page's first request on, `{id}` for the game's id:
   * its live stream refused as while the server restarts (the page hears of nothing), its history.
   */
  down?: string[];
  fakeTimers?: boolean;
}

/** Alice's game of the four, as she opens it on /add-tour. */
async function setup({ rounds = [], finished, inTournament, down = [], fakeTimers, regles }: Setup = {}) {
  if (fakeTimers) jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
  const four = [club.alice, club.bruno, club.chloe, club.david];
  const tournament = inTournament
    ? (await createTournament(server(), club.alice, { joueurs: four })).id
    : undefined;
  const game = await server().startGame(club.alice, four, { rounds, tournament, regles });
  if (finished) await server().as(club.alice).post(`/parties/${game.id}/finish`);
  for (const path of down) server().failUntilRestored('GET', path.replace('{id}', game.id), { status: 500 });
  const user = userEvent.setup(
    fakeTimers ? { advanceTimers: jest.advanceTimersByTime, delay: null } : { delay: null },
  );
  const view = renderApp(`/add-tour/${game.id}`, { preloadedState: club.alice.session });
  /** What the page sent to `method` on the game's rounds (`/parties/tours/{id}` + `suffix`). */
  const sentToRounds = (method: string, suffix = '') =>
    server().sent(method, `/parties/tours/${game.id}${suffix}`);
  return { game, tournament, user, sentToRounds, ...view };
}

const group = (name: string) => screen.getByRole('group', { name });
const seat = (name: RegExp) => screen.getByRole('article', { name });

async function chooseType(user: ReturnType<typeof userEvent.setup>, type: string) {
  await user.click(within(group('Fin du tour')).getByLabelText(type));
}

describe('/add-tour/{partyId}', () => {
  it('shows the board: four seats with scores, the dealer mark, Est - 1 and the pills', async () => {
    const { game } = await setup();
    expect(await screen.findByText('Est - 1')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: game.nom })).toBeInTheDocument();
    expect(seat(/^Alice, Est, donneur$/)).toHaveTextContent('30 000');
    expect(seat(/^Bruno, Sud$/)).toBeInTheDocument();
    expect(seat(/^Chloé, Ouest$/)).toBeInTheDocument();
    expect(seat(/^David, Nord$/)).toBeInTheDocument();
    expect(within(seat(/^Alice/)).getByText('30 000')).toHaveClass('score--positive');
    expect(screen.getByText('Honba').parentElement).toHaveTextContent('Honba 0');
    expect(screen.getByText('Riichi', { selector: '.pill' })).toHaveTextContent('Riichi 0');
  });

  it.each([
    [[], 'Choisis un type de victoire.'],
    [['Tsumo'], 'Tsumo : un seul gagnant.'],
    [['Tsumo', 'winner'], 'Renseigne les han pour chaque gagnant.'],
    [['Tsumo', 'winner', 'han'], 'Renseigne les fu pour chaque gagnant.'],
    [['Ron'], 'Ron : choisis au moins un gagnant.'],
    [['Ron', 'ron-winner'], 'Ron : choisis le perdant (le joueur qui a défaussé).'],
    [['Chombo'], 'Chombo : choisis le fautif.'],
  ])('after %j refuses with « %s »', async (steps, message) => {
    const { sentToRounds, user } = await setup();
    await screen.findByText('Est - 1');
    for (const step of steps) {
      if (step === 'winner') await user.click(within(group('Gagnant')).getByLabelText('Bruno'));
      else if (step === 'ron-winner') await user.click(within(group('Gagnants')).getByLabelText('Bruno'));
      else if (step === 'han') await user.selectOptions(screen.getByLabelText('Han de Bruno'), '3');
      else await chooseType(user, step);
    }
    await user.click(screen.getByRole('button', { name: 'Valider le tour' }));
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(sentToRounds('POST')).toHaveLength(0);
  });

  it('previews the payments, records a ron with its index and idempotency key, then resets the form', async () => {
    const { sentToRounds, user } = await setup();
    await screen.findByText('Est - 1');
    await chooseType(user, 'Ron');
    await user.click(within(group('Gagnants')).getByLabelText('Bruno'));
    await user.click(within(group('Perdant')).getByLabelText('Alice'));
    await user.selectOptions(screen.getByLabelText('Han de Bruno'), '3');
    await user.selectOptions(screen.getByLabelText('Fu de Bruno'), '40');
    // 3 han 40 fu, non-dealer ron: 5 200 (rules-classic payment table).
    const preview = screen.getByRole('region', { name: 'Aperçu du règlement' });
    expect(within(preview).getByText('Bruno').parentElement).toHaveTextContent('Brunoreçoit+5 200');
    expect(within(preview).getByText('Alice').parentElement).toHaveTextContent('Alicepaie\u22125 200');
    expect(within(preview).getByText('Chloé').parentElement).toHaveTextContent('inchangé');

    await user.click(screen.getByRole('button', { name: 'Valider le tour' }));
    // The answer's confirmation, not the score: the game's stream may show the new score first.
    expect(await screen.findByText('Tour 1 enregistré.')).toBeInTheDocument();
    expect(await within(seat(/^Bruno/)).findByText('35 200')).toBeInTheDocument();
    expect(within(seat(/^Alice/)).getByText('24 800')).toHaveClass('score--negative');
    const [sent] = sentToRounds('POST');
    expect(sent?.body).toMatchObject({ ...ronBrunoOnAlice(), index: 0 });
    expect(sent?.headers.get('Idempotency-Key')).toMatch(/.{8,}/);
    // The dealer lost: the deal passes to Bruno.
    expect(screen.getByText('Est - 2')).toBeInTheDocument();
    expect(within(group('Fin du tour')).getByLabelText('Ron')).not.toBeChecked();
    expect(screen.queryByRole('region', { name: 'Aperçu du règlement' })).toBeNull();
  });

  it('resets winners, loser, tenpai and han/fu when another victory type is chosen', async () => {
    const { user } = await setup();
    await screen.findByText('Est - 1');
    await chooseType(user, 'Ron');
    await user.click(within(group('Gagnants')).getByLabelText('Bruno'));
    await user.selectOptions(screen.getByLabelText('Han de Bruno'), '2');
    await chooseType(user, 'Tsumo');
    expect(within(group('Gagnant')).getByLabelText('Bruno')).not.toBeChecked();
    expect(screen.queryByLabelText('Han de Bruno')).toBeNull();
    await user.click(within(group('Gagnant')).getByLabelText('Bruno'));
    expect(screen.getByLabelText('Han de Bruno')).toHaveValue('');
  });

  it('shows the server detail, or the fallback, when the round is refused', async () => {
    const { game, user } = await setup();
    const rounds = `/parties/tours/${game.id}`;
    server().failNext('POST', rounds, detail('Un joueur indiqué ne fait pas partie de la partie.', 422));
    await screen.findByText('Est - 1');
    await chooseType(user, 'Pioche épuisée');
    await user.click(within(group('Joueurs tenpai')).getByLabelText('Chloé'));
    await user.click(screen.getByRole('button', { name: 'Valider le tour' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Un joueur indiqué ne fait pas partie de la partie.',
    );
    server().failNext('POST', rounds, { status: 500 });
    await user.click(screen.getByRole('button', { name: 'Valider le tour' }));
    expect(await screen.findByText("Erreur lors de l'ajout du tour.")).toBeInTheDocument();
  });

  it('after a 409, shows the round the other phone recorded next to the typed one and never resends blindly', async () => {
    const { game, sentToRounds, user } = await setup({ down: [STREAM], fakeTimers: true });
    await screen.findByText('Est - 1');
    // The other phone records Bruno's ron on Alice first (this one hears nothing of it: no stream, and
    // the clock does not reach the next poll).
    await server().as(club.bruno).post(`/parties/tours/${game.id}`, ronBrunoOnAlice());
    await chooseType(user, 'Pioche épuisée');
    await user.click(within(group('Joueurs tenpai')).getByLabelText('Chloé'));
    await user.click(screen.getByRole('button', { name: 'Valider le tour' }));
    const conflict = await screen.findByRole('alert', { name: 'Conflit de saisie' });
    expect(
      await within(conflict).findByText('Bruno a enregistré : Ron de Bruno (3 han 40 fu) sur Alice'),
    ).toBeInTheDocument();
    expect(conflict).toHaveTextContent('Ta saisie : Pioche épuisée – tenpai : Chloé');
    expect(screen.queryByRole('button', { name: 'Valider le tour' })).toBeNull();
    expect(sentToRounds('POST')).toHaveLength(1);
    // Another round: sent once more, with the new count.
    const another = within(conflict).getByRole('button', { name: ANOTHER_ROUND });
    await waitFor(() => expect(another).toBeEnabled());
    await user.click(another);
    await waitFor(() => expect(sentToRounds('POST')).toHaveLength(2));
    expect(sentToRounds('POST')[1]?.body).toMatchObject({
      type_victoire: 'tenpai',
      index: 1,
    });
    // Bruno dealt and was not tenpai: the deal passes.
    expect(await screen.findByText('Est - 3')).toBeInTheDocument();
  });

  it('after a 409, « the same round » drops the typed one', async () => {
    const { game, sentToRounds, user } = await setup({ down: [STREAM], fakeTimers: true });
    await screen.findByText('Est - 1');
    await server().as(club.bruno).post(`/parties/tours/${game.id}`, ronBrunoOnAlice());
    await chooseType(user, 'Ron');
    await user.click(within(group('Gagnants')).getByLabelText('Bruno'));
    await user.click(within(group('Perdant')).getByLabelText('Alice'));
    await user.selectOptions(screen.getByLabelText('Han de Bruno'), '3');
    await user.selectOptions(screen.getByLabelText('Fu de Bruno'), '40');
    await user.click(screen.getByRole('button', { name: 'Valider le tour' }));
    await user.click(await screen.findByRole('button', { name: SAME_ROUND }));
    expect(within(group('Fin du tour')).getByLabelText('Ron')).not.toBeChecked();
    expect(sentToRounds('POST')).toHaveLength(1);
    expect(await screen.findByText('Est - 2')).toBeInTheDocument();
  });

  it('undoes after confirmation and shows each player’s delta for 5 seconds', async () => {
    const { sentToRounds, user } = await setup({ rounds: [ronBrunoOnAlice()], fakeTimers: true });
    await screen.findByText('Est - 2');
    await user.click(screen.getByRole('button', { name: 'Annuler le dernier tour' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirmation' });
    expect(dialog).toHaveTextContent('Annuler le tour 1 : Ron de Bruno (3 han 40 fu) sur Alice ?');
    // The safe answer has the focus: a hurried tap keeps the round.
    expect(within(dialog).getByRole('button', { name: 'Garder le tour' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Annuler le tour' }));
    expect(await screen.findByText('Est - 1')).toBeInTheDocument();
    expect(sentToRounds('DELETE', '/last')).toHaveLength(1);
    expect(within(seat(/^Bruno/)).getByText('\u22125 200')).toBeInTheDocument();
    expect(within(seat(/^Alice/)).getByText('+5 200')).toBeInTheDocument();
    await act(async () => {
      jest.advanceTimersByTime(4999);
    });
    expect(within(seat(/^Alice/)).getByText('+5 200')).toBeInTheDocument();
    await act(async () => {
      jest.advanceTimersByTime(1);
    });
    expect(within(seat(/^Alice/)).queryByText('+5 200')).toBeNull();
  });

  it('keeps the game when the undo is cancelled, and reports a failed undo', async () => {
    const { game, sentToRounds, user } = await setup({ rounds: [ronBrunoOnAlice()] });
    await screen.findByText('Est - 2');
    await user.click(screen.getByRole('button', { name: 'Annuler le dernier tour' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Garder le tour' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sentToRounds('DELETE', '/last')).toHaveLength(0);
    server().failNext('DELETE', `/parties/tours/${game.id}/last`, { status: 503 });
    await user.click(screen.getByRole('button', { name: 'Annuler le dernier tour' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Annuler le tour' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Erreur lors de l'annulation du dernier tour.",
    );
  });

  it('finishes after confirmation: final scores overlay once, every control disabled', async () => {
    const { game, user } = await setup({ rounds: [ronBrunoOnAlice()] });
    await screen.findByText('Est - 2');
    await user.click(screen.getByRole('button', { name: 'Finir la partie' }));
    const confirm = screen.getByRole('dialog', { name: 'Confirmation' });
    expect(confirm).toHaveTextContent('Finir la partie ? Cette action est définitive.');
    await user.click(within(confirm).getByRole('button', { name: 'Finir la partie' }));
    const overlay = await screen.findByRole('dialog', { name: 'Scores finaux' });
    expect(server().sent('POST', `/parties/${game.id}/finish`)).toHaveLength(1);
    const rows = within(overlay).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(/^1Bruno35 200/);
    expect(rows[4]).toHaveTextContent(/^4Alice24 800/);
    await user.click(within(overlay).getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('Partie terminée')).toBeInTheDocument();
    // The game shows finished as soon as the server answers; the form is busy (« Enregistrement… ») until
    // the phone has also cleared its outbox.
    expect(await screen.findByRole('button', { name: 'Valider le tour' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Annuler le dernier tour' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Finir la partie' })).toBeDisabled();
    expect(within(group('Fin du tour')).getByLabelText('Tsumo')).toBeDisabled();
  });

  it('does not show the final overlay when opening an already finished game', async () => {
    await setup({ rounds: [ronBrunoOnAlice()], finished: true });
    expect(await screen.findByText('Partie terminée')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Valider le tour' })).toBeDisabled();
  });

  it('reports a failed finish', async () => {
    const { game, user } = await setup();
    server().failNext('POST', `/parties/${game.id}/finish`, { status: 500 });
    await screen.findByText('Est - 1');
    await user.click(screen.getByRole('button', { name: 'Finir la partie' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Finir la partie' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Impossible de terminer la partie.');
  });

  it('opens the history overlay, empty then with a round', async () => {
    const { user } = await setup();
    await screen.findByText('Est - 1');
    await user.click(screen.getByRole('button', { name: 'Historique' }));
    const overlay = screen.getByRole('dialog', { name: 'Historique des tours' });
    expect(await within(overlay).findByText('Aucun tour enregistré.')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Historique' })).toHaveFocus();
  });

  it('lists recorded rounds in the history', async () => {
    const { user } = await setup({ rounds: [ronBrunoOnAlice()] });
    await screen.findByText('Est - 2');
    await user.click(screen.getByRole('button', { name: 'Historique' }));
    const overlay = screen.getByRole('dialog', { name: 'Historique des tours' });
    expect(await within(overlay).findByText(/Ron de Bruno \(3 han 40 fu\) sur Alice/)).toBeInTheDocument();
    expect(within(overlay).getByText('+5 200')).toBeInTheDocument();
  });

  it('shows the history fallback when it cannot be loaded', async () => {
    // Down, not failing once: the page reads the history again when its live stream opens.
    const { user } = await setup({ down: ['/parties/tours/{id}/tours'] });
    await screen.findByText('Est - 1');
    await user.click(screen.getByRole('button', { name: 'Historique' }));
    expect(await screen.findByText('Impossible de charger l’historique.')).toBeInTheDocument();
  });

  it.each([
    [404, 'Partie introuvable.'],
    [500, 'Impossible de charger la partie.'],
  ])('shows the fallback when loading the game answers %i', async (status, message) => {
    // No game has this id: the server's own 404, and a 500 in its place.
    const id = crypto.randomUUID();
    if (status === 500) server().failNext('GET', `/parties/${id}`, { status });
    renderApp(`/add-tour/${id}`, { preloadedState: club.alice.session });
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });
});

describe('/add-tour/{partyId} edges', () => {
  it('says the game is over after North 4 and links a tournament game back to its tournament', async () => {
    // Sixteen exhaustive draws where only the player after the dealer is tenpai: the dealer is noten, so
    // the deal passes every time and the game ends after North 4.
    const rounds = Array.from({ length: 16 }, (_, index) => draw([seats()[(index + 1) % 4]!]));
    const { tournament } = await setup({ rounds, inTournament: true });
    expect(await screen.findByText('Fin de la partie')).toBeInTheDocument();
    expect(screen.getByText('Fin de la partie atteinte : termine la partie.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(screen.getByRole('link', { name: '← Retour au tournoi' })).toHaveAttribute(
      'href',
      `/tournois/${tournament}`,
    );
  });
});

describe('/add-tour/{partyId}: every table situation', () => {
  it('records an all-noten draw chosen with « Personne tenpai »: nobody pays, the deal passes', async () => {
    const { sentToRounds, user } = await setup();
    await screen.findByText('Est - 1');
    await chooseType(user, 'Pioche épuisée');
    await user.click(screen.getByRole('button', { name: 'Valider le tour' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Tenpai : coche les joueurs tenpai, ou « Personne tenpai ».',
    );
    await user.click(screen.getByLabelText('Personne tenpai'));
    expect(screen.getByRole('region', { name: 'Aperçu du règlement' })).toHaveTextContent(
      'Personne ne paie.',
    );
    await user.click(screen.getByRole('button', { name: 'Valider le tour' }));
    expect(await screen.findByText('Est - 2')).toBeInTheDocument();
    expect(sentToRounds('POST')[0]?.body).toMatchObject({
      type_victoire: 'tenpai',
      tenpai: [],
    });
    expect(screen.getByText('Honba').parentElement).toHaveTextContent('Honba 1');
    // The live stream may show the new round before the page's own request answers.
    expect(await screen.findByText('Tour 1 enregistré.')).toBeInTheDocument();
  });

  it('does not ask the fu of a limit hand, and refuses a 1 han 20 fu ron with the domain sentence', async () => {
    const { sentToRounds, user } = await setup();
    await screen.findByText('Est - 1');
    await chooseType(user, 'Ron');
    await user.click(within(group('Gagnants')).getByLabelText('Bruno'));
    await user.click(within(group('Perdant')).getByLabelText('Alice'));
    await user.selectOptions(screen.getByLabelText('Han de Bruno'), '1');
    await user.selectOptions(screen.getByLabelText('Fu de Bruno'), '20');
    await user.click(screen.getByRole('button', { name: 'Valider le tour' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Un ron ne peut pas valoir 20 fu (20 fu : tsumo pinfu seulement).',
    );
    await user.selectOptions(screen.getByLabelText('Han de Bruno'), '5');
    expect(screen.queryByLabelText('Fu de Bruno')).toBeNull();
    // Mangan, non-dealer ron: 8 000.
    expect(
      within(screen.getByRole('region', { name: 'Aperçu du règlement' })).getByText('Bruno').parentElement,
    ).toHaveTextContent('+8 000');
    await user.click(screen.getByRole('button', { name: 'Valider le tour' }));
    expect(await screen.findByText('Est - 2')).toBeInTheDocument();
    expect(sentToRounds('POST')[0]?.body).toMatchObject({ han: { [BRUNO()]: 5 }, fu: {} });
  });

  it('a nagashi mangan asks who was tenpai: Alice (dealer) tenpai keeps the deal', async () => {
    const { user, sentToRounds } = await setup({ regles: 'tenhou' });
    await screen.findByText('Est - 1');
    await chooseType(user, 'Nagashi mangan');
    await user.click(within(group('Nagashi mangan réalisé par')).getByLabelText('Bruno'));
    await user.click(within(group('Joueurs tenpai')).getByLabelText('Alice'));
    // A mangan tsumo to Bruno: 4 000 from Alice (dealer), 2 000 from Chloé and David (Tenhou, 25 000 each).
    expect(
      within(screen.getByRole('region', { name: 'Aperçu du règlement' })).getByText('Bruno').parentElement,
    ).toHaveTextContent('+8 000');
    await user.click(screen.getByRole('button', { name: 'Valider le tour' }));
    expect(await screen.findByText('Tour 1 enregistré.')).toBeInTheDocument();
    expect(screen.getByText('Est - 1')).toBeInTheDocument();
    expect(sentToRounds('POST')[0]?.body).toMatchObject({
      type_victoire: 'nagashi',
      gagnant: [BRUNO()],
      tenpai: [ALICE()],
    });
  });

  it('says the chombo penalty where the chombo is entered', async () => {
    const { user } = await setup();
    await screen.findByText('Est - 1');
    await chooseType(user, 'Chombo');
    await user.click(within(group('Fautif')).getByLabelText('Chloé'));
    const preview = screen.getByRole('region', { name: 'Aperçu du règlement' });
    expect(within(preview).getByText('Chloé').parentElement).toHaveTextContent('−20 pts au résultat final');
  });

  it('offers « Finir la partie » or « Continuer en Ouest » when a round leaves South 4', async () => {
    const { game, user } = await setup({ rounds: sevenDraws() });
    expect(await screen.findByText('Sud - 4')).toBeInTheDocument();
    await chooseType(user, 'Pioche épuisée');
    await user.click(screen.getByLabelText('Personne tenpai'));
    await user.click(screen.getByRole('button', { name: 'Valider le tour' }));
    const prompt = await screen.findByRole('dialog', { name: 'Fin du hanchan' });
    await user.click(within(prompt).getByRole('button', { name: 'Continuer en Ouest' }));
    expect(screen.queryByRole('dialog', { name: 'Fin du hanchan' })).toBeNull();
    expect(screen.getByText('Ouest - 1')).toBeInTheDocument();
    expect(server().sent('POST', `/parties/${game.id}/finish`)).toHaveLength(0);
  });

  it('under EMA 2025 the game ends after South 4: only « Finir la partie », no West round', async () => {
    const { user } = await setup({ rounds: sevenDraws(), regles: 'ema-2025' });
    expect(await screen.findByText('Sud - 4')).toBeInTheDocument();
    await chooseType(user, 'Pioche épuisée');
    await user.click(screen.getByLabelText('Personne tenpai'));
    await user.click(screen.getByRole('button', { name: 'Valider le tour' }));
    const prompt = await screen.findByRole('dialog', { name: 'Fin du hanchan' });
    expect(within(prompt).queryByRole('button', { name: 'Continuer en Ouest' })).toBeNull();
    expect(within(prompt).getByRole('button', { name: 'Finir la partie' })).toBeInTheDocument();
  });

  it('« Finir la partie » at the end of the hanchan finishes in one tap', async () => {
    const { game, user } = await setup({ rounds: sevenDraws() });
    await screen.findByText('Sud - 4');
    await chooseType(user, 'Pioche épuisée');
    await user.click(screen.getByLabelText('Personne tenpai'));
    await user.click(screen.getByRole('button', { name: 'Valider le tour' }));
    const prompt = await screen.findByRole('dialog', { name: 'Fin du hanchan' });
    await user.click(within(prompt).getByRole('button', { name: 'Finir la partie' }));
    expect(await screen.findByRole('dialog', { name: 'Scores finaux' })).toBeInTheDocument();
    expect(server().sent('POST', `/parties/${game.id}/finish`)).toHaveLength(1);
  });

  it('names the round the undo will remove', async () => {
    const { user } = await setup({ rounds: [ronBrunoOnAlice()] });
    await screen.findByText('Est - 2');
    await screen.findByText('Honba');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Annuler le dernier tour' })).toBeEnabled(),
    );
    await user.click(screen.getByRole('button', { name: 'Annuler le dernier tour' }));
    expect(await screen.findByRole('dialog', { name: 'Confirmation' })).toHaveTextContent(
      'Annuler le tour 1 : Ron de Bruno (3 han 40 fu) sur Alice ?',
    );
  });

  it('corrects a past round from the history: the form is filled, the preview shows before and after', async () => {
    const { sentToRounds, user } = await setup({ rounds: [ronBrunoOnAlice(), draw([CHLOE()])] });
    await screen.findByText('Est - 3');
    await user.click(screen.getByRole('button', { name: 'Historique' }));
    const history = await screen.findByRole('dialog', { name: 'Historique des tours' });
    const first = (await within(history).findByText(/Ron de Bruno/)).closest('li') as HTMLElement;
    await user.click(within(first).getByRole('button', { name: 'Modifier' }));
    expect(screen.getByText(/Correction du tour 1 : Ron de Bruno/)).toBeInTheDocument();
    expect(within(group('Fin du tour')).getByLabelText('Ron')).toBeChecked();
    expect(screen.getByLabelText('Han de Bruno')).toHaveValue('3');
    // Bruno's ron was 2 han 40 fu: 2 600 instead of 5 200.
    await user.selectOptions(screen.getByLabelText('Han de Bruno'), '2');
    const preview = screen.getByRole('region', { name: 'Aperçu de la correction' });
    expect(within(preview).getByText('Bruno').parentElement).toHaveTextContent('+2 600');
    // Bruno had 35 200 − 1 000 (noten at the draw) = 34 200; after the correction 31 600.
    expect(within(preview).getByText('Bruno').parentElement).toHaveTextContent('score : 34 200 → 31 600');
    await user.click(screen.getByRole('button', { name: 'Enregistrer la correction' }));
    expect(await screen.findByText('Tour 1 corrigé.')).toBeInTheDocument();
    expect(sentToRounds('PUT', '/0')[0]?.body).toMatchObject({
      han: { [BRUNO()]: 2 },
      nb_tours: 2,
    });
    expect(within(seat(/^Bruno/)).getByText('31 600')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Historique' }));
    const again = await screen.findByRole('dialog', { name: 'Historique des tours' });
    expect(await within(again).findByText(/corrigé par Alice/)).toBeInTheDocument();
  });

  it('deletes a past round from the history after a confirmation naming it', async () => {
    const { sentToRounds, user } = await setup({ rounds: [ronBrunoOnAlice(), draw([CHLOE()])] });
    await screen.findByText('Est - 3');
    await user.click(screen.getByRole('button', { name: 'Historique' }));
    const history = await screen.findByRole('dialog', { name: 'Historique des tours' });
    const first = (await within(history).findByText(/Ron de Bruno/)).closest('li') as HTMLElement;
    await user.click(within(first).getByRole('button', { name: 'Supprimer' }));
    const confirm = screen.getByRole('dialog', { name: 'Confirmation' });
    expect(confirm).toHaveTextContent('Supprimer le tour 1 : Ron de Bruno (3 han 40 fu) sur Alice ?');
    await user.click(within(confirm).getByRole('button', { name: 'Supprimer le tour' }));
    expect(await screen.findByText('Tour 1 supprimé.')).toBeInTheDocument();
    expect(sentToRounds('DELETE', '/0')).toHaveLength(1);
    // Only the draw is left: Chloé tenpai at Est 1, Alice (dealer) noten: the deal passes.
    expect(await screen.findByText('Est - 2')).toBeInTheDocument();
  });
});
