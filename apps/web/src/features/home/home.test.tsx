import { describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi } from '../../test/fake-api';
import { renderApp, signedIn } from '../../test/render';
import { AUTO_ADVANCE_MS } from './home-swipe';

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('/home (spec section 2)', () => {
  it('shows the three slides with their calls to action; /create-tournament leads to tournament creation', async () => {
    const api = installFakeApi();
    api.on('GET', '/tournois/', () => ({ status: 200, body: [] }));
    api.addGame({ id: 'g-1' });
    const user = userEvent.setup({ delay: null });
    renderApp('/home', { preloadedState: signedIn() });
    expect(await screen.findByRole('group', { name: 'Tableau de bord (1 sur 3)' })).toBeInTheDocument();
    expect(screen.getByText('Bonjour Alice !')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mon compte' })).toHaveAttribute('href', '/');
    expect(await screen.findByText('1 partie en cours')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Diapositive suivante' }));
    expect(screen.getByRole('button', { name: 'Aller à Parties' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('link', { name: 'Nouvelle partie' })).toHaveAttribute('href', '/create-party');
    // « 1 partie en cours » leads straight to that game.
    expect(screen.getByRole('link', { name: '1 partie en cours' })).toHaveAttribute('href', '/add-tour/g-1');

    await user.click(screen.getByRole('button', { name: 'Aller à Tournois' }));
    expect(screen.getByText('Aucun tournoi en cours.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Nouveau tournoi' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/create-tournoi'));
  });
});

describe('/home-swipe (spec sections 2, 9)', () => {
  it('advances every 60 s while the tab is visible, and not while it is hidden', async () => {
    // jsdom has no layout: give Swiper a phone-sized container so it can compute its slides.
    jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(360);
    jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(400);
    jest.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(360);
    jest.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(400);
    jest.useFakeTimers();
    const api = installFakeApi();
    api.on('GET', '/tournois/', () => ({ status: 200, body: [] }));
    renderApp('/home-swipe', { preloadedState: signedIn() });
    const active = await screen.findByTestId('active-slide');
    expect(active).toHaveTextContent('Tableau de bord');

    await act(async () => {
      jest.advanceTimersByTime(AUTO_ADVANCE_MS - 1);
    });
    expect(active).toHaveTextContent('Tableau de bord');
    await act(async () => {
      jest.advanceTimersByTime(1);
    });
    expect(active).toHaveTextContent('Parties');

    act(() => setVisibility('hidden'));
    await act(async () => {
      jest.advanceTimersByTime(AUTO_ADVANCE_MS * 3);
    });
    expect(active).toHaveTextContent('Parties');

    act(() => setVisibility('visible'));
    await act(async () => {
      jest.advanceTimersByTime(AUTO_ADVANCE_MS);
    });
    expect(active).toHaveTextContent('Tournois');
    await act(async () => {
      jest.advanceTimersByTime(AUTO_ADVANCE_MS);
    });
    expect(active).toHaveTextContent('Tableau de bord');
  });
});
