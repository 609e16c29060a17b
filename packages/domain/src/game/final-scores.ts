import { MAX_FINAL_SCORE, PLAYER_COUNT } from '../constants';
import { parseFrenchNumber } from '../format';
import { MESSAGES } from '../messages';
import { byPlayer, fail, isRecord, ok, own } from '../result';
import { classicRules } from '../rules';
import { isSeating } from '../seating/seats';
import type { PointsByPlayer, Result, Ruleset, UserId } from '../types';

export interface FinalScoresInput {
  joueurs: unknown;
  /** Score of each player: numbers, or numeric text as typed in a form. */
  scores: unknown;
}

/** A score typed in a form (French grouping accepted) or sent as JSON, or null if it is not a number. */
function readScore(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  return typeof value === 'string' ? parseFrenchNumber(value) : null;
}

/**
 * The players and scores of a finished-game entry, before their sum is checked: four distinct players,
 * every score a number within ±MAX_FINAL_SCORE.
 */
export function readFinalScores({
  joueurs,
  scores,
}: FinalScoresInput): Result<{ joueurs: UserId[]; scores: PointsByPlayer }> {
  if (!isSeating(joueurs)) return fail(MESSAGES.finalPlayers);
  if (!isRecord(scores)) return fail(MESSAGES.finalScoresNumeric);
  const values = joueurs.map((id) => readScore(own(scores, id)));
  if (values.some((value) => value === null)) return fail(MESSAGES.finalScoresNumeric);
  if ((values as number[]).some((value) => Math.abs(value) > MAX_FINAL_SCORE)) {
    return fail(MESSAGES.finalScoresRange);
  }
  return ok({
    joueurs: [...joueurs],
    scores: byPlayer(joueurs, (id) => readScore(own(scores, id)) as number),
  });
}

/**
 * Finished-game entry: `readFinalScores`, then a sum of exactly 4 × the rules' start
 * points (120 000 in the classic rules; the message gives the expected and the current sum).
 */
export function validateFinalScores(
  input: FinalScoresInput,
  rules: Ruleset = classicRules,
): Result<{ joueurs: UserId[]; scores: PointsByPlayer }> {
  const read = readFinalScores(input);
  if (!read.ok) return read;
  const sum = Object.values(read.value.scores).reduce((total, value) => total + value, 0);
  const total = PLAYER_COUNT * rules.startScore;
  return sum === total ? read : fail(MESSAGES.finalScoresSum(sum, total));
}
