/**
 * Known schedules without repeated meetings (resolvable designs), on players numbered 0…n-1: each ronde is
 * a list of tables of four, and no pair sits together twice in the whole list. docs/seating.md.
 *
 * - 16 players, 5 rondes: the affine plane AG(2, 4); 64 players, 21 rondes: the affine space AG(3, 4). The
 *   points are vectors over the field GF(4), a table is a line {p + t·v : t ∈ GF(4)}, and a ronde is a
 *   parallel class (all the lines of one direction v). Two points lie on exactly one line.
 * - 128 players, 21 rondes: two disjoint copies of AG(3, 4) side by side.
 * - 32 players, 9 rondes: two groups X and Y of 16 players, both numbered by GF(2)^4 (4-bit numbers,
 *   addition = XOR). Ronde 1 splits each group by the cosets of {0, 1, 2, 3}. Each other ronde k takes a
 *   pair (c, e) of PAIRS, d = c ⊕ e, and seats {x, x ⊕ d} of X with {x ⊕ c, x ⊕ e} of Y. The eight values
 *   d are distinct and outside {1, 2, 3}, so no pair of X (or of Y) meets twice; the pairs (c, e)
 *   partition GF(2)^4, so x meets each player of Y exactly once. (Found by a small exhaustive search for
 *   this module; 8-4-10 is known to exist, Aguado 2004, we only needed 9 rondes.)
 */
const PAIRS: readonly (readonly [number, number])[] = [
  [0, 4],
  [1, 6],
  [2, 8],
  [3, 10],
  [5, 13],
  [7, 12],
  [9, 15],
  [11, 14],
];

/** GF(4) = {0, 1, a, a + 1} as 0…3: addition is XOR; multiplication through powers of a. */
const GF4_LOG = [0, 0, 1, 2];
const GF4_EXP = [1, 2, 3];
const gf4Times = (x: number, y: number): number =>
  x === 0 || y === 0 ? 0 : (GF4_EXP[((GF4_LOG[x] as number) + (GF4_LOG[y] as number)) % 3] as number);

/** t·v, v a point of AG(dimension, 4) written as base-4 digits (2 bits per coordinate). */
function scale(t: number, v: number, dimension: number): number {
  let result = 0;
  for (let j = 0; j < dimension; j += 1) result |= gf4Times(t, (v >> (2 * j)) & 3) << (2 * j);
  return result;
}

/** The parallel classes of AG(dimension, 4): (4^d − 1) / 3 rondes of 4^(d−1) tables. */
function affineSpace(dimension: number): number[][][] {
  const points = 4 ** dimension;
  const rondes: number[][][] = [];
  for (let v = 1; v < points; v += 1) {
    const lowestBit = 31 - Math.clz32(v & -v); // one direction per line through 0: its first coordinate ≠ 0 is 1
    if (((v >> (lowestBit & ~1)) & 3) !== 1) continue;
    const seen = new Set<number>();
    const tables: number[][] = [];
    for (let p = 0; p < points; p += 1) {
      if (seen.has(p)) continue;
      const line = [0, 1, 2, 3].map((t) => p ^ scale(t, v, dimension));
      line.forEach((q) => seen.add(q));
      tables.push(line);
    }
    rondes.push(tables);
  }
  return rondes;
}

function twoGroupsOf16(): number[][][] {
  const Y = 16;
  const first = [0, 4, 8, 12].flatMap((b) => [
    [b, b + 1, b + 2, b + 3],
    [Y + b, Y + b + 1, Y + b + 2, Y + b + 3],
  ]);
  const others = PAIRS.map(([c, e]) => {
    const d = c ^ e;
    const tables: number[][] = [];
    for (let x = 0; x < 16; x += 1) if (x < (x ^ d)) tables.push([x, x ^ d, Y + (x ^ c), Y + (x ^ e)]);
    return tables;
  });
  return [first, ...others];
}

/** A schedule without repeats for `players` players, or null when none is built in. */
export function knownSchedule(players: number): number[][][] | null {
  if (players === 16) return affineSpace(2);
  if (players === 32) return twoGroupsOf16();
  if (players === 64) return affineSpace(3);
  if (players === 128)
    return affineSpace(3).map((ronde) => [...ronde, ...ronde.map((table) => table.map((p) => p + 64))]);
  return null;
}
