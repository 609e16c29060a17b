import { randomBelow, seededRandom } from './random';

/**
 * Where the players of a field sit in a schedule without repeats (designs.ts) when teammates must never
 * share a table: the schedule's points are handed out so that teammates get points the schedule's rondes
 * never seat together. In a resolvable 2-(n, 4, 1) design (16, 28, 40, 64 players) the tables of a ronde
 * left unplayed are such points (each pair meets once, so never elsewhere); in a group divisible design
 * (24, 32, 36, 44 players) its groups; in the searched schedules (20, 48 to 124) the pairs each player
 * never meets. The placement is a local search over the exchanges of two players' points (min-conflicts
 * with a short tabu, Minton et al. 1992), from the identity, with a fixed seed: it depends only on the
 * field, the teams, the clubs and the rondes, so the same tournament finds the same placement at every
 * ronde.
 *
 * Members of one club are kept apart the same way, but softly: a teammate meeting weighs more than all
 * club-mate meetings together, so clubs only choose among the placements that keep teams as far apart.
 * Being a relabelling of the schedule, the placement never adds a repeat nor changes the planned winds.
 *
 * `rondes`: the schedule's rondes the tournament will play, tables of points; `team[i]` and `club[i]`:
 * team and club of the field's i-th player (-1 for none; the field may be smaller than the schedule).
 * Answers the point of each player, the teammate pairs the placement still seats together (0: the
 * schedule keeps teams apart) and the club-mate meetings left.
 */
/** Exchanges made without a better placement before the clubs' search gives up (teams never do). */
const STAGNATION = 500;

export function placeTeams(
  rondes: readonly (readonly (readonly number[])[])[],
  team: Int32Array,
  budget: number,
  club: Int32Array = new Int32Array(0),
): { pointOf: Int32Array; together: number; clubmates: number } {
  const points = rondes[0]?.flat().length ?? team.length;
  const met = new Int32Array(points * points);
  for (const ronde of rondes)
    for (const table of ronde)
      for (const a of table)
        for (const b of table) if (a !== b) met[a * points + b] = (met[a * points + b] as number) + 1;
  // Players beyond the field (the schedule's spare points) have no team and no club.
  const teamOf = (i: number) => (i < team.length ? (team[i] as number) : -1);
  const clubOf = (i: number) => (i < club.length ? (club[i] as number) : -1);
  const groups = (of: (i: number) => number) => {
    const members = new Map<number, number[]>();
    for (let i = 0; i < points; i += 1) {
      const k = of(i);
      if (k >= 0) members.set(k, [...(members.get(k) ?? []), i]);
    }
    return members;
  };
  const [teams, clubs] = [groups(teamOf), groups(clubOf)];
  // Club-mate meetings cost 1 each, at most `clubPairs · rondes` in all: one teammate meeting costs more.
  const clubPairs = [...clubs.values()].reduce(
    (sum, members) => sum + (members.length * (members.length - 1)) / 2,
    0,
  );
  const teamWeight = clubPairs * rondes.length + 1;
  /** Each player's partners to keep apart, with what one meeting with them costs. */
  const partners = Array.from({ length: points }, (_, i) => {
    const weights = new Map<number, number>();
    for (const j of teams.get(teamOf(i)) ?? []) if (j !== i) weights.set(j, teamWeight);
    for (const j of clubs.get(clubOf(i)) ?? []) if (j !== i) weights.set(j, (weights.get(j) ?? 0) + 1);
    return [...weights];
  });
  const pointOf = Int32Array.from({ length: points }, (_, i) => i);
  const meetings = (x: number, y: number) =>
    met[(pointOf[x] as number) * points + (pointOf[y] as number)] as number;
  const costOf = (i: number) =>
    (partners[i] as [number, number][]).reduce((sum, [j, w]) => sum + w * meetings(i, j), 0);
  /** Change of the cost if players a and c exchanged points. */
  const delta = (a: number, c: number) => {
    const [pa, pc] = [pointOf[a] as number, pointOf[c] as number];
    const moved = (j: number) => (j === a ? pc : j === c ? pa : (pointOf[j] as number));
    let change = 0;
    for (const [x, to, from] of [
      [a, pc, pa],
      [c, pa, pc],
    ] as const)
      for (const [j, w] of partners[x] as [number, number][])
        if (j !== a && j !== c)
          change +=
            w *
            ((met[to * points + moved(j)] as number) -
              (met[from * points + (pointOf[j] as number)] as number));
    return change;
  };
  let cost = 0;
  for (let i = 0; i < points; i += 1) cost += costOf(i);
  cost /= 2;
  let best = { pointOf: Int32Array.from(pointOf), cost };
  const random = seededRandom(points);
  const tabu = new Int32Array(points);
  let bestAt = 0;
  for (let iteration = 1, evaluated = 0; cost > 0 && evaluated < budget; iteration += 1) {
    // Once teams are apart, clubs (often impossible to part wholly) search only while they improve.
    if (best.cost < teamWeight && iteration - bestAt > Math.max(STAGNATION, bestAt)) break;
    const conflicted = Array.from({ length: points }, (_, i) => i).filter((i) => costOf(i) > 0);
    const a = conflicted[randomBelow(random, conflicted.length)] as number;
    let move = -1;
    let moveDelta = Infinity;
    let ties = 0;
    for (let c = 0; c < points; c += 1) {
      // Exchanging two players of the same team and club changes nothing.
      if (c === a || (teamOf(c) === teamOf(a) && clubOf(c) === clubOf(a))) continue;
      evaluated += 1;
      const d = delta(a, c);
      if ((tabu[c] as number) >= iteration && cost + d >= best.cost) continue;
      if (d < moveDelta) [moveDelta, move, ties] = [d, c, 1];
      else if (d === moveDelta && randomBelow(random, ++ties) === 0) move = c;
    }
    evaluated += points;
    if (move < 0) continue;
    cost += moveDelta;
    [pointOf[a], pointOf[move]] = [pointOf[move] as number, pointOf[a] as number];
    tabu[a] = iteration + 3 + randomBelow(random, 5);
    tabu[move] = tabu[a] as number;
    if (cost < best.cost) [best, bestAt] = [{ pointOf: Int32Array.from(pointOf), cost }, iteration];
  }
  return {
    pointOf: best.pointOf,
    together: Math.floor(best.cost / teamWeight),
    clubmates: best.cost % teamWeight,
  };
}
