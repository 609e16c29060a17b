import { describe, expect, it } from '@jest/globals';
import { countryAlpha3, countryCodes, countryCount } from './countries';
import { validateProfile } from './profile';

describe('validateProfile', () => {
  it('keeps the fields sent, trimmed; the EMA number as text with its leading zero; the country upper-cased', () => {
    expect(
      validateProfile({
        prenom: ' Élodie ',
        nom: 'Martin',
        numero_ema: '04160092',
        pays: 'fr',
        club: 'Tonpuu',
      }),
    ).toEqual({
      ok: true,
      value: { prenom: 'Élodie', nom: 'Martin', numero_ema: '04160092', pays: 'FR', club: 'Tonpuu' },
    });
  });
  it('null or an empty text clears a field; absent fields are left out', () => {
    expect(validateProfile({ numero_ema: '', pays: null, club: '  ' })).toEqual({
      ok: true,
      value: { numero_ema: null, pays: null, club: null },
    });
  });
  it.each([['0416009'], ['041600921'], ['04-16-0092'], ['abcdefgh']])(
    'refuses the EMA number %p',
    (numero) => {
      expect(validateProfile({ numero_ema: numero })).toEqual({
        ok: false,
        error: 'Le numéro EMA doit faire exactement 8 chiffres (par exemple 04160092).',
      });
    },
  );
  it.each([['00000000'], ['00160092'], ['04000000']])(
    'refuses the EMA number %p, which no one holds',
    (numero_ema) => {
      expect(validateProfile({ numero_ema })).toEqual({
        ok: false,
        error: 'Ce numéro EMA n’existe pas.',
      });
    },
  );
  it.each([['FRA'], ['XX'], ['F']])('refuses the country %p', (pays) => {
    expect(validateProfile({ pays })).toEqual({
      ok: false,
      error: 'Le pays doit être un code ISO à deux lettres (par exemple FR).',
    });
  });
  it('refuses long names and clubs, invisible characters, unknown fields and non-text values', () => {
    expect(validateProfile({ nom: 'x'.repeat(101) })).toEqual({
      ok: false,
      error: 'Le prénom et le nom doivent faire au plus 100 caractères.',
    });
    expect(validateProfile({ club: 'x'.repeat(101) })).toEqual({
      ok: false,
      error: 'Le club doit faire au plus 100 caractères.',
    });
    expect(validateProfile({ prenom: 'A\u200bB' }).ok).toBe(false);
    // Characters that show nothing, a mark on nothing (stacked marks: the server's check).
    expect(validateProfile({ nom: 'Martin\u3164' })).toEqual({
      ok: false,
      error: 'Le profil ne peut pas contenir de caractères invisibles ou de contrôle.',
    });
    expect(validateProfile({ nom: '\u0301Martin' }).ok).toBe(false);
    expect(validateProfile({ nom: 'Nguy\u1ec5n' })).toEqual({ ok: true, value: { nom: 'Nguyễn' } });
    expect(validateProfile({ pseudo: 'x' }).ok).toBe(false);
    expect(validateProfile({ nom: 3 }).ok).toBe(false);
    expect(validateProfile('nom').ok).toBe(false);
  });
});

describe('countryAlpha3', () => {
  it('maps every ISO 3166-1 country (249) from alpha-2 to alpha-3', () => {
    expect(countryCount()).toBe(249);
    expect(countryCodes()).toHaveLength(249);
    expect(countryCodes()).toEqual(expect.arrayContaining(['AL', 'DE', 'FR']));
    expect(countryAlpha3('FR')).toBe('FRA');
    expect(countryAlpha3('DE')).toBe('DEU');
    expect(countryAlpha3('GB')).toBe('GBR');
    expect(countryAlpha3('JP')).toBe('JPN');
    expect(countryAlpha3('NL')).toBe('NLD');
    expect(countryAlpha3('CH')).toBe('CHE');
    expect(countryAlpha3('ZZ')).toBeUndefined();
  });
});
