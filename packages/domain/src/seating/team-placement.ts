import { randomBelow, seededRandom } from './random';

/**
 * Where the players of a field sit in a schedule without repeats (designs.ts) when teammates must never
 * share a table: the schedule's points are handed out so that teammates get points the schedule's rondes
 * never seat together. In a resolvable 2-(n, 4, 1) design (16, 28, 40, 64 players) the tables of a ronde
 * left unplayed are such points (each pair meets once, so never elsewhere); in a group divisible design
 * (24, 32, 36, 44 players) its groups; in the searched schedules (20, 48 to 124) the pairs each player
 * never meets. The placement is a local search over the exchanges of two players' points (min-conflicts
 * with a short tabu, Minton et al. 1992), from the identity, with a fixed seed: it depends only on the
 * field, the teams and the rondes, so the same tournament finds the same placement at every ronde.
 *
 * `rondes`: the schedule's rondes the tournament will play, tables of points; `team[i]`: team of the
 * field's i-th player (-1 for none; the field may be smaller than the schedule). Answers the point of
 * each player, and the teammate pairs the placement still seats together (0: the schedule keeps teams
 * apart as it is).
 */
export function placeTeams(
  rondes: readonly (readonly (readonly number[])[])[],
  team: Int32Array,
  budget: number,
): { pointOf: Int32Array; together: number } {
  const points = rondes[0]?.flat().length ?? team.length;
  const met = new Int32Array(points * points);
  for (const ronde of rondes)
    for (const table of ronde)
      for (const a of table)
        for (const b of table) if (a !== b) met[a * points + b] = (met[a * points + b] as number) + 1;
  // Players beyond the field (the schedule's spare points) have no team.
  const teamOf = (i: number) => (i < team.length ? (team[i] as number) : -1);
  const members = new Map<number, number[]>();
  for (let i = 0; i < points; i += 1) {
    const k = teamOf(i);
    if (k >= 0) members.set(k, [...(members.get(k) ?? []), i]);
  }
  const pointOf = Int32Array.from({ length: points }, (_, i) => i);
  const teammates = (i: number) => members.get(teamOf(i)) ?? [];
  const costOf = (i: number) =>
    teammates(i).reduce(
      (sum, j) =>
        sum + (j === i ? 0 : (met[(pointOf[i] as number) * points + (pointOf[j] as number)] as number)),
      0,
    );
  /** Change of the seated-together pairs if players a and c exchanged points. */
  const delta = (a: number, c: number) => {
    const [pa, pc] = [pointOf[a] as number, pointOf[c] as number];
    const moved = (j: number) => (j === a ? pc : j === c ? pa : (pointOf[j] as number));
    let change = 0;
    for (const [x, to, from] of [
      [a, pc, pa],
      [c, pa, pc],
    ] as const)
      for (const j of teammates(x))
        if (j !== a && j !== c)
          change +=
            (met[to * points + moved(j)] as number) - (met[from * points + (pointOf[j] as number)] as number);
    return change;
  };
  let together = 0;
  for (let i = 0; i < points; i += 1) together += costOf(i);
  together /= 2;
  let best = { pointOf: Int32Array.from(pointOf), together };
  const random = seededRandom(points);
  const tabu = new Int32Array(points);
  for (let iteration = 1, evaluated = 0; together > 0 && evaluated < budget; iteration += 1) {
    const conflicted = Array.from({ length: points }, (_, i) => i).filter((i) => costOf(i) > 0);
    const a = conflicted[randomBelow(random, conflicted.length)] as number;
    let move = -1;
    let moveDelta = Infinity;
    let ties = 0;
    for (let c = 0; c < points; c += 1) {
      if (c === a || teamOf(c) === teamOf(a)) continue;
      evaluated += 1;
      const d = delta(a, c);
      if ((tabu[c] as number) >= iteration && together + d >= best.together) continue;
      if (d < moveDelta) [moveDelta, move, ties] = [d, c, 1];
      else if (d === moveDelta && randomBelow(random, ++ties) === 0) move = c;
    }
    evaluated += points;
    if (move < 0) continue;
    together += moveDelta;
    [pointOf[a], pointOf[move]] = [pointOf[move] as number, pointOf[a] as number];
    tabu[a] = iteration + 3 + randomBelow(random, 5);
    tabu[move] = tabu[a] as number;
    if (together < best.together) best = { pointOf: Int32Array.from(pointOf), together };
  }
  return best;
}
