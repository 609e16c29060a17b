import { describe, expect, it } from '@jest/globals';
import { countryOptions } from './countries';

describe('countryOptions', () => {
  it('names every country in French, in French order, with the ISO code the profile keeps', () => {
    const options = countryOptions();
    expect(options).toHaveLength(249);
    const named = (code: string) => options.find((option) => option.code === code)?.name;
    expect(named('DE')).toBe('Allemagne');
    expect(named('AL')).toBe('Albanie');
    expect(named('CI')).toBe('Côte d’Ivoire');
    // « Afrique du Sud » after « Afghanistan », « Égypte » among the E (accents do not send it last).
    const names = options.map((option) => option.name);
    expect(names.slice(0, 3)).toEqual(['Afghanistan', 'Afrique du Sud', 'Albanie']);
    expect(names.indexOf('Égypte')).toBeLessThan(names.indexOf('Espagne'));
  });
});
