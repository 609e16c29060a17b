import { VICTORY_TYPES, WINDS } from './constants';
import { presetOf } from './rules/presets';
import type { LimitStep, Ruleset, RulesParameters, VictoryType, Wind } from './types';

/** Limits by han shared by every rule set; the 13-han step exists only where 13+ counted han is a yakuman. */
const LIMITS: readonly LimitStep[] = [
  { minHan: 5, name: 'mangan', base: 2000 },
  { minHan: 6, name: 'haneman', base: 3000 },
  { minHan: 8, name: 'baiman', base: 4000 },
  { minHan: 11, name: 'sanbaiman', base: 6000 },
];
const KAZOE_YAKUMAN: LimitStep = { minHan: 13, name: 'yakuman', base: 8000 };

/** Where multiple yakuman count, a hand is worth at most this many (six: the most any one hand can hold). */
const MOST_YAKUMAN = 6;

const LAST_WIND: Record<RulesParameters['longueur'], { regularEnd: Wind; lastWind: Wind }> = {
  // A hanchan is East and South; where the extension is free, players may go on into West and North.
  hanchan: { regularEnd: 'sud', lastWind: 'nord' },
  // A tonpuusen is East only; where the extension is free, it may go on into South.
  tonpuusen: { regularEnd: 'est', lastWind: 'sud' },
};

/** The winds a game may reach: its regular end, then no extension, a free one, or one wind under a bound. */
function windsOf(
  parametres: Readonly<RulesParameters>,
): Pick<Ruleset, 'regularEnd' | 'lastWind' | 'extensionUntil'> {
  const { regularEnd, lastWind } = LAST_WIND[parametres.longueur];
  const { mode, points } = parametres.prolongation;
  if (mode === 'libre') return { regularEnd, lastWind, extensionUntil: null };
  if (mode === 'aucune') return { regularEnd, lastWind: regularEnd, extensionUntil: null };
  return { regularEnd, lastWind: WINDS[WINDS.indexOf(regularEnd) + 1] as Wind, extensionUntil: points };
}

/**
 * The same rules with the extension a stored game may have used: before the West round was a parameter,
 * every rule set let the players go on into West (North for a tonpuusen's South). A game stored then
 * replays under these bounds; a new round still meets the rules' own.
 */
export function withFreeExtension(rules: Ruleset): Ruleset {
  const free = Object.values(LAST_WIND).find((winds) => winds.regularEnd === rules.regularEnd);
  return free ? { ...rules, lastWind: free.lastWind, extensionUntil: null } : rules;
}

/**
 * The ruleset the scoring functions read, from a rule set's parameters (`name`: the preset it starts from).
 * The numbers every rule set shares (riichi bet, honba, draw penalty, mangan) are written here once.
 */
export function rulesetOf(parametres: Readonly<RulesParameters>, name: string): Ruleset {
  const limits = parametres.kazoe === 'yakuman' ? [...LIMITS, KAZOE_YAKUMAN] : [...LIMITS];
  return {
    name,
    startScore: parametres.depart,
    returnScore: parametres.retour,
    riichiBet: 1000,
    honbaRon: 300,
    honbaTsumo: 100,
    drawPenalty: 3000,
    manganBase: 2000,
    kiriageMangan: parametres.kiriage,
    limits,
    yakumanBase: KAZOE_YAKUMAN.base,
    maxYakuman: parametres.yakuman_multiples ? MOST_YAKUMAN : 1,
    uma: [...parametres.uma] as Ruleset['uma'],
    chomboPenalty: parametres.chombo.points,
    chomboAtTable: parametres.chombo.mode === 'mangan_table',
    multipleRon: parametres.double_ron === 'multiple',
    potToNearestWinner: parametres.pot_double_ron === 'amont',
    abortiveDraws: parametres.abandons,
    nagashiMangan: parametres.nagashi,
    leftoverSticksToFirst: parametres.batons_restants === 'premier',
    tiesShareUma: parametres.egalite === 'partage',
    ...windsOf(parametres),
    han: { min: 1, max: 99 },
    fu: { min: 20, max: 130 },
  };
}

/**
 * The `classic` ruleset: EMA Riichi Competition Rules 2016, except that 13+ han is one yakuman
 * (docs/rules-classic.md). Stored games were played under it and replay to the same scores.
 */
export const classicRules: Ruleset = rulesetOf(presetOf('classic').parametres, 'classic');

/** The victory types a round form offers under a ruleset: abortive draws and nagashi only where they exist. */
export function victoryTypesUnder(rules: Ruleset): VictoryType[] {
  return VICTORY_TYPES.filter(
    (type) => (type !== 'abandon' || rules.abortiveDraws) && (type !== 'nagashi' || rules.nagashiMangan),
  );
}

/**
 * The han a round form offers: from the ruleset's minimum up to the first han of its top limit, which
 * stands for itself and more (13 = « 13+ », one yakuman in the classic rules; 11 = « 11+ » where 13+
 * counted han is a sanbaiman).
 */
export function hanChoices(rules: Ruleset): number[] {
  const top = rules.limits[rules.limits.length - 1]?.minHan ?? rules.han.max;
  return Array.from({ length: top - rules.han.min + 1 }, (_, index) => rules.han.min + index);
}

/** Fu of a chiitoitsu (seven pairs), the one count that is not rounded up to ten (rules-classic). */
const CHIITOITSU_FU = 25;

/**
 * The fu a round form offers, as they occur: the minimum (20, pinfu tsumo), 25 (chiitoitsu), then every
 * ten up to the ruleset's maximum (130).
 */
export function fuChoices(rules: Ruleset): number[] {
  const tens = Array.from(
    { length: Math.floor((rules.fu.max - 30) / 10) + 1 },
    (_, index) => 30 + index * 10,
  );
  return [rules.fu.min, CHIITOITSU_FU, ...tens];
}
