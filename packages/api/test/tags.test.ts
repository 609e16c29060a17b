import { describe, expect, it } from '@jest/globals';
import { newGameTags } from '../src/endpoints/tags';

describe('what a new game makes stale', () => {
  it('finds its tournament under either name the server accepts', () => {
    expect(newGameTags({ tournoi_id: 't-1' }, { finished: true })).toEqual([
      { type: 'MyGames' },
      { type: 'Statistics' },
      { type: 'TournamentGames', id: 't-1' },
      { type: 'Ranking', id: 't-1' },
    ]);
    expect(newGameTags({ tournois_id: 't-2' }, { finished: false })).toEqual([
      { type: 'MyGames' },
      { type: 'TournamentGames', id: 't-2' },
    ]);
    expect(newGameTags({ tournois_id: null }, { finished: false })).toEqual([{ type: 'MyGames' }]);
  });
});
