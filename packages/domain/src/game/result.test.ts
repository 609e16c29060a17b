import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import {
  ALICE,
  BRUNO,
  CHLOE,
  DENIS,
  chombo,
  draw,
  startState,
  sum,
  tsumo,
  seatValues as scores,
} from '../../testing';
import { MESSAGES } from '../messages';
import { classicRules } from '../rules';
import { rulesOf } from '../rules/choice';
import type { GameState } from '../types';
import { countChombos, finishGame, gameResult } from './result';

describe('gameResult', () => {
  it('places, uma +15000/+5000/−5000/−15000, result = final − 30000 + uma', () => {
    expect(gameResult({ scores: scores(45000, 32000, 25000, 18000) })).toEqual({
      ok: true,
      final_scores: scores(45000, 32000, 25000, 18000),
      place: scores(1, 2, 3, 4),
      uma: scores(15000, 5000, -5000, -15000),
      result: scores(30000, 7000, -10000, -27000),
    });
  });

  it('leftover sticks go to first place before the result', () => {
    const result = gameResult({ scores: scores(25000, 44000, 30000, 19000), riichi_stack: 2 });
    expect(result).toMatchObject({
      final_scores: scores(25000, 46000, 30000, 19000),
      result: scores(-10000, 31000, 5000, -26000),
    });
  });

  it('ties share the place and the average of the uma of the places they occupy', () => {
    expect(gameResult({ scores: scores(35000, 35000, 25000, 25000) })).toMatchObject({
      place: scores(1, 1, 3, 3),
      uma: scores(10000, 10000, -10000, -10000),
      result: scores(15000, 15000, -15000, -15000),
    });
    expect(gameResult({ scores: scores(40000, 26000, 26000, 28000) })).toMatchObject({
      place: scores(1, 3, 3, 2),
      uma: scores(15000, -10000, -10000, 5000),
    });
    expect(gameResult({ scores: scores(30000, 30000, 30000, 30000) })).toMatchObject({
      place: scores(1, 1, 1, 1),
      uma: scores(0, 0, 0, 0),
      result: scores(0, 0, 0, 0),
    });
    expect(gameResult({ scores: scores(20000, 20000, 20000, 60000) })).toMatchObject({
      place: scores(2, 2, 2, 1),
      uma: scores(-5000, -5000, -5000, 15000),
    });
  });

  it('players tied for first split the leftover sticks, floored to 100; the first in seat order gets the rest', () => {
    const result = gameResult({ scores: scores(36000, 36000, 36000, 11000), riichi_stack: 1 });
    expect(result).toMatchObject({
      final_scores: scores(36400, 36300, 36300, 11000),
      place: scores(1, 1, 1, 4),
    });
    expect(result.ok && sum(result.final_scores)).toBe(120000);
    const pair = gameResult({ scores: scores(20000, 40000, 19000, 40000), riichi_stack: 1 });
    expect(pair).toMatchObject({ final_scores: scores(20000, 40500, 19000, 40500) });
  });

  it('takes 20000 per chombo from the offender after uma', () => {
    expect(
      gameResult({ scores: scores(45000, 32000, 25000, 18000), chombos: { [BRUNO]: 1, [DENIS]: 2 } }),
    ).toMatchObject({
      uma: scores(15000, 5000, -5000, -15000),
      result: scores(30000, 7000 - 20000, -10000, -27000 - 40000),
    });
  });

  it('gives the oka to first place when a ruleset returns more than it starts with', () => {
    const withOka = { ...classicRules, startScore: 25000, returnScore: 30000 };
    const result = gameResult({ scores: { a: 50000, b: 25000, c: 15000, d: 10000 } }, withOka);
    expect(result).toMatchObject({
      result: { a: 50000 - 30000 + 15000 + 20000, b: 0, c: -20000, d: -35000 },
    });
  });

  it('sums results to zero without chombos (no oka)', () => {
    const table = fc
      .tuple(
        fc.integer({ min: -200, max: 1200 }),
        fc.integer({ min: -200, max: 1200 }),
        fc.integer({ min: -200, max: 1200 }),
        fc.nat(5),
      )
      .map(([a, b, c, sticks]) => ({
        scores: { a: a * 100, b: b * 100, c: c * 100, d: 120000 - sticks * 1000 - (a + b + c) * 100 },
        riichi_stack: sticks,
      }));
    fc.assert(
      fc.property(table, (input) => {
        const result = gameResult(input);
        if (!result.ok) throw new Error(result.error);
        expect(sum(result.final_scores)).toBe(120000);
        expect(sum(result.result)).toBe(0);
      }),
    );
  });

  it('sums results to zero with an oka and three-way ties (M-League: shares to the tenth)', () => {
    const rules = rulesOf('m-league');
    // Scores in steps of 10 000 so that ties are frequent; the fourth makes the sum 100 000.
    const table = fc
      .tuple(fc.integer({ min: 0, max: 5 }), fc.integer({ min: 0, max: 5 }), fc.integer({ min: 0, max: 5 }))
      .map(([a, b, c]) => ({ scores: { a: a * 10000, b: b * 10000, c: c * 10000, d: 100000 - (a + b + c) * 10000 } }));
    fc.assert(
      fc.property(table, (input) => {
        const result = gameResult(input, rules);
        if (!result.ok) throw new Error(result.error);
        expect(sum(result.result)).toBe(0);
        expect(Object.values(result.result).every((points) => points % 100 === 0)).toBe(true);
      }),
    );
  });

  it.each([
    ['no scores', {}],
    ['three players', { scores: { a: 40000, b: 40000, c: 40000 } }],
    ['a score that is not a number', { scores: { ...scores(30000, 30000, 30000, 0), [DENIS]: '30000' } }],
    ['negative sticks', { scores: scores(30000, 30000, 30000, 30000), riichi_stack: -1 }],
    [
      'chombos that are not counts',
      { scores: scores(30000, 30000, 30000, 30000), chombos: { [ALICE]: 'un' } },
    ],
  ])('refuses %s', (_case, input) => {
    expect(gameResult(input as never)).toEqual({ ok: false, error: MESSAGES.gameScoresInvalid });
  });

  it('never throws on arbitrary JSON', () => {
    fc.assert(fc.property(fc.anything(), (input) => void gameResult(input as never)));
  });
});

describe('finishGame', () => {
  it('gives the sticks on the table to first place so the final scores sum to 120000', () => {
    const state = startState({
      scores: scores(41000, 30000, 27000, 20000),
      riichi_stack: 2,
      vent: 'sud',
      tour_actuel: 3,
    });
    expect(finishGame(state)).toEqual({
      ok: true,
      delta: scores(2000, 0, 0, 0),
      next: { ...state, scores: scores(43000, 30000, 27000, 20000), riichi_stack: 0 },
    });
  });
  it('refuses an invalid state', () => {
    expect(finishGame({} as GameState)).toEqual({ ok: false, error: MESSAGES.gameStateInvalid });
  });
});

describe('countChombos', () => {
  it('counts chombo rounds per offender and ignores everything else', () => {
    const rounds = [
      chombo(BRUNO),
      draw([ALICE]),
      chombo(BRUNO),
      tsumo([CHLOE, 1, 30]),
      chombo(DENIS),
      null,
      { type_victoire: 'chombo' },
    ];
    expect(countChombos(rounds)).toEqual({ [BRUNO]: 2, [DENIS]: 1 });
    expect(countChombos('x' as unknown as unknown[])).toEqual({});
  });
  it('is safe with an id such as __proto__', () => {
    const counts = countChombos([chombo('__proto__'), chombo('__proto__')]);
    expect(Object.getPrototypeOf(counts)).toBe(Object.prototype);
    expect(Object.entries(counts)).toEqual([['__proto__', 2]]);
  });
});
