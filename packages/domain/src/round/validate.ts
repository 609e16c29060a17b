import { VICTORY_TYPES } from '../constants';
import { MESSAGES } from '../messages';
import { byPlayer, fail, hasDuplicates, isRecord, isStringArray, ok, own } from '../result';
import { classicRules } from '../rules';
import { isSeating } from '../seating/seats';
import { limitOf } from './hand-value';
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
}

const isVictoryType = (value: unknown): value is VictoryType =>
  typeof value === 'string' && (VICTORY_TYPES as readonly string[]).includes(value);

/*
 * The round's own fields have fixed names that Object.prototype does not carry, so they are read
 * directly; ids (keys of han and fu) come from users and are read with `own`.
 */
type RoundField = 'gagnant' | 'perdant' | 'han' | 'fu' | 'riichi_players' | 'tenpai' | 'type_victoire';

/** A list field: absent or null means empty. */
const readList = (input: Record<string, unknown>, key: RoundField): string[] | null => {
  const value = input[key];
  if (value === undefined || value === null) return [];
  return isStringArray(value) ? value : null;
};

const readMap = (input: Record<string, unknown>, key: RoundField): Record<string, unknown> | null => {
  const value = input[key];
  if (value === undefined || value === null) return {};
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
  if (!gagnant || !riichi || !tenpai || !han || !fu) return null;
  return { type, gagnant, perdant: perdant ? perdant : null, han, fu, riichi, tenpai };
}

const isPositive = (value: unknown): boolean => typeof value === 'number' && value > 0;

const inRange = (value: unknown, { min, max }: { min: number; max: number }): boolean =>
  Number.isInteger(value) && (value as number) >= min && (value as number) <= max;

/** Whether the winner's fu are asked: from the first limit (5 han, mangan) on, fu change nothing. */
const fuAsked = (round: RawRound, id: string, rules: Ruleset): boolean =>
  !limitOf(own(round.han, id) as number, rules);

/** A fu value was sent for this winner (a limit hand may leave it out). */
const fuSent = (round: RawRound, id: string): boolean => {
  const value = own(round.fu, id);
  return value !== undefined && value !== null;
};

/** The spec's section 5 rules, in their order. */
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
      break;
    case 'tenpai':
      return null; // nobody tenpai is an all-noten draw (rules-classic section 4)
    case 'chombo':
      return perdant === null ? MESSAGES.chomboOffenderRequired : null;
    /* istanbul ignore next -- unreachable: the compiler checks the switch is exhaustive */
    default: {
      const unexpected: never = type;
      return unexpected;
    }
  }
  for (const id of gagnant) if (!isPositive(own(round.han, id))) return MESSAGES.hanRequired;
  for (const id of gagnant)
    if ((fuAsked(round, id, rules) || fuSent(round, id)) && !isPositive(own(round.fu, id)))
      return MESSAGES.fuRequired;
  return null;
}

/** Winners of the round, once its type is known (a draw or a chombo has none). */
const winnersOf = (round: RawRound): string[] =>
  round.type === 'tsumo' || round.type === 'ron' ? round.gagnant : [];

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
  for (const id of winnersOf(round)) {
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
  const tenpai = type === 'tenpai' ? round.tenpai : [];
  const named = type === 'ron' || type === 'chombo' ? perdant : null;
  if (!allIn(winners, joueurs) || !allIn(riichi, joueurs) || !allIn(tenpai, joueurs))
    return MESSAGES.playerNotInGame;
  if (named !== null && !joueurs.includes(named)) return MESSAGES.playerNotInGame;
  if (hasDuplicates(winners) || hasDuplicates(riichi) || hasDuplicates(tenpai))
    return MESSAGES.duplicatePlayer;
  if (type === 'tenpai' && !allIn(riichi, tenpai)) return MESSAGES.riichiMustBeTenpai;
  if (!allInRange(winners, round.han, rules.han)) return MESSAGES.hanOutOfRange;
  const withFu = winners.filter((id) => fuSent(round, id) || fuAsked(round, id, rules));
  if (!allInRange(withFu, round.fu, rules.fu)) return MESSAGES.fuOutOfRange;
  return impossibleHandError(round, rules);
}

/** The round with only the fields its type uses. */
function cleanRound(round: RawRound): RoundPayload {
  const { type } = round;
  const winners = winnersOf(round);
  const gagnant = winners.slice();
  const han = byPlayer(winners, (id) => own(round.han, id) as number);
  const fu = byPlayer(
    winners.filter((id) => fuSent(round, id)),
    (id) => own(round.fu, id) as number,
  );
  const riichi_players = round.riichi.slice();
  switch (type) {
    case 'tsumo':
      return { type_victoire: type, gagnant, perdant: null, han, fu, riichi_players, tenpai: [] };
    case 'tenpai':
      return {
        type_victoire: type,
        gagnant,
        perdant: null,
        han,
        fu,
        riichi_players,
        tenpai: round.tenpai.slice(),
      };
    case 'ron':
    case 'chombo':
      return {
        type_victoire: type,
        gagnant,
        perdant: round.perdant as string,
        han,
        fu,
        riichi_players,
        tenpai: [],
      };
    /* istanbul ignore next -- unreachable: the compiler checks the switch is exhaustive */
    default: {
      const unexpected: never = type;
      return unexpected;
    }
  }
}

/** The first broken rule of a round (players assumed a valid seating), or the round, not yet cleaned. */
function checkRound(input: unknown, joueurs: readonly UserId[], rules: Ruleset): Result<RawRound> {
  if (!isRecord(input)) return fail(MESSAGES.roundMalformed);
  const type = input.type_victoire;
  if (type === undefined || type === null || type === '') return fail(MESSAGES.victoryTypeRequired);
  if (!isVictoryType(type)) return fail(MESSAGES.unknownVictoryType);
  const round = readRound(input, type);
  if (!round) return fail(MESSAGES.roundMalformed);
  const error = specError(round, rules) ?? consistencyError(round, joueurs, rules);
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
  } as RoundPayload);
}
