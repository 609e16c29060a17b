/**
 * Random sequences of add, undo and finish on a game, checked step by step against the domain's replay
 * (see game-model.ts). The test command plays a few dozen sequences on PGlite; `pnpm test:stress` plays
 * many more, on both databases.
 */
import { describe, expect, it } from '@jest/globals';
import { buildTestApp, registerUser, registerUsers } from '../helper';
import { fuzzGameModel } from './game-model';

describe('a game against its model (PGlite)', () => {
  it('every step answers what the domain predicts; undo gives back exactly the previous game', async () => {
    const app = await buildTestApp();
    const seats = await registerUsers(app, 4, 'modele');
    const outsider = await registerUser(app);
    const figures = await fuzzGameModel(app, seats, outsider.id, 15, 40);
    expect(figures.accepted).toBeGreaterThan(figures.sequences);
  });
});
