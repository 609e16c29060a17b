import { PLAYER_COUNT } from '../constants';
import { MESSAGES } from '../messages';
import { fail, ok } from '../result';
import type { Result } from '../types';

/** A random source such as `Math.random`: a number in [0, 1). Anything else is clamped into it. */
export type RandomSource = () => number;

const pickIndex = (random: RandomSource, size: number): number => {
  const value = random();
  const unit = Number.isFinite(value) ? Math.min(Math.max(value, 0), 1 - Number.EPSILON) : 0;
  return Math.floor(unit * size);
};

/**
 * Random draw for a tournament game: at least four active players, four picked at
 * random (a partial Fisher–Yates shuffle), the first one is the dealer. Randomness comes from the caller.
 */
export function drawFour<T>(players: readonly T[], random: RandomSource): Result<T[]> {
  if (!Array.isArray(players) || players.length < PLAYER_COUNT) return fail(MESSAGES.randomDrawTooFew);
  const pool = [...players];
  for (let slot = 0; slot < PLAYER_COUNT; slot += 1) {
    const pick = slot + pickIndex(random, pool.length - slot);
    [pool[slot], pool[pick]] = [pool[pick] as T, pool[slot] as T];
  }
  return ok(pool.slice(0, PLAYER_COUNT));
}
