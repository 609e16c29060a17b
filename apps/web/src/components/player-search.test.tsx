import { describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Suggestable } from '@mj/domain';
import { PlayerSearch } from './player-search';

const player = (pseudo: string): Suggestable => ({ user_id: `u-${pseudo.toLowerCase()}`, pseudo });
const users = ['Alice', 'Alix', 'Bruno', 'Chloé'].map(player);

function renderSearch(props: { exclude?: string[]; cap?: number } = {}) {
  const onPick = jest.fn<(user: Suggestable) => void>();
  render(
    <PlayerSearch
      label="Rechercher un joueur"
      users={users}
      exclude={props.exclude ?? []}
      cap={props.cap ?? 6}
      actionLabel="Ajouter"
      onPick={onPick}
    />,
  );
  return {
    onPick,
    user: userEvent.setup({ delay: null }),
    search: screen.getByLabelText('Rechercher un joueur'),
  };
}

describe('PlayerSearch', () => {
  it('suggests nothing until something is typed, then at most `cap` players, never an excluded one', async () => {
    const { user, search } = renderSearch({ exclude: ['u-alice'], cap: 1 });
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    await user.type(search, 'AL');
    expect(screen.getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual([
      'Ajouter Alix',
    ]);
  });

  it('empties the field after a pick and keeps the focus there, to add several players in a row', async () => {
    const { onPick, user, search } = renderSearch();
    await user.type(search, 'bru');
    await user.click(screen.getByRole('button', { name: 'Ajouter Bruno' }));
    expect(onPick).toHaveBeenCalledWith(player('Bruno'));
    expect(search).toHaveValue('');
    expect(search).toHaveFocus();
    await user.type(search, 'chl');
    await user.click(screen.getByRole('button', { name: 'Ajouter Chloé' }));
    expect(onPick).toHaveBeenLastCalledWith(player('Chloé'));
  });

  it('takes the first suggestion on Enter, and does nothing on Enter without one', async () => {
    const { onPick, user, search } = renderSearch();
    await user.type(search, 'zz{Enter}');
    expect(onPick).not.toHaveBeenCalled();
    expect(screen.getByText('Aucun joueur trouvé.')).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'ali{Enter}');
    expect(onPick).toHaveBeenCalledWith(player('Alice'));
    expect(search).toHaveValue('');
  });

  it('disables the field and the shown suggestions while disabled (a pick is being saved)', async () => {
    const onPick = jest.fn<(user: Suggestable) => void>();
    const props = { label: 'Ajouter un joueur', users, exclude: [], cap: 6, actionLabel: 'Ajouter', onPick };
    const { rerender } = render(<PlayerSearch {...props} />);
    await userEvent.setup({ delay: null }).type(screen.getByLabelText('Ajouter un joueur'), 'ali');
    rerender(<PlayerSearch {...props} disabled />);
    expect(screen.getByLabelText('Ajouter un joueur')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Ajouter Alice' })).toBeDisabled();
  });
});
