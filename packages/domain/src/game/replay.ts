import { MESSAGES } from '../messages';
import { fail } from '../result';
import { classicRules } from '../rules';
import { settleValidRound } from '../round/settle';
import { validateRound } from '../round/validate';
import { isSeating } from '../seating/seats';
import type { GameState, HistoryEntry, Outcome, Ruleset, UserId } from '../types';
import { initialGameState, isGameOver } from './state';

export interface Replay {
  /** The state after the last round. */
  state: GameState;
  /** One entry per round, in order. */
  history: HistoryEntry[];
}

/**
 * A game's state is a pure fold of its rounds from the start (30000 each, East 1, no sticks); undoing a
 * round is replaying one fewer. Any round that does not validate, or comes after the end, stops the replay
 * with its message (`index` tells which round).
 */
export function replayGame(
  joueurs: readonly UserId[],
  rounds: readonly unknown[],
  rules: Ruleset = classicRules,
): Outcome<Replay> | { ok: false; error: string; index: number } {
  if (!isSeating(joueurs)) return fail(MESSAGES.newGamePlayers);
  if (!Array.isArray(rounds)) return fail(MESSAGES.roundMalformed);
  let state = initialGameState(joueurs, rules);
  const history: HistoryEntry[] = [];
  for (let index = 0; index < rounds.length; index += 1) {
    if (isGameOver(state)) return { ok: false, error: MESSAGES.gameOver, index };
    const round = validateRound(rounds[index], joueurs, rules);
    if (!round.ok) return { ok: false, error: round.error, index };
    const { delta, next } = settleValidRound(state, round.value, rules);
    history.push({ index, joueurs_avant: state.scores, delta, tour: round.value });
    state = next;
  }
  return { ok: true, state, history };
}
