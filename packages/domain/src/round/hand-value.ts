import { classicRules } from '../rules';
import type { LimitName, LimitStep, Ruleset } from '../types';

export interface HandInput {
  han: number;
  fu: number;
  /** Whether the winner is the dealer. */
  dealer: boolean;
}

/** What a dealer's tsumo costs each other player. */
export interface DealerTsumo {
  each: number;
}
/** What a non-dealer's tsumo costs the dealer and each other non-dealer. */
export interface NonDealerTsumo {
  fromDealer: number;
  fromNonDealer: number;
}

export interface HandValue {
  /** Basic points. */
  base: number;
  limit: LimitName | null;
  /** Paid by the discarder, honba excluded. */
  ron: number;
  /** Paid by each payer on a self-draw, honba excluded. */
  tsumo: DealerTsumo | NonDealerTsumo;
}

/** Each single payment is rounded up to the next 100. */
export const ceil100 = (points: number): number => Math.ceil(points / 100) * 100;

/** The limit a number of han reaches (mangan from 5 han…), or null below the limits, where fu count. */
export function limitOf(han: number, rules: Ruleset = classicRules): LimitStep | null {
  let step = null;
  for (const candidate of rules.limits) if (han >= candidate.minHan) step = candidate;
  return step;
}

/**
 * Whether `han` reach the first limit (mangan from 5 han), where fu no longer count: the same answer as
 * `limitOf(han) !== null` (the limits are ascending), without walking the limits.
 */
export function reachesLimit(han: number, rules: Ruleset): boolean {
  const first = rules.limits[0];
  return first !== undefined && han >= first.minHan;
}

function basicPoints(han: number, fu: number, rules: Ruleset): { base: number; limit: LimitName | null } {
  const step = limitOf(han, rules);
  if (step) return { base: step.base, limit: step.name };
  if (!(han >= 1) || !(fu > 0)) return { base: 0, limit: null }; // not a hand (also NaN): worth nothing
  const base = fu * 2 ** (han + 2);
  const kiriage = rules.kiriageMangan && base === 1920;
  return base >= rules.manganBase || kiriage
    ? { base: rules.manganBase, limit: 'mangan' }
    : { base, limit: null };
}

/** Payments of a hand worth `base` basic points, each rounded up to 100 separately. */
function payments(base: number, limit: LimitName | null, dealer: boolean): HandValue {
  if (dealer) return { base, limit, ron: ceil100(6 * base), tsumo: { each: ceil100(2 * base) } };
  return {
    base,
    limit,
    ron: ceil100(4 * base),
    tsumo: { fromDealer: ceil100(2 * base), fromNonDealer: ceil100(base) },
  };
}

/**
 * Value of a winning hand (rules-classic section 1): `fu × 2^(han+2)` basic points capped at mangan,
 * limits by han from 5 on, each payment rounded up to 100 separately.
 */
export function handValue({ han, fu, dealer }: HandInput, rules: Ruleset = classicRules): HandValue {
  const { base, limit } = basicPoints(han, fu, rules);
  return payments(base, limit, dealer);
}

/** Value of a hand holding `count` yakuman (a double yakuman is 2), whatever its han and fu. */
export function yakumanValue(count: number, dealer: boolean, rules: Ruleset = classicRules): HandValue {
  return payments(rules.yakumanBase * count, 'yakuman', dealer);
}

/** A winner's hand in a round: their yakuman if the round gives them one, else their han and fu. */
export function winnerValue(
  round: { han: Record<string, number>; fu: Record<string, number>; yakuman?: Record<string, number> },
  winner: string,
  dealer: boolean,
  rules: Ruleset,
): HandValue {
  const yakuman = round.yakuman;
  if (yakuman && Object.hasOwn(yakuman, winner))
    return yakumanValue(yakuman[winner] as number, dealer, rules);
  return handValue({ han: round.han[winner] ?? 0, fu: round.fu[winner] ?? 0, dealer }, rules);
}
