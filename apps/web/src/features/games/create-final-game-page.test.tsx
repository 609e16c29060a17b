import { beforeAll, describe, expect, it } from '@jest/globals';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Game, Tournament } from '@mj/api';
import { ROSTER, withRealServer, type Player } from '../../test/real-server';
import { renderApp } from '../../test/render';

const server = withRealServer();

let roster: Player[];
beforeAll(async () => {
  roster = await server().signUpAll(ROSTER);
});
const alice = () => roster[0]!;
/** Alice, Bruno, Chloé and David's ids. */
const four = () => roster.slice(0, 4).map((player) => player.user.user_id);

async function open(route = '/create-party-final') {
  const user = userEvent.setup({ delay: null });
  renderApp(route, { preloadedState: alice().session });
  await screen.findByLabelText('Joueur 1');
  return { user };
}

async function choose(user: ReturnType<typeof userEvent.setup>, slot: number, pseudo: string) {
  await user.type(screen.getByLabelText(`Joueur ${slot}`), pseudo.slice(0, 3));
  await user.click(screen.getByRole('button', { name: `Choisir ${pseudo}` }));
}

async function chooseFour(user: ReturnType<typeof userEvent.setup>) {
  for (const [slot, pseudo] of [
    [1, 'Alice'],
    [2, 'Bruno'],
    [3, 'Chloé'],
    [4, 'David'],
  ] as const) {
    await choose(user, slot, pseudo);
  }
}

/** Clears the score then pastes the value (one input event instead of one per key: the slow CI stays fast). */
async function setScore(user: ReturnType<typeof userEvent.setup>, slot: number, value: string) {
  const input = screen.getByLabelText(`Score ${slot}`);
  await user.clear(input);
  if (value) await user.paste(value);
}

const save = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Enregistrer la partie' }));

describe('/create-party-final', () => {
  it('suggests at most 8 players and never one chosen in another slot', async () => {
    const { user } = await open();
    await user.type(screen.getByLabelText('Joueur 1'), 'a');
    expect(screen.getAllByRole('button', { name: /^Choisir / })).toHaveLength(8);
    await user.click(screen.getByRole('button', { name: 'Choisir Alice' }));
    await user.type(screen.getByLabelText('Joueur 2'), 'a');
    expect(screen.queryByRole('button', { name: 'Choisir Alice' })).toBeNull();
  });

  it('defaults a picked player to 30000 and shows the sum', async () => {
    const { user } = await open();
    await choose(user, 1, 'Alice');
    expect(screen.getByLabelText('Score 1')).toHaveValue('30000');
    await choose(user, 2, 'Bruno');
    expect(screen.getByText('Somme des scores').parentElement).toHaveTextContent('60 000 / 120 000');
  });

  it('asks for 4 players', async () => {
    const { user } = await open();
    await choose(user, 1, 'Alice');
    await save(user);
    expect(screen.getByRole('alert')).toHaveTextContent('Sélectionne 4 joueurs.');
    expect(server().sent('POST', '/parties/manuelle')).toHaveLength(0);
  });

  it('asks for numeric scores, then for a sum of 120 000 with the current sum', async () => {
    const { user } = await open();
    await chooseFour(user);
    await setScore(user, 2, 'beaucoup');
    await save(user);
    expect(screen.getByRole('alert')).toHaveTextContent('Tous les scores doivent être des nombres.');
    await setScore(user, 2, '20000');
    await save(user);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'La somme des scores doit être 120 000 (actuellement 110 000).',
    );
    expect(server().sent('POST', '/parties/manuelle')).toHaveLength(0);
  });

  it('saves the finished game with today’s date and opens its results', async () => {
    const { user } = await open();
    await chooseFour(user);
    await setScore(user, 1, '45000');
    await setScore(user, 2, '35000');
    await setScore(user, 3, '25000');
    await setScore(user, 4, '15000');
    await save(user);
    expect(await screen.findByRole('heading', { name: 'Résultats de la partie' })).toBeInTheDocument();
    const body = server().sent('POST', '/parties/manuelle')[0]?.body as Record<string, unknown>;
    const [a, b, c, d] = four() as [string, string, string, string];
    expect(body).toMatchObject({
      joueurs: [a, b, c, d],
      scores: { [a]: 45000, [b]: 35000, [c]: 25000, [d]: 15000 },
    });
    expect(Date.now() - Date.parse(body.date_debut as string)).toBeLessThan(60_000);
    // The server saved it finished, with those scores.
    cleanup();
    const saved = (await server().as(alice()).get<Game[]>('/users/mes-parties')).find(
      (game) => game.scores[a] === 45000,
    );
    expect(saved).toMatchObject({ etat: 'terminé', scores: { [b]: 35000, [c]: 25000, [d]: 15000 } });
  });

  it('reads scores typed as the app shows them, and a minus from the ± button (no minus key on a phone keypad)', async () => {
    const { user } = await open();
    await chooseFour(user);
    await setScore(user, 1, '58 400');
    await setScore(user, 2, '36\u00a0000');
    await setScore(user, 3, '27.100');
    await setScore(user, 4, '1 500');
    await user.click(screen.getByRole('button', { name: 'Changer le signe du score 4' }));
    expect(screen.getByLabelText('Score 4')).toHaveValue('-1 500');
    expect(screen.getByText('Somme des scores').parentElement).toHaveTextContent('120 000 / 120 000');
    await save(user);
    expect(await screen.findByRole('heading', { name: 'Résultats de la partie' })).toBeInTheDocument();
    const [a, b, c, d] = four() as [string, string, string, string];
    expect(server().sent('POST', '/parties/manuelle')[0]?.body).toMatchObject({
      scores: { [a]: 58400, [b]: 36000, [c]: 27100, [d]: -1500 },
    });
  });

  it('never leaves an unreadable score out of the sum: « 58.4 » is refused, live and on save', async () => {
    const { user } = await open();
    await chooseFour(user);
    await setScore(user, 1, '58.4');
    expect(screen.getByLabelText('Score 1')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Somme des scores').parentElement).toHaveTextContent(
      'Tous les scores doivent être des nombres.',
    );
    await save(user);
    expect(screen.getByRole('alert')).toHaveTextContent('Tous les scores doivent être des nombres.');
    expect(server().sent('POST', '/parties/manuelle')).toHaveLength(0);
  });

  it('says when the player list cannot be loaded, and « Réessayer » loads it again', async () => {
    server().failNext('GET', '/users/users', { status: 500 });
    const user = userEvent.setup({ delay: null });
    renderApp('/create-party-final', { preloadedState: alice().session });
    expect(await screen.findByRole('alert')).toHaveTextContent('Impossible de charger la liste des joueurs.');
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByLabelText('Joueur 1')).toBeInTheDocument();
  });

  it('returns to the tournament admin page inside a tournament and reports a failure', async () => {
    // Bruno, Chloé, David and Emma play; Alice, its admin, enters their table's final scores.
    const tournament = await server()
      .as(alice())
      .post<Tournament>('/tournois/', {
        nom: 'Open',
        date_debut: '2025-09-20',
        joueurs: roster.slice(1, 5).map((player) => player.user.user_id),
      });
    const { user } = await open(`/create-party-final?tournoiId=${tournament.id}`);
    server().failNext('POST', '/parties/manuelle', { status: 500 });
    await chooseFour(user);
    await save(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Erreur lors de la création.');
    await save(user);
    expect(server().sent('POST', '/parties/manuelle')[1]?.body).toMatchObject({ tournois_id: tournament.id });
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(`/tournois/${tournament.id}/admin`),
    );
    // Saved once, in the tournament (asked once the admin page is gone, so that its own requests do
    // not answer outside the test's view).
    cleanup();
    const games = await server().as(alice()).get<Game[]>(`/tournois/${tournament.id}/parties`);
    expect(games).toHaveLength(1);
  });
});

describe('/choose-party-mode', () => {
  it('offers turn-by-turn and finished-game entry, keeping the tournament', async () => {
    renderApp('/choose-party-mode?tournoiId=t-1', { preloadedState: alice().session });
    expect(await screen.findByRole('link', { name: /Saisie tour par tour/ })).toHaveAttribute(
      'href',
      '/create-party?tournoiId=t-1',
    );
    expect(screen.getByRole('link', { name: /Partie terminée/ })).toHaveAttribute(
      'href',
      '/create-party-final?tournoiId=t-1',
    );
  });
});
