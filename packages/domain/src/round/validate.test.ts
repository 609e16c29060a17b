import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { ALICE, BRUNO, CHLOE, DENIS, PLAYERS, chombo, draw, ron, tsumo } from '../../testing';
import { MESSAGES } from '../messages';
import { validateRound } from './validate';

const errorOf = (round: unknown) => {
  const result = validateRound(round, PLAYERS);
  return result.ok ? null : result.error;
};

describe('validateRound: the spec’s rules, in order', () => {
  it.each([
    ['no victory type', { gagnant: [ALICE] }, MESSAGES.victoryTypeRequired],
    ['an empty victory type', { type_victoire: '' }, MESSAGES.victoryTypeRequired],
    ['a tsumo without a winner', { ...tsumo([ALICE, 1, 30]), gagnant: [] }, MESSAGES.tsumoOneWinner],
    [
      'a tsumo with two winners',
      { ...tsumo([ALICE, 1, 30]), gagnant: [ALICE, BRUNO] },
      MESSAGES.tsumoOneWinner,
    ],
    ['a ron without a winner', { ...ron([], BRUNO) }, MESSAGES.ronWinnerRequired],
    [
      'a ron without a discarder',
      { ...ron([[ALICE, 1, 30]], BRUNO), perdant: null },
      MESSAGES.ronLoserRequired,
    ],
    [
      'a ron with an empty discarder',
      { ...ron([[ALICE, 1, 30]], BRUNO), perdant: '' },
      MESSAGES.ronLoserRequired,
    ],
    ['a ron whose discarder also wins', ron([[ALICE, 1, 30]], ALICE), MESSAGES.ronLoserIsWinner],
    [
      'a chombo without an offender',
      { ...chombo(ALICE), perdant: undefined },
      MESSAGES.chomboOffenderRequired,
    ],
    ['a winner without han', { ...tsumo([ALICE, 1, 30]), han: {} }, MESSAGES.hanRequired],
    ['a winner with 0 han', tsumo([ALICE, 0, 30]), MESSAGES.hanRequired],
    ['a winner with han as text', { ...tsumo([ALICE, 1, 30]), han: { [ALICE]: '2' } }, MESSAGES.hanRequired],
    [
      'a second ron winner without han',
      {
        ...ron(
          [
            [ALICE, 1, 30],
            [CHLOE, 2, 30],
          ],
          BRUNO,
        ),
        han: { [ALICE]: 1 },
      },
      MESSAGES.hanRequired,
    ],
    ['a winner without fu', { ...ron([[ALICE, 1, 30]], BRUNO), fu: {} }, MESSAGES.fuRequired],
    ['a winner with negative fu', tsumo([ALICE, 1, -30]), MESSAGES.fuRequired],
  ])('%s → %s', (_case, round, message) => {
    expect(errorOf(round)).toBe(message);
  });

  it('checks han before fu, and both only after the winners', () => {
    expect(errorOf({ type_victoire: 'tsumo', gagnant: [ALICE, BRUNO] })).toBe(MESSAGES.tsumoOneWinner);
    expect(errorOf({ type_victoire: 'tsumo', gagnant: [ALICE] })).toBe(MESSAGES.hanRequired);
  });
});

describe('validateRound: the server’s checks beyond the spec', () => {
  it.each([
    ['not an object', 'tsumo', MESSAGES.roundMalformed],
    ['an array', [tsumo([ALICE, 1, 30])], MESSAGES.roundMalformed],
    ['an unknown victory type', { type_victoire: 'kan' }, MESSAGES.unknownVictoryType],
    ['a victory type that is not text', { type_victoire: 3 }, MESSAGES.unknownVictoryType],
    ['winners that are not a list', { ...tsumo([ALICE, 1, 30]), gagnant: ALICE }, MESSAGES.roundMalformed],
    [
      'a discarder that is not text',
      { ...ron([[ALICE, 1, 30]], BRUNO), perdant: 7 },
      MESSAGES.roundMalformed,
    ],
    ['han that is not a map', { ...tsumo([ALICE, 1, 30]), han: [1] }, MESSAGES.roundMalformed],
    [
      'riichi that is not a list of ids',
      { ...tsumo([ALICE, 1, 30]), riichi_players: [1] },
      MESSAGES.roundMalformed,
    ],
    ['a winner not in the game', tsumo(['zoe', 1, 30]), MESSAGES.playerNotInGame],
    ['a discarder not in the game', ron([[ALICE, 1, 30]], 'zoe'), MESSAGES.playerNotInGame],
    ['a riichi player not in the game', tsumo([ALICE, 1, 30], ['zoe']), MESSAGES.playerNotInGame],
    ['a tenpai player not in the game', draw(['zoe']), MESSAGES.playerNotInGame],
    ['a chombo offender not in the game', chombo('zoe'), MESSAGES.playerNotInGame],
    [
      'the same winner twice',
      ron(
        [
          [ALICE, 1, 30],
          [ALICE, 1, 30],
        ],
        BRUNO,
      ),
      MESSAGES.duplicatePlayer,
    ],
    ['the same riichi twice', tsumo([ALICE, 1, 30], [BRUNO, BRUNO]), MESSAGES.duplicatePlayer],
    ['the same tenpai twice', draw([BRUNO, BRUNO]), MESSAGES.duplicatePlayer],
    ['a riichi player noten at a draw', draw([BRUNO], [CHLOE]), MESSAGES.riichiMustBeTenpai],
    ['1.5 han', tsumo([ALICE, 1.5, 30]), MESSAGES.hanOutOfRange],
    ['100 han', tsumo([ALICE, 100, 30]), MESSAGES.hanOutOfRange],
    ['infinite han', tsumo([ALICE, Infinity, 30]), MESSAGES.hanOutOfRange],
    ['10 fu', tsumo([ALICE, 1, 10]), MESSAGES.fuOutOfRange],
    ['140 fu', ron([[ALICE, 1, 140]], BRUNO), MESSAGES.fuOutOfRange],
    ['32.5 fu', ron([[ALICE, 1, 32.5]], BRUNO), MESSAGES.fuOutOfRange],
  ])('%s', (_case, round, message) => {
    expect(errorOf(round)).toBe(message);
  });

  it('accepts the bounds: 1 and 99 han, 20 and 130 fu', () => {
    expect(errorOf(tsumo([ALICE, 2, 20]))).toBeNull();
    expect(
      errorOf(
        ron(
          [
            [ALICE, 1, 30],
            [CHLOE, 99, 130],
          ],
          BRUNO,
        ),
      ),
    ).toBeNull();
  });
  it('refuses a game that does not have four distinct players', () => {
    expect(validateRound(tsumo([ALICE, 1, 30]), [ALICE, ALICE, BRUNO, CHLOE])).toEqual({
      ok: false,
      error: MESSAGES.gameStateInvalid,
    });
  });
});

describe('validateRound: han and fu that no hand can have', () => {
  it.each([
    ['a 20 fu ron', ron([[ALICE, 2, 20]], BRUNO), MESSAGES.fuTwentyOnRon],
    ['a 1 han 20 fu ron', ron([[ALICE, 1, 20]], BRUNO), MESSAGES.fuTwentyOnRon],
    [
      'a double ron whose second hand is 20 fu',
      ron(
        [
          [ALICE, 3, 40],
          [CHLOE, 3, 20],
        ],
        BRUNO,
      ),
      MESSAGES.fuTwentyOnRon,
    ],
    ['a 1 han 20 fu tsumo', tsumo([ALICE, 1, 20]), MESSAGES.fuTwentyOneHan],
    ['a 1 han 25 fu tsumo', tsumo([ALICE, 1, 25]), MESSAGES.fuTwentyFiveOneHan],
    ['a 1 han 25 fu ron', ron([[ALICE, 1, 25]], BRUNO), MESSAGES.fuTwentyFiveOneHan],
  ])('%s → %s', (_case, round, message) => {
    expect(errorOf(round)).toBe(message);
  });

  it.each([
    ['2 han 20 fu tsumo (pinfu tsumo)', tsumo([ALICE, 2, 20])],
    ['2 han 25 fu ron (chiitoitsu)', ron([[ALICE, 2, 25]], BRUNO)],
    ['2 han 25 fu tsumo', tsumo([ALICE, 2, 25])],
    ['1 han 30 fu ron', ron([[ALICE, 1, 30]], BRUNO)],
  ])('accepts %s', (_case, round) => {
    expect(errorOf(round)).toBeNull();
  });

  it('does not ask the fu of a limit hand (5 han and more), and keeps them out of the round', () => {
    const mangan = { ...ron([[ALICE, 5, 30]], BRUNO), fu: {} };
    expect(validateRound(mangan, PLAYERS)).toEqual({
      ok: true,
      value: { ...mangan, fu: {}, perdant: BRUNO },
    });
    expect(errorOf({ ...tsumo([ALICE, 13, 30]), fu: { [ALICE]: null } })).toBeNull();
    // Below the limits they are still required.
    expect(errorOf({ ...tsumo([ALICE, 4, 30]), fu: {} })).toBe(MESSAGES.fuRequired);
  });

  it('a limit hand may still carry fu (kept), but they must be real fu', () => {
    const sent = ron([[ALICE, 6, 20]], BRUNO);
    expect(validateRound(sent, PLAYERS)).toMatchObject({ ok: true, value: { fu: { [ALICE]: 20 } } });
    expect(errorOf(tsumo([ALICE, 6, 10]))).toBe(MESSAGES.fuOutOfRange);
    expect(errorOf(tsumo([ALICE, 6, -1]))).toBe(MESSAGES.fuRequired);
  });
});

describe('validateRound: an all-noten draw', () => {
  it('nobody tenpai is a valid draw', () => {
    expect(validateRound(draw([]), PLAYERS)).toEqual({
      ok: true,
      value: {
        type_victoire: 'tenpai',
        gagnant: [],
        perdant: null,
        han: {},
        fu: {},
        riichi_players: [],
        tenpai: [],
      },
    });
  });
  it('a riichi player at an all-noten draw is refused with the existing message', () => {
    expect(errorOf(draw([], [CHLOE]))).toBe(MESSAGES.riichiMustBeTenpai);
  });
});

describe('validateRound: the cleaned round', () => {
  it('keeps the han and fu of the winners only, and empties what the type does not use', () => {
    const sent = {
      ...ron([[ALICE, 2, 40]], BRUNO, [CHLOE]),
      han: { [ALICE]: 2, [DENIS]: 5 },
      tenpai: [DENIS],
      extra: 'ignored',
    };
    expect(validateRound(sent, PLAYERS)).toEqual({
      ok: true,
      value: {
        type_victoire: 'ron',
        gagnant: [ALICE],
        perdant: BRUNO,
        han: { [ALICE]: 2 },
        fu: { [ALICE]: 40 },
        riichi_players: [CHLOE],
        tenpai: [],
      },
    });
  });
  it('drops winners, han and fu of a draw, and the discarder of a tsumo', () => {
    const sent = { ...draw([ALICE], [ALICE]), gagnant: [BRUNO], han: { [BRUNO]: 1 }, perdant: CHLOE };
    expect(validateRound(sent, PLAYERS)).toEqual({
      ok: true,
      value: {
        type_victoire: 'tenpai',
        gagnant: [],
        perdant: null,
        han: {},
        fu: {},
        riichi_players: [ALICE],
        tenpai: [ALICE],
      },
    });
    const self = validateRound({ ...tsumo([ALICE, 1, 30]), perdant: BRUNO }, PLAYERS);
    expect(self.ok && self.value.perdant).toBeNull();
  });
  it('reads absent or null lists as empty', () => {
    expect(validateRound({ type_victoire: 'chombo', perdant: DENIS, riichi_players: null }, PLAYERS)).toEqual(
      {
        ok: true,
        value: {
          type_victoire: 'chombo',
          gagnant: [],
          perdant: DENIS,
          han: {},
          fu: {},
          riichi_players: [],
          tenpai: [],
        },
      },
    );
  });
  it('is safe with hostile ids such as __proto__', () => {
    const seats = ['__proto__', BRUNO, CHLOE, DENIS];
    const round = JSON.parse(
      '{"type_victoire":"tsumo","gagnant":["__proto__"],"han":{"__proto__":2},"fu":{"__proto__":30}}',
    );
    const result = validateRound(round, seats);
    expect(result.ok && Object.keys(result.value.han)).toEqual(['__proto__']);
  });
});

describe('validateRound on arbitrary JSON', () => {
  it('never throws and always answers ok or a French sentence', () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        const result = validateRound(input, PLAYERS);
        expect(result.ok || /^[A-ZÀ-Ý].*\.$/.test(result.error)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
  it('never throws on round-shaped JSON with random field values', () => {
    const id = fc.constantFrom(...PLAYERS, 'zoe', '');
    const shaped = fc.record(
      {
        type_victoire: fc.constantFrom('tsumo', 'ron', 'tenpai', 'chombo', 'x', undefined),
        gagnant: fc.oneof(fc.array(id, { maxLength: 4 }), fc.anything()),
        perdant: fc.oneof(id, fc.anything()),
        han: fc.oneof(fc.dictionary(id, fc.oneof(fc.integer(), fc.double())), fc.anything()),
        fu: fc.oneof(fc.dictionary(id, fc.integer()), fc.anything()),
        riichi_players: fc.oneof(fc.array(id, { maxLength: 4 }), fc.anything()),
        tenpai: fc.oneof(fc.array(id, { maxLength: 4 }), fc.anything()),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(shaped, (input) => {
        expect(() => validateRound(input, PLAYERS)).not.toThrow();
      }),
      { numRuns: 1000 },
    );
  });
});
