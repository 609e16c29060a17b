import { decodeSchedule } from './schedules';
import { SHIPPED_SCHEDULES } from './schedules.data';

/**
 * Known schedules without repeated meetings (resolvable designs), on players numbered 0…n-1: each ronde is
 * a list of tables of four, and no pair sits together twice in the whole list. docs/seating.md.
 *
 * - 16 players, 5 rondes: the affine plane AG(2, 4); 64 players, 21 rondes: the affine space AG(3, 4). The
 *   points are vectors over the field GF(4), a table is a line {p + t·v : t ∈ GF(4)}, and a ronde is a
 *   parallel class (all the lines of one direction v). Two points lie on exactly one line.
 * - 128 players, 21 rondes: two disjoint copies of AG(3, 4) side by side.
 * - 28 players, 9 rondes: the Hermitian unital of order 3, the 28 points of the projective plane PG(2, 9)
 *   with x⁴ + y⁴ + z⁴ = 0 (x⁴ = x·x³ is the norm of GF(9) over GF(3)); every other line meets it in 1 or
 *   4 points, the 63 four-point sets are the tables, and any two points share one. Its 63 tables split
 *   into 9 rondes of 7 (a resolution, found here by backtracking; resolvable 2-(v, 4, 1) designs exist
 *   for every v ≡ 4 mod 12, Hanani, Ray-Chaudhuri and Wilson 1972).
 * - 32 players (10 rondes) and the fields from 20 to 124 players: shipped as data (schedules.data.ts),
 *   computed offline by bench/schedules.gen.ts.
 */

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

/** GF(9) = GF(3)[i] with i² = −1, a + b·i stored as a + 3b. */
const gf9Add = (x: number, y: number): number =>
  (((x % 3) + (y % 3)) % 3) + 3 * ((((x / 3) | 0) + ((y / 3) | 0)) % 3);
function gf9Times(x: number, y: number): number {
  const [a, b, c, d] = [x % 3, (x / 3) | 0, y % 3, (y / 3) | 0];
  return ((((a * c - b * d) % 3) + 3) % 3) + 3 * ((a * d + b * c) % 3);
}
const gf9Norm = (x: number): number => ((x % 3) ** 2 + ((x / 3) | 0) ** 2) % 3;

/** Points (and lines) of PG(2, 9): triples with their first non-zero coordinate 1, in lexicographic order. */
function projectivePlane9(): number[][] {
  const points: number[][] = [];
  for (let v = 1; v < 9 ** 3; v += 1) {
    const point = [(v / 81) | 0, ((v / 9) | 0) % 9, v % 9];
    if (point.find((c) => c !== 0) === 1) points.push(point);
  }
  return points;
}

const lexicographic = (a: readonly number[], b: readonly number[]): number => {
  const i = a.findIndex((value, k) => value !== b[k]);
  return i < 0 ? 0 : (a[i] as number) - (b[i] as number);
};

/**
 * Splits `blocks` of points 0…points-1 into rondes of disjoint blocks covering every point (backtracking,
 * blocks in order, a new ronde opened only after the last one opened: first solution), or null.
 */
function resolve(blocks: readonly number[][], points: number): number[][][] | null {
  const perRonde = points / 4;
  const count = blocks.length / perRonde;
  const rondes: number[][][] = Array.from({ length: count }, () => []);
  const seated = new Uint8Array(count * points);
  const place = (k: number, opened: number): boolean => {
    if (k === blocks.length) return true;
    const block = blocks[k] as number[];
    for (let r = 0; r <= opened && r < count; r += 1) {
      const ronde = rondes[r] as number[][];
      if (ronde.length === perRonde || block.some((p) => seated[r * points + p])) continue;
      ronde.push(block);
      for (const p of block) seated[r * points + p] = 1;
      if (place(k + 1, Math.max(opened, r + 1))) return true;
      ronde.pop();
      for (const p of block) seated[r * points + p] = 0;
    }
    return false;
  };
  return place(0, 0) ? rondes : null;
}

let unital: number[][][] | null = null;

function hermitianUnital(): number[][][] | null {
  if (unital) return unital;
  const plane = projectivePlane9();
  const points = plane.filter(
    ([x, y, z]) => (gf9Norm(x as number) + gf9Norm(y as number) + gf9Norm(z as number)) % 3 === 0,
  );
  const blocks = plane
    .map(([u, v, w]) =>
      points.flatMap(([x, y, z], i) =>
        gf9Add(
          gf9Add(gf9Times(u as number, x as number), gf9Times(v as number, y as number)),
          gf9Times(w as number, z as number),
        ) === 0
          ? [i]
          : [],
      ),
    )
    .filter((block) => block.length > 1)
    .sort(lexicographic);
  unital = resolve(blocks, points.length);
  return unital;
}

const decoded = new Map<number, number[][][]>();

/**
 * A schedule without repeats for `players` players, or null when there is none: built here for 16, 28,
 * 64 and 128 players, shipped as data (schedules.data.ts, computed offline) for the other fields from 20
 * to 124 players.
 */
export function knownSchedule(players: number): number[][][] | null {
  const shipped = SHIPPED_SCHEDULES[players];
  if (shipped) {
    const cached = decoded.get(players) ?? decodeSchedule(shipped, players);
    decoded.set(players, cached);
    return cached;
  }
  if (players === 16) return affineSpace(2);
  if (players === 28) return hermitianUnital();
  if (players === 64) return affineSpace(3);
  if (players === 128)
    return affineSpace(3).map((ronde) => [...ronde, ...ronde.map((table) => table.map((p) => p + 64))]);
  return null;
}
