import { initialGameState, isGameOver } from '../game/state';
import { gameResult } from '../game/result';
import { settleValidRound } from '../round/settle';
import { winnerValue } from '../round/hand-value';
import { validateRound } from '../round/validate';
import { classicRules } from '../rules';
import type { GameState, PointsByPlayer, RoundPayload, Ruleset, UserId } from '../types';

/** A finished game as the statistics read it. */
export interface PlayedGame {
  partie_id: string;
  /** ISO date the game was finished. */
  date_fin: string;
  /** Seats in turn order (index 0 deals first). */
  joueurs: readonly UserId[];
  /** Final scores as stored (leftover sticks already given to first place). */
  scores: PointsByPlayer;
  riichi_stack?: number;
  chombos?: PointsByPlayer;
  /** The rounds of a hand-by-hand game; null for a manual (final-score) game. */
  rounds: readonly unknown[] | null;
  /** The game's own rules (absent: the rules the caller passes, classic by default). */
  rules?: Ruleset;
}

/** One played round, with the seat that dealt it and the scores before it. */
export interface PlayedRound {
  round: RoundPayload;
  dealer: UserId;
  before: PointsByPlayer;
  after: PointsByPlayer;
}

/**
 * The rounds of a game replayed from the start (the dealer of each is needed to value its hands). A round
 * that does not validate, or comes after the end, ends the walk: stored rounds were validated when written.
 */
export function playedRounds(
  joueurs: readonly UserId[],
  rounds: readonly unknown[],
  rules: Ruleset = classicRules,
): PlayedRound[] {
  const played: PlayedRound[] = [];
  let state: GameState = initialGameState(joueurs, rules);
  for (const raw of rounds) {
    if (isGameOver(state)) break;
    const valid = validateRound(raw, joueurs, rules);
    if (!valid.ok) break;
    const dealer = state.joueurs[state.tour_actuel - 1] as UserId;
    const { next } = settleValidRound(state, valid.value, rules);
    played.push({ round: valid.value, dealer, before: state.scores, after: next.scores });
    state = next;
  }
  return played;
}

/**
 * What a winner receives for the hand itself, before honba and riichi sticks: the discarder's payment on
 * a ron, the three payments of a tsumo (rules-classic section 1).
 */
export function handPoints(round: RoundPayload, winner: UserId, dealer: UserId, rules: Ruleset): number {
  const value = winnerValue(round, winner, winner === dealer, rules);
  if (round.type_victoire === 'ron') return value.ron;
  return 'each' in value.tsumo
    ? 3 * value.tsumo.each
    : value.tsumo.fromDealer + 2 * value.tsumo.fromNonDealer;
}

/** Place (a shared place counts as the best one) and result in points of each player of a finished game. */
export function placesAndResults(game: PlayedGame, rules: Ruleset = classicRules) {
  const outcome = gameResult(
    { scores: game.scores, riichi_stack: game.riichi_stack ?? 0, chombos: game.chombos ?? {} },
    rules,
  );
  return outcome.ok ? { place: outcome.place, result: outcome.result } : null;
}
