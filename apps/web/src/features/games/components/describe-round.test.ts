import { describe, expect, it } from '@jest/globals';
import { rulesOf } from '@mj/domain';
import { abandon, chombo, nagashi, ron, yakumanRon } from '@mj/domain/testing';
import { chomboPenaltyText, describeRound } from './describe-round';

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

describe('a chombo says what it costs under the game’s rules', () => {
  it('after uma, in points of the result; at the table, a reverse mangan', () => {
    expect(chomboPenaltyText(rulesOf('classic'))).toBe('\u221220\u00a0pts au résultat final');
    expect(chomboPenaltyText(rulesOf('tenhou'))).toBe('mangan payé à la table');
    // A club's own penalty of 12 500 points: 12,5 with a French decimal comma.
    const club = rulesOf({ base: 'classic', chombo: { mode: 'apres_uma', points: 12500 } });
    expect(chomboPenaltyText(club)).toBe('\u221212,5\u00a0pts au résultat final');
  });

  it('the history line carries the penalty; a summary without the rules only names the chombo', () => {
    expect(describeRound(chombo('denis'), pseudoOf, rulesOf('mahjong-soul'))).toBe(
      'Chombo de DENIS (mangan payé à la table)',
    );
    expect(describeRound(chombo('denis'), pseudoOf, rulesOf('ema-2025'))).toBe(
      'Chombo de DENIS (\u221220\u00a0pts au résultat final)',
    );
    expect(describeRound(chombo('elodie'), pseudoOf)).toBe('Chombo d’ELODIE');
  });
});
