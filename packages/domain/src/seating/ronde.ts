import { PLAYER_COUNT } from '../constants';
import { MESSAGES } from '../messages';
import { FORMAT_MESSAGES } from '../format-messages';
import { fail, hasDuplicates, isStringArray, ok } from '../result';
import type { Result, UserId } from '../types';
import { readHistory, tableMeetings } from './history';
import type { History } from './history';
import { costFloor, PlanSearch } from './plan';
import { seededRandom, shuffle } from './random';
import { knownSchedule } from './designs';
import { placeTeams } from './team-placement';
import { planTableNumbers } from './table-numbers';
import { fitOpenWinds, planWinds } from './wind-plan';
import type { BlockSoFar } from './wind-plan';

export type RondeMode = 'equilibre' | 'suisse' | 'paliers';

export interface RondeInput {
  mode: RondeMode;
  /** Present players, a positive multiple of 4, at most 512. */
  players: readonly UserId[];
  /** Every earlier game of the tournament, 4 ids in seat order (East first), hand-made games included. */
  pastTables: readonly (readonly UserId[])[];
  /** The table number of each earlier game (same order), null for games outside a ronde. */
  pastTableNumbers?: readonly (number | null | undefined)[] | undefined;
  /** Current points per player (suisse, paliers); missing = 0. */
  ranking?: Readonly<Record<UserId, number>> | undefined;
  /** The same seed gives the same tables (a 32-bit unsigned integer). */
  seed: number;
  /** Total rondes of the tournament if known, to plan ahead. */
  plannedRondes?: number | undefined;
  /**
   * Every player of the tournament, absent ones included (default: the present ones). The plan numbers
   * its players by id within the whole field, so that it stays the same from one ronde to the next.
   */
  roster?: readonly UserId[] | undefined;
  /** Players who keep one table (a wheelchair, a table by the door): id → table number (from 1). */
  fixedTables?: Readonly<Record<UserId, number>> | undefined;
  /** The ranking is hidden: suisse and paliers tables are not numbered in ranking order. */
  hiddenRanking?: boolean | undefined;
  /** Teams whose members never share a table (a hard constraint); absent members are ignored. */
  teams?: readonly SeatingTeam[] | undefined;
  /**
   * Clubs whose members are kept at separate tables where the schedule without repeats allows it (a
   * soft preference: never at the cost of a repeat, a wind or a team). « Équilibré » only.
   */
  clubs?: readonly SeatingTeam[] | undefined;
}

export interface SeatingTeam {
  name: string;
  players: readonly UserId[];
}

/** A tournament has at most this many players, on every path (seating, adding players, registration). */
export const MAX_TOURNAMENT_PLAYERS = 512;

const MODES: readonly string[] = ['equilibre', 'suisse', 'paliers'];

function validate(input: RondeInput): string | null {
  if (!MODES.includes(input.mode)) return MESSAGES.rondeModeUnknown;
  if (!isStringArray(input.players)) return MESSAGES.rondePlayerCount(0);
  const count = input.players.length;
  if (count > MAX_TOURNAMENT_PLAYERS) return MESSAGES.tournamentPlayersTooMany(MAX_TOURNAMENT_PLAYERS);
  if (count === 0 || count % PLAYER_COUNT !== 0) return MESSAGES.rondePlayerCount(count);
  if (hasDuplicates(input.players)) return MESSAGES.duplicatePlayer;
  return tooLargeTeam(input.players, input.teams);
}

/** A team with more present players than tables cannot be kept apart: why, in French, or null. */
export function tooLargeTeam(
  players: readonly UserId[],
  teams: readonly SeatingTeam[] | undefined,
): string | null {
  const present = new Set(players);
  const tables = players.length / PLAYER_COUNT;
  for (const team of teams ?? []) {
    const members = team.players.filter((id) => present.has(id)).length;
    if (members > tables) return FORMAT_MESSAGES.teamLargerThanTables(team.name, members, tables);
  }
  return null;
}

/**
 * Work the plan search may do: 1000 swaps per player, squared, per ronde planned, at most 3 million
 * (about a tenth of a second of one core; 16 players over 5 rondes need under 40,000).
 */
const budget = (players: number, rondes: number) => Math.min(3_000_000, 1000 * players * players * rondes);
/** Seat orders tried, at most, to balance the winds of the plan (each costs a few hundred operations). */
const WIND_BUDGET = 300_000;
/** Exchanges of two players evaluated, at most, to let every table of the ronde take its open winds. */
const FIT_BUDGET = 100_000;

/** Number exchanges tried per table and planned ronde to rotate tables (128 tables over 12 rondes: about 1.5 million, some 30 ms). */
const TABLE_BUDGET = 1000;

/** Exchanges of two players' points evaluated, at most, to place teams in a schedule (about 10 ms). */
const PLACEMENT_BUDGET = 1_000_000;

/** Tournaments play 4 to 8 rondes: without `plannedRondes`, plan up to the eighth. */
const DEFAULT_RONDES = 8;

/** Longer tournaments are planned 12 rondes at a time (the search's memory grows with the rondes). */
const MAX_HORIZON = 12;

const validCount = (count: number | undefined): count is number =>
  count !== undefined && Number.isInteger(count) && count > 0;

/** Rondes already played, read as the median count of earlier games of the present players. */
function playedRondes(history: History): number {
  const games = Array.from(history.games).sort((a, b) => a - b);
  return games[(games.length - 1) >> 1] ?? 0;
}

/**
 * How many rondes to plan: the rest of the tournament when its length is known; otherwise up to the
 * eighth ronde, and no further than a schedule without repeats could go (each ronde seats a player with
 * 3 others, so at most (n - 1) / 3 rondes can avoid repeats).
 */
function horizon(history: History, planned: number | undefined): number {
  const total = validCount(planned) ? planned : Math.min(DEFAULT_RONDES, Math.floor((history.size - 1) / 3));
  return Math.min(MAX_HORIZON, Math.max(1, total - playedRondes(history)));
}

/** Meetings in the past of the players seated together by `tables`. */
function pastMeetings(tables: readonly (readonly number[])[], history: History): number {
  return tables.reduce((sum, table) => sum + tableMeetings(table, history.meetings, history.size), 0);
}

/**
 * The rondes of the schedule without repeats for the whole field (designs.ts), if there is one: design
 * point i is the i-th player of the field by id (the field: the roster and the present players, rounded
 * up to a multiple of 4), so the same tournament finds the same schedule at every ronde, absences or not.
 * A table with absent players gives its present ones to the search (gathered four by four, then repaired).
 * Rondes that fit the past come first, in the schedule's order (so that the plan, and the winds planned
 * on it, stay the same from one ronde to the next); the schedule's rondes already played come last.
 */
function designRondes(
  players: readonly UserId[],
  roster: readonly UserId[],
  history: History,
  teams: readonly SeatingTeam[],
  clubs: readonly SeatingTeam[],
  total: number,
): { ronde: number[][]; whole: boolean }[] {
  const field = [...new Set([...roster, ...players])].sort();
  const design = knownSchedule(Math.ceil(field.length / PLAYER_COUNT) * PLAYER_COUNT);
  if (!design) return [];
  // With teams or clubs, the field's players take the schedule's points that keep teammates (and, where
  // it can, club-mates) apart over the tournament's rondes (team-placement.ts); without, design point i
  // is the i-th player.
  const playerAt = Int32Array.from({ length: design[0]?.flat().length ?? 0 }, (_, i) => i);
  if (teams.length > 0 || clubs.length > 0) {
    const { pointOf } = placeTeams(
      design.slice(0, total),
      teamIndex(field, teams),
      PLACEMENT_BUDGET,
      teamIndex(field, clubs),
    );
    pointOf.forEach((point, i) => (playerAt[point] = i));
  }
  const index = new Map(players.map((id, i) => [id, i]));
  const rondes = design.map((ronde) => {
    const full: number[][] = [];
    const loose: number[] = [];
    for (const table of ronde) {
      const present = table.flatMap((point) => {
        const i = index.get(field[playerAt[point] as number] as UserId);
        return i === undefined ? [] : [i];
      });
      if (present.length === PLAYER_COUNT) full.push(present);
      else loose.push(...present);
    }
    const whole = loose.length === 0;
    for (let i = 0; i < loose.length; i += PLAYER_COUNT) full.push(loose.slice(i, i + PLAYER_COUNT));
    return { ronde: full, whole };
  });
  const costs = rondes.map(({ ronde }) => pastMeetings(ronde, history));
  return rondes
    .map((ronde, r) => ({ ...ronde, cost: costs[r] as number, r }))
    .sort((x, y) => x.cost - y.cost || x.r - y.r)
    .map(({ ronde, whole }) => ({ ronde, whole }));
}

/**
 * Players in ranking order numbered by group; two players change tables only within a group.
 * « paliers »: one group per number of points (tables 1–4, 5–8… of the ranking, only ties searched).
 * « suisse »: bands of two tables (8 players in a row of the ranking), widened over ties, within which
 * the search seats players so that they meet new opponents of about their level.
 */
function rankingGroups(players: readonly UserId[], points: (id: UserId) => number, band: number): Int32Array {
  const group = new Int32Array(players.length);
  for (let i = 1; i < players.length; i += 1) {
    const tie = points(players[i] as UserId) === points(players[i - 1] as UserId);
    const newGroup = band > 0 ? i % band === 0 && !tie : !tie;
    group[i] = (group[i - 1] as number) + (newGroup ? 1 : 0);
  }
  return group;
}

/** How often each player (numbered as in History) already sat at each table number, this ronde's tables. */
function tableVisits(input: RondeInput, players: readonly UserId[], tables: number): Int32Array {
  const index = new Map(players.map((id, i) => [id, i]));
  const visits = new Int32Array(players.length * tables);
  input.pastTables.forEach((table, g) => {
    const number = input.pastTableNumbers?.[g];
    if (typeof number !== 'number' || !Number.isInteger(number) || number < 1 || number > tables) return;
    for (const id of table) {
      const p = index.get(id);
      if (p !== undefined) visits[p * tables + number - 1] = (visits[p * tables + number - 1] as number) + 1;
    }
  });
  return visits;
}

/**
 * Players fixed to different tables never share one: the plan counts them as having met already, so
 * that its schedule without repeats is drawn around them (16 players over 4 rondes: the rondes of the
 * design where they would meet are left out) rather than repaired afterwards.
 */
function keepFixedApart(
  history: History,
  players: readonly UserId[],
  fixedTables: RondeInput['fixedTables'],
): void {
  const tables = players.length / PLAYER_COUNT;
  const fixed = players.flatMap((id, p) => {
    const table = fixedTables?.[id];
    return typeof table === 'number' && Number.isInteger(table) && table >= 1 && table <= tables
      ? [{ p, table }]
      : [];
  });
  for (const a of fixed)
    for (const b of fixed)
      if (a.table !== b.table) {
        const at = a.p * history.size + b.p;
        history.meetings[at] = (history.meetings[at] as number) + 1;
      }
}

/**
 * Teammates never share a table: the plan counts them as having met this many times already, so that
 * a table of teammates costs far more than any repeat and the search (with every other cost it weighs)
 * keeps them apart; `separate` below makes it sure.
 */
const TEAMMATES_MET = 1000;

/** Team (or club) index of each player (numbered as in History), -1 without one. */
function teamIndex(players: readonly UserId[], teams: RondeInput['teams']): Int32Array {
  const index = new Map(players.map((id, i) => [id, i]));
  const team = new Int32Array(players.length).fill(-1);
  (teams ?? []).forEach((members, k) =>
    members.players.forEach((id) => {
      const p = index.get(id);
      if (p !== undefined) team[p] = k;
    }),
  );
  return team;
}

function keepTeamsApart(history: History, team: Int32Array): void {
  for (let a = 0; a < history.size; a += 1)
    for (let b = 0; b < history.size; b += 1)
      if (a !== b && (team[a] as number) >= 0 && team[a] === team[b]) {
        const at = a * history.size + b;
        history.meetings[at] = (history.meetings[at] as number) + TEAMMATES_MET;
      }
}

/**
 * Players who may not share a table (fixed to different tables, or teammates) are set apart after the
 * search, which only weighs them: a player seated with such a player (an earlier seat of the table)
 * changes places with the player at the same seat (the same wind, so the winds stay as planned) of
 * another table where neither clashes, the one who adds the fewest past meetings (ranked modes: the
 * nearest in the ranking first, players being in ranking order). Where no seat of the same wind will do,
 * any seat; where nothing will, the player stays (the caller deals teams apart).
 */
function separate(
  tables: number[][],
  clash: (p: number, q: number) => boolean,
  history: History,
  ranked: boolean,
): number[][] {
  const result = tables.map((table) => [...table]);
  const clashes = (p: number, table: readonly number[], without: number) =>
    table.some((r) => r !== p && r !== without && clash(p, r));
  const met = (p: number, table: readonly number[]) =>
    table.reduce((sum, q) => sum + (q === p ? 0 : (history.meetings[p * history.size + q] as number)), 0);
  for (const table of result) {
    for (let seat = 0; seat < table.length; seat += 1) {
      const p = table[seat] as number;
      if (!table.slice(0, seat).some((r) => clash(p, r))) continue;
      let best: { table: number[]; seat: number; cost: number } | undefined;
      for (const other of result) {
        if (other === table) continue;
        other.forEach((q, k) => {
          if (clashes(p, other, q) || clashes(q, table, p)) return;
          const meetings =
            met(p, other) -
            (history.meetings[p * history.size + q] as number) +
            met(q, table) -
            (history.meetings[q * history.size + p] as number);
          const distance = Math.abs(p - q);
          const order = ranked ? distance * 1e6 + meetings : meetings * 1e6 + distance;
          // Another wind only where no seat of the same wind will do.
          const cost = (k === seat ? 0 : 1e12) + order;
          if (!best || cost < best.cost) best = { table: other, seat: k, cost };
        });
      }
      if (!best) continue;
      table[seat] = best.table[best.seat] as number;
      best.table[best.seat] = p;
    }
  }
  return result;
}

/**
 * The last resort of `separate`: players dealt to the tables one by one, teammates next to each other in
 * the deal, so that a team (at most one member per table) never gets two players at one table.
 */
function dealApart(tables: readonly (readonly number[])[], team: Int32Array): number[][] {
  const count = tables.length;
  const order = tables.flat().sort((a, b) => (team[a] as number) - (team[b] as number) || a - b);
  const dealt: number[][] = Array.from({ length: count }, () => []);
  order.forEach((p, i) => (dealt[i % count] as number[]).push(p));
  return dealt;
}

/** Tables in ranking order, except that a table with a fixed player trades places with the one at its number. */
function keepFixed(tables: number[][], fixed: (p: number) => number | undefined): number[][] {
  const result = [...tables];
  for (const table of tables) {
    const wanted = table.map(fixed).find((t) => t !== undefined && t < result.length);
    if (wanted === undefined) continue;
    const at = result.indexOf(table);
    [result[at], result[wanted]] = [result[wanted] as number[], table];
  }
  return result;
}

/**
 * The games of the current block of four each present player already played (their last games beyond a
 * multiple of four), players numbered as in History, East first; none where a table holds someone not
 * present. Players are ranked by id, which does not change from one ronde to the next.
 */
function blockSoFar(
  players: readonly UserId[],
  pastTables: readonly (readonly UserId[])[],
  history: History,
): BlockSoFar {
  const index = new Map(players.map((id, i) => [id, i]));
  const byId = players
    .map((_, i) => i)
    .sort((a, b) => ((players[a] as UserId) < (players[b] as UserId) ? -1 : 1));
  const rankOf = new Int32Array(players.length);
  byId.forEach((p, r) => (rankOf[p] = r));
  const rank = (p: number) => rankOf[p] as number;
  const wanted = new Set<number>();
  const seen = new Int32Array(players.length);
  for (let g = pastTables.length - 1; g >= 0; g -= 1)
    for (const id of pastTables[g] as readonly UserId[]) {
      const p = index.get(id);
      if (p === undefined) continue;
      seen[p] = (seen[p] as number) + 1;
      if ((seen[p] as number) <= (history.games[p] as number) % PLAYER_COUNT) wanted.add(g);
    }
  const played: number[][] = [];
  for (const g of [...wanted].sort((a, b) => a - b)) {
    const table = (pastTables[g] as readonly UserId[]).map((id) => index.get(id));
    if (table.length !== PLAYER_COUNT || table.some((p) => p === undefined)) return { played: [], rank };
    played.push(table as number[]);
  }
  return { played, rank };
}

/**
 * The tables of one ronde, in table order (table k + 1 at index k), each four ids East first
 * (docs/seating.md). Pure and deterministic: the same input and seed give the same tables.
 */
export function seatRonde(input: RondeInput): Result<UserId[][]> {
  const error = validate(input);
  if (error) return fail(error);
  const random = seededRandom(input.seed);
  const points = (id: UserId) => {
    const value = input.ranking && Object.hasOwn(input.ranking, id) ? input.ranking[id] : 0;
    return typeof value === 'number' && Number.isFinite(value) ? value : 0;
  };
  const ranked = input.mode !== 'equilibre';
  let players = shuffle([...input.players], random);
  if (ranked) players = players.sort((a, b) => points(b) - points(a));
  const history = readHistory(players, input.pastTables ?? []);
  keepFixedApart(history, players, input.fixedTables);
  const team = teamIndex(players, input.teams);
  keepTeamsApart(history, team);
  const order = Array.from({ length: players.length }, (_, i) => i);
  const roster = isStringArray(input.roster) ? input.roster : [];
  const teams = Array.isArray(input.teams) ? input.teams : [];
  const clubs = Array.isArray(input.clubs) ? input.clubs : [];
  const total = validCount(input.plannedRondes) ? (input.plannedRondes as number) : DEFAULT_RONDES;
  const designed = ranked ? [] : designRondes(players, roster, history, teams, clubs, total);
  const design = designed.map(({ ronde }) => ronde);
  const rondes = ranked ? 1 : horizon(history, input.plannedRondes);
  const group = ranked
    ? rankingGroups(players, points, input.mode === 'suisse' ? 2 * PLAYER_COUNT : 0)
    : new Int32Array(players.length);
  const search = new PlanSearch(history, random, {
    rondes,
    floor: costFloor(history, rondes),
    budget: budget(players.length, rondes),
    group,
  });
  // The schedule's next ronde is seated as it is when the absent players left whole tables of it and
  // none of its tables met before: the absent come back to the schedule's later rondes, which repairing
  // the leftovers gathered there for the plan would change (a tight field then ends with repeats).
  const next = designed[0];
  const keep =
    next !== undefined && next.whole && designed.length >= rondes && pastMeetings(next.ronde, history) === 0;
  const planned = keep ? design.slice(0, rondes) : search.run(order, design).tables;
  // Every planned ronde is as good for a schedule without repeats: seat now the one with the fewest
  // meetings with the past, then the fewest repeats in the plan, then the first (the plan's order).
  const costs = planned.map((ronde, r) =>
    keep ? r : pastMeetings(ronde, history) * 1e6 + search.repeatsOf(r),
  );
  const now = costs.indexOf(Math.min(...costs));
  const ordered = [planned[now] as number[][], ...planned.filter((_, r) => r !== now)];
  // A plan searched again at every ronde may change the rest of a block of four: the tables seated now
  // must at least let every player start one of their open winds. A schedule kept as it is needs nothing.
  if (!ranked && !keep)
    ordered[0] = fitOpenWinds(ordered[0] as number[][], history.winds, history.meetings, random, FIT_BUDGET);
  const oriented = planWinds(
    ordered,
    history.winds,
    random,
    WIND_BUDGET,
    blockSoFar(players, input.pastTables, history),
  );
  const tableCount = oriented.length;
  const fixed = (p: number) => {
    const table = input.fixedTables?.[players[p] as UserId];
    return typeof table === 'number' && Number.isInteger(table) && table >= 1 ? table - 1 : undefined;
  };
  const clash = (p: number, q: number) => {
    const [tp, tq] = [fixed(p), fixed(q)];
    const fixedApart =
      tp !== undefined && tq !== undefined && tp !== tq && tp < tableCount && tq < tableCount;
    return fixedApart || ((team[p] as number) >= 0 && team[p] === team[q]);
  };
  const separated = separate(oriented, clash, history, ranked);
  const teamsMeet = separated.some((table) =>
    table.some((p, i) => table.slice(0, i).some((q) => (team[p] as number) >= 0 && team[p] === team[q])),
  );
  const seated = teamsMeet ? dealApart(separated, team) : separated;
  const visits = tableVisits(input, players, tableCount);
  const numbered =
    ranked && !input.hiddenRanking
      ? keepFixed(seated, fixed)
      : planTableNumbers(
          [seated, ...ordered.slice(1)],
          players.length,
          (p, t) => visits[p * tableCount + t] as number,
          fixed,
          random,
          TABLE_BUDGET * ordered.length * tableCount,
        );
  return ok(numbered.map((table) => table.map((i) => players[i] as UserId)));
}
