import { VICTORY_TYPES } from '../constants';
import { MESSAGES } from '../messages';
import { byPlayer, contains, fail, hasDuplicates, isRecord, isStringArray, ok, own, setOwn } from '../result';
import { classicRules } from '../rules';
import { isSeating } from '../seating/seats';
import { reachesLimit } from './hand-value';
import type { Result, RoundPayload, Ruleset, UserId, VictoryType } from '../types';

/** The round's fields once their JSON types are known, before any rule is checked. */
interface RawRound {
  type: VictoryType;
  gagnant: string[];
  perdant: string | null;
  han: Record<string, unknown>;
  fu: Record<string, unknown>;
  riichi: string[];
  tenpai: string[];
  yakuman: Record<string, unknown>;
  /** Winners whose hand is valued by han and fu (handWinners), found once for every check. */
  hands: string[];
  /**
   * The han and fu sent for each of `hands`, in its order (undefined where none was sent): read once,
   * since a lookup by id is the slowest read here and every check below asks for them.
   */
  handHan: unknown[];
  handFu: unknown[];
}

const isVictoryType = (value: unknown): value is VictoryType =>
  typeof value === 'string' && contains(VICTORY_TYPES, value);

/*
 * The round's own fields have fixed names that Object.prototype does not carry, so they are read
 * directly, each by its name (a field name passed as a variable would be a keyed lookup, the slowest
 * read here); ids (keys of han and fu) come from users and are read with `own`.
 */

/** A list field's value: absent or null means empty. */
const listOf = (value: unknown): string[] | null => {
  if (value === undefined || value === null) return [];
  return isStringArray(value) ? value : null;
};

/** The map an absent field reads as: shared, never written (a round is only read). */
const NO_ENTRIES: Record<string, unknown> = Object.freeze({});

/** A map field's value: absent or null means no entries. */
const mapOf = (value: unknown): Record<string, unknown> | null => {
  if (value === undefined || value === null) return NO_ENTRIES;
  return isRecord(value) ? value : null;
};

/** The entries of `map` for `ids`, in their order (a loop: `map` with a closure costs more per round). */
function valuesOf(map: Record<string, unknown>, ids: readonly string[]): unknown[] {
  const values = new Array<unknown>(ids.length);
  for (let i = 0; i < ids.length; i += 1) values[i] = own(map, ids[i] as string);
  return values;
}

function readRound(input: Record<string, unknown>, type: VictoryType): RawRound | null {
  const perdant = input.perdant;
  if (perdant !== undefined && perdant !== null && typeof perdant !== 'string') return null;
  const gagnant = listOf(input.gagnant);
  const riichi = listOf(input.riichi_players);
  const tenpai = listOf(input.tenpai);
  const han = mapOf(input.han);
  const fu = mapOf(input.fu);
  const yakuman = mapOf(input.yakuman);
  if (!gagnant || !riichi || !tenpai || !han || !fu || !yakuman) return null;
  const hands = handWinners(type, gagnant, yakuman);
  const handHan = valuesOf(han, hands);
  const handFu = valuesOf(fu, hands);
  return {
    type,
    gagnant,
    perdant: perdant ? perdant : null,
    han,
    fu,
    riichi,
    tenpai,
    yakuman,
    hands,
    handHan,
    handFu,
  };
}

const isPositive = (value: unknown): boolean => typeof value === 'number' && value > 0;

const inRange = (value: unknown, { min, max }: { min: number; max: number }): boolean =>
  Number.isInteger(value) && (value as number) >= min && (value as number) <= max;

/**
 * Whether the fu of the hand at `hand` (an index in `hands`) are asked: from the first limit (5 han,
 * mangan) on, fu change nothing.
 */
const fuAsked = (round: RawRound, hand: number, rules: Ruleset): boolean =>
  !reachesLimit(round.handHan[hand] as number, rules);

/** A fu value was sent for the hand at `hand` (a limit hand may leave it out). */
const fuSent = (round: RawRound, hand: number): boolean => {
  const value = round.handFu[hand];
  return value !== undefined && value !== null;
};

/** The product's round rules, in the order their messages are checked. */
function specError(round: RawRound, rules: Ruleset): string | null {
  const { type, gagnant, perdant } = round;
  switch (type) {
    case 'tsumo':
      if (gagnant.length !== 1) return MESSAGES.tsumoOneWinner;
      break;
    case 'ron':
      if (gagnant.length === 0) return MESSAGES.ronWinnerRequired;
      if (perdant === null) return MESSAGES.ronLoserRequired;
      if (contains(gagnant, perdant)) return MESSAGES.ronLoserIsWinner;
      if (gagnant.length > 1 && !rules.multipleRon) return MESSAGES.atamahaneOneWinner;
      break;
    case 'tenpai':
      return null; // nobody tenpai is an all-noten draw (rules-classic section 4)
    case 'chombo':
      return perdant === null ? MESSAGES.chomboOffenderRequired : null;
    case 'abandon':
      return rules.abortiveDraws ? null : MESSAGES.abandonNotAllowed;
    case 'nagashi':
      if (!rules.nagashiMangan) return MESSAGES.nagashiNotAllowed;
      return gagnant.length === 0 ? MESSAGES.nagashiWinnerRequired : null;
    /* istanbul ignore next -- unreachable: the compiler checks the switch is exhaustive */
    default: {
      const unexpected: never = type;
      return unexpected;
    }
  }
  const { handHan, handFu } = round;
  for (const han of handHan) if (!isPositive(han)) return MESSAGES.hanRequired;
  for (let hand = 0; hand < handFu.length; hand += 1)
    if ((fuAsked(round, hand, rules) || fuSent(round, hand)) && !isPositive(handFu[hand]))
      return MESSAGES.fuRequired;
  return null;
}

/** Players the round names as winners, once its type is known (nagashi: who made it; a draw has none). */
const winnersOf = (round: RawRound): string[] =>
  round.type === 'tsumo' || round.type === 'ron' || round.type === 'nagashi' ? round.gagnant : [];

/** Winners whose hand is valued by han and fu: a tsumo's or ron's, except those holding a yakuman. */
function handWinners(type: VictoryType, gagnant: string[], yakuman: Record<string, unknown>): string[] {
  if (type !== 'tsumo' && type !== 'ron') return [];
  // Most rounds hold no yakuman: their winners are read as they are, nothing copied (settleRound's hot path).
  return hasEntries(yakuman) ? gagnant.filter((id) => !Object.hasOwn(yakuman, id)) : gagnant;
}

function hasEntries(map: Record<string, unknown>): boolean {
  for (const key in map) if (Object.hasOwn(map, key)) return true;
  return false;
}

/** A yakuman only for a tsumo or ron winner, counted 1 (or up to the rules' most where they add up). */
function yakumanError(round: RawRound, rules: Ruleset): string | null {
  const canHold = round.type === 'tsumo' || round.type === 'ron' ? round.gagnant : [];
  for (const id in round.yakuman) {
    if (!Object.hasOwn(round.yakuman, id)) continue;
    if (!contains(canHold, id)) return MESSAGES.yakumanNotWinner;
    const count = round.yakuman[id];
    if (!Number.isInteger(count) || (count as number) < 1 || (count as number) > rules.maxYakuman)
      return MESSAGES.yakumanCount(rules.maxYakuman);
  }
  return null;
}

const allIn = (ids: readonly string[], joueurs: readonly UserId[]): boolean => {
  for (const id of ids) if (!contains(joueurs, id)) return false;
  return true;
};

const allInRange = (values: readonly unknown[], range: Ruleset['han']): boolean => {
  for (const value of values) if (!inRange(value, range)) return false;
  return true;
};

/**
 * Han and fu no hand can have (below the limits, where fu count): 20 fu is only a closed pinfu tsumo
 * (pinfu + menzen tsumo, 2 han at least), 25 fu only chiitoitsu (2 han at least).
 */
function impossibleHandError(round: RawRound, rules: Ruleset): string | null {
  for (let hand = 0; hand < round.hands.length; hand += 1) {
    if (!fuAsked(round, hand, rules)) continue;
    const han = round.handHan[hand];
    const fu = round.handFu[hand];
    if (fu === 20 && round.type === 'ron') return MESSAGES.fuTwentyOnRon;
    if (fu === 20 && han === 1) return MESSAGES.fuTwentyOneHan;
    if (fu === 25 && han === 1) return MESSAGES.fuTwentyFiveOneHan;
  }
  return null;
}

/** Checks the server adds beyond the spec (rules-classic section 7). */
function consistencyError(round: RawRound, joueurs: readonly UserId[], rules: Ruleset): string | null {
  const { type, riichi, perdant } = round;
  const winners = winnersOf(round);
  const tenpai = type === 'tenpai' || type === 'nagashi' ? round.tenpai : [];
  const named = type === 'ron' || type === 'chombo' ? perdant : null;
  if (!allIn(winners, joueurs) || !allIn(riichi, joueurs) || !allIn(tenpai, joueurs))
    return MESSAGES.playerNotInGame;
  if (named !== null && !contains(joueurs, named)) return MESSAGES.playerNotInGame;
  if (hasDuplicates(winners) || hasDuplicates(riichi) || hasDuplicates(tenpai))
    return MESSAGES.duplicatePlayer;
  if (type === 'tenpai' && !allIn(riichi, tenpai)) return MESSAGES.riichiMustBeTenpai;
  // A nagashi mangan ends the hand as a draw: a riichi player who did not make it must be tenpai too.
  if (
    type === 'nagashi' &&
    !allIn(
      riichi.filter((id) => !contains(winners, id)),
      tenpai,
    )
  )
    return MESSAGES.riichiMustBeTenpai;
  const { handFu } = round;
  if (!allInRange(round.handHan, rules.han)) return MESSAGES.hanOutOfRange;
  for (let hand = 0; hand < handFu.length; hand += 1)
    if ((fuSent(round, hand) || fuAsked(round, hand, rules)) && !inRange(handFu[hand], rules.fu))
      return MESSAGES.fuOutOfRange;
  return impossibleHandError(round, rules);
}

/**
 * A checked round as validation gives it back, the cleaned copy and settleRound's view alike: one builder,
 * so the settlement reads rounds of one object layout (two where a yakuman is held) whichever way they came.
 * `yakuman` is added last and only when someone holds one, so rounds stored before it read the same.
 */
function payloadOf(
  type: VictoryType,
  gagnant: string[],
  perdant: string | null,
  han: Record<string, number>,
  fu: Record<string, number>,
  riichi: string[],
  tenpai: string[],
  yakuman: Record<string, number> | null,
): RoundPayload {
  const payload = {
    type_victoire: type,
    gagnant,
    perdant,
    han,
    fu,
    riichi_players: riichi,
    tenpai,
  } as RoundPayload;
  if (yakuman) payload.yakuman = yakuman;
  return payload;
}

/** The round with only the fields its type uses (`yakuman` only when someone holds one). */
function cleanRound(round: RawRound): RoundPayload {
  const { type } = round;
  const winners = winnersOf(round);
  const { hands } = round;
  const han: Record<string, number> = {};
  const fu: Record<string, number> = {};
  for (let hand = 0; hand < hands.length; hand += 1) {
    const id = hands[hand] as string;
    setOwn(han, id, round.handHan[hand] as number);
    if (fuSent(round, hand)) setOwn(fu, id, round.handFu[hand] as number);
  }
  const holders = winners.filter((id) => Object.hasOwn(round.yakuman, id));
  const perdant = type === 'ron' || type === 'chombo' ? (round.perdant as string) : null;
  const tenpai = type === 'tenpai' || type === 'nagashi' ? round.tenpai.slice() : [];
  const yakuman = holders.length > 0 ? byPlayer(holders, (id) => own(round.yakuman, id) as number) : null;
  return payloadOf(type, winners.slice(), perdant, han, fu, round.riichi.slice(), tenpai, yakuman);
}

/**
 * The first broken rule of a round (players assumed a valid seating) as its French message, or the round,
 * not yet cleaned (a message or the round rather than a Result: no wrapper built per round).
 */
function checkRound(input: unknown, joueurs: readonly UserId[], rules: Ruleset): RawRound | string {
  if (!isRecord(input)) return MESSAGES.roundMalformed;
  const type = input.type_victoire;
  if (type === undefined || type === null || type === '') return MESSAGES.victoryTypeRequired;
  if (!isVictoryType(type)) return MESSAGES.unknownVictoryType;
  const round = readRound(input, type);
  if (!round) return MESSAGES.roundMalformed;
  return (
    specError(round, rules) ?? yakumanError(round, rules) ?? consistencyError(round, joueurs, rules) ?? round
  );
}

/**
 * Validates a round as sent by a client (any JSON) against the game's players. Returns the cleaned round
 * (fields its type does not use emptied) or the first French message, in rules-classic section 7 order.
 */
export function validateRound(
  input: unknown,
  joueurs: readonly UserId[],
  rules: Ruleset = classicRules,
): Result<RoundPayload> {
  if (!isSeating(joueurs)) return fail(MESSAGES.gameStateInvalid);
  const checked = checkRound(input, joueurs, rules);
  return typeof checked === 'string' ? fail(checked) : ok(cleanRound(checked));
}

/**
 * For settleRound only, whose state's seats are already checked: the same verdict as validateRound, but
 * a valid round comes back as a view on the input, nothing copied (the settlement reads the winners' han
 * and fu, the loser, the riichi and tenpai lists, all checked; it never keeps or changes the round).
 */
export function validRoundView(
  input: unknown,
  joueurs: readonly UserId[],
  rules: Ruleset,
): Result<RoundPayload> {
  const round = checkRound(input, joueurs, rules);
  if (typeof round === 'string') return fail(round);
  // Checked: every han, fu and yakuman count the settlement reads is a number.
  const yakuman = hasEntries(round.yakuman) ? (round.yakuman as Record<string, number>) : null;
  return ok(
    payloadOf(
      round.type,
      winnersOf(round),
      round.perdant,
      round.han as Record<string, number>,
      round.fu as Record<string, number>,
      round.riichi,
      round.tenpai,
      yakuman,
    ),
  );
}
