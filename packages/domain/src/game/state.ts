import { HANDS_PER_WIND, WINDS } from '../constants';
import { formatScore } from '../format';
import { MESSAGES } from '../messages';
import { byPlayer, contains, indexIn, isRecord } from '../result';
import { classicRules } from '../rules';
import { isSeating } from '../seating/seats';
import type { GameState, Ruleset, UserId, Wind } from '../types';

/** The state before the first round: start score each, East 1, no counters. */
export function initialGameState(joueurs: readonly UserId[], rules: Ruleset = classicRules): GameState {
  return {
    joueurs: [...joueurs],
    scores: byPlayer(joueurs, () => rules.startScore),
    vent: 'est',
    tour_actuel: 1,
    dealer_stack: 0,
    riichi_stack: 0,
  };
}

const isCount = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;

/** Whether a value (e.g. read from storage) has the shape and bounds of a game state. */
export function isGameState(value: unknown): value is GameState {
  if (!isRecord(value) || !isSeating(value.joueurs) || !isRecord(value.scores)) return false;
  const { joueurs, scores } = value;
  // As many own keys as seats, each a seat (the seats are distinct): the scores are the seats'. One walk
  // of the keys, no array of them built (`Object.keys`), no closure, no lookup per seat: this check runs
  // before every round a game settles.
  let keys = 0;
  for (const id in scores) {
    if (!Object.hasOwn(scores, id)) continue; // what Object.keys would list: own keys only
    if (!contains(joueurs, id) || !Number.isFinite(scores[id])) return false;
    keys += 1;
  }
  if (keys !== joueurs.length) return false;
  return (
    contains(WINDS, value.vent) &&
    Number.isInteger(value.tour_actuel) &&
    (value.tour_actuel as number) >= 1 &&
    (value.tour_actuel as number) <= HANDS_PER_WIND + 1 &&
    isCount(value.dealer_stack) &&
    isCount(value.riichi_stack)
  );
}

/** True once the last hand of the last wind has passed: no round may be added. */
export const isGameOver = (state: Pick<GameState, 'tour_actuel'>): boolean =>
  state.tour_actuel > HANDS_PER_WIND;

/** The dealer of the current hand (none once the game is over). */
export const dealerOf = (state: Pick<GameState, 'joueurs' | 'tour_actuel'>): UserId | undefined =>
  isGameOver(state) ? undefined : state.joueurs[state.tour_actuel - 1];

/**
 * The dealer passes to the next seat; after the fourth hand the wind advances, and after the fourth hand
 * of the last wind the game is over (`tour_actuel` 5, the wind unchanged).
 */
export function nextHand(vent: Wind, tour: number, rules: Ruleset): { vent: Wind; tour_actuel: number } {
  if (tour < HANDS_PER_WIND || vent === rules.lastWind) return { vent, tour_actuel: tour + 1 };
  const next = WINDS[indexIn(WINDS, vent) + 1];
  return next ? { vent: next, tour_actuel: 1 } : { vent, tour_actuel: tour + 1 };
}

/**
 * Whether a hand that ends on `scores` and leads to `vent` ends the game by the rules' bound on the
 * extension: past the regular end, somebody has reached it (Tenhou: 30 000).
 */
export function endsByExtensionBound(vent: Wind, scores: GameState['scores'], rules: Ruleset): boolean {
  const bound = rules.extensionUntil;
  if (bound === null || indexIn(WINDS, vent) <= indexIn(WINDS, rules.regularEnd)) return false;
  for (const id in scores) if ((scores[id] as number) >= bound) return true;
  return false;
}

/**
 * Whether a round took the game past its regular end (South 4 in a hanchan, East 4 in a tonpuusen), into
 * the extension or to the end the rules set there: the app then offers to finish it, and to go on only
 * where the game is not over.
 */
export function leavesRegularEnd(
  before: Pick<GameState, 'vent'>,
  after: Pick<GameState, 'vent' | 'tour_actuel'>,
  rules: Ruleset = classicRules,
): boolean {
  if (before.vent !== rules.regularEnd) return false;
  const next = WINDS[indexIn(WINDS, rules.regularEnd) + 1];
  return after.vent === next ? after.tour_actuel === 1 : after.vent === rules.regularEnd && isGameOver(after);
}

/**
 * Why no round may follow a game that is over, where its rules ended it (no extension, or the extension's
 * bound reached): a French sentence, refused as bad input (422). Null for the end of the last wind.
 */
export function endByRules(state: GameState, rules: Ruleset): string | null {
  if (!isGameOver(state)) return null;
  if (rules.lastWind === rules.regularEnd) return MESSAGES.noExtension(rules.regularEnd);
  if (rules.extensionUntil !== null && endsByExtensionBound(rules.lastWind, state.scores, rules))
    return MESSAGES.extensionReached(formatScore(rules.extensionUntil));
  return null;
}
