/**
 * Offline from the first visit: a game page read once (no service worker in Jest, as on a first visit
 * before it took control) is reloaded without network. The phone's own copies give the board with the
 * players' names and the waiting rounds, and the next round is taken; it is stored once, network back.
 */
import 'fake-indexeddb/auto';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initialNetworkState, wentOffline, wentOnline } from '../../../store/network-slice';
import { withRealServer, type Player } from '../../../test/real-server';
import { renderApp } from '../../../test/render';

const server = withRealServer();

let players: Player[];
beforeAll(async () => {
  players = await server().signUpAll(['Alice', 'Bruno', 'Chloé', 'David']);
});

const seat = (pseudo: string) => screen.getByRole('article', { name: new RegExp(`^${pseudo},`) });
const group = (name: string) => screen.getByRole('group', { name });

describe('a game page read once, reloaded without network', () => {
  it('shows the board with names and the waiting round, takes the next round, and sends it once', async () => {
    const joueurs = players.map((player) => player.user.user_id);
    const { id } = await server().as(players[0]!).post<{ id: string }>('/parties/', { joueurs });
    const user = userEvent.setup({ delay: null });
    const online = { ...players[0]!.session, network: { ...initialNetworkState, online: true } };

    // First visit, online: the page reads the game, its rounds and the pseudos.
    const first = renderApp(`/add-tour/${id}`, { preloadedState: online });
    await screen.findByText('Est - 1');
    await waitFor(() => expect(seat('Bruno')).toBeInTheDocument());
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    first.unmount();

    // The network goes; the phone reloads the page.
    const restore = server().cutNetwork();
    const { store } = renderApp(`/add-tour/${id}`, {
      preloadedState: { ...online, network: { ...initialNetworkState, online: false } },
    });
    expect(await screen.findByText('Est - 1')).toBeInTheDocument();
    await waitFor(() => expect(seat('Chloé')).toHaveTextContent('30 000'));
    expect(screen.queryByText('Joueur inconnu')).toBeNull();

    // The next round: Chloé's tsumo 3 han 30 fu, non-dealer: 1 000 / 2 000, +4 000.
    await user.click(within(group('Fin du tour')).getByLabelText('Tsumo'));
    await user.click(within(group('Gagnant')).getByLabelText('Chloé'));
    await user.selectOptions(screen.getByLabelText('Han de Chloé'), '3');
    await user.selectOptions(screen.getByLabelText('Fu de Chloé'), '30');
    await user.click(screen.getByRole('button', { name: 'Valider le tour' }));
    expect(await screen.findByText('Tour 1 en attente d’envoi.')).toBeInTheDocument();
    expect(seat('Chloé')).toHaveTextContent('34 000');
    expect(server().sent('POST', `/parties/tours/${id}`)).toHaveLength(0);

    // The network comes back: the round goes, once.
    restore();
    act(() => {
      store.dispatch(wentOffline());
      store.dispatch(wentOnline());
    });
    await waitFor(() => expect(server().sent('POST', `/parties/tours/${id}`)).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText('1 tour en attente d’envoi')).toBeNull());
    const { tours } = await server()
      .as(players[0]!)
      .get<{ tours: unknown[] }>(`/parties/tours/${id}/tours?compact=true`);
    expect(tours).toHaveLength(1);
  });
});
