import { describe, expect, it } from '@jest/globals';
import { ALICE, BRUNO, CHLOE, PLAYERS, seatValues } from '../../testing';
import { START_SCORE } from '../constants';
import { validateFinalScores } from './final-scores';

/** Scores as a form may hold them: numbers or text. */
const scores = (a: unknown, b: unknown, c: unknown, d: unknown) => seatValues<unknown>(a, b, c, d);

describe('validateFinalScores', () => {
  it('accepts four players whose scores sum to 120000, numbers or numeric text', () => {
    expect(
      validateFinalScores({ joueurs: PLAYERS, scores: scores(45000, '32000', ' 25000 ', 18000) }),
    ).toEqual({
      ok: true,
      value: { joueurs: PLAYERS, scores: scores(45000, 32000, 25000, 18000) },
    });
  });
  it('reads scores typed the French way: « 58 400 », no-break spaces, thousands dots, a minus', () => {
    expect(
      validateFinalScores({
        joueurs: PLAYERS,
        scores: scores('58 400', '36\u00a0000', '27.100', '-1 500'),
      }),
    ).toEqual({ ok: true, value: { joueurs: PLAYERS, scores: scores(58400, 36000, 27100, -1500) } });
  });
  it('starts each picked player at 30000, which sums to 120000', () => {
    expect(START_SCORE * 4).toBe(120000);
    expect(
      validateFinalScores({
        joueurs: PLAYERS,
        scores: scores(START_SCORE, START_SCORE, START_SCORE, START_SCORE),
      }).ok,
    ).toBe(true);
  });
  it.each([
    ['three players', [ALICE, BRUNO, CHLOE]],
    ['five players', [...PLAYERS, 'zoe']],
    ['the same player twice', [ALICE, ALICE, BRUNO, CHLOE]],
    ['an empty slot', [ALICE, '', BRUNO, CHLOE]],
    ['no list', undefined],
  ])('%s: « Sélectionne 4 joueurs. »', (_case, joueurs) => {
    expect(validateFinalScores({ joueurs, scores: scores(30000, 30000, 30000, 30000) })).toEqual({
      ok: false,
      error: 'Sélectionne 4 joueurs.',
    });
  });
  it.each([
    ['an empty score', scores(30000, '', 30000, 30000)],
    ['a word', scores(30000, 'trente', 30000, 30000)],
    ['« 58.4 », neither French grouping nor a decimal comma', scores(30000, '58.4', 30000, 30000)],
    ['a missing score', { [ALICE]: 30000 }],
    ['infinity', scores(30000, Infinity, 30000, 30000)],
    ['no map', null],
  ])('%s: « Tous les scores doivent être des nombres. »', (_case, given) => {
    expect(validateFinalScores({ joueurs: PLAYERS, scores: given })).toEqual({
      ok: false,
      error: 'Tous les scores doivent être des nombres.',
    });
  });
  it('gives the current sum when it is not 120000', () => {
    expect(validateFinalScores({ joueurs: PLAYERS, scores: scores(30000, 30000, 30000, 20000) })).toEqual({
      ok: false,
      error: 'La somme des scores doit être 120\u202f000 (actuellement 110\u202f000).',
    });
  });
  it.each([
    ['300 001', scores(300_001, -60_001, -60_000, -60_000)],
    ['−300 001, the sum wrong too', scores(330_000, 90_000, 0, -300_001)],
    ['ten million typed « 10 000 000 »', scores('10 000 000', -3_000_000, -3_000_000, -3_880_000)],
  ])('refuses a score beyond ±300 000 (%s) before looking at the sum', (_case, given) => {
    expect(validateFinalScores({ joueurs: PLAYERS, scores: given })).toEqual({
      ok: false,
      error: 'Chaque score doit rester entre \u2212300\u202f000 et 300\u202f000.',
    });
  });
  it('accepts ±300 000 exactly', () => {
    expect(validateFinalScores({ joueurs: PLAYERS, scores: scores(300_000, 120_000, 0, -300_000) }).ok).toBe(
      true,
    );
  });
});
