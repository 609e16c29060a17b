import { MESSAGES } from '../messages';
import { INVISIBLE, STACKED_MARKS } from '../player/pseudo';
import { fail, ok } from '../result';
import { validateRules } from '../rules/choice';
import type { Result, RulesChoice } from '../types';

/** How a season ranks its players (docs/api-contract.md, « Ligues et saisons »). */
export const SEASON_MEASURES = ['somme', 'moyenne', 'meilleures', 'note'] as const;
export type SeasonMeasure = (typeof SEASON_MEASURES)[number];

export interface SeasonSettings {
  /** First and last day, `YYYY-MM-DD`, both included. */
  date_debut: string;
  date_fin: string;
  mesure: SeasonMeasure;
  /** How many best results count under « meilleures » (null for the other measures). */
  meilleures: number | null;
  /** Fewer counted games than this: listed after the others, unranked. */
  min_parties: number;
  /** Only games played under these rules count (null: any rules). */
  regles: RulesChoice | null;
}

export interface ValidSeason extends SeasonSettings {
  nom: string;
}

export const MAX_SEASON_NAME_LENGTH = 100;
const MAX_MIN_GAMES = 1000;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written `YYYY-MM-DD` (2026-02-30 is not one). */
export function isCalendarDay(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = DAY.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A league's or a season's name: NFC, trimmed, `min` to 100 characters, nothing invisible (the pseudo's rule). */
function visibleName(raw: unknown, min: number, tooShortOrLong: string): Result<string> {
  const name = typeof raw === 'string' ? raw.normalize('NFC').trim() : '';
  const length = [...name].length;
  if (length < min || length > MAX_SEASON_NAME_LENGTH) return fail(tooShortOrLong);
  if (INVISIBLE.test(name) || STACKED_MARKS.test(name)) return fail(MESSAGES.nameInvisible);
  return ok(name);
}

/** A league's name, as its admin types it. */
export const validateLeagueName = (raw: unknown): Result<string> =>
  visibleName(raw, 2, MESSAGES.leagueNameInvalid);

const isMeasure = (value: unknown): value is SeasonMeasure =>
  typeof value === 'string' && (SEASON_MEASURES as readonly string[]).includes(value);

/**
 * A season as an admin sends it (the whole of it: a change is merged into the stored season first).
 * Dates are days; `meilleures` is kept only under « meilleures ».
 */
export function validateSeason(input: {
  nom: unknown;
  date_debut: unknown;
  date_fin: unknown;
  mesure: unknown;
  meilleures?: unknown;
  min_parties?: unknown;
  regles?: unknown;
}): Result<ValidSeason> {
  const name = visibleName(input.nom, 1, MESSAGES.seasonNameRequired);
  if (!name.ok) return name;
  const nom = name.value;
  if (!isCalendarDay(input.date_debut) || !isCalendarDay(input.date_fin)) return fail(MESSAGES.seasonDate);
  if (input.date_fin < input.date_debut) return fail(MESSAGES.seasonEndsBeforeStart);
  if (!isMeasure(input.mesure)) return fail(MESSAGES.seasonMeasureUnknown);
  let meilleures: number | null = null;
  if (input.mesure === 'meilleures') {
    if (!Number.isInteger(input.meilleures) || (input.meilleures as number) < 1)
      return fail(MESSAGES.seasonBestCount);
    meilleures = input.meilleures as number;
  }
  const minimum = input.min_parties ?? 0;
  if (!Number.isInteger(minimum) || (minimum as number) < 0 || (minimum as number) > MAX_MIN_GAMES)
    return fail(MESSAGES.seasonMinGames);
  let regles: RulesChoice | null = null;
  if (input.regles !== undefined && input.regles !== null) {
    const rules = validateRules(input.regles);
    if (!rules.ok) return fail(rules.error);
    regles = rules.value.regles;
  }
  return ok({
    nom,
    date_debut: input.date_debut,
    date_fin: input.date_fin,
    mesure: input.mesure,
    meilleures,
    min_parties: minimum as number,
    regles,
  });
}

/**
 * The season a French club proposes by default: the federation's, 1 September to 31 August, the one
 * running on `today` (a `YYYY-MM-DD` day).
 */
export function defaultSeasonDates(today: string): { date_debut: string; date_fin: string } {
  const year = Number(today.slice(0, 4));
  const start = Number(today.slice(5, 7)) >= 9 ? year : year - 1;
  return { date_debut: `${start}-09-01`, date_fin: `${start + 1}-08-31` };
}
