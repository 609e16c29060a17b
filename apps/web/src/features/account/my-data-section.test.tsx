import { describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { downloadTextFile } from '../../lib/download';
import { detail, PASSWORD, withRealServer } from '../../test/real-server';
import { renderApp } from '../../test/render';
import { DELETE_CONFIRMATION, EXPORT_FALLBACK } from './my-data-section';

// jsdom cannot save files: the test records what the browser would have saved.
jest.mock('../../lib/download', () => ({ downloadTextFile: jest.fn() }));
const saved = jest.mocked(downloadTextFile);

const server = withRealServer();

/** Answers the confirmation dialog with its own 'Supprimer mon compte' button. */
/** The sentence as written, no-break spaces included (the default normalizer turns them into spaces). */
const asWritten = { normalizer: (text: string) => text };

async function confirmDeletion(user: ReturnType<typeof userEvent.setup>) {
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(DELETE_CONFIRMATION, asWritten)).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Supprimer mon compte' }));
}

describe('/ « Mes données » (export and account deletion)', () => {
  it('downloads the export of the account as a JSON file', async () => {
    const alice = await server().signUp('Alice');
    renderApp('/', { preloadedState: alice.session });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Télécharger mes données' }));
    await screen.findByRole('button', { name: 'Télécharger mes données' });
    expect(server().sent('GET', '/users/me/export')).toHaveLength(1);
    const [name, content, type] = saved.mock.calls.at(-1)!;
    expect(name).toMatch(/^mes-donnees-mahjong-\d{4}-\d{2}-\d{2}\.json$/);
    expect(JSON.parse(content)).toEqual({
      exporte_le: expect.any(String),
      // The profile the EMA export reads is personal data too: empty until filled in.
      compte: {
        ...alice.user,
        cree_le: expect.any(String),
        nom: null,
        prenom: null,
        club: null,
        pays: null,
        numero_ema: null,
      },
      parties: [],
      tournois: [],
    });
    expect(type).toBe('application/json');
  });

  it('says so in French when the export fails', async () => {
    const bruno = await server().signUp('Bruno');
    server().failNext('GET', '/users/me/export', { status: 500 });
    renderApp('/', { preloadedState: bruno.session });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Télécharger mes données' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(EXPORT_FALLBACK);
  });

  it('deletes the account only once confirmed, then signs out', async () => {
    const chloe = await server().signUp('Chloé');
    const { store } = renderApp('/', { preloadedState: chloe.session });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Supprimer mon compte' }));
    // The dialog may render a tick after the click (a loaded machine): waited for, not assumed.
    expect(await screen.findByText(DELETE_CONFIRMATION, asWritten)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(server().sent('DELETE', '/users/me')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Supprimer mon compte' }));
    await confirmDeletion(user);
    expect(await screen.findByRole('button', { name: 'Se connecter' })).toBeInTheDocument();
    expect(server().sent('DELETE', '/users/me')).toHaveLength(1);
    expect(store.getState().auth.user).toBeNull();
    // The account is gone: its pseudo signs in no more.
    await expect(
      server().call('POST', '/users/login', null, { pseudo: 'Chloé', password: PASSWORD }),
    ).rejects.toThrow(/→ 401/);
  });

  it('shows the server’s detail when the deletion is refused', async () => {
    const david = await server().signUp('David');
    server().failNext(
      'DELETE',
      '/users/me',
      detail('Erreur interne du serveur. Réessaie dans un instant.', 500),
    );
    renderApp('/', { preloadedState: david.session });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Supprimer mon compte' }));
    await confirmDeletion(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Erreur interne du serveur. Réessaie dans un instant.',
    );
    expect(server().sent('DELETE', '/users/me')).toHaveLength(1);
    // Still there.
    expect(await server().as(david).get('/users/me/export')).toMatchObject({ compte: { pseudo: 'David' } });
  });
});
