import { describe, expect, it, jest } from '@jest/globals';
import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../test/render';
import { ConfirmDialog, keepPunctuation } from './confirm-dialog';

function Asker({ danger, onConfirm }: { danger?: boolean; onConfirm: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Supprimer la partie
      </button>
      {open && (
        <ConfirmDialog
          message="Supprimer cette partie ?"
          confirmLabel="Supprimer"
          danger={danger}
          onConfirm={() => {
            setOpen(false);
            onConfirm();
          }}
          onCancel={() => setOpen(false)}
        />
      )}
    </>
  );
}

describe('ConfirmDialog on the native <dialog>', () => {
  it('opens modal, focuses « Annuler » for a destructive question, and Escape cancels back to the opener', async () => {
    const onConfirm = jest.fn();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<Asker danger onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Supprimer la partie' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirmation' });
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveTextContent('Supprimer cette partie ?');
    expect(screen.getByRole('button', { name: 'Annuler' })).toHaveFocus();
    // The safe answer is the highlighted one; the risky one is not drawn as the main action.
    expect(screen.getByRole('button', { name: 'Annuler' })).toHaveClass('btn--primary');
    expect(screen.getByRole('button', { name: 'Supprimer' })).not.toHaveClass('btn--primary');
    expect(screen.getByRole('button', { name: 'Supprimer' })).not.toHaveClass('btn--danger');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Supprimer la partie' })).toHaveFocus();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('focuses the answer of a harmless question, and confirms', async () => {
    const onConfirm = jest.fn();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<Asker onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Supprimer la partie' }));
    expect(screen.getByRole('button', { name: 'Supprimer' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('keepPunctuation', () => {
  it('puts a no-break space before « ? ! : ; » so that none is left alone on a line', () => {
    expect(keepPunctuation('Annuler le tour 7 : Ron de Mathéo ?')).toBe(
      'Annuler le tour 7\u00a0: Ron de Mathéo\u00a0?',
    );
    expect(keepPunctuation('Déjà\u00a0? Oui !')).toBe('Déjà\u00a0? Oui\u00a0!');
  });
});

describe('ConfirmDialog with answers named after the question', () => {
  it('reads « Garder le tour » and « Annuler le tour », focus on keeping it', async () => {
    const user = userEvent.setup({ delay: null });
    const onCancel = jest.fn();
    renderWithProviders(
      <ConfirmDialog
        message="Annuler le tour 7 : Ron de Mathéo ?"
        confirmLabel="Annuler le tour"
        cancelLabel="Garder le tour"
        danger
        onConfirm={() => undefined}
        onCancel={onCancel}
      />,
    );
    expect(screen.getByRole('dialog')).toHaveTextContent('Annuler le tour 7 : Ron de Mathéo ?');
    expect(screen.getByRole('button', { name: 'Garder le tour' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
