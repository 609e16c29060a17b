import { MESSAGES } from '../messages';
import { fail, isRecord, ok } from '../result';
import type { Result } from '../types';
import { countryAlpha3 } from './countries';
import { INVISIBLE } from './pseudo';

/** Who the player is, for organisers and the EMA: each field null until the player fills it in. */
export interface PlayerProfile {
  prenom: string | null;
  nom: string | null;
  numero_ema: string | null;
  pays: string | null;
  club: string | null;
}

export const PROFILE_FIELDS = ['prenom', 'nom', 'numero_ema', 'pays', 'club'] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

export const MAX_PROFILE_TEXT_LENGTH = 100;

const EMA_NUMBER = /^\d{8}$/;
/** No country is numbered 00, and no player 000000. */
const NO_EMA_NUMBER = /^00|000000$/;

/**
 * A name or a club: NFC, trimmed, visible characters (the pseudo's rule: nothing invisible, no mark on
 * nothing), at most 100; an empty text clears the field. (The server also refuses stacked marks.)
 */
function text(raw: string, tooLong: string, invisible: string): Result<string | null> {
  const value = raw.normalize('NFC').trim();
  if (value === '') return ok(null);
  if (INVISIBLE.test(value)) return fail(invisible);
  if ([...value].length > MAX_PROFILE_TEXT_LENGTH) return fail(tooLong);
  return ok(value);
}

function field(name: ProfileField, raw: unknown): Result<string | null> {
  if (raw === null) return ok(null);
  if (typeof raw !== 'string') return fail(MESSAGES.profileMalformed);
  switch (name) {
    case 'numero_ema': {
      const value = raw.trim();
      if (value === '') return ok(null);
      if (!EMA_NUMBER.test(value)) return fail(MESSAGES.emaNumberFormat);
      return NO_EMA_NUMBER.test(value) ? fail(MESSAGES.emaNumberUnknown) : ok(value);
    }
    case 'pays': {
      const value = raw.trim().toUpperCase();
      if (value === '') return ok(null);
      return countryAlpha3(value) ? ok(value) : fail(MESSAGES.countryCode);
    }
    case 'club':
      return text(raw, MESSAGES.clubTooLong, MESSAGES.profileInvisible);
    default:
      return text(raw, MESSAGES.nameTooLong, MESSAGES.profileInvisible);
  }
}

/**
 * A profile change (`PATCH /users/profil`): only the fields sent change; `null` or an empty text clears
 * one. The EMA number is 8 digits kept as text (its leading zero counts), the country an ISO 3166-1
 * alpha-2 code (upper-cased).
 */
export function validateProfile(input: unknown): Result<Partial<PlayerProfile>> {
  if (!isRecord(input)) return fail(MESSAGES.profileMalformed);
  const changes: Partial<PlayerProfile> = {};
  for (const key of Object.keys(input)) {
    const name = PROFILE_FIELDS.find((candidate) => candidate === key);
    if (!name) return fail(MESSAGES.profileMalformed);
    const value = field(name, input[key]);
    if (!value.ok) return value;
    changes[name] = value.value;
  }
  return ok(changes);
}
