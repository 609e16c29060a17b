import { PLAYER_COUNT, VICTORY_TYPES } from '../constants';
import { MESSAGES } from '../messages';
import { byPlayer, fail, hasDuplicates, isRecord, isStringArray, ok, own } from '../result';
import { classicRules } from '../rules';
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

/** A list field: absent or null means empty. */
const readList = (input: Record<string, unknown>, key: string): string[] | null => {
  const value = own(input, key);
  if (value === undefined || value === null) return [];
  return isStringArray(value) ? value : null;
};

const readMap = (input: Record<string, unknown>, key: string): Record<string, unknown> | null => {
  const value = own(input, key);
  if (value === undefined || value === null) return {};
  return isRecord(value) ? value : null;
};

function readRound(input: Record<string, unknown>, type: VictoryType): RawRound | null {
  const perdant = own(input, 'perdant');
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

/** The spec's section 5 rules, in their order. */
function specError(round: RawRound): string | null {
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
      return round.tenpai.length === 0 ? MESSAGES.tenpaiRequired : null;
    case 'chombo':
      return perdant === null ? MESSAGES.chomboOffenderRequired : null;
    /* istanbul ignore next -- unreachable: the compiler checks the switch is exhaustive */
    default: {
      const unexpected: never = type;
      return unexpected;
    }
  }
  if (!gagnant.every((id) => isPositive(own(round.han, id)))) return MESSAGES.hanRequired;
  if (!gagnant.every((id) => isPositive(own(round.fu, id)))) return MESSAGES.fuRequired;
  return null;
}

/** Players the round names, once irrelevant fields are dropped. */
function namedPlayers(round: RawRound): string[] {
  const { type, gagnant, perdant, riichi, tenpai } = round;
  switch (type) {
    case 'tsumo':
      return [...gagnant, ...riichi];
    case 'ron':
      return [...gagnant, perdant as string, ...riichi];
    case 'chombo':
      return [perdant as string, ...riichi];
    case 'tenpai':
      return [...tenpai, ...riichi];
    /* istanbul ignore next -- unreachable: the compiler checks the switch is exhaustive */
    default: {
      const unexpected: never = type;
      return unexpected;
    }
  }
}

/** Checks the server adds beyond the spec (rules-classic section 7). */
function consistencyError(round: RawRound, joueurs: readonly UserId[], rules: Ruleset): string | null {
  if (!namedPlayers(round).every((id) => joueurs.includes(id))) return MESSAGES.playerNotInGame;
  const isDraw = round.type === 'tenpai';
  const winners = isDraw || round.type === 'chombo' ? [] : round.gagnant;
  if (hasDuplicates(winners) || hasDuplicates(round.riichi) || (isDraw && hasDuplicates(round.tenpai))) {
    return MESSAGES.duplicatePlayer;
  }
  if (isDraw && !round.riichi.every((id) => round.tenpai.includes(id))) return MESSAGES.riichiMustBeTenpai;
  if (!winners.every((id) => inRange(own(round.han, id), rules.han))) return MESSAGES.hanOutOfRange;
  if (!winners.every((id) => inRange(own(round.fu, id), rules.fu))) return MESSAGES.fuOutOfRange;
  return null;
}

/** The round with only the fields its type uses. */
function cleanRound(round: RawRound): RoundPayload {
  const { type, riichi } = round;
  const winners = type === 'tsumo' || type === 'ron' ? round.gagnant : [];
  const common = {
    gagnant: [...winners],
    han: byPlayer(winners, (id) => own(round.han, id) as number),
    fu: byPlayer(winners, (id) => own(round.fu, id) as number),
    riichi_players: [...riichi],
    tenpai: type === 'tenpai' ? [...round.tenpai] : [],
  };
  switch (type) {
    case 'tsumo':
    case 'tenpai':
      return { type_victoire: type, perdant: null, ...common };
    case 'ron':
    case 'chombo':
      return { type_victoire: type, perdant: round.perdant as string, ...common };
    /* istanbul ignore next -- unreachable: the compiler checks the switch is exhaustive */
    default: {
      const unexpected: never = type;
      return unexpected;
    }
  }
}

/** Four distinct non-empty ids. */
export const isSeating = (joueurs: unknown): joueurs is UserId[] =>
  isStringArray(joueurs) &&
  joueurs.length === PLAYER_COUNT &&
  !hasDuplicates(joueurs) &&
  joueurs.every((id) => id.length > 0);

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
  if (!isRecord(input)) return fail(MESSAGES.roundMalformed);
  const type = own(input, 'type_victoire');
  if (type === undefined || type === null || type === '') return fail(MESSAGES.victoryTypeRequired);
  if (!isVictoryType(type)) return fail(MESSAGES.unknownVictoryType);
  const round = readRound(input, type);
  if (!round) return fail(MESSAGES.roundMalformed);
  const error = specError(round) ?? consistencyError(round, joueurs, rules);
  return error ? fail(error) : ok(cleanRound(round));
}
