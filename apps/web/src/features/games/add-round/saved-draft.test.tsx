import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sheetOf } from '../../../hooks/use-back-closes';
import { withRealServer, type Player } from '../../../test/real-server';
import { renderApp } from '../../../test/render';
import { draftKey } from './saved-draft';

const server = withRealServer();
// Each test opens the round entry page on the real server and types a round: the first one loads the
// page's modules, which takes seconds on a loaded 2-core machine (as setup.ts says of `findBy…`).
jest.setTimeout(20_000);

/** Four players (signed up once for the file: each sign-up hashes a password) and a new game of theirs. */
const players: Player[] = [];
beforeAll(async () => {
  for (const name of ['Alice', 'Bruno', 'Chloe', 'David']) players.push(await server().signUp(name));
}, 30_000);

async function tableOfFour() {
  const { id } = await server()
    .as(players[0]!)
    .post<{ id: string }>('/parties/', { joueurs: players.map((player) => player.user.user_id) });
  return { players, id };
}

const group = (name: string) => screen.getByRole('group', { name });

describe('the round being typed is kept per game', () => {
  it('comes back after the page is closed, and goes once the round is recorded', async () => {
    const { players, id } = await tableOfFour();
    const bruno = players[1]!.user.pseudo;
    const user = userEvent.setup({ delay: null });
    const first = renderApp(`/add-tour/${id}`, { preloadedState: players[0]!.session });
    await user.click(await screen.findByLabelText('Tsumo'));
    await user.click(within(group('Gagnant')).getByLabelText(bruno));
    await user.selectOptions(screen.getByLabelText(`Han de ${bruno}`), '3');
    first.unmount();
    expect(window.localStorage.getItem(draftKey(id))).not.toBeNull();

    // The phone killed the tab: the page opens again with Tsumo, Bruno and 3 han still picked.
    renderApp(`/add-tour/${id}`, { preloadedState: players[0]!.session });
    expect(await screen.findByLabelText('Tsumo')).toBeChecked();
    expect(within(group('Gagnant')).getByLabelText(bruno)).toBeChecked();
    expect(screen.getByLabelText(`Han de ${bruno}`)).toHaveValue('3');
    await user.selectOptions(screen.getByLabelText(`Fu de ${bruno}`), '30');
    await user.click(screen.getByRole('button', { name: 'Valider le tour' }));
    expect(await screen.findByText('Tour 1 enregistré.')).toBeInTheDocument();
    expect(window.localStorage.getItem(draftKey(id))).toBeNull();
    expect(server().sent('POST', `/parties/tours/${id}`)).toHaveLength(1);
  });

  it('is kept for its own game only, and ignored when unreadable', async () => {
    const { players, id } = await tableOfFour();
    window.localStorage.setItem(draftKey(id), '{"type":"tsumo","winners":"pas une liste"}');
    window.localStorage.setItem(draftKey('une-autre-partie'), JSON.stringify({ type: 'ron' }));
    renderApp(`/add-tour/${id}`, { preloadedState: players[0]!.session });
    expect(await screen.findByLabelText('Tsumo')).not.toBeChecked();
    expect(screen.getByLabelText('Ron')).not.toBeChecked();
  });
});

describe('the back gesture on /add-tour', () => {
  it('closes an open sheet and stays on the game', async () => {
    const { players, id } = await tableOfFour();
    const user = userEvent.setup({ delay: null });
    renderApp(`/add-tour/${id}`, { preloadedState: players[0]!.session });
    await user.click(await screen.findByRole('button', { name: 'Historique' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    window.history.back();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('location')).toHaveTextContent(`/add-tour/${id}`);

    // Closed by its own button, the sheet leaves its entry spent; the next sheet reuses it.
    await user.click(screen.getByRole('button', { name: 'Historique' }));
    await user.click(await screen.findByRole('button', { name: 'Fermer la fenêtre' }));
    expect(sheetOf(window.history.state)).toBe('');
    const entries = window.history.length;
    await user.click(screen.getByRole('button', { name: 'Historique' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(window.history.length).toBe(entries);
  });
});
