import { PLAYER_COUNT } from '../constants';
import { MESSAGES } from '../messages';
import { byPlayer, fail, isRecord, own, setOwn } from '../result';
import { classicRules } from '../rules';
import type { Settlement } from '../round/settle';
import type { GameState, Outcome, PointsByPlayer, Ruleset, UserId } from '../types';
import { isGameState } from './state';

export interface GameResultInput {
  /** Scores at the end, keys in seat order (the first tied player gets any indivisible 100s). */
  scores: PointsByPlayer;
  /** Riichi sticks still on the table (0 for a manual game). */
  riichi_stack?: number;
  /** Chombos per player (absent means none). */
  chombos?: PointsByPlayer;
}

export interface GameResult {
  /** Scores once the leftover sticks went to first place: they sum to the total score. */
  final_scores: PointsByPlayer;
  /** 1–4; tied players share a place (1, 1, 3, 4). */
  place: PointsByPlayer;
  /** Each player's share of the uma (its placement bonus without the oka). */
  uma: PointsByPlayer;
  /** `final − return + uma + oka (first) − chombo penalty × chombos`, in points (shown ÷ 1000). */
  result: PointsByPlayer;
}

/**
 * What one chombo takes from its offender's result after uma, in points, under `rules`: the rules'
 * penalty, or nothing where a chombo is paid at once at the table as a mangan (its points have already
 * moved between the players' scores). Every figure that shows a chombo reads it here.
 */
export function chomboPenaltyOf(rules: Ruleset): number {
  return rules.chomboAtTable ? 0 : rules.chomboPenalty;
}

/**
 * Leftover sticks go to first place; tied players split them, floored to 100, and any 100s left over go
 * to the first of them in seat order so that the scores still sum to the total. Under rules that order
 * ties by seat there is one first place: the earliest seat takes them all (Tenhou's logs do so).
 */
function withLeftoverSticks(scores: PointsByPlayer, sticks: number, rules: Ruleset): PointsByPlayer {
  const ids = Object.keys(scores);
  // Rules whose leftover sticks are lost: they leave the table with nobody.
  if (!rules.leftoverSticksToFirst) return byPlayer(ids, (id) => scores[id] as number);
  let top = -Infinity;
  for (const id of ids) top = Math.max(top, scores[id] as number);
  const tied = ids.filter((id) => scores[id] === top);
  const firsts = rules.tiesShareUma ? tied : tied.slice(0, 1);
  const pot = sticks * rules.riichiBet;
  const share = Math.floor(pot / firsts.length / 100) * 100;
  const final = byPlayer(ids, (id) => (scores[id] as number) + (firsts.includes(id) ? share : 0));
  const first = firsts[0] as UserId;
  final[first] = (final[first] as number) + pot - share * firsts.length;
  return final;
}

/**
 * Each player's placement bonus (uma, plus the oka for first place): tied players split their places'
 * bonus to the hundred (a tenth as shown), and the hundreds left over go one each to the tied players
 * nearest the first dealer (the earliest seats), so that a game's results still sum to zero. Three tied
 * at the top of an M.League game share 50 000: 16 700, 16 700, 16 600.
 */
function placementBonus(
  ids: readonly UserId[],
  place: PointsByPlayer,
  tiedWith: (id: UserId) => UserId[],
  oka: number,
  rules: Ruleset,
): PointsByPlayer {
  const bonus: PointsByPlayer = {};
  for (const id of ids) {
    if (own(bonus, id) !== undefined) continue;
    const group = tiedWith(id);
    const first = (place[id] as number) - 1;
    const total = rules.uma.slice(first, first + group.length).reduce((sum, uma) => sum + uma, 0);
    const pot = total + (first === 0 ? oka : 0);
    const share = Math.floor(pot / group.length / 100) * 100;
    const leftoverHundreds = (pot - share * group.length) / 100;
    group.forEach((tied, index) => {
      setOwn(bonus, tied, share + (index < leftoverHundreds ? 100 : 0));
    });
  }
  return bonus;
}

const isCount = (value: unknown): boolean => Number.isInteger(value) && (value as number) >= 0;

function readInput(
  input: unknown,
): { scores: PointsByPlayer; sticks: number; chombos: Record<string, unknown> } | null {
  if (!isRecord(input) || !isRecord(input.scores)) return null;
  const scores = input.scores;
  const ids = Object.keys(scores);
  if (ids.length !== PLAYER_COUNT) return null;
  for (const id of ids) if (!Number.isFinite(scores[id])) return null;
  const sticks = input.riichi_stack ?? 0;
  const chombos = input.chombos ?? {};
  if (!isCount(sticks) || !isRecord(chombos) || !Object.values(chombos).every(isCount)) return null;
  return { scores: scores as PointsByPlayer, sticks: sticks as number, chombos };
}

/**
 * A finished game's result (rules-classic section 6), in raw points: leftover sticks to first place,
 * shared places and uma on ties, oka to first place if the ruleset has one, the chombo penalty after uma.
 */
export function gameResult(input: GameResultInput, rules: Ruleset = classicRules): Outcome<GameResult> {
  const read = readInput(input);
  if (!read) return fail(MESSAGES.gameScoresInvalid);
  const { scores, sticks, chombos } = read;
  const ids = Object.keys(scores);
  const final_scores = withLeftoverSticks(scores, sticks, rules);
  // Tied players share a place, or (rules ordering ties by seat) the earlier seat ranks higher: one more
  // than the players ahead, counted by seat (this runs for every game of every ranking and season).
  const place: PointsByPlayer = {};
  for (let seat = 0; seat < ids.length; seat += 1) {
    const score = scores[ids[seat] as UserId] as number;
    let ahead = 0;
    for (let other = 0; other < ids.length; other += 1) {
      const otherScore = scores[ids[other] as UserId] as number;
      if (otherScore > score || (!rules.tiesShareUma && otherScore === score && other < seat)) ahead += 1;
    }
    setOwn(place, ids[seat] as UserId, 1 + ahead);
  }
  // Players tied on the same place, in seat order (one alone where ties are ordered by seat).
  const tiedWith = (id: UserId): UserId[] =>
    rules.tiesShareUma ? ids.filter((other) => scores[other] === scores[id]) : [id];
  const oka = (rules.returnScore - rules.startScore) * PLAYER_COUNT;
  const bonus = placementBonus(ids, place, tiedWith, oka, rules);
  const uma = byPlayer(
    ids,
    (id) => (bonus[id] as number) - (place[id] === 1 ? oka / tiedWith(id).length : 0),
  );
  const penalty = chomboPenaltyOf(rules);
  const result = byPlayer(ids, (id) => {
    const chomboCount = (own(chombos, id) as number | undefined) ?? 0;
    return (final_scores[id] as number) - rules.returnScore + (bonus[id] as number) - penalty * chomboCount;
  });
  return { ok: true, final_scores, place, uma, result };
}

/**
 * Ends a game ("Finir la partie"): the sticks still on the table go to first place, so the stored final
 * scores sum to the total score (or, under rules that lose them, leave the table). Returns the sticks' movement and the final state.
 */
export function finishGame(state: GameState, rules: Ruleset = classicRules): Outcome<Settlement> {
  if (!isGameState(state)) return fail(MESSAGES.gameStateInvalid);
  const scores = withLeftoverSticks(
    byPlayer(state.joueurs, (id) => state.scores[id] as number),
    state.riichi_stack,
    rules,
  );
  const delta = byPlayer(state.joueurs, (id) => (scores[id] as number) - (state.scores[id] as number));
  return { ok: true, delta, next: { ...state, joueurs: [...state.joueurs], scores, riichi_stack: 0 } };
}

/** Chombos per offender in a list of rounds (anything that is not a chombo round is ignored). */
export function countChombos(rounds: readonly unknown[]): PointsByPlayer {
  const counts: PointsByPlayer = {};
  if (!Array.isArray(rounds)) return counts;
  for (const round of rounds) {
    if (!isRecord(round) || round.type_victoire !== 'chombo' || typeof round.perdant !== 'string') continue;
    const offender = round.perdant;
    Object.defineProperty(counts, offender, {
      value: ((own(counts, offender) as number | undefined) ?? 0) + 1,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return counts;
}
