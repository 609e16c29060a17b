import { describe, expect, it } from '@jest/globals';
import { validatePseudoChange } from './pseudo';

describe('validatePseudoChange', () => {
  it('trims and accepts a new pseudo', () => {
    expect(validatePseudoChange('  Tonpu ', 'Nan')).toEqual({ ok: true, value: 'Tonpu' });
  });
  it.each([[''], ['   '], [undefined], [42]])(
    'an empty pseudo (%p): « Le pseudo ne peut pas être vide. »',
    (pseudo) => {
      expect(validatePseudoChange(pseudo, 'Nan')).toEqual({
        ok: false,
        error: 'Le pseudo ne peut pas être vide.',
      });
    },
  );
  it('the same pseudo: « Aucun changement détecté. »', () => {
    expect(validatePseudoChange(' Nan ', 'Nan')).toEqual({ ok: false, error: 'Aucun changement détecté.' });
  });
  it('at most 32 characters', () => {
    expect(validatePseudoChange('é'.repeat(32), 'Nan').ok).toBe(true);
    expect(validatePseudoChange('x'.repeat(33), 'Nan')).toEqual({
      ok: false,
      error: 'Le pseudo doit faire au plus 32 caractères.',
    });
  });
});
