import { describe, expect, it } from '@jest/globals';
import { isReservedPseudo, pseudoKey } from './pseudo-key';

describe('pseudoKey', () => {
  it('gives look-alike spellings of one name the same key', () => {
    const spellings = [
      'Alice Martin',
      'alice martin',
      'ALICE  MARTIN', // two spaces
      'Alice\u00a0Martin', // non-breaking space
      'Alice\u2002Martin', // en space
      'Alice\u3000Martin', // ideographic space
      'Alice\u2800Martin', // Braille blank
      'Alice \u3164Martin', // Hangul filler
      '\u0410lice Martin', // Cyrillic А
      'Alic\u0435 M\u0430rtin', // Cyrillic е and а
      'Alice Martin\u0301', // a trailing combining mark
      'Alice Marti\u0308n', // a mark in the middle
      'Al\u0131ce Martin', // dotless ı
    ];
    // The skeleton is for comparing, not for reading: « m » looks like « rn ».
    expect(new Set(spellings.map(pseudoKey))).toEqual(new Set(['allce rnartln']));
  });

  it('keeps different names apart (and a digit that looks like a letter is that letter)', () => {
    const names = ['Alice', 'Alicia', 'Alice Martin', 'AliceMartin', 'Bruno', 'Brun0', 'Chloé'];
    expect(names.map(pseudoKey)).toEqual([
      'allce',
      'allcla',
      'allce rnartln',
      'allcernartln',
      'bruno',
      'bruno', // a zero for an o is a look-alike
      'chloe',
    ]);
  });

  it('takes full-width letters for their plain ones, and « i », « I » and « l » for one letter', () => {
    const spellings = ['Emilie', 'EmiIie', 'Emllie', 'Em1lie', '\uff25\uff4d\uff49\uff4c\uff49\uff45'];
    expect(new Set(spellings.map(pseudoKey))).toEqual(new Set(['ernllle']));
    expect(pseudoKey('Paul\u0301\u0301\u0301\u0301\u0301')).toBe(pseudoKey('Paul'));
  });

  it('recognises « Joueur anonyme » in any spelling, and only at the start', () => {
    const reserved = [
      'Joueur anonyme 1a2b3c4d',
      'Joueur\u00a0anonyme 1a2b3c4d',
      'Joueur\u2002anonyme',
      'joueur  ANONYME',
      'JoueurAnonyme',
      'Jou\u0435ur \u0430nonyme', // Cyrillic е and а
      'Joueur\u3164anonyme',
      'Joueur\u2800anonyme',
      'Joue\u0301ur anonyme',
      'Joueur anonym\u0435\u0301 7',
    ];
    expect(reserved.filter((pseudo) => !isReservedPseudo(pseudo))).toEqual([]);
    expect(['Joueur', 'Joueuse anonyme', 'Un joueur anonyme', 'Anonyme'].map(isReservedPseudo)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});
