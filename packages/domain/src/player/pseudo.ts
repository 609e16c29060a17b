import { MAX_PSEUDO_LENGTH } from '../constants';
import { MESSAGES } from '../messages';
import { fail, ok } from '../result';
import type { Result } from '../types';

/** Pseudo change (spec section 5): not empty once trimmed, different from the current one. */
export function validatePseudoChange(newPseudo: unknown, currentPseudo: unknown): Result<string> {
  const pseudo = typeof newPseudo === 'string' ? newPseudo.trim() : '';
  if (pseudo === '') return fail(MESSAGES.pseudoEmpty);
  if (typeof currentPseudo === 'string' && pseudo === currentPseudo.trim())
    return fail(MESSAGES.pseudoUnchanged);
  if ([...pseudo].length > MAX_PSEUDO_LENGTH) return fail(MESSAGES.pseudoTooLong);
  return ok(pseudo);
}
