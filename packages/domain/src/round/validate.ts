import { VICTORY_TYPES } from '../constants';
import { MESSAGES } from '../messages';
import { byPlayer, fail, hasDuplicates, isRecord, isStringArray, ok, own } from '../result';
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
}

const isVictoryType = (value: unknown): value is VictoryType =>
  typeof value === 'string' && (VICTORY_TYPES as readonly string[]).includes(value);

/*
 * The round's own fields have fixed names that Object.prototype does not carry, so they are read
 * directly; ids (keys of han and fu) come from users and are read with `own`.
 */
type RoundField =
  'gagnant' | 'perdant' | 'han' | 'fu' | 'riichi_players' | 'tenpai' | 'type_victoire' | 'yakuman';

/** A list field: absent or null means empty. */
const readList = (input: Record<string, unknown>, key: RoundField): string[] | null => {
  const value = input[key];
  if (value === undefined || value === null) return [];
  return isStringArray(value) ? value : null;
};

/** The map an absent field reads as: shared, never written (a round is only read). */
const NO_ENTRIES: Record<string, unknown> = Object.freeze({});

const readMap = (input: Record<string, unknown>, key: RoundField): Record<string, unknown> | null => {
  const value = input[key];
  if (value === undefined || value === null) return NO_ENTRIES;
  return isRecord(value) ? value : null;
};

function readRound(input: Record<string, unknown>, type: VictoryType): RawRound | null {
  const perdant = input.perdant;
  if (perdant !== undefined && perdant !== null && typeof perdant !== 'string') return null;
  const gagnant = readList(input, 'gagnant');
  const riichi = readList(input, 'riichi_players');
  const tenpai = readList(input, 'tenpai');
  const han = readMap(input, 'han');
  const fu = readMap(input, 'fu');
  const yakuman = readMap(input, 'yakuman');
  if (!gagnant || !riichi || !tenpai || !han || !fu || !yakuman) return null;
  const hands = handWinners(type, gagnant, yakuman);
  return { type, gagnant, perdant: perdant ? perdant : null, han, fu, riichi, tenpai, yakuman, hands };
}

const isPositive = (value: unknown): boolean => typeof value === 'number' && value > 0;

const inRange = (value: unknown, { min, max }: { min: number; max: number }): boolean =>
  Number.isInteger(value) && (value as number) >= min && (value as number) <= max;

/** Whether the winner's fu are asked: from the first limit (5 han, mangan) on, fu change nothing. */
const fuAsked = (round: RawRound, id: string, rules: Ruleset): boolean =>
  !reachesLimit(own(round.han, id) as number, rules);

/** A fu value was sent for this winner (a limit hand may leave it out). */
const fuSent = (round: RawRound, id: string): boolean => {
  const value = own(round.fu, id);
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
      if (gagnant.includes(perdant)) return MESSAGES.ronLoserIsWinner;
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
  const { hands } = round;
  for (const id of hands) if (!isPositive(own(round.han, id))) return MESSAGES.hanRequired;
  for (const id of hands)
    if ((fuAsked(round, id, rules) || fuSent(round, id)) && !isPositive(own(round.fu, id)))
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
    if (!canHold.includes(id)) return MESSAGES.yakumanNotWinner;
    const count = round.yakuman[id];
    if (!Number.isInteger(count) || (count as number) < 1 || (count as number) > rules.maxYakuman)
      return MESSAGES.yakumanCount(rules.maxYakuman);
  }
  return null;
}

const allIn = (ids: readonly string[], joueurs: readonly UserId[]): boolean => {
  for (const id of ids) if (!joueurs.includes(id)) return false;
  return true;
};

const allInRange = (
  ids: readonly string[],
  values: Record<string, unknown>,
  range: Ruleset['han'],
): boolean => {
  for (const id of ids) if (!inRange(own(values, id), range)) return false;
  return true;
};

/**
 * Han and fu no hand can have (below the limits, where fu count): 20 fu is only a closed pinfu tsumo
 * (pinfu + menzen tsumo, 2 han at least), 25 fu only chiitoitsu (2 han at least).
 */
function impossibleHandError(round: RawRound, rules: Ruleset): string | null {
  for (const id of round.hands) {
    if (!fuAsked(round, id, rules)) continue;
    const han = own(round.han, id);
    const fu = own(round.fu, id);
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
  if (named !== null && !joueurs.includes(named)) return MESSAGES.playerNotInGame;
  if (hasDuplicates(winners) || hasDuplicates(riichi) || hasDuplicates(tenpai))
    return MESSAGES.duplicatePlayer;
  if (type === 'tenpai' && !allIn(riichi, tenpai)) return MESSAGES.riichiMustBeTenpai;
  // A nagashi mangan ends the hand as a draw: a riichi player who did not make it must be tenpai too.
  if (
    type === 'nagashi' &&
    !allIn(
      riichi.filter((id) => !winners.includes(id)),
      tenpai,
    )
  )
    return MESSAGES.riichiMustBeTenpai;
  const { hands } = round;
  if (!allInRange(hands, round.han, rules.han)) return MESSAGES.hanOutOfRange;
  for (const id of hands)
    if ((fuSent(round, id) || fuAsked(round, id, rules)) && !inRange(own(round.fu, id), rules.fu))
      return MESSAGES.fuOutOfRange;
  return impossibleHandError(round, rules);
}

/** The round with only the fields its type uses (`yakuman` only when someone holds one). */
function cleanRound(round: RawRound): RoundPayload {
  const { type } = round;
  const winners = winnersOf(round);
  const { hands } = round;
  const han = byPlayer(hands, (id) => own(round.han, id) as number);
  const fu = byPlayer(
    hands.filter((id) => fuSent(round, id)),
    (id) => own(round.fu, id) as number,
  );
  const holders = winners.filter((id) => Object.hasOwn(round.yakuman, id));
  const perdant = type === 'ron' || type === 'chombo' ? (round.perdant as string) : null;
  const tenpai = type === 'tenpai' || type === 'nagashi' ? round.tenpai.slice() : [];
  const cleaned = {
    type_victoire: type,
    gagnant: winners.slice(),
    perdant,
    han,
    fu,
    riichi_players: round.riichi.slice(),
    tenpai,
  } as RoundPayload;
  if (holders.length > 0) cleaned.yakuman = byPlayer(holders, (id) => own(round.yakuman, id) as number);
  return cleaned;
}
/** The first broken rule of a round (players assumed a valid seating), or the round, not yet cleaned. */
function checkRound(input: unknown, joueurs: readonly UserId[], rules: Ruleset): Result<RawRound> {
  if (!isRecord(input)) return fail(MESSAGES.roundMalformed);
  const type = input.type_victoire;
  if (type === undefined || type === null || type === '') return fail(MESSAGES.victoryTypeRequired);
  if (!isVictoryType(type)) return fail(MESSAGES.unknownVictoryType);
  const round = readRound(input, type);
  if (!round) return fail(MESSAGES.roundMalformed);
  const error =
    specError(round, rules) ?? yakumanError(round, rules) ?? consistencyError(round, joueurs, rules);
  return error ? fail(error) : ok(round);
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
  return checked.ok ? ok(cleanRound(checked.value)) : checked;
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
  const checked = checkRound(input, joueurs, rules);
  if (!checked.ok) return checked;
  const round = checked.value;
  return ok({
    type_victoire: round.type,
    gagnant: winnersOf(round),
    perdant: round.perdant,
    han: round.han,
    fu: round.fu,
    riichi_players: round.riichi,
    tenpai: round.tenpai,
    yakuman: round.yakuman,
  } as RoundPayload);
}
