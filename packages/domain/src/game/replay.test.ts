import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { validRounds } from '../../testing/arbitraries';
import {
  ALICE,
  BRUNO,
  CHLOE,
  DENIS,
  PLAYERS,
  chombo,
  draw,
  ron,
  startState,
  sum,
  tsumo,
} from '../../testing';
import { MESSAGES } from '../messages';
import { withFreeExtension } from '../rules';
import { rulesOf } from '../rules/choice';
import { settleRound } from '../round/settle';
import type { GameState } from '../types';
import { replayGame } from './replay';
import { dealerOf, initialGameState, isGameOver } from './state';

/** The rounds that fit in one game: those before the end. */
function playable(rounds: readonly unknown[]): { rounds: unknown[]; states: GameState[] } {
  let state = initialGameState(PLAYERS);
  const states = [state];
  const kept: unknown[] = [];
  for (const round of rounds) {
    if (isGameOver(state)) break;
    const outcome = settleRound(state, round);
    if (!outcome.ok) throw new Error(outcome.error);
    state = outcome.next;
    states.push(state);
    kept.push(round);
  }
  return { rounds: kept, states };
}

describe('replayGame', () => {
  it('starts at 30000 each, Est 1, no sticks', () => {
    expect(replayGame(PLAYERS, [])).toEqual({ ok: true, state: startState(), history: [] });
    expect(dealerOf(startState())).toBe(ALICE);
  });

  it('folds the rounds and records a history entry per round', () => {
    const rounds = [
      draw([BRUNO], [BRUNO]),
      tsumo([CHLOE, 4, 30]),
      chombo(DENIS),
      ron([[ALICE, 2, 40]], DENIS),
    ];
    const replay = replayGame(PLAYERS, rounds);
    if (!replay.ok) throw new Error(replay.error);
    expect(replay.history.map((entry) => entry.index)).toEqual([0, 1, 2, 3]);
    expect(replay.history[0]?.joueurs_avant).toEqual(startState().scores);
    expect(replay.history[1]).toMatchObject({
      joueurs_avant: { [ALICE]: 29000, [BRUNO]: 32000, [CHLOE]: 29000, [DENIS]: 29000 },
      delta: { [ALICE]: -2100, [BRUNO]: -4000, [CHLOE]: 9200, [DENIS]: -2100 },
      tour: { type_victoire: 'tsumo', gagnant: [CHLOE] },
    });
    expect(replay.state).toEqual({
      joueurs: PLAYERS,
      scores: { [ALICE]: 26900 + 2600, [BRUNO]: 28000, [CHLOE]: 38200, [DENIS]: 26900 - 2600 },
      vent: 'est',
      tour_actuel: 4,
      dealer_stack: 0,
      riichi_stack: 0,
    });
  });

  it('stops at the first invalid round, saying which', () => {
    expect(replayGame(PLAYERS, [draw([BRUNO]), { type_victoire: 'ron' }])).toEqual({
      ok: false,
      error: MESSAGES.ronWinnerRequired,
      index: 1,
    });
  });

  it('refuses a round after the end of North 4', () => {
    const sixteenHands = Array.from({ length: 16 }, (_, hand) =>
      tsumo([PLAYERS[(hand + 1) % 4] as string, 1, 30]),
    );
    const full = replayGame(PLAYERS, sixteenHands);
    expect(full.ok && full.state).toMatchObject({ vent: 'nord', tour_actuel: 5 });
    expect(replayGame(PLAYERS, [...sixteenHands, draw([ALICE])])).toEqual({
      ok: false,
      error: MESSAGES.gameOver,
      index: 16,
    });
  });

  it('refuses seats that are not four distinct players, and rounds that are not a list', () => {
    expect(replayGame([ALICE, BRUNO, CHLOE], [])).toEqual({ ok: false, error: MESSAGES.newGamePlayers });
    expect(replayGame(PLAYERS, 'rounds' as unknown as unknown[])).toEqual({
      ok: false,
      error: MESSAGES.roundMalformed,
    });
  });
});

describe('properties on random valid round sequences', () => {
  it('after every round, sum(scores) + 1000 × riichi_stack = 120000', () => {
    fc.assert(
      fc.property(validRounds(40), (rounds) => {
        for (const state of playable(rounds).states)
          expect(sum(state.scores) + 1000 * state.riichi_stack).toBe(120000);
      }),
      { numRuns: 300 },
    );
  });

  it('replaying n rounds gives the state after round n; replaying n−1 the state before it (undo)', () => {
    fc.assert(
      fc.property(validRounds(40), (generated) => {
        const { rounds, states } = playable(generated);
        const replay = replayGame(PLAYERS, rounds);
        expect(replay.ok && replay.state).toEqual(states[rounds.length]);
        if (rounds.length === 0) return;
        const undone = replayGame(PLAYERS, rounds.slice(0, -1));
        expect(undone.ok && undone.state).toEqual(states[rounds.length - 1]);
        expect(replay.ok && replay.history.at(-1)?.joueurs_avant).toEqual(states[rounds.length - 1]?.scores);
      }),
      { numRuns: 300 },
    );
  });

  it('each history delta sums to the sticks taken from the table (negative when sticks are left on it)', () => {
    fc.assert(
      fc.property(validRounds(30), (generated) => {
        const { rounds, states } = playable(generated);
        const replay = replayGame(PLAYERS, rounds);
        if (!replay.ok) throw new Error(replay.error);
        replay.history.forEach((entry, index) => {
          const sticksTaken = (states[index]?.riichi_stack ?? 0) - (states[index + 1]?.riichi_stack ?? 0);
          expect(sum(entry.delta)).toBe(1000 * sticksTaken);
        });
      }),
      { numRuns: 200 },
    );
  });

  it('replayGame and settleRound never throw on arbitrary JSON', () => {
    fc.assert(
      fc.property(fc.anything(), fc.array(fc.anything(), { maxLength: 5 }), (anything, rounds) => {
        expect(() => replayGame(PLAYERS, rounds)).not.toThrow();
        expect(() => replayGame(anything as string[], rounds)).not.toThrow();
        expect(() => settleRound(anything as GameState, anything)).not.toThrow();
        expect(() => settleRound(startState(), anything)).not.toThrow();
      }),
      { numRuns: 500 },
    );
  });
});

describe('a game stored before the West round was a parameter of the rules', () => {
  // Eight hands won by the player after the dealer: the deal passes each time, so the ninth hand is West 1.
  const eightHands = PLAYERS.concat(PLAYERS).map((_, hand) => tsumo([PLAYERS[(hand + 1) % 4]!, 1, 30]));
  const west1 = tsumo([BRUNO, 1, 30]);
  const ema = rulesOf('ema-2025');

  it('is refused a West round under EMA 2025, and replays with the extension it was allowed then', () => {
    expect(replayGame(PLAYERS, eightHands, ema).ok).toBe(true);
    expect(replayGame(PLAYERS, [...eightHands, west1], ema).ok).toBe(false);
    const stored = replayGame(PLAYERS, [...eightHands, west1], withFreeExtension(ema));
    if (!stored.ok) throw new Error(stored.error);
    expect(stored.state.vent).toBe('ouest');
    // Only the wind bound changes: the scores are the rules' own.
    expect(withFreeExtension(ema)).toEqual({ ...ema, lastWind: 'nord', extensionUntil: null });
  });
});
