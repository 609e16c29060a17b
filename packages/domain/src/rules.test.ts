import { describe, expect, it } from '@jest/globals';
import { classicRules, fuChoices, hanChoices } from './rules';

describe('the han and fu a round form offers (classic rules)', () => {
  it('offers 1 to 13 han, 13 standing for 13 and more (one yakuman)', () => {
    expect(hanChoices(classicRules)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
  });

  it('offers 20, 25, then every ten up to 130 fu', () => {
    expect(fuChoices(classicRules)).toEqual([20, 25, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120, 130]);
  });
});
