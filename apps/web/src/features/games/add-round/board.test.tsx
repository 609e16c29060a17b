import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import type { Game } from '@mj/api';
import { Board } from './board';

const players = ['u-jb', 'u-jc', 'u-ma', 'u-max'];
const pseudos: Record<string, string> = {
  'u-jb': 'Jean-Baptiste',
  'u-jc': 'Jean-Christophe',
  'u-ma': 'Marie-Antoinette',
  'u-max': 'Maximilien',
};

const game = {
  id: 'g-1',
  nom: 'Partie du club',
  joueurs: players,
  scores: { 'u-jb': 30000, 'u-jc': 30000, 'u-ma': 30000, 'u-max': 30000 },
  vent: 'est',
  tour_actuel: 1,
  dealer_stack: 0,
  riichi_stack: 0,
  nb_tours: 0,
  date_debut: '2025-09-20T14:00:00.000Z',
  date_fin: null,
  tournois_id: null,
  etat: 'en cours',
} as unknown as Game;

describe('Board on a phone (names cut alike on the table tiles)', () => {
  it('gives every tile its full name, as its title and in its label, however the tile cuts it', () => {
    render(<Board game={game} pseudoOf={(id) => pseudos[id] ?? id} />);
    for (const [name, wind] of [
      ['Jean-Baptiste', 'Est'],
      ['Jean-Christophe', 'Sud'],
    ]) {
      const tile = screen.getByRole('article', {
        name: `${name}, ${wind}${wind === 'Est' ? ', donneur' : ''}`,
      });
      expect(tile.querySelector('.board__name')).toHaveAttribute('title', name);
      expect(tile.querySelector('.board__name')).toHaveTextContent(name!);
    }
  });
});
