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
