import { describe, expect, it } from '@jest/globals';
import * as domain from './index';

describe('@mj/domain front door', () => {
  it.each([
    'handValue',
    'validateRound',
    'settleRound',
    'replayGame',
    'editGame',
    'limitOf',
    'initialGameState',
    'isGameOver',
    'gameResult',
    'finishGame',
    'countChombos',
    'tournamentRanking',
    'validateFinalScores',
    'validateNewGame',
    'validateTournament',
    'validatePseudoChange',
    'moveUp',
    'moveDown',
    'makeDealer',
    'drawFour',
    'suggestPlayers',
    'searchKey',
    'windLabel',
    'dealerOf',
    'isPositiveScore',
    'formatDateTime',
    'formatDate',
    'formatScore',
    'parseFrenchNumber',
    'formatPoints',
    'formatDelta',
  ] as const)('exports the function %s', (name) => {
    expect(typeof domain[name]).toBe('function');
  });

  it('exports the business constants', () => {
    expect(domain).toMatchObject({
      PLAYER_COUNT: 4,
      START_SCORE: 30000,
      TOTAL_SCORE: 120000,
      WINDS: ['est', 'sud', 'ouest', 'nord'],
      SUGGESTION_CAP: 6,
      FINAL_SUGGESTION_CAP: 8,
      DEFAULT_START_DATE: '2025-09-20',
    });
  });

  it('exports classicRules as data', () => {
    expect(domain.classicRules).toMatchObject({
      name: 'classic',
      startScore: 30000,
      returnScore: 30000,
      riichiBet: 1000,
      honbaRon: 300,
      honbaTsumo: 100,
      drawPenalty: 3000,
      uma: [15000, 5000, -5000, -15000],
      chomboPenalty: 20000,
      kiriageMangan: false,
      lastWind: 'nord',
    });
  });
});
