import { describe, expect, it } from '@jest/globals';
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RulesChoice } from '@mj/domain';
import { RulesPicker } from './rules-picker';

/** The picker as a form holds it: what it last sent is shown, so a test reads the choice it makes. */
function Holder(props: { initial: RulesChoice }) {
  const [regles, setRegles] = useState<RulesChoice>(props.initial);
  return (
    <>
      <RulesPicker value={regles} onChange={setRegles} />
      <output aria-label="Choix envoyé">{JSON.stringify(regles)}</output>
    </>
  );
}

const POT = 'Honba et bâtons sur un ron multiple';

describe('RulesPicker', () => {
  it('shows the multiple-ron pot from the preset and sends a change as an override', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Holder initial="tenhou" />);
    await user.click(screen.getByRole('button', { name: 'Personnaliser' }));
    // Tenhou gives honba and every stick to the winner nearest the discarder's right.
    expect(screen.getByLabelText(POT)).toHaveValue('amont');
    await user.selectOptions(screen.getByLabelText(POT), 'Honba à chaque gagnant, chacun reprend son bâton');
    expect(screen.getByLabelText('Choix envoyé')).toHaveTextContent(
      JSON.stringify({ base: 'tenhou', pot_double_ron: 'chacun' }),
    );
    await user.selectOptions(
      screen.getByLabelText(POT),
      'Tout au gagnant le plus proche à droite du perdant',
    );
    expect(screen.getByLabelText('Choix envoyé')).toHaveTextContent('"tenhou"');
  });

  it('asks nothing about the pot where a discard has one winner', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Holder initial="wrc-2025" />);
    await user.click(screen.getByRole('button', { name: 'Personnaliser' }));
    expect(screen.queryByLabelText(POT)).toBeNull();
    await user.selectOptions(screen.getByLabelText('Plusieurs ron sur une défausse'), 'Tous gagnent');
    expect(screen.getByLabelText(POT)).toHaveValue('chacun');
  });

  it('sets the West round: none under EMA 2025, Tenhou’s bound of 30 000, changed as an override', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Holder initial="ema-2025" />);
    await user.click(screen.getByRole('button', { name: 'Personnaliser' }));
    const extension = screen.getByLabelText('Prolongation (Ouest, ou Sud en tonpuusen)');
    expect(extension).toHaveValue('aucune');
    expect(screen.queryByLabelText('Seuil de la prolongation (points)')).toBeNull();
    await user.selectOptions(extension, 'Tant que personne n’a atteint le seuil');
    const bound = screen.getByLabelText('Seuil de la prolongation (points)');
    expect(bound).toHaveValue(30000);
    await user.clear(bound);
    await user.type(bound, '35000');
    expect(screen.getByLabelText('Choix envoyé')).toHaveTextContent(
      JSON.stringify({ base: 'ema-2025', prolongation: { mode: 'seuil', points: 35000 } }),
    );
  });
});
