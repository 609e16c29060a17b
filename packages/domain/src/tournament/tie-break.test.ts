import { describe, expect, it } from '@jest/globals';
import { ALICE, BRUNO, CHLOE, DENIS, seatValues as scores } from '../../testing';
import { rankingPlaces } from './tie-break';

describe('rankingPlaces', () => {
  it('shares tied places by default and skips the next one', () => {
    expect(rankingPlaces({ [ALICE]: 10, [BRUNO]: 4.5, [CHLOE]: 4.5, [DENIS]: -19 }, [], 'partage')).toEqual({
      [ALICE]: 1,
      [BRUNO]: 2,
      [CHLOE]: 2,
      [DENIS]: 4,
    });
  });

  it('breaks a tie on raw points, then the best game, then first places', () => {
    // The totals are given; the games only decide the ties. Raw points: Alice 65 000, Bruno 65 000,
    // Chloé 50 000, Denis 60 000.
    const games = [
      { etat: 'terminé', scores: scores(40000, 30000, 20000, 30000) },
      { etat: 'terminé', scores: scores(25000, 35000, 30000, 30000) },
    ];
    // Bruno and Chloé tie at 0: Bruno scored 65 000 raw, Chloé 50 000 → Bruno ahead.
    // Alice and Denis tie at 5: Alice 65 000 raw, Denis 60 000 → Alice ahead.
    expect(rankingPlaces({ [ALICE]: 5, [BRUNO]: 0, [CHLOE]: 0, [DENIS]: 5 }, games, 'points')).toEqual({
      [ALICE]: 1,
      [DENIS]: 2,
      [BRUNO]: 3,
      [CHLOE]: 4,
    });
  });

  it('goes to the best game when raw points are equal, and to first places after that', () => {
    // Alice: 40 000 (first) and 20 000, Bruno: 30 000 twice (second, tied each time): 60 000 raw each.
    const games = [
      { etat: 'terminé', scores: scores(40000, 30000, 20000, 30000) },
      { etat: 'terminé', scores: scores(20000, 30000, 30000, 40000) },
    ];
    const places = rankingPlaces({ [ALICE]: 3, [BRUNO]: 3, [CHLOE]: 0, [DENIS]: 0 }, games, 'points');
    // Alice's best game (first at 40 000, with the 15 000 uma) beats Bruno's (tied seconds share a zero uma).
    expect(places[ALICE]).toBe(1);
    expect(places[BRUNO]).toBe(2);
  });

  it('shares the place when every figure is equal, and skips unreadable games', () => {
    const games = [{ etat: 'terminé', scores: { a: 1 } }];
    expect(rankingPlaces({ [ALICE]: 2, [BRUNO]: 2 }, games, 'points')).toEqual({ [ALICE]: 1, [BRUNO]: 1 });
  });
});
