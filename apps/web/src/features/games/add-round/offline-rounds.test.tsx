import 'fake-indexeddb/auto';
import { beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RoundPayload } from '@mj/domain';
import { initialNetworkState, wentOffline, wentOnline } from '../../../store/network-slice';
import { withRealServer, type Player } from '../../../test/real-server';
import { renderApp } from '../../../test/render';
import { tsumoBy } from '../../../test/waiting';
import { FINISH_WAITING, SENDING_BLOCKED, type OutboxItem } from '../../../outbox/items';
import { openDeviceStore } from '../../../outbox/storage';
import { waitingFinish } from '../../../test/waiting';
import { ANOTHER_ROUND, SAME_ROUND } from './moved-on-prompt';
import { DROP_WAITING, FINISHED_ELSEWHERE } from './waiting-rounds';

// The outbox (rounds kept on the phone without network) on the real in-process server;
// fake-indexeddb (imported first) is the browser's
// storage, the one thing Jest lacks. The e2e journeys 08 and 09 run the same on Chromium.
const server = withRealServer();
jest.setTimeout(30_000);

const players: Player[] = [];
beforeAll(async () => {
  for (const name of ['Alice', 'Bruno', 'Chloe', 'David']) players.push(await server().signUp(name));
}, 30_000);

// Each test starts with an empty outbox: the app's sender sends every game's waiting items, so a game
// an earlier test left waiting would be sent during this one, in an order (its id's) nobody awaits, and
// re-render « Mes parties » between two of the test's steps.
const disk = openDeviceStore(indexedDB);
beforeEach(async () => {
  for (const item of (await disk.items()).items) await disk.remove(item.id);
});

const idOf = (pseudo: string) => players.find((player) => player.user.pseudo === pseudo)!.user.user_id;

async function newGame() {
  const { id } = await server()
    .as(players[0]!)
    .post<{ id: string }>('/parties/', { joueurs: players.map((player) => player.user.user_id) });
  return id;
}

/** Alice is East (dealer), Bruno South, Chloe West, David North. */
const seat = (pseudo: string) => screen.getByRole('article', { name: new RegExp(`^${pseudo},`) });
const group = (name: string) => screen.getByRole('group', { name });

/** Opens the game on a phone whose browser says it is offline (or online). */
function openGame(id: string, online: boolean) {
  return renderApp(`/add-tour/${id}`, {
    preloadedState: { ...players[0]!.session, network: { ...initialNetworkState, online } },
  });
}

/** Types and validates a tsumo of `pseudo` with 3 han 30 fu. */
async function tsumo(user: ReturnType<typeof userEvent.setup>, pseudo: string) {
  await user.click(within(group('Fin du tour')).getByLabelText('Tsumo'));
  await user.click(await within(group('Gagnant')).findByLabelText(pseudo));
  await user.selectOptions(screen.getByLabelText(`Han de ${pseudo}`), '3');
  await user.selectOptions(screen.getByLabelText(`Fu de ${pseudo}`), '30');
  await user.click(screen.getByRole('button', { name: 'Valider le tour' }));
}

const tsumoOf = (pseudo: string) => tsumoBy(idOf(pseudo));

/** The rounds the server holds, as « winner's pseudo » in order. */
async function serverWinners(id: string) {
  const { tours } = await server()
    .as(players[0]!)
    .get<{ tours: { index: number; tour: RoundPayload }[] }>(`/parties/tours/${id}/tours?compact=true`);
  return tours.map(({ index, tour }) => [
    index,
    players.find((p) => p.user.user_id === tour.gagnant[0])?.user.pseudo,
  ]);
}

/** « N tours en attente d’envoi », not the « Tour 1 en attente d’envoi. » shown after a validation. */
const BANNER = /^\d+ tours? en attente d’envoi$/;

/** The game's « Continuer la partie » on « Mes parties », and its card. */
const cardLink = (id: string) =>
  screen
    .getAllByRole('link', { name: /^Continuer la partie/ })
    .find((link) => link.getAttribute('href') === `/add-tour/${id}`)!;
const card = (id: string) => cardLink(id).closest('li')!;

const waitingKeys = async (id: string) =>
  (await disk.items()).items
    .filter((item) => item.gameId === id)
    .map((item) => (item.write.kind === 'round' ? item.write.key : item.write.kind));

describe('rounds validated without network', () => {
  it('wait in order, move the board at once, undo on the outbox, survive a reload, then go once each', async () => {
    const id = await newGame();
    const user = userEvent.setup({ delay: null });
    const first = openGame(id, false);
    await screen.findByText('Est - 1');

    await tsumo(user, 'Bruno');
    expect(await screen.findByText('1 tour en attente d’envoi')).toBeInTheDocument();
    expect(await screen.findByText('Tour 1 en attente d’envoi.')).toBeInTheDocument();
    // Non-dealer tsumo 3 han 30 fu: 1 000 / 2 000, Bruno +4 000 and the deal passes to him.
    expect(seat('Bruno')).toHaveTextContent('34 000');
    expect(seat('Alice')).toHaveTextContent('28 000');
    expect(screen.getByText('Est - 2')).toBeInTheDocument();

    await tsumo(user, 'Chloe');
    expect(await screen.findByText('2 tours en attente d’envoi')).toBeInTheDocument();
    // The validation is over once its outcome shows (the form is busy until then).
    await screen.findByText('Tour 2 en attente d’envoi.');
    await user.click(screen.getByRole('button', { name: 'Annuler le dernier tour' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirmation' });
    expect(dialog).toHaveTextContent('tour 2 : Tsumo de Chloe (3 han 30 fu)');
    await user.click(within(dialog).getByRole('button', { name: 'Annuler le tour' }));
    expect(await screen.findByText('1 tour en attente d’envoi')).toBeInTheDocument();
    expect(screen.getByText('Est - 2')).toBeInTheDocument();

    await tsumo(user, 'David');
    expect(await screen.findByText('2 tours en attente d’envoi')).toBeInTheDocument();
    const keys = await waitingKeys(id);
    expect(keys).toHaveLength(2);
    first.unmount();

    // The phone reloads, still offline: the same rounds wait, the board as it was.
    const { store } = openGame(id, false);
    expect(await screen.findByText('2 tours en attente d’envoi')).toBeInTheDocument();
    // Bruno, dealer, paid 2 000 on David's tsumo: 32 000; David 29 000 + 4 000.
    expect(seat('Bruno')).toHaveTextContent('32 000');
    expect(seat('David')).toHaveTextContent('33 000');
    expect(server().sent('POST', `/parties/tours/${id}`)).toHaveLength(0);

    act(() => store.dispatch(wentOnline()));
    await waitFor(() => expect(screen.queryByText(BANNER)).toBeNull());
    const posts = server().sent('POST', `/parties/tours/${id}`);
    expect(posts.map((post) => (post.body as { index: number }).index)).toEqual([0, 1]);
    expect(posts.map((post) => post.headers.get('idempotency-key'))).toEqual(keys);
    expect(await serverWinners(id)).toEqual([
      [0, 'Bruno'],
      [1, 'David'],
    ]);
    expect(await waitingKeys(id)).toEqual([]);
  });

  it('keeps a round whose request failed on the network, and resends it with the same key and index', async () => {
    const id = await newGame();
    const user = userEvent.setup({ delay: null });
    server().failNext('POST', `/parties/tours/${id}`, 'network');
    openGame(id, true);
    await screen.findByText('Est - 1');
    await tsumo(user, 'Bruno');
    await waitFor(() => expect(server().sent('POST', `/parties/tours/${id}`)).toHaveLength(2));
    const [lost, resent] = server().sent('POST', `/parties/tours/${id}`);
    expect(resent!.headers.get('idempotency-key')).toBe(lost!.headers.get('idempotency-key'));
    expect(resent!.body).toEqual(lost!.body);
    await waitFor(() => expect(screen.queryByText(BANNER)).toBeNull());
    expect(await serverWinners(id)).toEqual([[0, 'Bruno']]);
  });

  it('sends a finish validated offline after the rounds before it', async () => {
    const id = await newGame();
    const user = userEvent.setup({ delay: null });
    const { store } = openGame(id, false);
    await screen.findByText('Est - 1');
    await tsumo(user, 'Bruno');
    await screen.findByText('Tour 1 en attente d’envoi.');
    await user.click(await screen.findByRole('button', { name: 'Finir la partie' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Finir la partie' }));
    expect(await screen.findByText('Fin de la partie — en attente')).toBeInTheDocument();
    expect(screen.getByText('Partie terminée')).toBeInTheDocument();
    // The waiting finish shows as soon as the phone keeps it; the form is busy (« Enregistrement… »)
    // until the write returns, then closed.
    expect(await screen.findByRole('button', { name: 'Valider le tour' })).toBeDisabled();

    act(() => store.dispatch(wentOnline()));
    await waitFor(() => expect(server().sent('POST', `/parties/${id}/finish`)).toHaveLength(1));
    const game = await server().as(players[0]!).get<{ etat: string; nb_tours: number }>(`/parties/${id}`);
    expect(game).toMatchObject({ etat: 'terminé', nb_tours: 1 });
    const order = server()
      .requests.filter((request) => request.method === 'POST')
      .map((request) => request.path);
    expect(order).toEqual([`/parties/tours/${id}`, `/parties/${id}/finish`]);
  });
});

describe('another phone recorded a round during the outage (409)', () => {
  async function conflict() {
    const id = await newGame();
    const user = userEvent.setup({ delay: null });
    const view = openGame(id, false);
    await screen.findByText('Est - 1');
    await tsumo(user, 'Bruno');
    await screen.findByText('1 tour en attente d’envoi');
    const ourKey = (await waitingKeys(id))[0];
    // Another phone's write is an event from outside, like a tap: the game's stream (jsdom's fetch ignores
    // the phone's offline flag) may bring it while the POST is answered. The board shows Chloe's round in
    // place of ours (typed on a count the game no longer has): non-dealer tsumo, +4 000.
    await act(() =>
      server()
        .as(players[2]!)
        .post(`/parties/tours/${id}`, { ...tsumoOf('Chloe'), index: 0 }),
    );
    await waitFor(() => expect(seat('Chloe')).toHaveTextContent('34 000'));
    act(() => view.store.dispatch(wentOnline()));
    const screen409 = await screen.findByRole('alert', { name: 'Conflit de saisie' });
    await within(screen409).findByText('Chloe a enregistré : Tsumo de Chloe (3 han 30 fu)');
    expect(within(screen409).getByText('Ta saisie : Tsumo de Bruno (3 han 30 fu)')).toBeInTheDocument();
    return { id, user, ourKey, screen409, store: view.store };
  }

  it('« C’est le même tour » drops ours: the server keeps only the other phone’s round', async () => {
    const { id, user, screen409 } = await conflict();
    await user.click(within(screen409).getByRole('button', { name: SAME_ROUND }));
    await waitFor(() => expect(screen.queryByRole('alert', { name: 'Conflit de saisie' })).toBeNull());
    expect(screen.queryByText(BANNER)).toBeNull();
    await waitFor(() => expect(seat('Chloe')).toHaveTextContent('34 000'));
    expect(await serverWinners(id)).toEqual([[0, 'Chloe']]);
    expect(await waitingKeys(id)).toEqual([]);
  });

  it('« C’est un autre tour » sends ours after it, with the next index and a new key', async () => {
    const { id, user, ourKey, screen409 } = await conflict();
    const reenter = within(screen409).getByRole('button', { name: ANOTHER_ROUND });
    await waitFor(() => expect(reenter).toBeEnabled());
    await user.click(reenter);
    await waitFor(() => expect(screen.queryByText(BANNER)).toBeNull());
    expect(await serverWinners(id)).toEqual([
      [0, 'Chloe'],
      [1, 'Bruno'],
    ]);
    const last = server().sent('POST', `/parties/tours/${id}`).at(-1)!;
    expect((last.body as { index: number }).index).toBe(1);
    expect(last.headers.get('idempotency-key')).not.toBe(ourKey);
  });

  it('« Mes parties » says the game is blocked after its page met the 409, until the table chose', async () => {
    const { id, user } = await conflict();
    await user.click(screen.getByRole('link', { name: 'Parties' }));
    await waitFor(() => expect(card(id)).toHaveTextContent(SENDING_BLOCKED));
    expect(card(id)).not.toHaveTextContent('en attente d’envoi');

    await user.click(cardLink(id));
    const screen409 = await screen.findByRole('alert', { name: 'Conflit de saisie' });
    const reenter = within(screen409).getByRole('button', { name: ANOTHER_ROUND });
    await waitFor(() => expect(reenter).toBeEnabled());
    await user.click(reenter);
    await waitFor(() => expect(screen.queryByText(BANNER)).toBeNull());
    await user.click(screen.getByRole('link', { name: 'Parties' }));
    await waitFor(() => expect(card(id)).toBeInTheDocument());
    expect(card(id)).not.toHaveTextContent(SENDING_BLOCKED);
    expect(cardLink(id)).not.toHaveAccessibleDescription();
    expect(await serverWinners(id)).toEqual([
      [0, 'Chloe'],
      [1, 'Bruno'],
    ]);
  });

  it('the online round entry still goes straight to the server while nothing waits', async () => {
    const id = await newGame();
    const user = userEvent.setup({ delay: null });
    const { store } = openGame(id, true);
    await screen.findByText('Est - 1');
    act(() => store.dispatch(wentOffline()));
    act(() => store.dispatch(wentOnline()));
    await tsumo(user, 'Bruno');
    expect(await screen.findByText('Tour 1 enregistré.')).toBeInTheDocument();
    expect(server().sent('POST', `/parties/tours/${id}`)).toHaveLength(1);
  });
});

describe('the app sends waiting rounds from any page', () => {
  /** Rounds this phone validated offline for `id`, then left the game's page. */
  async function leftWaiting(id: string, winners: string[]) {
    await disk.put(
      ...winners.map((pseudo, index): OutboxItem => ({
        id: `cle-${id}-${index}`,
        gameId: id,
        user: idOf('Alice'),
        seq: index,
        write: { kind: 'round', round: tsumoOf(pseudo), index, key: `cle-${id}-${index}` },
        refusal: null,
      })),
    );
  }

  it('« Mes parties » says which game waits, and the rounds go in order with their keys once online', async () => {
    const id = await newGame();
    await leftWaiting(id, ['Bruno', 'David']);
    const { store } = renderApp('/mes-parties', {
      preloadedState: { ...players[0]!.session, network: { ...initialNetworkState, online: false } },
    });
    await waitFor(() => expect(card(id)).toHaveTextContent('2 tours en attente d’envoi'));

    act(() => store.dispatch(wentOnline()));
    await waitFor(() => expect(screen.queryByText(BANNER)).toBeNull());
    const posts = server().sent('POST', `/parties/tours/${id}`);
    expect(posts.map((post) => post.headers.get('idempotency-key'))).toEqual([`cle-${id}-0`, `cle-${id}-1`]);
    expect(await serverWinners(id)).toEqual([
      [0, 'Bruno'],
      [1, 'David'],
    ]);
    expect(await waitingKeys(id)).toEqual([]);
  });

  it('« Mes parties » counts rounds only: a waiting finish is said as such, not as a round', async () => {
    const finishOnly = await newGame();
    const both = await newGame();
    await disk.put(waitingFinish(finishOnly, 1, idOf('Alice')));
    await leftWaiting(both, ['Bruno']);
    await disk.put(waitingFinish(both, 2, idOf('Alice')));
    renderApp('/mes-parties', {
      preloadedState: { ...players[0]!.session, network: { ...initialNetworkState, online: false } },
    });
    await waitFor(() => expect(card(finishOnly)).toHaveTextContent(FINISH_WAITING));
    expect(card(finishOnly)).not.toHaveTextContent(/tours? en attente d’envoi/);
    expect(card(both)).toHaveTextContent('1 tour en attente d’envoi');
    expect(card(both)).toHaveTextContent(FINISH_WAITING);
  });

  it('a 409 met away from the game waits for the table on the game’s page', async () => {
    const id = await newGame();
    await leftWaiting(id, ['Bruno']);
    await server()
      .as(players[2]!)
      .post(`/parties/tours/${id}`, { ...tsumoOf('Chloe'), index: 0 });
    const away = renderApp('/mes-parties', {
      preloadedState: { ...players[0]!.session, network: { ...initialNetworkState, online: true } },
    });
    // The app's sender met the other phone's round (the test's own POST does not go through `fetch`).
    await waitFor(() => expect(server().sent('POST', `/parties/tours/${id}`)).toHaveLength(1));
    // Still on the phone, and not « en attente » as if it would leave by itself: only the table can choose,
    // on the game's page, which the card's link (described by the hint) opens.
    await waitFor(() => expect(card(id)).toHaveTextContent('Envoi bloqué : ouvre la partie pour résoudre'));
    expect(card(id)).not.toHaveTextContent('en attente d’envoi');
    expect(cardLink(id)).toHaveAccessibleDescription(SENDING_BLOCKED);
    expect(await waitingKeys(id)).toEqual([`cle-${id}-0`]);
    away.unmount();

    openGame(id, true);
    const screen409 = await screen.findByRole('alert', { name: 'Conflit de saisie' });
    await within(screen409).findByText('Chloe a enregistré : Tsumo de Chloe (3 han 30 fu)');
    expect(within(screen409).getByText('Ta saisie : Tsumo de Bruno (3 han 30 fu)')).toBeInTheDocument();
  });

  it('a game another phone finished meanwhile: its card, now with the results, still leads to the game', async () => {
    // A table of its own: its one game is the first card of the list.
    const table = await server().signUpAll(['Emma', 'Farid', 'Gina', 'Hugo']);
    const joueurs = table.map((player) => player.user.user_id);
    const { id } = await server().as(table[0]!).post<{ id: string }>('/parties/', { joueurs });
    await disk.put({
      id: `cle-${id}-0`,
      gameId: id,
      user: joueurs[0]!,
      seq: 0,
      write: { kind: 'round', round: tsumoBy(joueurs[1]!), index: 0, key: `cle-${id}-0` },
      refusal: null,
    });
    await server().as(table[2]!).post(`/parties/${id}/finish`, {});
    renderApp('/mes-parties', {
      preloadedState: { ...table[0]!.session, network: { ...initialNetworkState, online: true } },
    });
    // The finished game refuses our round (409): the hint is the way to the game's page.
    const hint = await screen.findByRole('link', { name: SENDING_BLOCKED });
    expect(hint).toHaveAttribute('href', `/add-tour/${id}`);
    expect(hint.closest('li')).toHaveTextContent('Voir les résultats');
    expect(await waitingKeys(id)).toEqual([`cle-${id}-0`]);
  });

  it('a game another phone finished: its page offers only to drop ours, and the results', async () => {
    const id = await newGame();
    await leftWaiting(id, ['Bruno']);
    await server().as(players[2]!).post(`/parties/${id}/finish`, {});
    const user = userEvent.setup({ delay: null });
    openGame(id, true);
    const stopped = await screen.findByRole('alert', { name: 'Conflit de saisie' });
    expect(within(stopped).getByText(FINISHED_ELSEWHERE)).toBeInTheDocument();
    expect(
      within(stopped).getByText('En attente sur ce téléphone : Tour 1 : Tsumo de Bruno (3 han 30 fu)'),
    ).toBeInTheDocument();
    // Entering ours after theirs would meet the same 409 on the finished game: not offered.
    expect(within(stopped).queryByRole('button', { name: ANOTHER_ROUND })).toBeNull();
    expect(within(stopped).queryByRole('button', { name: SAME_ROUND })).toBeNull();
    expect(within(stopped).getByRole('link', { name: 'Voir les résultats' })).toHaveAttribute(
      'href',
      `/parties/${id}/resultats`,
    );

    await user.click(within(stopped).getByRole('button', { name: DROP_WAITING }));
    await waitFor(() => expect(screen.queryByRole('alert', { name: 'Conflit de saisie' })).toBeNull());
    expect(await waitingKeys(id)).toEqual([]);
    expect(await serverWinners(id)).toEqual([]);
    expect(server().sent('POST', `/parties/tours/${id}`)).toHaveLength(1);
  });
});
