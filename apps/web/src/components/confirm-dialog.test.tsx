import { describe, expect, it, jest } from '@jest/globals';
import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../test/render';
import { ConfirmDialog } from './confirm-dialog';

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
