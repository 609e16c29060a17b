import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { ALICE, BRUNO, CHLOE, DENIS, PLAYERS, seatValues as scores } from '../../testing';
import { MESSAGES } from '../messages';
import { toRankingPoints, tournamentRanking } from './ranking';
import { validateTournament } from './validate';

describe('tournamentRanking', () => {
  it('sums each player’s results over the finished games, ÷ 1000 with one decimal', () => {
    const games = [
      { etat: 'terminé', scores: scores(45300, 32000, 24700, 18000) },
      { etat: 'terminé', scores: { [ALICE]: 20000, [BRUNO]: 30000, [CHLOE]: 40000, emma: 30000 } },
      { etat: 'en cours', scores: scores(90000, 10000, 10000, 10000) },
    ];
    // Game 1: +30.3, +7.0, −10.3, −27.0. Game 2: Alice −25, Chloe +25, Bruno and Emma tie for 2nd (uma 0 each).
    expect(tournamentRanking(games)).toEqual({
      [ALICE]: 5.3,
      [BRUNO]: 7,
      [CHLOE]: 14.7,
      [DENIS]: -27,
      emma: 0,
    });
  });
  it('counts manual games (no etat given) and chombos, settles leftover sticks', () => {
    const games = [{ scores: scores(44000, 32000, 25000, 18000), riichi_stack: 1, chombos: { [DENIS]: 1 } }];
    expect(tournamentRanking(games)).toEqual({ [ALICE]: 30, [BRUNO]: 7, [CHLOE]: -10, [DENIS]: -47 });
  });
  it('skips games it cannot read and tolerates junk', () => {
    expect(tournamentRanking([null, { etat: 'terminé', scores: { a: 1 } }] as never)).toEqual({});
    expect(tournamentRanking('x' as never)).toEqual({});
  });
  it('rounds to one decimal, halves away from zero, never −0', () => {
    expect(toRankingPoints(25350)).toBe(25.4);
    expect(toRankingPoints(-25350)).toBe(-25.4);
    expect(toRankingPoints(-40)).toBe(0);
    expect(Object.is(toRankingPoints(-40), 0)).toBe(true);
    expect(toRankingPoints(1234567)).toBe(1234.6);
  });
  it('sums to about zero over any set of finished games without chombos', () => {
    const game = fc
      .array(fc.integer({ min: 0, max: 800 }), { minLength: 3, maxLength: 3 })
      .map(([a = 0, b = 0, c = 0]) => ({
        etat: 'terminé',
        scores: scores(a * 100, b * 100, c * 100, 120000 - (a + b + c) * 100),
      }));
    fc.assert(
      fc.property(fc.array(game, { maxLength: 20 }), (games) => {
        const total = Object.values(tournamentRanking(games)).reduce((s, v) => s + v, 0);
        expect(Math.abs(total)).toBeLessThan(0.05 * PLAYERS.length);
      }),
    );
  });
});

describe('validateTournament', () => {
  const valid = { nom: '  Open de Lyon ', date_debut: '2025-09-20', joueurs: [...PLAYERS, ALICE] };
  it('trims the name and keeps distinct players', () => {
    expect(validateTournament(valid)).toEqual({
      ok: true,
      value: { nom: 'Open de Lyon', date_debut: '2025-09-20', joueurs: PLAYERS },
    });
    expect(validateTournament({ ...valid, date_debut: '2025-09-20T09:00:00.000Z' }).ok).toBe(true);
  });
  it.each([
    ['a one-letter name', { ...valid, nom: ' L ' }, MESSAGES.tournamentNameTooShort],
    ['no name', { ...valid, nom: undefined }, MESSAGES.tournamentNameTooShort],
    ['no start date', { ...valid, date_debut: '' }, MESSAGES.tournamentStartDateRequired],
    [
      'a start date that is no date',
      { ...valid, date_debut: '2025-13-45' },
      MESSAGES.tournamentStartDateRequired,
    ],
    ['three players', { ...valid, joueurs: [ALICE, BRUNO, CHLOE, CHLOE] }, MESSAGES.tournamentPlayersTooFew],
    ['no player list', { ...valid, joueurs: 'tous' }, MESSAGES.tournamentPlayersTooFew],
  ])('%s', (_case, input, message) => {
    expect(validateTournament(input)).toEqual({ ok: false, error: message });
  });
});
