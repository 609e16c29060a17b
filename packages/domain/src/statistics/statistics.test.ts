import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { ALICE, BRUNO, CHLOE, DENIS, PLAYERS, chombo, draw, ron, seatValues, tsumo } from '../../testing';
import { validRounds } from '../../testing/arbitraries';
import { tournamentHighlights } from './highlights';
import { playerStatistics, statisticRates } from './player';
import { playedRounds, type PlayedGame } from './played-game';

/*
 * Three finished games, every figure worked out by hand (rules-classic sections 1–6; uma +15/+5/−5/−15,
 * chombo −20 after uma, no oka). Alice deals first.
 *
 * Game a, hand by hand:
 *  1. E1 (Alice deals): Bruno riichi, ron 3 han 30 fu on Chloe: 960 base ×4 → 3 900; his stick back.
 *     A 30 000, B 33 900, C 26 100, D 30 000.
 *  2. E2 (Bruno deals): Bruno tsumo 2 han 30 fu as dealer: 1 000 all (3 000 for the hand). Honba 1.
 *     A 29 000, B 36 900, C 25 100, D 29 000.
 *  3. E2 honba 1: double ron on Bruno: Alice 1 han 30 fu (1 000 + 300), Denis riichi 3 han 40 fu
 *     (5 200 + 300, his stick back). A 30 300, B 30 100, C 25 100, D 34 500.
 *  4. E3 (Chloe deals): chombo by Denis; nothing moves.
 *  5. E3: all noten (tenpai []); no payment; the deal passes, honba 1.
 *  6. E4 (Denis deals): Alice riichi and alone tenpai: +3 000, the others −1 000 each; one stick left.
 *     A 32 300, B 29 100, C 24 100, D 33 500.
 *  Finished: the stick to Denis → D 34 500. Places D1 A2 B3 C4.
 *  Results: D 4 500 + 15 000 − 20 000 = −500; A 2 300 + 5 000 = 7 300; B −900 − 5 000 = −5 900;
 *  C −5 900 − 15 000 = −20 900.
 *
 * Game b, manual: A 40 000, B 40 000, C 20 000, D 20 000. A and B share first (uma (15 000 + 5 000) / 2),
 *  C and D share third: A +20 000, B +20 000, C −20 000, D −20 000.
 *
 * Game c, hand by hand: E1 Chloe tsumo 4 han 40 fu (2 560 base → mangan: 4 000 from the dealer, 2 000 from
 *  each other: 8 000). A 26 000, B 28 000, C 38 000, D 28 000. Places C1, B and D share 2, A4 (shared uma 0).
 *  Results C +23 000, B −2 000, D −2 000, A −19 000.
 */
const gameA: PlayedGame = {
  partie_id: 'a',
  date_fin: '2026-03-02T20:00:00.000Z',
  joueurs: PLAYERS,
  scores: seatValues(32300, 29100, 24100, 34500),
  chombos: { [DENIS]: 1 },
  rounds: [
    ron([[BRUNO, 3, 30]], CHLOE, [BRUNO]),
    tsumo([BRUNO, 2, 30]),
    ron(
      [
        [ALICE, 1, 30],
        [DENIS, 3, 40],
      ],
      BRUNO,
      [DENIS],
    ),
    chombo(DENIS),
    draw([]),
    draw([ALICE], [ALICE]),
  ],
};
const gameB: PlayedGame = {
  partie_id: 'b',
  date_fin: '2026-03-01T20:00:00.000Z',
  joueurs: PLAYERS,
  scores: seatValues(40000, 40000, 20000, 20000),
  rounds: null,
};
const gameC: PlayedGame = {
  partie_id: 'c',
  date_fin: '2026-03-03T20:00:00.000Z',
  joueurs: PLAYERS,
  scores: seatValues(26000, 28000, 38000, 28000),
  rounds: [tsumo([CHLOE, 4, 40])],
};
const games = [gameA, gameB, gameC];

describe('playerStatistics', () => {
  it('the replay of game a reaches the scores worked out by hand', () => {
    const rounds = playedRounds(gameA.joueurs, gameA.rounds ?? []);
    expect(rounds.map((played) => played.dealer)).toEqual([ALICE, BRUNO, BRUNO, CHLOE, CHLOE, DENIS]);
    expect(rounds.at(-1)?.after).toEqual(seatValues(32300, 29100, 24100, 33500));
  });

  it('Alice: a shared first in the manual game counts as first; one small ron; a riichi that did not win', () => {
    expect(playerStatistics(ALICE, games)).toEqual({
      parties: 3,
      places: [1, 1, 0, 1],
      place_moyenne: 2.33,
      points: 8.3,
      tours: 7,
      victoires: 1,
      tsumo: 0,
      deal_in: 0,
      riichi: 1,
      riichi_gagnes: 0,
      chombos: 0,
      main_max: { points: 1000, han: 1, fu: 30, partie_id: 'a' },
      serie: [
        { partie_id: 'b', date_fin: gameB.date_fin, points: 20 },
        { partie_id: 'a', date_fin: gameA.date_fin, points: 7.3 },
        { partie_id: 'c', date_fin: gameC.date_fin, points: -19 },
      ],
    });
  });

  it('Bruno: a ron worth more than his dealer tsumo (3 900 against 3 × 1 000), a deal-in to a double ron', () => {
    expect(playerStatistics(BRUNO, games)).toMatchObject({
      places: [1, 1, 1, 0],
      place_moyenne: 2,
      points: 12.1,
      victoires: 2,
      tsumo: 1,
      deal_in: 1,
      riichi: 1,
      riichi_gagnes: 1,
      main_max: { points: 3900, han: 3, fu: 30, partie_id: 'a' },
    });
  });

  it('Denis: a chombo costs 20 after uma; the honba is not part of the best hand', () => {
    expect(playerStatistics(DENIS, games)).toMatchObject({
      places: [1, 1, 1, 0],
      points: -22.5,
      chombos: 1,
      victoires: 1,
      deal_in: 0,
      main_max: { points: 5200, han: 3, fu: 40, partie_id: 'a' },
    });
  });

  it("Chloe: a non-dealer's tsumo counts its three payments (4 000 + 2 000 + 2 000)", () => {
    expect(playerStatistics(CHLOE, games)).toMatchObject({
      places: [1, 0, 1, 1],
      points: -17.9,
      victoires: 1,
      tsumo: 1,
      deal_in: 1,
      main_max: { points: 8000, han: 4, fu: 40, partie_id: 'c' },
    });
  });

  it('a manual game counts for places and points but no round figure', () => {
    expect(playerStatistics(ALICE, [gameB])).toMatchObject({
      parties: 1,
      places: [1, 0, 0, 0],
      points: 20,
      tours: 0,
      victoires: 0,
      main_max: null,
    });
  });

  it('a player without a finished game gets zeros and empty lists', () => {
    expect(playerStatistics('eve', games)).toEqual({
      parties: 0,
      places: [0, 0, 0, 0],
      place_moyenne: 0,
      points: 0,
      tours: 0,
      victoires: 0,
      tsumo: 0,
      deal_in: 0,
      riichi: 0,
      riichi_gagnes: 0,
      chombos: 0,
      main_max: null,
      serie: [],
    });
  });

  it('places sum to the games and every rate stays in [0, 1], whatever the rounds', () => {
    fc.assert(
      fc.property(
        fc.array(validRounds(30), { maxLength: 5 }),
        fc.constantFrom(...PLAYERS),
        (roundLists, who) => {
          const played = roundLists.map((rounds, i) => ({
            partie_id: `g${i}`,
            date_fin: `2026-01-0${i + 1}`,
            joueurs: PLAYERS,
            scores: playedRounds(PLAYERS, rounds).at(-1)?.after ?? seatValues(30000, 30000, 30000, 30000),
            rounds,
          }));
          const stats = playerStatistics(who, played);
          expect(stats.places.reduce((a, b) => a + b, 0)).toBe(stats.parties);
          expect(stats.parties).toBe(roundLists.length);
          for (const rate of Object.values(statisticRates(stats))) {
            expect(rate).toBeGreaterThanOrEqual(0);
            expect(rate).toBeLessThanOrEqual(1);
          }
        },
      ),
    );
  });
});

describe('statisticRates', () => {
  it('divides wins, deal-ins and riichi by rounds, tsumo by wins, riichi won by riichi; 0 over nothing', () => {
    expect(
      statisticRates({ tours: 8, victoires: 2, tsumo: 1, deal_in: 1, riichi: 4, riichi_gagnes: 1 }),
    ).toEqual({
      victoires: 0.25,
      tsumo: 0.5,
      deal_in: 0.125,
      riichi: 0.5,
      riichi_gagnes: 0.25,
    });
    expect(
      statisticRates({ tours: 0, victoires: 0, tsumo: 0, deal_in: 0, riichi: 0, riichi_gagnes: 0 }),
    ).toEqual({
      victoires: 0,
      tsumo: 0,
      deal_in: 0,
      riichi: 0,
      riichi_gagnes: 0,
    });
  });
});

describe('tournamentHighlights', () => {
  it('biggest hand, most wins, lowest deal-in rate, best comeback over the hand-by-hand games', () => {
    expect(tournamentHighlights(games)).toEqual({
      main_max: { user_id: CHLOE, partie_id: 'c', points: 8000, han: 4, fu: 40 },
      plus_de_victoires: { user_id: BRUNO, victoires: 2 },
      // Alice and Denis never dealt in over 7 rounds: the first met keeps it.
      moins_de_deal_in: { user_id: ALICE, taux: 0, tours: 7 },
      // Denis fell to 29 000 after round 2 of game a and finished on 34 500.
      meilleure_remontee: { user_id: DENIS, partie_id: 'a', points: 5500, score_min: 29000 },
    });
  });

  it('running games do not count; no finished game, no highlight', () => {
    expect(tournamentHighlights([{ ...gameA, etat: 'en cours' }, gameB])).toEqual({
      main_max: null,
      plus_de_victoires: null,
      moins_de_deal_in: null,
      meilleure_remontee: null,
    });
  });
});
