import { FINISHED } from '../constants';
import { gameResult } from '../game/result';
import { classicRules } from '../rules';
import type { PointsByPlayer, Ruleset } from '../types';

/** What decides whether a game counts in its tournament's figures. */
export interface CountableGame {
  /** Only finished games (`terminé`) count; a game without `etat` is taken as finished. */
  etat?: string;
  /** A finished game whose sheet must be signed (by a referee or the admin) and is not yet. */
  awaitingSignature?: boolean;
}

/**
 * A game counts in its tournament's ranking, results and exports once finished and, where its sheet must be
 * signed, signed: every figure of a tournament counts the same games.
 */
export function isCountedGame(game: CountableGame): boolean {
  return (game.etat === undefined || game.etat === FINISHED) && game.awaitingSignature !== true;
}

export interface RankedGame extends CountableGame {
  scores: PointsByPlayer;
  riichi_stack?: number;
  chombos?: PointsByPlayer;
  /** The game's own rules (absent: the rules the caller passes). */
  rules?: Ruleset;
}

/** Points ÷ 1000 with one decimal, halves rounded away from zero (so +x and −x mirror each other). */
export function toRankingPoints(points: number): number {
  const tenths = Math.round(Math.abs(points) / 100) / 10;
  return points < 0 && tenths !== 0 ? -tenths : tenths;
}

/**
 * The tournament ranking (`classement`): each player's results summed over the counted games,
 * hand-by-hand and manual alike, divided by 1000 with one decimal. Unreadable games are skipped.
 */
export function tournamentRanking(
  games: readonly RankedGame[],
  rules: Ruleset = classicRules,
): PointsByPlayer {
  const totals = new Map<string, number>();
  if (!Array.isArray(games)) return {};
  for (const game of games) {
    if (typeof game !== 'object' || game === null || !isCountedGame(game)) continue;
    const outcome = gameResult(game, game.rules ?? rules);
    if (!outcome.ok) continue;
    for (const [id, result] of Object.entries(outcome.result)) totals.set(id, (totals.get(id) ?? 0) + result);
  }
  return Object.fromEntries([...totals].map(([id, points]) => [id, toRankingPoints(points)]));
}
