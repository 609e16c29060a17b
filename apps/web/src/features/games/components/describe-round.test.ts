import { describe, expect, it } from '@jest/globals';
import { abandon, nagashi, yakumanRon } from '@mj/domain/testing';
import { describeRound } from './describe-round';

const pseudoOf = (id: string) => id.toUpperCase();

describe('describeRound: the rounds that rule sets add', () => {
  it('a yakuman and a double yakuman are named as such, without han or fu', () => {
    expect(describeRound(yakumanRon(['bruno'], 'chloe'), pseudoOf)).toBe('Ron de BRUNO (yakuman) sur CHLOE');
    expect(describeRound(yakumanRon(['bruno'], 'chloe', 2), pseudoOf)).toBe('Ron de BRUNO (2\u00a0yakuman) sur CHLOE');
  });

  it('an abortive draw and a nagashi mangan', () => {
    expect(describeRound(abandon(), pseudoOf)).toBe('Partie avortée');
    expect(describeRound(nagashi(['alice', 'denis']), pseudoOf)).toBe('Nagashi mangan de ALICE, DENIS');
  });
});
