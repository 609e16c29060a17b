import { MAX_FINAL_SCORE, TOTAL_SCORE } from '../constants';
import { parseFrenchNumber } from '../format';
import { MESSAGES } from '../messages';
import { byPlayer, fail, isRecord, ok, own } from '../result';
import { isSeating } from '../seating/seats';
import type { PointsByPlayer, Result, UserId } from '../types';

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
 * Finished-game entry (spec section 5): four distinct players, every score a number within
 * ±MAX_FINAL_SCORE, and a sum of exactly 120000 (the message gives the current sum). A picked player starts at 30000 (`START_SCORE`).
 */
export function validateFinalScores({
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
  const sum = (values as number[]).reduce((total, value) => total + value, 0);
  if (sum !== TOTAL_SCORE) return fail(MESSAGES.finalScoresSum(sum));
  return ok({
    joueurs: [...joueurs],
    scores: byPlayer(joueurs, (id) => readScore(own(scores, id)) as number),
  });
}
