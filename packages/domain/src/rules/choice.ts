import { formatScore } from '../format';
import { MESSAGES } from '../messages';
import { fail, isRecord, ok } from '../result';
import { classicRules, rulesetOf } from '../rules';
import type { PresetId, Result, Ruleset, RulesChoice, RulesParameters } from '../types';
import { PRESET_IDS, presetOf } from './presets';

/** A checked `regles`: as it is stored (normalised), and the full parameters it stands for. */
export interface ValidRules {
  regles: RulesChoice;
  parametres: RulesParameters;
}

const isPresetId = (value: unknown): value is PresetId =>
  typeof value === 'string' && (PRESET_IDS as readonly string[]).includes(value);

/** Points as the rules write them: whole hundreds. */
const isPoints = (value: unknown, min: number, max: number): value is number =>
  Number.isInteger(value) &&
  (value as number) % 100 === 0 &&
  (value as number) >= min &&
  (value as number) <= max;

const oneOf =
  <T extends string>(...values: T[]) =>
  (value: unknown): value is T =>
    typeof value === 'string' && (values as string[]).includes(value);

const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';

/** The most a start, a return, an uma step or a chombo penalty may be: far beyond any rulebook. */
const MAX_POINTS = 200_000;

/** Each simple override: how its value is checked, and the French sentence when it is not. */
const SIMPLE: Record<string, { check: (value: unknown) => boolean; error: string }> = {
  depart: { check: (value) => isPoints(value, 1000, MAX_POINTS), error: MESSAGES.rulesStart },
  retour: { check: (value) => isPoints(value, 1000, MAX_POINTS), error: MESSAGES.rulesReturn },
  kiriage: { check: isBoolean, error: MESSAGES.rulesBoolean('kiriage') },
  yakuman_multiples: { check: isBoolean, error: MESSAGES.rulesBoolean('yakuman_multiples') },
  abandons: { check: isBoolean, error: MESSAGES.rulesBoolean('abandons') },
  nagashi: { check: isBoolean, error: MESSAGES.rulesBoolean('nagashi') },
  kazoe: { check: oneOf('sanbaiman', 'yakuman'), error: MESSAGES.rulesMode('kazoe', 'sanbaiman ou yakuman') },
  double_ron: {
    check: oneOf('multiple', 'atamahane'),
    error: MESSAGES.rulesMode('double_ron', 'multiple ou atamahane'),
  },
  pot_double_ron: {
    check: oneOf('chacun', 'amont'),
    error: MESSAGES.rulesMode('pot_double_ron', 'chacun ou amont'),
  },
  longueur: {
    check: oneOf('hanchan', 'tonpuusen'),
    error: MESSAGES.rulesMode('longueur', 'hanchan ou tonpuusen'),
  },
  batons_restants: {
    check: oneOf('premier', 'perdus'),
    error: MESSAGES.rulesMode('batons_restants', 'premier ou perdus'),
  },
  egalite: { check: oneOf('partage', 'siege'), error: MESSAGES.rulesMode('egalite', 'partage ou siege') },
};

/** Uma: four whole-hundred numbers, best place first, none above the one before, summing to zero. */
function umaError(value: unknown): string | null {
  if (
    !Array.isArray(value) ||
    value.length !== 4 ||
    !value.every((step) => isPoints(step, -MAX_POINTS, MAX_POINTS))
  )
    return MESSAGES.rulesUmaShape;
  const steps = value as number[];
  if (steps.some((step, index) => index > 0 && step > (steps[index - 1] as number)))
    return MESSAGES.rulesUmaOrder;
  const sum = steps.reduce((total, step) => total + step, 0);
  return sum === 0 ? null : MESSAGES.rulesUmaSum(sum);
}

/**
 * A `{mode, points}` parameter (chombo, prolongation): either part may be left out (the base preset's is
 * kept); `error` when a key is unknown, the mode not one of `modes` or the points impossible.
 */
function readModeAndPoints<T extends { mode: string; points: number }>(
  value: unknown,
  base: T,
  modes: (value: unknown) => value is T['mode'],
  error: string,
): Result<T> {
  if (!isRecord(value)) return fail(error);
  for (const key of Object.keys(value)) if (key !== 'mode' && key !== 'points') return fail(error);
  const mode = value.mode ?? base.mode;
  const points = value.points ?? base.points;
  if (!modes(mode) || !isPoints(points, 0, MAX_POINTS)) return fail(error);
  return ok({ mode, points } as T);
}

/** The `{mode, points}` parameters, each with its modes and its French refusal. */
const MODE_AND_POINTS = {
  chombo: { modes: oneOf('apres_uma', 'mangan_table'), error: MESSAGES.rulesChombo },
  prolongation: { modes: oneOf('aucune', 'libre', 'seuil'), error: MESSAGES.rulesProlongation },
} as const;

/** Reads `{base, ...overrides}`: every key known, every value possible; the overrides kept as sent. */
function readOverrides(input: Record<string, unknown>): Result<ValidRules> {
  if (!isPresetId(input.base)) return fail(MESSAGES.rulesUnknown(input.base));
  const base = presetOf(input.base).parametres;
  const overrides: Partial<RulesParameters> = {};
  const parametres: RulesParameters = { ...base, chombo: { ...base.chombo }, prolongation: { ...base.prolongation } };
  for (const [key, value] of Object.entries(input)) {
    if (key === 'base') continue;
    const simple = Object.hasOwn(SIMPLE, key) ? SIMPLE[key] : undefined;
    if (simple) {
      if (!simple.check(value)) return fail(simple.error);
      Object.assign(overrides, { [key]: value });
      Object.assign(parametres, { [key]: value });
    } else if (key === 'uma') {
      const error = umaError(value);
      if (error) return fail(error);
      overrides.uma = [...(value as RulesParameters['uma'])];
      parametres.uma = [...(value as RulesParameters['uma'])];
    } else if (key === 'chombo' || key === 'prolongation') {
      const { modes, error } = MODE_AND_POINTS[key];
      const read = readModeAndPoints<{ mode: string; points: number }>(value, base[key], modes, error);
      if (!read.ok) return read;
      Object.assign(overrides, { [key]: read.value });
      Object.assign(parametres, { [key]: read.value });
    } else return fail(MESSAGES.rulesUnknownParameter(key));
  }
  if (parametres.retour < parametres.depart) return fail(MESSAGES.rulesReturnBelowStart);
  return ok({ regles: { base: input.base, ...overrides }, parametres });
}

/**
 * Checks `regles` as a client sends it: a preset id, or `{"base": "<preset id>", ...overrides}` with the
 * French parameter names. Absent (undefined or null) means `classic`. An unknown id or key, or a value no
 * table can play (a negative start, an uma that does not sum to zero, an unknown mode), is refused.
 */
export function validateRules(input: unknown): Result<ValidRules> {
  if (input === undefined || input === null)
    return ok({ regles: 'classic', parametres: presetOf('classic').parametres });
  if (typeof input === 'string') {
    return isPresetId(input)
      ? ok({ regles: input, parametres: presetOf(input).parametres })
      : fail(MESSAGES.rulesUnknown(input));
  }
  if (!isRecord(input)) return fail(MESSAGES.rulesMalformed);
  return readOverrides(input);
}

/** The full parameters of a stored or sent `regles` (classic when absent or unreadable). */
export function parametersOf(regles: unknown): RulesParameters {
  const valid = validateRules(regles);
  return valid.ok ? valid.value.parametres : presetOf('classic').parametres;
}

/** Rulesets of the presets, built once: a game under a preset reads the same object every time. */
const PRESET_RULESETS = new Map<PresetId, Ruleset>(
  PRESET_IDS.map((id) => [id, id === 'classic' ? classicRules : rulesetOf(presetOf(id).parametres, id)]),
);

/**
 * The ruleset of a stored or sent `regles`. Games stored before rule sets existed carry none: they are
 * classic, and replay to the scores they had.
 */
export function rulesOf(regles: unknown): Ruleset {
  if (isPresetId(regles)) return PRESET_RULESETS.get(regles) as Ruleset;
  const valid = validateRules(regles);
  if (!valid.ok || typeof valid.value.regles === 'string') return classicRules;
  return rulesetOf(valid.value.parametres, valid.value.regles.base);
}

/** Whether two `regles` stand for the same table rules (a preset and the same preset unchanged are equal). */
export function sameRules(a: unknown, b: unknown): boolean {
  return JSON.stringify(canonical(parametersOf(a))) === JSON.stringify(canonical(parametersOf(b)));
}

function canonical(parametres: RulesParameters): unknown[] {
  return Object.keys(parametres)
    .sort()
    .map((key) => [key, parametres[key as keyof RulesParameters]]);
}

/** Uma in thousands as a French reader writes it: « 15/5/−5/−15 ». */
const umaText = (uma: readonly number[]): string =>
  uma.map((step) => `${step < 0 ? '\u2212' : ''}${Math.abs(step) / 1000}`).join('/');

/**
 * The rules in one French line, for the tournament page and a game's header: the preset's name, start
 * points, uma, then what changes the scoring: « EMA 2025, départ 30 000, uma 15/5/−5/−15, kiriage ».
 */
export function describeRules(regles: unknown): string {
  const valid = validateRules(regles);
  const chosen = valid.ok
    ? valid.value
    : { regles: 'classic' as const, parametres: presetOf('classic').parametres };
  const id = typeof chosen.regles === 'string' ? chosen.regles : chosen.regles.base;
  const p = chosen.parametres;
  const parts = [
    typeof chosen.regles === 'string' ? presetOf(id).nom : `${presetOf(id).nom} personnalisées`,
    `départ ${formatScore(p.depart)}`,
  ];
  if (p.retour !== p.depart) parts.push(`retour ${formatScore(p.retour)}`);
  parts.push(`uma ${umaText(p.uma)}`);
  if (p.kiriage) parts.push('kiriage');
  if (p.double_ron === 'atamahane') parts.push('atamahane');
  if (p.longueur === 'tonpuusen') parts.push('tonpuusen');
  return parts.join(', ');
}
