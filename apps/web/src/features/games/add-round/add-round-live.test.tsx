/**
 * /add-tour on a second phone at the table: the game follows the server's live stream (the cache is
 * written from each event, no refetch), and falls back to polling while the stream is down.
 */
import { describe, expect, it, jest } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import type { Game } from '@mj/api';
import { FakeEventStream, installFakeApi, streamReply, type FakeReply } from '../../../test/fake-api';
import { renderApp, signedIn } from '../../../test/render';

const seat = (name: RegExp) => screen.getByRole('article', { name });

/** Bruno's ron on Alice, 3 han 40 fu: 5 200 from Alice (rules-classic.md), so the deal passes to Bruno. */
function afterBrunosRon(game: Game): Game {
  return {
    ...game,
    nb_tours: 1,
    tour_actuel: 2,
    scores: { 'u-alice': 24800, 'u-bruno': 35200, 'u-chloe': 30000, 'u-david': 30000 },
  };
}

describe('/add-tour live updates', () => {
  it('shows a round entered on another phone as soon as its event arrives, without fetching the game again', async () => {
    const api = installFakeApi();
    const game = api.addGame({ id: 'g-1', nom: 'Partie du club' });
    const stream = new FakeEventStream();
    api.on('GET', '/parties/:id/evenements', () => streamReply(stream));
    renderApp('/add-tour/g-1', { preloadedState: signedIn() });
    expect(await screen.findByText('Est - 1')).toBeInTheDocument();
    const gameReads = () => api.sent('GET', '/parties/g-1').length;
    const readsBefore = gameReads();

    act(() => stream.send('partie', afterBrunosRon(game)));

    expect(await screen.findByText('Est - 2')).toBeInTheDocument();
    expect(seat(/^Bruno/)).toHaveTextContent(/35\s200/);
    expect(seat(/^Alice/)).toHaveTextContent(/24\s800/);
    expect(gameReads()).toBe(readsBefore);
    // The stream was asked for with the session's bearer header.
    const [opened] = api.sent('GET', '/parties/g-1/evenements');
    expect(opened?.headers.get('authorization')).toMatch(/^Bearer /);
  });

  it('polls every 5 s while the stream is down, and stops once it is back', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
    const api = installFakeApi();
    const game = api.addGame({ id: 'g-1', nom: 'Partie du club' });
    const stream = new FakeEventStream();
    let streamAnswer: FakeReply = { status: 503, body: { detail: 'Indisponible.' } };
    api.on('GET', '/parties/:id/evenements', () => streamAnswer);
    renderApp('/add-tour/g-1', { preloadedState: signedIn() });
    expect(await screen.findByText('Est - 1')).toBeInTheDocument();

    // Another phone enters a round while this one has no stream: the next poll shows it.
    api.games.set('g-1', afterBrunosRon(game));
    await act(async () => {
      jest.advanceTimersByTime(5000);
    });
    expect(await screen.findByText('Est - 2')).toBeInTheDocument();

    // The stream comes back at a reconnection attempt (at most 30 s apart): polling stops.
    streamAnswer = streamReply(stream);
    for (let second = 0; second < 30 && !stream.open; second += 1) {
      await act(async () => {
        jest.advanceTimersByTime(1000);
      });
    }
    expect(stream.open).toBe(true);
    // A poll already under way when the stream came back may still land; after that, nothing.
    await act(async () => {
      jest.advanceTimersByTime(10_000);
    });
    const reads = api.sent('GET', '/parties/g-1').length;
    await act(async () => {
      jest.advanceTimersByTime(20_000);
    });
    expect(api.sent('GET', '/parties/g-1').length).toBe(reads);
  });
});
