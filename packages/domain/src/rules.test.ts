import { describe, expect, it } from '@jest/globals';
import { classicRules, fuChoices, hanChoices, victoryTypesUnder } from './rules';
import { rulesOf } from './rules/choice';

describe('the han and fu a round form offers (classic rules)', () => {
  it('offers 1 to 13 han, 13 standing for 13 and more (one yakuman)', () => {
    expect(hanChoices(classicRules)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
  });

  it('offers 20, 25, then every ten up to 130 fu', () => {
    expect(fuChoices(classicRules)).toEqual([20, 25, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120, 130]);
  });
});

describe('the victory types a round form offers', () => {
  it('abortive draws and nagashi mangan only under rules that have them', () => {
    expect(victoryTypesUnder(classicRules)).toEqual(['tsumo', 'ron', 'tenpai', 'chombo']);
    expect(victoryTypesUnder(rulesOf('m-league'))).toEqual(['tsumo', 'ron', 'tenpai', 'chombo', 'nagashi']);
    expect(victoryTypesUnder(rulesOf('tenhou'))).toEqual([
      'tsumo',
      'ron',
      'tenpai',
      'chombo',
      'abandon',
      'nagashi',
    ]);
  });
});
