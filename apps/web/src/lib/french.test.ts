import { describe, expect, it } from '@jest/globals';
import { ofName } from './french';

describe('ofName', () => {
  it('elides « de » before a vowel, accented or capital: d’Élodie, d’Anaïs, d’Umi, d’Œdipe', () => {
    expect(ofName('Élodie')).toBe('d’Élodie');
    expect(ofName('Anaïs')).toBe('d’Anaïs');
    expect(ofName('umi')).toBe('d’umi');
    expect(ofName('Yann')).toBe('d’Yann');
    expect(ofName('Œdipe')).toBe('d’Œdipe');
  });

  it('keeps « de » before a consonant, an h, a digit or a symbol', () => {
    expect(ofName('Bruno')).toBe('de Bruno');
    expect(ofName('Hugo')).toBe('de Hugo');
    expect(ofName('42')).toBe('de 42');
    expect(ofName('_xX_')).toBe('de _xX_');
  });
});
