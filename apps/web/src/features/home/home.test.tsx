import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { withRealServer, type Player } from '../../test/real-server';
import { renderApp } from '../../test/render';
import { AUTO_ADVANCE_MS } from './home-carousel';

const server = withRealServer();

// jsdom lays nothing out: Swiper, which places its slides from the carousel's width, gets a phone's.
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 360 });
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 400 });
});
afterAll(() => {
  // jsdom defines them on Element.prototype: removing the overrides brings its zeros back.
  Reflect.deleteProperty(HTMLElement.prototype, 'clientWidth');
  Reflect.deleteProperty(HTMLElement.prototype, 'clientHeight');
});

// Alice plays in no tournament and has one running game.
let alice: Player;
let game: { id: string };
beforeAll(async () => {
  const table = await server().signUpAll(['Alice', 'Bruno', 'Chloé', 'David']);
  alice = table[0]!;
  game = await server().startGame(alice, table);
});

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('/home', () => {
  it('shows the three slides with their calls to action; « 1 partie en cours » leads to that game', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/home', { preloadedState: alice.session });
    expect(await screen.findByRole('group', { name: 'Tableau de bord (1 sur 3)' })).toBeInTheDocument();
    expect(screen.getByText('Bonjour Alice !')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mon compte' })).toHaveAttribute('href', '/');
    expect(await screen.findByText('1 partie en cours')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Diapositive suivante' }));
    expect(screen.getByRole('button', { name: 'Aller à Parties' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('link', { name: 'Nouvelle partie' })).toHaveAttribute('href', '/create-party');
    expect(screen.getByRole('link', { name: '1 partie en cours' })).toHaveAttribute(
      'href',
      `/add-tour/${game.id}`,
    );

    await user.click(screen.getByRole('button', { name: 'Aller à Tournois' }));
    expect(screen.getByText('Aucun tournoi en cours.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nouveau tournoi' })).toHaveAttribute(
      'href',
      '/create-tournament',
    );
  });

  it('leads « Nouveau tournoi » through /create-tournament to tournament creation', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/home', { preloadedState: alice.session });
    await user.click(await screen.findByRole('button', { name: 'Aller à Tournois' }));
    await user.click(screen.getByRole('link', { name: 'Nouveau tournoi' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/create-tournoi'));
  });
});

const current = () => screen.getByRole('button', { current: true });

describe('/home-swipe and /home: one carousel (WCAG 2.2.2)', () => {
  it.each(['/home-swipe', '/home'])(
    '%s advances every 60 s while the tab is visible, not while hidden nor paused',
    async (route) => {
      jest.useFakeTimers();
      renderApp(route, { preloadedState: alice.session });
      await screen.findByRole('group', { name: 'Tableau de bord (1 sur 3)' });
      expect(current()).toHaveAccessibleName('Aller à Tableau de bord');

      await act(async () => {
        jest.advanceTimersByTime(AUTO_ADVANCE_MS - 1);
      });
      expect(current()).toHaveAccessibleName('Aller à Tableau de bord');
      await act(async () => {
        jest.advanceTimersByTime(1);
      });
      expect(current()).toHaveAccessibleName('Aller à Parties');

      act(() => setVisibility('hidden'));
      await act(async () => {
        jest.advanceTimersByTime(AUTO_ADVANCE_MS * 3);
      });
      expect(current()).toHaveAccessibleName('Aller à Parties');
      act(() => setVisibility('visible'));

      act(() => screen.getByRole('button', { name: 'Mettre en pause le défilement' }).click());
      await act(async () => {
        jest.advanceTimersByTime(AUTO_ADVANCE_MS * 3);
      });
      expect(current()).toHaveAccessibleName('Aller à Parties');

      act(() => screen.getByRole('button', { name: 'Reprendre le défilement' }).click());
      await act(async () => {
        jest.advanceTimersByTime(AUTO_ADVANCE_MS);
      });
      expect(current()).toHaveAccessibleName('Aller à Tournois');
      await act(async () => {
        jest.advanceTimersByTime(AUTO_ADVANCE_MS);
      });
      expect(current()).toHaveAccessibleName('Aller à Tableau de bord');
    },
  );

  it('turns with the arrow keys', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/home-swipe', { preloadedState: alice.session });
    await screen.findByRole('group', { name: 'Tableau de bord (1 sur 3)' });
    await user.click(screen.getByRole('button', { name: 'Aller à Tableau de bord' }));
    // Swiper's Keyboard module reads the key code a browser sends with the key (37 ←, 39 →).
    act(() => {
      fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft', code: 'ArrowLeft', keyCode: 37 });
    });
    expect(current()).toHaveAccessibleName('Aller à Tournois');
    act(() => {
      fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight', code: 'ArrowRight', keyCode: 39 });
    });
    expect(current()).toHaveAccessibleName('Aller à Tableau de bord');
  });
});
