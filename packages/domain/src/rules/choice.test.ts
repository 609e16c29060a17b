import { describe, expect, it } from '@jest/globals';
import { classicRules } from '../rules';
import { describeRules, parametersOf, rulesOf, sameRules, validateRules } from './choice';
import { PRESETS } from './presets';

describe('validateRules: `regles` as a client sends it', () => {
  it('absent means classic; a preset id is kept as sent', () => {
    expect(validateRules(undefined)).toMatchObject({ ok: true, value: { regles: 'classic' } });
    expect(validateRules('m-league')).toMatchObject({
      ok: true,
      value: {
        regles: 'm-league',
        parametres: { depart: 25000, retour: 30000, uma: [30000, 10000, -10000, -30000] },
      },
    });
  });

  it('a preset with overrides keeps the overrides and gives the full parameters', () => {
    const valid = validateRules({
      base: 'ema-2025',
      depart: 25000,
      retour: 30000,
      chombo: { mode: 'mangan_table' },
    });
    expect(valid).toEqual({
      ok: true,
      value: {
        regles: {
          base: 'ema-2025',
          depart: 25000,
          retour: 30000,
          chombo: { mode: 'mangan_table', points: 20000 },
        },
        parametres: {
          ...PRESETS.find((preset) => preset.id === 'ema-2025')?.parametres,
          depart: 25000,
          retour: 30000,
          chombo: { mode: 'mangan_table', points: 20000 },
        },
      },
    });
  });

  it.each<[string, unknown, string]>([
    [
      'an unknown id',
      'wrc',
      'Règles inconnues : « wrc ». Choisis parmi classic, ema-2016, ema-2025, wrc-2025, m-league, saikouisen, tenhou, mahjong-soul.',
    ],
    [
      'an object without a base',
      { depart: 25000 },
      'Règles inconnues. Choisis parmi classic, ema-2016, ema-2025, wrc-2025, m-league, saikouisen, tenhou, mahjong-soul.',
    ],
    ['a number', 3, 'Les règles doivent être un identifiant de règles ou un objet {"base": …}.'],
    ['an unknown parameter', { base: 'classic', oka: 5 }, 'Paramètre de règles inconnu : « oka ».'],
    [
      'a negative start',
      { base: 'classic', depart: -30000 },
      'Le départ doit être un nombre entier de points entre 1 000 et 200 000, par centaines.',
    ],
    [
      'a start not in hundreds',
      { base: 'classic', depart: 25050 },
      'Le départ doit être un nombre entier de points entre 1 000 et 200 000, par centaines.',
    ],
    [
      'a return below the start',
      { base: 'classic', retour: 25000 },
      'Le retour ne peut pas être inférieur au départ (l’oka va au premier).',
    ],
    [
      'a return that is text',
      { base: 'classic', retour: '30000' },
      'Le retour doit être un nombre entier de points entre 1 000 et 200 000, par centaines.',
    ],
    [
      'three uma steps',
      { base: 'classic', uma: [15000, 0, -15000] },
      'L’uma doit compter 4 nombres de points par centaines, du premier au quatrième.',
    ],
    [
      'an uma climbing back',
      { base: 'classic', uma: [15000, -5000, 5000, -15000] },
      'L’uma doit aller du premier au quatrième sans remonter.',
    ],
    [
      'an uma not summing to zero',
      { base: 'classic', uma: [20000, 10000, -5000, -15000] },
      'L’uma doit totaliser 0 pour que les résultats s’équilibrent avec l’oka (actuellement 10\u202f000).',
    ],
    [
      'an unknown mode',
      { base: 'classic', kazoe: 'double' },
      'Le paramètre « kazoe » doit valoir sanbaiman ou yakuman.',
    ],
    [
      'a flag that is text',
      { base: 'classic', kiriage: 'oui' },
      'Le paramètre « kiriage » doit valoir true ou false.',
    ],
    [
      'an unknown chombo mode',
      { base: 'classic', chombo: { mode: 'amende' } },
      'Le chombo doit être {"mode": "apres_uma" ou "mangan_table", "points": un nombre de points entre 0 et 200 000}.',
    ],
    [
      'a chombo with another key',
      { base: 'classic', chombo: { mode: 'apres_uma', montant: 1 } },
      'Le chombo doit être {"mode": "apres_uma" ou "mangan_table", "points": un nombre de points entre 0 et 200 000}.',
    ],
    [
      'a chombo that is not an object',
      { base: 'classic', chombo: 20000 },
      'Le chombo doit être {"mode": "apres_uma" ou "mangan_table", "points": un nombre de points entre 0 et 200 000}.',
    ],
  ])('refuses %s', (_, input, error) => {
    expect(validateRules(input)).toEqual({ ok: false, error });
  });
});

describe('rulesOf, parametersOf, sameRules', () => {
  it('a game stored without rules, or with unreadable ones, is classic', () => {
    expect(rulesOf(undefined)).toBe(classicRules);
    expect(rulesOf('classic')).toBe(classicRules);
    expect(rulesOf({ base: 'nope' })).toBe(classicRules);
    expect(parametersOf(42)).toEqual(parametersOf('classic'));
  });

  it('an override changes the ruleset, named after its base', () => {
    expect(rulesOf({ base: 'ema-2025', kiriage: false })).toMatchObject({
      name: 'ema-2025',
      kiriageMangan: false,
    });
  });

  it('a preset equals itself unchanged or restated, and differs once a parameter changes', () => {
    expect(sameRules('ema-2025', { base: 'ema-2025' })).toBe(true);
    expect(sameRules('ema-2025', { base: 'ema-2016', kiriage: true })).toBe(true);
    expect(sameRules('ema-2025', { base: 'ema-2025', depart: 25000 })).toBe(false);
    expect(sameRules(undefined, 'classic')).toBe(true);
  });
});

describe('describeRules: the rules in one French line', () => {
  it.each<[unknown, string]>([
    ['ema-2025', 'EMA 2025, départ 30\u202f000, uma 15/5/\u22125/\u221215, kiriage'],
    ['classic', 'Classique, départ 30\u202f000, uma 15/5/\u22125/\u221215'],
    [
      'm-league',
      'M-League, départ 25\u202f000, retour 30\u202f000, uma 30/10/\u221210/\u221230, kiriage, atamahane',
    ],
    [
      { base: 'tenhou', longueur: 'tonpuusen' },
      'Tenhou personnalisées, départ 25\u202f000, retour 30\u202f000, uma 20/10/\u221210/\u221220, tonpuusen',
    ],
    ['nope', 'Classique, départ 30\u202f000, uma 15/5/\u22125/\u221215'],
  ])('%j → %s', (regles, text) => {
    expect(describeRules(regles)).toBe(text);
  });
});
