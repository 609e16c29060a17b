import { MAX_PSEUDO_LENGTH } from '../constants';
import { MESSAGES } from '../messages';
import { fail, ok } from '../result';
import type { Result } from '../types';

/** The pseudo a deleted account is renamed to, followed by a random suffix: nobody else may take it. */
export const ANONYMOUS_PSEUDO_PREFIX = 'Joueur anonyme';

/**
 * Control (Cc), format (Cf: zero-width spaces and joiners, direction marks), line/paragraph separators,
 * lone surrogates, characters that show nothing (Default_Ignorable_Code_Point: Hangul fillers, variation
 * selectors…), the Braille blank, and a combining mark with no letter under it (first, or after a space):
 * invisible or misleading in a list of players (Unicode TR #36, "Visual Security Issues").
 */
export const INVISIBLE =
  /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}\p{Default_Ignorable_Code_Point}\u2800]|(?:^|\p{Zs})\p{M}/u;

/** More than two marks on one letter (after NFC): « Zalgo » text that spills over the lines around it. */
export const STACKED_MARKS = /\p{M}{3,}/u;

/** Any run of spaces (non-breaking, en, ideographic…): one plain space once stored. */
const SPACES = /\p{Zs}+/gu;

/**
 * Any pseudo as it is stored: NFC (one spelling of « Élodie », composed or not), trimmed,
 * inner spaces one plain space, not empty, no invisible or control characters, at most 32 characters,
 * not the anonymous prefix. (The server also refuses look-alikes of taken pseudos and of the prefix.)
 */
export function normalizePseudo(raw: unknown): Result<string> {
  const pseudo = typeof raw === 'string' ? raw.normalize('NFC').replace(SPACES, ' ').trim() : '';
  if (pseudo === '') return fail(MESSAGES.pseudoEmpty);
  if (INVISIBLE.test(pseudo)) return fail(MESSAGES.pseudoInvisible);
  if ([...pseudo].length > MAX_PSEUDO_LENGTH) return fail(MESSAGES.pseudoTooLong);
  if (pseudo.toLocaleLowerCase('fr-FR').startsWith(ANONYMOUS_PSEUDO_PREFIX.toLocaleLowerCase('fr-FR')))
    return fail(MESSAGES.pseudoReserved);
  return ok(pseudo);
}

/** Pseudo change: a valid pseudo (normalizePseudo), different from the current one. */
export function validatePseudoChange(newPseudo: unknown, currentPseudo: unknown): Result<string> {
  const pseudo = normalizePseudo(newPseudo);
  if (!pseudo.ok) return pseudo;
  if (
    typeof currentPseudo === 'string' &&
    pseudo.value === currentPseudo.normalize('NFC').replace(SPACES, ' ').trim()
  )
    return fail(MESSAGES.pseudoUnchanged);
  return pseudo;
}
