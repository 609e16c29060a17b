import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { detail, installFakeApi, reply } from '../test/fake-api';
import { renderWithProviders, signedIn } from '../test/render';
import { usePseudos } from './use-pseudos';

function Names({ ids }: { ids: string[] }) {
  const { pseudoOf } = usePseudos();
  return <p>{ids.map(pseudoOf).join(', ')}</p>;
}

describe('usePseudos', () => {
  it('shows « … » while the users load, then pseudos, and « Joueur inconnu » for an id not in the list', async () => {
    const api = installFakeApi();
    let release: () => void = () => undefined;
    const loaded = new Promise<void>((resolve) => (release = resolve));
    api.on('GET', '/users/users', async () => {
      await loaded;
      return reply(api.users);
    });
    renderWithProviders(<Names ids={['u-alice', 'u-nobody']} />, { preloadedState: signedIn() });
    expect(screen.getByText('…, …')).toBeInTheDocument();
    release();
    expect(await screen.findByText('Alice, Joueur inconnu')).toBeInTheDocument();
  });

  it('says « Joueur inconnu » when the user list cannot be loaded, instead of loading forever', async () => {
    const api = installFakeApi();
    api.on('GET', '/users/users', () => detail('Service indisponible.', 503));
    renderWithProviders(<Names ids={['u-alice']} />, { preloadedState: signedIn() });
    expect(await screen.findByText('Joueur inconnu')).toBeInTheDocument();
  });
});
