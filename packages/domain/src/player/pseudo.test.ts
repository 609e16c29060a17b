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
  it.each([
    ['\u200b'],
    ['Nan\u200b'],
    ['\u202eNan'],
    ['Na\u0000n'],
    ['Na\tn'],
    ['Na\u2028n'],
    ['Na\ufeffn'],
    ['Na\u3164n'], // Hangul filler
    ['Nan\u115f'], // Hangul choseong filler
    ['Na\u2800n'], // Braille blank
    ['Nan\ufe0f'], // variation selector
    ['Nan \u0301'], // a combining mark on a space
    ['\u0301Nan'], // a combining mark on nothing
  ])('refuses control, format and blank characters, and marks on nothing (%j)', (pseudo) => {
    expect(normalizePseudo(pseudo)).toEqual({
      ok: false,
      error: 'Le pseudo ne peut pas contenir de caractères invisibles ou de contrôle.',
    });
  });
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
  it('makes every run of inner spaces one plain space (no-break, en, ideographic, doubled)', () => {
    for (const spaced of ['Zoé  du Nord', 'Zoé\u00a0du\u2002Nord', 'Zoé \u3000 du\u202fNord']) {
      expect(normalizePseudo(spaced)).toEqual({ ok: true, value: 'Zoé du Nord' });
    }
    expect(validatePseudoChange('Zoé du Nord', 'Zoé\u00a0du  Nord')).toEqual({
      ok: false,
      error: 'Aucun changement détecté.',
    });
  });
  it('keeps accents, emoji and inner spaces', () => {
    expect(normalizePseudo('Zoé 🀄 du Nord')).toEqual({ ok: true, value: 'Zoé 🀄 du Nord' });
    expect(validatePseudoChange('Joueur', 'Nan')).toEqual({ ok: true, value: 'Joueur' });
  });
});
