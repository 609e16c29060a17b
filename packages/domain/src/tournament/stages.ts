import { PLAYER_COUNT } from '../constants';
import { FORMAT_MESSAGES } from '../format-messages';
import type { PointsByPlayer, UserId } from '../types';

/**
 * Stages (« phases », docs/api-contract.md, « Tournament formats »): the admin cuts the ranking to its top N, who carry
 * a share of their total into the stage and play on; the others keep their place as it stood at the cut.
 */

/** The share of each qualifier's total carried into a stage. */
export type Carry = 1 | 0.5 | 0;
export const CARRIES: readonly Carry[] = [1, 0.5, 0];

export interface StageCut {
  /** The qualifiers, in their ranking order at the cut. */
  joueurs: readonly UserId[];
  report: Carry;
}

/**
 * One segment of the tournament's games: the rondes before the first cut, then each stage's. `points`:
 * each player's points over the segment's games and penalties; `rank`: places (1 best, ties sharing) for
 * totals over that segment, under the tournament's tie-break.
 */
export interface Segment {
  points: PointsByPlayer;
  rank: (totals: PointsByPlayer) => Record<UserId, number>;
}

export interface StageStanding {
  /** Each player's shown total: the last stage's players their carried share plus their stage points. */
  totals: PointsByPlayer;
  /** The final order's places: the last stage's players first, then the others as they stood at the cut. */
  places: Record<UserId, number>;
  /** Per stage: the share each qualifier carried in, and their points in the stage. */
  stages: { reportes: PointsByPlayer; points: PointsByPlayer }[];
  /** The current stage's ranking (its players only): what Suisse and par paliers seat by. */
  current: { totals: PointsByPlayer; places: Record<UserId, number> };
}

/** Sum in tenths, so that one decimal stays exact. */
const add = (a: number, b: number) => (Math.round(a * 10) + Math.round(b * 10)) / 10;
/**
 * A share of a total to the tenth, halves away from zero (as the ranking's points are rounded): the total
 * in whole tenths first, so that a half is exact (30,1 × 0,5 = 15,05 → 15,1).
 */
const share = (total: number, carry: Carry) => {
  const tenths = Math.round(Math.round(Math.abs(total) * 10) * carry);
  return (total < 0 ? -tenths : tenths) / 10 || 0;
};

/** Players in the order of `places` (then as listed), to keep ties in a stable order. */
const byPlace = (ids: readonly UserId[], places: Record<UserId, number>) =>
  ids
    .map((id, i) => ({ id, i }))
    .sort((a, b) => (places[a.id] ?? Infinity) - (places[b.id] ?? Infinity) || a.i - b.i)
    .map(({ id }) => id);

/**
 * The standing with stages: segment 0 ranks every player; each cut k takes its qualifiers, carries the
 * share of their total at the cut, and ranks them over stage k's games. `segments` has one more entry
 * than `cuts`. Without cuts, the plain ranking.
 */
export function stageStanding(segments: readonly Segment[], cuts: readonly StageCut[]): StageStanding {
  const first = segments[0] as Segment;
  let totals: PointsByPlayer = { ...first.points };
  let places = first.rank(totals);
  /** Players eliminated at each cut, with their totals and places within the ranking they were cut from. */
  const cutOff: { ids: UserId[]; totals: PointsByPlayer; places: Record<UserId, number> }[] = [];
  const stages: StageStanding['stages'] = [];
  cuts.forEach((cut, k) => {
    const segment = segments[k + 1] as Segment;
    const kept = new Set(cut.joueurs);
    const ranked = byPlace(Object.keys(totals), places);
    cutOff.push({ ids: ranked.filter((id) => !kept.has(id)), totals, places });
    const reportes = Object.fromEntries(cut.joueurs.map((id) => [id, share(totals[id] ?? 0, cut.report)]));
    const points = Object.fromEntries(cut.joueurs.map((id) => [id, segment.points[id] ?? 0]));
    stages.push({ reportes, points });
    totals = Object.fromEntries(cut.joueurs.map((id) => [id, add(reportes[id] ?? 0, points[id] ?? 0)]));
    places = segment.rank(totals);
  });
  const current = { totals, places };
  // The final order: the last stage's players by their places, then each cut's others, latest cut first.
  const finalTotals: PointsByPlayer = { ...totals };
  const finalPlaces: Record<UserId, number> = { ...places };
  let ahead = Object.keys(totals).length;
  for (const group of [...cutOff].reverse()) {
    for (const id of group.ids) {
      finalTotals[id] = group.totals[id] ?? 0;
      const within = group.ids.filter((other) => (group.places[other] ?? 0) < (group.places[id] ?? 0)).length;
      finalPlaces[id] = ahead + within + 1;
    }
    ahead += group.ids.length;
  }
  return { totals: finalTotals, places: finalPlaces, stages, current };
}

export type CutResult = { ok: true; joueurs: UserId[] } | { ok: false; error: string; ex_aequo?: UserId[] };

/**
 * The qualifiers of a cut to `qualifies` among `field` (the current stage's players, every one of them,
 * with 0 points where they have none), in ranking order. A tie across the cut that the tie-break does
 * not decide is refused, naming the tied players, unless the admin chose which of them go on (`chosen`:
 * as many of the tied players as places are left, in the admin's order).
 */
export function cutRanking(
  field: readonly UserId[],
  places: Record<UserId, number>,
  qualifies: number,
  chosen?: readonly UserId[],
): CutResult {
  if (!Number.isInteger(qualifies) || qualifies < PLAYER_COUNT || qualifies % PLAYER_COUNT !== 0)
    return { ok: false, error: FORMAT_MESSAGES.qualifiesMultiple };
  if (qualifies > field.length) return { ok: false, error: FORMAT_MESSAGES.qualifiesTooMany(field.length) };
  // Players without a place (no game yet) come after every ranked one, level with each other.
  const unranked = Math.max(0, ...Object.values(places)) + 1;
  const placeOf = (id: UserId) => places[id] ?? unranked;
  const ranked = byPlace(field, Object.fromEntries(field.map((id) => [id, placeOf(id)])));
  const last = ranked[qualifies - 1] as UserId;
  const next = ranked[qualifies];
  if (next === undefined || placeOf(next) !== placeOf(last))
    return { ok: true, joueurs: ranked.slice(0, qualifies) };
  const tied = ranked.filter((id) => placeOf(id) === placeOf(last));
  if (!chosen) return { ok: false, error: FORMAT_MESSAGES.tieAtCut(tied.length), ex_aequo: tied };
  const above = ranked.filter((id) => placeOf(id) < placeOf(last));
  const picked = new Set(chosen);
  const valid =
    picked.size === chosen.length &&
    chosen.length === qualifies - above.length &&
    chosen.every((id) => tied.includes(id));
  if (!valid)
    return { ok: false, error: FORMAT_MESSAGES.chosenInvalid(qualifies - above.length), ex_aequo: tied };
  return { ok: true, joueurs: [...above, ...chosen] };
}
