import { gameResult } from '../game/result';
import { classicRules } from '../rules';
import type { PointsByPlayer, Ruleset, UserId } from '../types';
import type { RankedGame } from './ranking';

/**
 * How tied ranking totals are placed: `partage` shares the place (the EMA's practice); `points` looks at
 * the raw points scored over the games, then the best single game, then the number of first places, and
 * shares the place only when all three are equal too.
 */
export type TieBreakMode = 'partage' | 'points';

interface TieBreakFigures {
  raw: number;
  best: number;
  firsts: number;
}

/** Raw points (final scores summed), best game result and first places of each player of `games`. */
function figuresOf(games: readonly RankedGame[], rules: Ruleset): Map<UserId, TieBreakFigures> {
  const figures = new Map<UserId, TieBreakFigures>();
  for (const game of games) {
    const outcome = gameResult(game, game.rules ?? rules);
    if (!outcome.ok) continue;
    for (const [id, result] of Object.entries(outcome.result)) {
      const own = figures.get(id) ?? { raw: 0, best: -Infinity, firsts: 0 };
      own.raw += outcome.final_scores[id] ?? 0;
      own.best = Math.max(own.best, result);
      if (outcome.place[id] === 1) own.firsts += 1;
      figures.set(id, own);
    }
  }
  return figures;
}

/**
 * Each ranked player's place (1 is best), tied players sharing it (1, 2, 2, 4). `games` are the games the
 * ranking counted (finished, validated where needed), read only for the `points` tie-break.
 */
export function rankingPlaces(
  points: PointsByPlayer,
  games: readonly RankedGame[],
  mode: TieBreakMode,
  rules: Ruleset = classicRules,
): Record<UserId, number> {
  const figures = mode === 'points' ? figuresOf(games, rules) : new Map<UserId, TieBreakFigures>();
  const none: TieBreakFigures = { raw: 0, best: -Infinity, firsts: 0 };
  const keyOf = (id: UserId): number[] => {
    const own = figures.get(id) ?? none;
    return [points[id] ?? 0, ...(mode === 'points' ? [own.raw, own.best, own.firsts] : [])];
  };
  const ahead = (a: number[], b: number[]) => {
    for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return (a[i] as number) > (b[i] as number);
    return false;
  };
  const ids = Object.keys(points);
  const keys = new Map(ids.map((id) => [id, keyOf(id)]));
  return Object.fromEntries(
    ids.map((id) => [
      id,
      1 + ids.filter((other) => ahead(keys.get(other) as number[], keys.get(id) as number[])).length,
    ]),
  );
}
