import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { ALICE, BRUNO, CHLOE, DENIS, PLAYERS } from '../../testing';
import { FINAL_SUGGESTION_CAP, SUGGESTION_CAP } from '../constants';
import { dealerOf } from '../game/state';
import { drawFour } from './draw';
import { makeDealer, moveDown, moveUp, validateNewGame } from './order';
import { suggestPlayers } from './suggest';
import { windLabel } from './wind';

describe('wind order helpers', () => {
  it('moveUp and moveDown swap a player with the neighbouring wind', () => {
    expect(moveUp(PLAYERS, 2)).toEqual([ALICE, CHLOE, BRUNO, DENIS]);
    expect(moveDown(PLAYERS, 0)).toEqual([BRUNO, ALICE, CHLOE, DENIS]);
  });
  it('leave the list as it is at the ends or for an index that is not a seat', () => {
    expect(moveUp(PLAYERS, 0)).toEqual(PLAYERS);
    expect(moveDown(PLAYERS, 3)).toEqual(PLAYERS);
    expect(moveUp(PLAYERS, 1.5)).toEqual(PLAYERS);
    expect(moveDown(PLAYERS, -4)).toEqual(PLAYERS);
  });
  it('makeDealer puts the player at Est and keeps the order around the table', () => {
    expect(makeDealer(PLAYERS, 2)).toEqual([CHLOE, DENIS, ALICE, BRUNO]);
    expect(makeDealer(PLAYERS, 9)).toEqual(PLAYERS);
  });
  it('never change the input list', () => {
    const list = [...PLAYERS];
    moveUp(list, 1);
    makeDealer(list, 3);
    expect(list).toEqual(PLAYERS);
  });
});

describe('validateNewGame', () => {
  const message = 'Sélectionne 4 joueurs et un dealer (Est) parmi eux pour créer la partie.';
  it('accepts four distinct players, the dealer first', () => {
    expect(validateNewGame(PLAYERS)).toEqual({ ok: true, value: PLAYERS });
    expect(validateNewGame(PLAYERS, DENIS)).toEqual({ ok: true, value: [DENIS, ALICE, BRUNO, CHLOE] });
  });
  it.each([
    ['three players', [ALICE, BRUNO, CHLOE], undefined],
    ['five players', [...PLAYERS, 'zoe'], undefined],
    ['a player twice', [ALICE, ALICE, BRUNO, CHLOE], undefined],
    ['an empty id', [ALICE, '', BRUNO, CHLOE], undefined],
    ['a dealer who does not play', PLAYERS, 'zoe'],
    ['a dealer that is not an id', PLAYERS, 3],
  ])('%s: the spec’s message', (_case, joueurs, dealer) => {
    expect(validateNewGame(joueurs, dealer)).toEqual({ ok: false, error: message });
  });
});

describe('drawFour', () => {
  const active = [...PLAYERS, 'emma', 'farid'];
  it('needs at least four active players', () => {
    expect(drawFour([ALICE, BRUNO, CHLOE], Math.random)).toEqual({
      ok: false,
      error: 'Sélection aléatoire impossible : choisis au moins 4 joueurs.',
    });
  });
  it('picks four players with the injected randomness; the first is the dealer', () => {
    expect(drawFour(active, () => 0)).toEqual({ ok: true, value: PLAYERS });
    const draws = [0.99, 0.5, 0, 0.2];
    expect(drawFour(active, () => draws.shift() ?? 0)).toEqual({
      ok: true,
      value: ['farid', DENIS, CHLOE, BRUNO],
    });
  });
  it('always picks four distinct players from the list, whatever the random source returns', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.double(), fc.constant(1), fc.constant(Number.NaN))), (values) => {
        const result = drawFour(active, () => values.pop() ?? 0.3);
        if (!result.ok) throw new Error(result.error);
        expect(new Set(result.value).size).toBe(4);
        for (const id of result.value) expect(active).toContain(id);
      }),
    );
  });
});

describe('suggestPlayers', () => {
  const users = ['Alice', 'alix', 'Bruno', 'ALINE', 'Malik', 'Sali', 'Talia', 'Calin', 'Élise'].map(
    (pseudo, i) => ({
      user_id: `u${i}`,
      pseudo,
    }),
  );
  it('matches pseudos case-insensitively and leaves out players already chosen', () => {
    expect(suggestPlayers(users, 'AL', ['u1'], SUGGESTION_CAP).map((user) => user.pseudo)).toEqual([
      'Alice',
      'ALINE',
      'Malik',
      'Sali',
      'Talia',
      'Calin',
    ]);
  });
  it('stops at the cap: 6 for a new game, 8 for finished-game entry', () => {
    expect(suggestPlayers(users, '', [], SUGGESTION_CAP)).toHaveLength(6);
    expect(suggestPlayers(users, '', [], FINAL_SUGGESTION_CAP)).toHaveLength(8);
    expect(suggestPlayers(users, 'élise', [], 8).map((user) => user.user_id)).toEqual(['u8']);
  });
  it('ignores accents and case both ways: « elodie » finds Élodie, « ÉLISE » finds Élise', () => {
    const french = ['Élodie', 'Gaëtan', 'Chloé', 'Cœur', 'françois'].map((pseudo, i) => ({
      user_id: `f${i}`,
      pseudo,
    }));
    const found = (query: string) => suggestPlayers(french, query, [], 6).map((user) => user.pseudo);
    expect(found('elodie')).toEqual(['Élodie']);
    expect(found('ÉLODIE')).toEqual(['Élodie']);
    expect(found('gaetan')).toEqual(['Gaëtan']);
    expect(found('CHLOE')).toEqual(['Chloé']);
    expect(found('coeur')).toEqual(['Cœur']);
    expect(found('François')).toEqual(['françois']);
    expect(found('e')).toEqual(['Élodie', 'Gaëtan', 'Chloé', 'Cœur']);
  });
  it('tolerates junk', () => {
    expect(suggestPlayers(null as never, 'a', [], 6)).toEqual([]);
    expect(
      suggestPlayers([{ user_id: 'x' } as never, users[0] as never], 3 as never, null as never, 6),
    ).toEqual([users[0]]);
  });
});

describe('windLabel and dealerOf', () => {
  it('labels hands Est - 1 … Nord - 4', () => {
    expect(windLabel('est', 1)).toBe('Est - 1');
    expect(windLabel('sud', 2)).toBe('Sud - 2');
    expect(windLabel('ouest', 3)).toBe('Ouest - 3');
    expect(windLabel('nord', 4)).toBe('Nord - 4');
    expect(windLabel('nord', 5)).toBe('Fin de la partie');
  });
  it('the dealer sits at seat tour_actuel − 1; nobody deals once the game is over', () => {
    expect(dealerOf({ joueurs: PLAYERS, tour_actuel: 3 })).toBe(CHLOE);
    expect(dealerOf({ joueurs: PLAYERS, tour_actuel: 5 })).toBeUndefined();
  });
});
