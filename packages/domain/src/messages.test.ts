import { describe, expect, it } from '@jest/globals';
import { ALICE, BRUNO, CHLOE, PLAYERS, tsumo } from '../testing';
import { validateFinalScores } from './game/final-scores';
import { validatePseudoChange } from './player/pseudo';
import { validateRound } from './round/validate';
import { drawFour } from './seating/draw';
import { validateNewGame } from './seating/order';
import type { Result } from './types';

const errorOf = (result: Result<unknown>) => (result.ok ? null : result.error);
const round = (fields: object) => errorOf(validateRound(fields, PLAYERS));
const thirtyEach = Object.fromEntries(PLAYERS.map((id) => [id, 30000]));

/** Every sentence the product's rules quote, word for word, with the input that triggers it. */
describe('the product’s quoted messages, word for word', () => {
  it.each([
    ['Le pseudo ne peut pas être vide.', () => validatePseudoChange('  ', 'Nan')],
    ['Aucun changement détecté.', () => validatePseudoChange('Nan', 'Nan')],
    [
      'Sélectionne 4 joueurs et un dealer (Est) parmi eux pour créer la partie.',
      () => validateNewGame([ALICE, BRUNO, CHLOE]),
    ],
    [
      'Sélection aléatoire impossible : choisis au moins 4 joueurs.',
      () => drawFour([ALICE, BRUNO, CHLOE], () => 0),
    ],
    ['Choisis un type de victoire.', () => validateRound({ gagnant: [ALICE] }, PLAYERS)],
    [
      'Tsumo : un seul gagnant.',
      () => validateRound({ ...tsumo([ALICE, 1, 30]), gagnant: [ALICE, BRUNO] }, PLAYERS),
    ],
    [
      'Renseigne les han pour chaque gagnant.',
      () => validateRound({ ...tsumo([ALICE, 1, 30]), han: {} }, PLAYERS),
    ],
    [
      'Renseigne les fu pour chaque gagnant.',
      () => validateRound({ ...tsumo([ALICE, 1, 30]), fu: {} }, PLAYERS),
    ],
    ['Sélectionne 4 joueurs.', () => validateFinalScores({ joueurs: [ALICE], scores: thirtyEach })],
    [
      'Tous les scores doivent être des nombres.',
      () => validateFinalScores({ joueurs: PLAYERS, scores: { ...thirtyEach, [ALICE]: 'abc' } }),
    ],
    [
      'La somme des scores doit être 120\u202f000 (actuellement 119\u202f000).',
      () => validateFinalScores({ joueurs: PLAYERS, scores: { ...thirtyEach, [ALICE]: 29000 } }),
    ],
  ] as const)('« %s »', (sentence, trigger) => {
    expect(errorOf(trigger())).toBe(sentence);
  });

  it('the rules the spec states without quoting a sentence still answer in French', () => {
    expect(round({ type_victoire: 'ron', gagnant: [] })).toBe('Ron : choisis au moins un gagnant.');
    expect(round({ type_victoire: 'ron', gagnant: [ALICE] })).toBe(
      'Ron : choisis le perdant (le joueur qui a défaussé).',
    );
    expect(round({ type_victoire: 'ron', gagnant: [ALICE], perdant: ALICE })).toBe(
      'Ron : le perdant ne peut pas être parmi les gagnants.',
    );
    // The spec's "at least one tenpai" is dropped: nobody tenpai is an all-noten draw (rules-classic 7).
    expect(round({ type_victoire: 'tenpai', tenpai: [] })).toBeNull();
    expect(round({ type_victoire: 'chombo' })).toBe('Chombo : choisis le fautif.');
  });
});
