import { describe, expect, it } from '@jest/globals';
import type { Game } from '@mj/api';
import { waitingRound } from '../../../test/waiting';
import { withWaiting } from './with-waiting';

describe('the board with the waiting rounds', () => {
  const list = [waitingRound(4, 'cle-a'), waitingRound(5, 'cle-b')];

  it('settles the waiting rounds typed at the server’s count or after, on the server’s board', () => {
    const game = {
      joueurs: ['u-alice', 'u-bruno', 'u-chloe', 'u-david'],
      scores: { 'u-alice': 30000, 'u-bruno': 30000, 'u-chloe': 30000, 'u-david': 30000 },
      vent: 'est',
      tour_actuel: 1,
      dealer_stack: 0,
      riichi_stack: 0,
      nb_tours: 5,
      etat: 'en cours',
    } as unknown as Game;
    const { board, shown } = withWaiting(game, list);
    // The round typed at 4 is behind the server's 5 (recorded, or in conflict): only the one at 5 counts.
    expect(shown.map((one) => one.item.id)).toEqual(['cle-b']);
    // Bruno's tsumo 3 han 30 fu, non-dealer: 1 000 from each non-dealer, 2 000 from the dealer Alice.
    expect(board.scores).toEqual({ 'u-alice': 28000, 'u-bruno': 34000, 'u-chloe': 29000, 'u-david': 29000 });
    expect(board.nb_tours).toBe(6);
  });
});
