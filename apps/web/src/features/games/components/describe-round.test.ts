import { describe, expect, it } from '@jest/globals';
import { abandon, nagashi, ron, yakumanRon } from '@mj/domain/testing';
import { describeRound } from './describe-round';

const pseudoOf = (id: string) => id.toUpperCase();

describe('describeRound: the rounds that rule sets add', () => {
  it('a yakuman and a double yakuman are named as such, without han or fu', () => {
    expect(describeRound(yakumanRon(['bruno'], 'chloe'), pseudoOf)).toBe('Ron de BRUNO (yakuman) sur CHLOE');
    expect(describeRound(yakumanRon(['bruno'], 'chloe', 2), pseudoOf)).toBe(
      'Ron de BRUNO (2\u00a0yakuman) sur CHLOE',
    );
  });

  it('an abortive draw and a nagashi mangan', () => {
    expect(describeRound(abandon(), pseudoOf)).toBe('Partie avortée');
    // « de » elides before a vowel: « d’ALICE ».
    expect(describeRound(nagashi(['alice', 'denis']), pseudoOf)).toBe('Nagashi mangan d’ALICE, DENIS');
    expect(describeRound(nagashi(['bruno']), pseudoOf)).toBe('Nagashi mangan de BRUNO');
  });

  it('a limit hand is named after a comma, never in parentheses inside the hand’s own', () => {
    expect(describeRound(ron([['bruno', 6, 30]], 'chloe'), pseudoOf)).toBe(
      'Ron de BRUNO (6 han, haneman) sur CHLOE',
    );
    expect(describeRound(ron([['bruno', 3, 40]], 'chloe'), pseudoOf)).toBe(
      'Ron de BRUNO (3 han 40 fu) sur CHLOE',
    );
  });

  it('elides « de » before a winner whose pseudo starts with a vowel', () => {
    expect(describeRound(yakumanRon(['elodie'], 'chloe'), pseudoOf)).toBe('Ron d’ELODIE (yakuman) sur CHLOE');
  });
});
