import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { withRealServer } from '../test/real-server';
import { makeTestStore, renderApp } from '../test/render';
import { routeStartSteps } from './route-start';

const server = withRealServer();

describe('a page started from its route', () => {
  it('asks for /mes-parties’ games and players before the page renders, and the page asks nothing more', async () => {
    const alice = await server().signUp('Alice');
    const store = makeTestStore(alice.session);
    for (const step of routeStartSteps('/mes-parties', true)) step(store.dispatch);
    await waitFor(() => expect(server().sent('GET', '/users/mes-parties')).toHaveLength(1));
    expect(server().sent('GET', '/users/users')).toHaveLength(1);

    renderApp('/mes-parties', { store });
    expect(await screen.findByText('Aucune partie en cours.')).toBeInTheDocument();
    expect(server().sent('GET', '/users/mes-parties')).toHaveLength(1);
    expect(server().sent('GET', '/users/users')).toHaveLength(1);
  });

  it('asks for no data on a page that does not start on a list, nor for a page its guard would not show', () => {
    const store = makeTestStore();
    const starts = (pathname: string, signedIn: boolean) => {
      const steps = routeStartSteps(pathname, signedIn);
      for (const step of steps) step(store.dispatch);
      return steps.length;
    };
    // The page's chunk only, with the signed-in frame's for a protected page.
    expect(starts('/mes-tournois', true)).toBe(2);
    expect(starts('/add-tour/p1', true)).toBe(2);
    expect(starts('/login', false)).toBe(1);
    expect(starts('/ecran/jeton', false)).toBe(1);
    // Signed out on a protected page, signed in on /login, an unknown path: the guard sends them elsewhere.
    expect(starts('/mes-parties', false)).toBe(0);
    expect(starts('/login', true)).toBe(0);
    expect(starts('/nulle-part', true)).toBe(0);
    // A request's pending state is in the store as soon as it is dispatched.
    expect(store.getState().api.queries).toEqual({});
  });
});
