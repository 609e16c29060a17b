/**
 * /add-tour on a second phone at the table: the game follows the server's live stream (the cache is
 * written from each event, no refetch), and falls back to polling while the stream is down. Another phone
 * is another player writing through the API; the stream is the real server's.
 */
import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import { ron } from '@mj/domain/testing';
import { withRealServer, type Player } from '../../../test/real-server';
import { renderApp } from '../../../test/render';

const server = withRealServer();

let alice: Player;
let bruno: Player;
let joueurs: string[];
beforeAll(async () => {
  const seats = [];
  for (const pseudo of ['Alice', 'Bruno', 'Chloé', 'David']) seats.push(await server().signUp(pseudo));
  [alice, bruno] = seats as [Player, Player];
  joueurs = seats.map((seat) => seat.user.user_id);
});

const seat = (name: RegExp) => screen.getByRole('article', { name });

/** A new game of the four, Alice East. */
async function newGame(): Promise<string> {
  return (await server().as(alice).post<{ id: string }>('/parties/', { joueurs })).id;
}

/** Bruno's ron on Alice, 3 han 40 fu: 5 200 from Alice (rules-classic.md), so the deal passes to Bruno. */
const brunosRon = (gameId: string) =>
  server()
    .as(bruno)
    .post(`/parties/tours/${gameId}`, ron([[bruno.user.user_id, 3, 40]], alice.user.user_id));

function expectBrunosRonShown() {
  expect(seat(/^Bruno/)).toHaveTextContent(/35\s200/);
  expect(seat(/^Alice/)).toHaveTextContent(/24\s800/);
}

describe('/add-tour live updates', () => {
  it('shows a round entered on another phone as soon as its event arrives, without fetching the game again', async () => {
    const gameId = await newGame();
    renderApp(`/add-tour/${gameId}`, { preloadedState: alice.session });
    expect(await screen.findByText('Est - 1')).toBeInTheDocument();
    await waitFor(() => expect(server().openStreams).toBe(1));
    const gameReads = () => server().sent('GET', `/parties/${gameId}`).length;
    const readsBefore = gameReads();

    // The event may reach the page before the other phone's answer does.
    await act(() => brunosRon(gameId));

    expect(await screen.findByText('Est - 2')).toBeInTheDocument();
    expectBrunosRonShown();
    expect(gameReads()).toBe(readsBefore);
    // The stream was asked for with the session's bearer header.
    const [opened] = server().sent('GET', `/parties/${gameId}/evenements`);
    expect(opened?.headers.get('authorization')).toBe(`Bearer ${alice.token}`);
  });

  it('polls every 5 s while the stream is down, and stops once it is back', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
    const gameId = await newGame();
    const events = `/parties/${gameId}/evenements`;
    const restore = server().failUntilRestored('GET', events, {
      status: 503,
      body: { detail: 'Indisponible.' },
    });
    renderApp(`/add-tour/${gameId}`, { preloadedState: alice.session });
    expect(await screen.findByText('Est - 1')).toBeInTheDocument();

    // Another phone enters a round while this one has no stream: the next poll shows it.
    await brunosRon(gameId);
    await act(async () => {
      jest.advanceTimersByTime(5000);
    });
    expect(await screen.findByText('Est - 2')).toBeInTheDocument();
    expectBrunosRonShown();

    // The stream comes back at a reconnection attempt (at most 30 s apart): polling stops.
    restore();
    for (let second = 0; second < 30 && server().openStreams === 0; second += 1) {
      await act(async () => {
        jest.advanceTimersByTime(1000);
      });
    }
    expect(server().openStreams).toBe(1);
    // A poll already under way when the stream came back may still land; after that, nothing.
    await act(async () => {
      jest.advanceTimersByTime(10_000);
    });
    const reads = server().sent('GET', `/parties/${gameId}`).length;
    await act(async () => {
      jest.advanceTimersByTime(20_000);
    });
    expect(server().sent('GET', `/parties/${gameId}`).length).toBe(reads);
  });
});
