import { START_SCORE } from './constants';
import type { Ruleset } from './types';

/**
 * The `classic` ruleset: EMA Riichi Competition Rules 2016, except that 13+ han is one yakuman
 * (docs/rules-classic.md). Every number the scoring uses lives here.
 */
export const classicRules: Ruleset = {
  name: 'classic',
  startScore: START_SCORE,
  returnScore: START_SCORE, // no oka
  riichiBet: 1000,
  honbaRon: 300,
  honbaTsumo: 100,
  drawPenalty: 3000,
  manganBase: 2000,
  kiriageMangan: false,
  limits: [
    { minHan: 5, name: 'mangan', base: 2000 },
    { minHan: 6, name: 'haneman', base: 3000 },
    { minHan: 8, name: 'baiman', base: 4000 },
    { minHan: 11, name: 'sanbaiman', base: 6000 },
    { minHan: 13, name: 'yakuman', base: 8000 },
  ],
  uma: [15000, 5000, -5000, -15000],
  chomboPenalty: 20000,
  lastWind: 'nord',
  han: { min: 1, max: 99 },
  fu: { min: 20, max: 130 },
};

/**
 * The han a round form offers: from the ruleset's minimum up to the first han of its top limit, which
 * stands for itself and more (13 = « 13+ », one yakuman in the classic rules).
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
