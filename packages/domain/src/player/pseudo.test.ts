import { describe, expect, it } from '@jest/globals';
import { normalizePseudo, validatePseudoChange } from './pseudo';

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

describe('normalizePseudo', () => {
  it('stores one spelling: NFC, trimmed (« Élodie » composed or decomposed is the same pseudo)', () => {
    const decomposed = 'E\u0301lodie';
    expect(decomposed).not.toBe('Élodie');
    expect(normalizePseudo(` ${decomposed} `)).toEqual({ ok: true, value: '\u00c9lodie' });
  });
  it.each([['\u200b'], ['Nan\u200b'], ['\u202eNan'], ['Na\u0000n'], ['Na\tn'], ['Na\u2028n'], ['Na\ufeffn']])(
    'refuses control and format characters (%j)',
    (pseudo) => {
      expect(normalizePseudo(pseudo)).toEqual({
        ok: false,
        error: 'Le pseudo ne peut pas contenir de caractères invisibles ou de contrôle.',
      });
    },
  );
  it('an empty visible pseudo (only spaces, ideographic or no-break) is empty', () => {
    expect(normalizePseudo('\u3000\u00a0 ')).toEqual({
      ok: false,
      error: 'Le pseudo ne peut pas être vide.',
    });
  });
  it.each([['Joueur anonyme'], ['Joueur anonyme 1a2b3c4d'], ['  joueur ANONYME x']])(
    'reserves the anonymous prefix (%j)',
    (pseudo) => {
      expect(normalizePseudo(pseudo)).toEqual({
        ok: false,
        error: 'Les pseudos commençant par « Joueur anonyme » sont réservés aux comptes supprimés.',
      });
    },
  );
  it('keeps accents, emoji and inner spaces', () => {
    expect(normalizePseudo('Zoé 🀄 du Nord')).toEqual({ ok: true, value: 'Zoé 🀄 du Nord' });
    expect(validatePseudoChange('Joueur', 'Nan')).toEqual({ ok: true, value: 'Joueur' });
  });
});
