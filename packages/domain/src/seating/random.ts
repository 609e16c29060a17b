/**
 * mulberry32 (Tommy Ettinger, public domain): a small seeded generator of 32-bit values, so that every
 * draw of the seating is the same for the same seed (the domain never calls Math.random).
 */
export type Prng = () => number;

/** Numbers in [0, 1) from a 32-bit seed (any number is reduced to an unsigned 32-bit integer). */
export function seededRandom(seed: number): Prng {
  let state = Number.isFinite(seed) ? Math.trunc(seed) >>> 0 : 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** An integer in [0, size). */
export const randomBelow = (random: Prng, size: number): number => Math.floor(random() * size);

/** Shuffles `items` in place (Fisher–Yates) and returns it. */
export function shuffle<T>(items: T[], random: Prng): T[] {
  for (let i = items.length - 1; i > 0; i -= 1) {
    const j = randomBelow(random, i + 1);
    [items[i], items[j]] = [items[j] as T, items[i] as T];
  }
  return items;
}
