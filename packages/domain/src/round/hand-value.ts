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
  // The limits are ascending: the last one reached is the highest, and most hands reach none.
  const limits = rules.limits;
  for (let i = limits.length - 1; i >= 0; i -= 1) {
    const candidate = limits[i] as LimitStep;
    if (han >= candidate.minHan) return candidate;
  }
  return null;
}

/**
 * Whether `han` reach the first limit (mangan from 5 han), where fu no longer count: the same answer as
 * `limitOf(han) !== null` (the limits are ascending), without walking the limits.
 */
export function reachesLimit(han: number, rules: Ruleset): boolean {
  const first = rules.limits[0];
  return first !== undefined && han >= first.minHan;
}

/** 2 to the `exponent`: a shift for the small whole numbers of hands, since `**` calls the C library's pow. */
const powerOfTwo = (exponent: number): number =>
  Number.isInteger(exponent) && exponent >= 0 && exponent <= 30 ? 1 << exponent : 2 ** exponent;

/**
 * Basic points of a hand by han and fu: a limit's from 5 han on, else `fu × 2^(han+2)` capped at mangan
 * (4 han 30 fu and 3 han 60 fu rounded up to it under kiriage). A plain number: the settlement reads it for
 * every winner of every round, and builds no object for it.
 */
function handBase(han: number, fu: number, rules: Ruleset): number {
  const step = limitOf(han, rules); // one walk of the limits: null below the first (mangan from 5 han)
  if (step !== null) return step.base;
  if (!(han >= 1) || !(fu > 0)) return 0; // not a hand (also NaN): worth nothing
  const base = fu * powerOfTwo(han + 2);
  const kiriage = rules.kiriageMangan && base === 1920;
  return base >= rules.manganBase || kiriage ? rules.manganBase : base;
}

function basicPoints(han: number, fu: number, rules: Ruleset): { base: number; limit: LimitName | null } {
  const base = handBase(han, fu, rules);
  const step = limitOf(han, rules);
  // Below the limits by han, a hand capped at the mangan's basic points is a mangan.
  return { base, limit: step ? step.name : base === rules.manganBase ? 'mangan' : null };
}

/** What the discarder pays for a hand worth `base` basic points, honba excluded. */
export const ronPayment = (base: number, dealerWins: boolean): number => ceil100((dealerWins ? 6 : 4) * base);

/**
 * What one payer pays on a self-draw of `base` basic points, honba excluded: twice the share where the
 * dealer wins or pays.
 */
export const tsumoShare = (base: number, dealerInvolved: boolean): number =>
  ceil100((dealerInvolved ? 2 : 1) * base);

/** Payments of a hand worth `base` basic points, each rounded up to 100 separately. */
function payments(base: number, limit: LimitName | null, dealer: boolean): HandValue {
  if (dealer) return { base, limit, ron: ronPayment(base, true), tsumo: { each: tsumoShare(base, true) } };
  return {
    base,
    limit,
    ron: ronPayment(base, false),
    tsumo: { fromDealer: tsumoShare(base, true), fromNonDealer: tsumoShare(base, false) },
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

/** What a round gives a winner to be valued by: their yakuman if it counts some for them, else their han and fu. */
interface WinnerHand {
  han: Record<string, number>;
  fu: Record<string, number>;
  yakuman?: Record<string, number>;
}

/** How many yakuman the round counts for the winner (0: the hand is valued by its han and fu). */
function yakumanCount(round: WinnerHand, winner: string): number {
  const yakuman = round.yakuman;
  return yakuman && Object.hasOwn(yakuman, winner) ? (yakuman[winner] as number) : 0;
}

/** A winner's hand in a round: their yakuman if the round gives them one, else their han and fu. */
export function winnerValue(round: WinnerHand, winner: string, dealer: boolean, rules: Ruleset): HandValue {
  const count = yakumanCount(round, winner);
  if (count > 0) return yakumanValue(count, dealer, rules);
  return handValue({ han: round.han[winner] ?? 0, fu: round.fu[winner] ?? 0, dealer }, rules);
}

/** The basic points of a winner's hand in a round, as `winnerValue` values it, without building its payments. */
export function winnerBase(round: WinnerHand, winner: string, rules: Ruleset): number {
  const count = yakumanCount(round, winner);
  if (count > 0) return rules.yakumanBase * count;
  return handBase(round.han[winner] ?? 0, round.fu[winner] ?? 0, rules);
}
