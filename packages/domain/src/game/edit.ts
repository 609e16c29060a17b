import { MESSAGES } from '../messages';
import { fail } from '../result';
import { classicRules } from '../rules';
import { validateRound } from '../round/validate';
import type { Ruleset, UserId } from '../types';
import type { Replay } from './replay';
import { replayGame } from './replay';

/** A change to a past round: replace it with another round, or remove it. `index` counts from 0. */
export type RoundEdit =
  { kind: 'replace'; index: number; round: unknown } | { kind: 'remove'; index: number };

/**
 * Why an edit is refused: the French sentence, and when a later round no longer fits the replayed game,
 * its index in the game as it was (the history the players see).
 */
export type EditRefusal = { ok: false; error: string; laterRound?: number };

/**
 * Corrects or removes one past round and replays the whole game (rules-classic section 5: the game is
 * the fold of its rounds). The replacement is validated like a new round; a later round that no longer
 * fits (it would come after the end of North 4) refuses the whole edit, naming that round.
 */
export function editGame(
  joueurs: readonly UserId[],
  rounds: readonly unknown[],
  edit: RoundEdit,
  rules: Ruleset = classicRules,
): ({ ok: true } & Replay) | EditRefusal {
  const { index } = edit;
  if (!Number.isInteger(index) || index < 0 || index >= rounds.length)
    return fail(MESSAGES.roundNotFound(Number.isInteger(index) ? index + 1 : 0));
  const edited = rounds.slice();
  if (edit.kind === 'replace') {
    const round = validateRound(edit.round, joueurs, rules);
    if (!round.ok) return round;
    edited[index] = round.value;
  } else {
    edited.splice(index, 1);
  }
  const replay = replayGame(joueurs, edited, rules);
  if (replay.ok) return replay;
  if (!('index' in replay)) return replay;
  // Rounds before the edit replay as before; the failing round is a later one. Name it as the history
  // showed it before the edit (a removal shifted it down by one).
  const laterRound = edit.kind === 'remove' ? replay.index + 1 : replay.index;
  const error =
    replay.error === MESSAGES.gameOver
      ? MESSAGES.laterRoundAfterEnd(laterRound + 1)
      : MESSAGES.laterRoundInvalid(laterRound + 1, replay.error);
  return { ok: false, error, laterRound };
}
