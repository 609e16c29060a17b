import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { detail, withRealServer } from '../test/real-server';
import { renderWithProviders } from '../test/render';
import { usePseudos } from './use-pseudos';

const server = withRealServer();

function Names({ ids }: { ids: string[] }) {
  const { pseudoOf } = usePseudos();
  return <p>{ids.map(pseudoOf).join(', ')}</p>;
}

/** A screen that follows these players live (a tournament's list). */
function Following({ ids }: { ids: string[] }) {
  const { pseudoOf } = usePseudos(ids);
  return <p>{ids.map(pseudoOf).join(', ')}</p>;
}

describe('usePseudos', () => {
  it('reads the list again for a followed player made since it loaded, once per missing id', async () => {
    const chloe = await server().signUp('Chloe');
    const { rerender } = renderWithProviders(<Following ids={[chloe.user.user_id]} />, {
      preloadedState: chloe.session,
    });
    expect(await screen.findByText('Chloe')).toBeInTheDocument();
    // Denis signs up by the link while the page is open; a deleted account stays unknown.
    const denis = await server().signUp('Denis');
    rerender(<Following ids={[chloe.user.user_id, denis.user.user_id, 'u-deleted']} />);
    expect(await screen.findByText('Chloe, Denis, Joueur inconnu')).toBeInTheDocument();
    expect(server().sent('GET', '/users/users')).toHaveLength(2);
  });

  it('shows « … » while the users load, then pseudos, and « Joueur inconnu » for an id not in the list', async () => {
    const alice = await server().signUp('Alice');
    const release = server().holdNext('GET', '/users/users');
    renderWithProviders(<Names ids={[alice.user.user_id, 'u-nobody']} />, { preloadedState: alice.session });
    expect(screen.getByText('…, …')).toBeInTheDocument();
    release();
    expect(await screen.findByText('Alice, Joueur inconnu')).toBeInTheDocument();
  });

  it('says « Joueur inconnu » when the user list cannot be loaded, instead of loading forever', async () => {
    const bruno = await server().signUp('Bruno');
    server().failNext('GET', '/users/users', detail('Service indisponible.', 503));
    renderWithProviders(<Names ids={[bruno.user.user_id]} />, { preloadedState: bruno.session });
    expect(await screen.findByText('Joueur inconnu')).toBeInTheDocument();
  });
});
