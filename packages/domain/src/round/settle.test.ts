import { describe, expect, it } from '@jest/globals';
import { ALICE, BRUNO, CHLOE, DENIS, chombo, draw, ron, startState, sum, tsumo } from '../../testing';
import { initialGameState } from '../game/state';
import { MESSAGES } from '../messages';
import type { GameState, Wind } from '../types';
import { settleRound, settleValidRound } from './settle';
import { validateRound } from './validate';

/** Settles and returns the fields; fails the test on an error value. */
function settle(state: GameState, round: unknown) {
  const outcome = settleRound(state, round);
  if (!outcome.ok) throw new Error(`unexpected error: ${outcome.error}`);
  return outcome;
}

const scoresAfter = (delta: Record<string, number>) =>
  Object.fromEntries(Object.entries(delta).map(([id, change]) => [id, 30000 + change]));

describe('settleRound: tsumo', () => {
  it('non-dealer 1 han 30 fu: the dealer pays 500, the others 300; the dealer passes', () => {
    const { delta, next } = settle(startState(), tsumo([BRUNO, 1, 30]));
    expect(delta).toEqual({ [ALICE]: -500, [BRUNO]: 1100, [CHLOE]: -300, [DENIS]: -300 });
    expect(next).toMatchObject({
      vent: 'est',
      tour_actuel: 2,
      dealer_stack: 0,
      riichi_stack: 0,
      scores: scoresAfter(delta),
    });
  });
  it('dealer 3 han 30 fu: 2000 all; the dealer stays and adds a honba', () => {
    const { delta, next } = settle(startState(), tsumo([ALICE, 3, 30]));
    expect(delta).toEqual({ [ALICE]: 6000, [BRUNO]: -2000, [CHLOE]: -2000, [DENIS]: -2000 });
    expect(next).toMatchObject({ tour_actuel: 1, dealer_stack: 1 });
  });
  it('honba: each of the three payers pays 100 more per counter', () => {
    const { delta, next } = settle(startState({ dealer_stack: 2 }), tsumo([CHLOE, 4, 30]));
    expect(delta).toEqual({ [ALICE]: -4100, [BRUNO]: -2200, [CHLOE]: 8500, [DENIS]: -2200 });
    expect(next.dealer_stack).toBe(0);
  });
  it('the winner collects the table sticks and every stick declared this round', () => {
    const state = startState({
      riichi_stack: 2,
      scores: { [ALICE]: 29000, [BRUNO]: 29000, [CHLOE]: 30000, [DENIS]: 30000 },
    });
    const { delta, next } = settle(state, tsumo([CHLOE, 1, 30], [CHLOE, DENIS]));
    expect(delta).toEqual({ [ALICE]: -500, [BRUNO]: -300, [CHLOE]: -1000 + 1100 + 4000, [DENIS]: -1300 });
    expect(next.riichi_stack).toBe(0);
    expect(sum(next.scores)).toBe(120000);
  });
});

describe('settleRound: ron', () => {
  it('non-dealer 2 han 25 fu: the discarder pays 1600; honba back to 0, the dealer passes', () => {
    const { delta, next } = settle(startState({ dealer_stack: 3 }), ron([[DENIS, 2, 25]], BRUNO));
    expect(delta).toEqual({ [ALICE]: 0, [BRUNO]: -2500, [CHLOE]: 0, [DENIS]: 2500 });
    expect(next).toMatchObject({ tour_actuel: 2, dealer_stack: 0 });
  });
  it('dealer 4 han 40 fu (mangan): 12000 plus 300 per honba; the dealer stays', () => {
    const { delta, next } = settle(startState({ dealer_stack: 1 }), ron([[ALICE, 4, 40]], CHLOE));
    expect(delta).toEqual({ [ALICE]: 12300, [BRUNO]: 0, [CHLOE]: -12300, [DENIS]: 0 });
    expect(next).toMatchObject({ tour_actuel: 1, dealer_stack: 2 });
  });
  it('double ron: the discarder pays each winner their hand plus the honba', () => {
    const { delta } = settle(
      startState({ dealer_stack: 1 }),
      ron(
        [
          [BRUNO, 1, 30],
          [DENIS, 3, 40],
        ],
        CHLOE,
      ),
    );
    expect(delta).toEqual({ [ALICE]: 0, [BRUNO]: 1300, [CHLOE]: -1300 - 5500, [DENIS]: 5500 });
  });
  it('double ron of a haneman sent without fu and a yakuman: each is paid their hand and the honba', () => {
    // Bruno 6 han (haneman, fu left out), Denis a yakuman, both non-dealers, on Chloe's discard, 1 honba:
    // 4 × 3000 = 12 000 and 4 × 8000 = 32 000, each + 300; Alice (dealer) does not win, the deal passes.
    const round = {
      ...ron([[BRUNO, 6, 0]], CHLOE),
      fu: {},
      gagnant: [BRUNO, DENIS],
      yakuman: { [DENIS]: 1 },
    };
    const state = startState({ dealer_stack: 1 });
    const expected = { [ALICE]: 0, [BRUNO]: 12300, [CHLOE]: -44600, [DENIS]: 32300 };
    const { delta, next } = settle(state, round);
    expect(delta).toEqual(expected);
    expect(next).toMatchObject({ vent: 'est', tour_actuel: 2, dealer_stack: 0, riichi_stack: 0 });
    // The cleaned round a replay settles gives the same.
    const cleaned = validateRound(round, state.joueurs);
    if (!cleaned.ok) throw new Error(cleaned.error);
    expect(cleaned.value).toEqual({ ...round, han: { [BRUNO]: 6 } });
    expect(settleValidRound(state, cleaned.value).delta).toEqual(expected);
  });
  it('double ron: sticks go to the winner nearest the discarder’s right; a winning declarer takes back their own', () => {
    // Discarder Bruno: his right is Chloe (not a winner), then Denis (winner), then Alice (winner).
    const state = startState({
      riichi_stack: 1,
      scores: { [ALICE]: 30000, [BRUNO]: 30000, [CHLOE]: 30000, [DENIS]: 29000 },
    });
    const { delta, next } = settle(
      state,
      ron(
        [
          [DENIS, 1, 30],
          [ALICE, 1, 30],
        ],
        BRUNO,
        [ALICE, BRUNO, CHLOE],
      ),
    );
    expect(delta).toEqual({
      [ALICE]: -1000 + 1500 + 1000,
      [BRUNO]: -1000 - 1000 - 1500,
      [CHLOE]: -1000,
      [DENIS]: 1000 + 1000 * 3, // table stick, Bruno's and Chloe's
    });
    expect(next).toMatchObject({ riichi_stack: 0, tour_actuel: 1, dealer_stack: 1 }); // Alice (dealer) won
    expect(sum(next.scores)).toBe(120000);
  });
  it('triple ron: the winner right after the discarder takes the other sticks', () => {
    const state = startState({
      riichi_stack: 2,
      scores: { [ALICE]: 29000, [BRUNO]: 29000, [CHLOE]: 30000, [DENIS]: 30000 },
    });
    const { delta, next } = settle(
      state,
      ron(
        [
          [ALICE, 1, 30],
          [BRUNO, 1, 30],
          [CHLOE, 1, 30],
        ],
        DENIS,
        [BRUNO, DENIS],
      ),
    );
    // Denis's right is Alice: she takes the two table sticks and Denis's; Bruno takes his own back.
    expect(delta).toEqual({
      [ALICE]: 1500 + 3000,
      [BRUNO]: -1000 + 1000 + 1000,
      [CHLOE]: 1000,
      [DENIS]: -1000 - 1500 - 1000 - 1000,
    });
    expect(next).toMatchObject({ riichi_stack: 0, dealer_stack: 1, tour_actuel: 1 });
    expect(sum(next.scores)).toBe(120000);
  });
  it('only non-dealers win a double ron: the dealer passes and honba goes back to 0', () => {
    const { next } = settle(
      startState({ dealer_stack: 2 }),
      ron(
        [
          [BRUNO, 1, 30],
          [CHLOE, 1, 30],
        ],
        ALICE,
      ),
    );
    expect(next).toMatchObject({ tour_actuel: 2, dealer_stack: 0 });
  });
});

describe('settleRound: exhaustive draw', () => {
  it.each([
    { tenpai: [BRUNO], delta: [-1000, 3000, -1000, -1000] },
    { tenpai: [BRUNO, CHLOE], delta: [-1500, 1500, 1500, -1500] },
    { tenpai: [BRUNO, CHLOE, DENIS], delta: [-3000, 1000, 1000, 1000] },
    { tenpai: [ALICE, BRUNO, CHLOE, DENIS], delta: [0, 0, 0, 0] },
    { tenpai: [], delta: [0, 0, 0, 0] },
  ])('$tenpai.length tenpai: $delta', ({ tenpai, delta }) => {
    expect(Object.values(settle(startState(), draw(tenpai)).delta)).toEqual(delta);
  });
  it('dealer noten: the dealer passes and a honba is added', () => {
    expect(settle(startState({ dealer_stack: 1 }), draw([BRUNO])).next).toMatchObject({
      tour_actuel: 2,
      dealer_stack: 2,
    });
  });
  it('all noten: nobody pays, the deal passes to the next seat with one more honba', () => {
    const allNoten = settle(startState({ tour_actuel: 3, dealer_stack: 2, riichi_stack: 1 }), draw([]));
    expect(allNoten.delta).toEqual({ [ALICE]: 0, [BRUNO]: 0, [CHLOE]: 0, [DENIS]: 0 });
    expect(allNoten.next).toMatchObject({ vent: 'est', tour_actuel: 4, dealer_stack: 3, riichi_stack: 1 });
    // South 4's dealer noten: the game leaves South 4 (Ouest - 1).
    const south4 = settle(startState({ vent: 'sud', tour_actuel: 4 }), draw([]));
    expect(south4.next).toMatchObject({ vent: 'ouest', tour_actuel: 1, dealer_stack: 1 });
  });
  it('all noten with a riichi player is refused: a riichi player must be tenpai', () => {
    expect(settleRound(startState(), draw([], [BRUNO]))).toEqual({
      ok: false,
      error: MESSAGES.riichiMustBeTenpai,
    });
  });
  it('dealer tenpai: the dealer stays and a honba is added', () => {
    expect(settle(startState(), draw([ALICE])).next).toMatchObject({ tour_actuel: 1, dealer_stack: 1 });
  });
  it('sticks declared this round stay on the table and are carried to the next win', () => {
    const first = settle(startState(), draw([BRUNO, CHLOE], [BRUNO, CHLOE]));
    expect(first.delta).toEqual({ [ALICE]: -1500, [BRUNO]: 500, [CHLOE]: 500, [DENIS]: -1500 });
    expect(first.next).toMatchObject({ riichi_stack: 2, dealer_stack: 1, tour_actuel: 2 });
    const second = settle(first.next, draw([DENIS], [DENIS]));
    expect(second.next).toMatchObject({ riichi_stack: 3, dealer_stack: 2, tour_actuel: 3 });
    expect(sum(second.next.scores) + 1000 * second.next.riichi_stack).toBe(120000);
    const win = settle(second.next, ron([[ALICE, 1, 30]], DENIS));
    expect(win.delta[ALICE]).toBe(1000 + 600 + 3000);
    expect(win.next).toMatchObject({ riichi_stack: 0, dealer_stack: 0, tour_actuel: 4 });
    expect(sum(win.next.scores)).toBe(120000);
  });
});

describe('settleRound: chombo', () => {
  it('moves no points, returns this round’s sticks and replays the hand as it was', () => {
    const state = startState({ vent: 'sud', tour_actuel: 3, dealer_stack: 2, riichi_stack: 1 });
    const { delta, next } = settle(state, chombo(DENIS, [BRUNO]));
    expect(delta).toEqual({ [ALICE]: 0, [BRUNO]: 0, [CHLOE]: 0, [DENIS]: 0 });
    expect(next).toEqual(state);
  });
});

describe('settleRound: dealer rotation and the end of the game', () => {
  const nonDealerWin = (state: GameState) => {
    const dealerSeat = state.tour_actuel - 1;
    const winner = state.joueurs[(dealerSeat + 1) % 4] as string;
    return settle(state, tsumo([winner, 1, 30])).next;
  };
  it.each<[Wind, number, Wind, number]>([
    ['est', 1, 'est', 2],
    ['est', 4, 'sud', 1],
    ['sud', 4, 'ouest', 1],
    ['ouest', 4, 'nord', 1],
    ['nord', 3, 'nord', 4],
  ])('%s %i → %s %i', (vent, tour, nextVent, nextTour) => {
    expect(nonDealerWin(startState({ vent, tour_actuel: tour }))).toMatchObject({
      vent: nextVent,
      tour_actuel: nextTour,
    });
  });
  it('after North 4 the game is over and any further round is refused', () => {
    const over = nonDealerWin(startState({ vent: 'nord', tour_actuel: 4 }));
    expect(over).toMatchObject({ vent: 'nord', tour_actuel: 5 });
    expect(settleRound(over, tsumo([ALICE, 1, 30]))).toEqual({ ok: false, error: MESSAGES.gameOver });
    expect(MESSAGES.gameOver).toBe('Fin de la partie atteinte : termine la partie.');
  });
  it('North 4 goes on while the dealer keeps the deal', () => {
    const state = startState({ vent: 'nord', tour_actuel: 4 });
    expect(settle(state, tsumo([DENIS, 1, 30])).next).toMatchObject({
      vent: 'nord',
      tour_actuel: 4,
      dealer_stack: 1,
    });
  });
});

describe('settleRound: hostile ids', () => {
  it('settles a seat named __proto__ as any other, without touching prototypes', () => {
    const seats = ['__proto__', BRUNO, CHLOE, DENIS];
    const state = JSON.parse(JSON.stringify(initialGameState(seats))) as GameState;
    const round = JSON.parse(
      '{"type_victoire":"tsumo","gagnant":["__proto__"],"han":{"__proto__":1},"fu":{"__proto__":30}}',
    );
    const { delta, next } = settle(state, round);
    expect(Object.entries(delta)).toEqual([
      ['__proto__', 1500],
      [BRUNO, -500],
      [CHLOE, -500],
      [DENIS, -500],
    ]);
    expect(Object.getPrototypeOf(next.scores)).toBe(Object.prototype);
    expect(Object.entries(next.scores)[0]).toEqual(['__proto__', 31500]);
  });
});

describe('settleRound: bad input gives an error value', () => {
  it('an invalid round answers with its validation message', () => {
    expect(settleRound(startState(), { type_victoire: 'tsumo', gagnant: [] })).toEqual({
      ok: false,
      error: MESSAGES.tsumoOneWinner,
    });
  });
  it.each([
    null,
    {},
    { ...startState(), joueurs: ['a', 'a', 'b', 'c'] },
    { ...startState(), scores: { alice: 30000 } },
    { ...startState(), scores: { ...startState().scores, zoe: 30000 } },
    { ...startState(), vent: 'centre' },
    { ...startState(), tour_actuel: 0 },
    { ...startState(), dealer_stack: -1 },
    { ...startState(), riichi_stack: 1.5 },
  ])('an invalid state (%#)', (state) => {
    expect(settleRound(state as GameState, tsumo([ALICE, 1, 30]))).toEqual({
      ok: false,
      error: MESSAGES.gameStateInvalid,
    });
  });
});
