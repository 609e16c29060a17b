/** fast-check generators of valid rounds for the four players of the fixtures. */
import fc from 'fast-check';
import { PLAYERS } from './fixtures';

const player = fc.constantFrom(...PLAYERS);
const han = fc.oneof(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 5, max: 14 }));
const fu = fc.constantFrom(20, 25, 30, 40, 50, 60, 70, 80, 90, 100, 110);
const subset = (ids: readonly string[]) => fc.subarray([...ids]);

const hands = (winners: string[]) =>
  fc
    .tuple(
      fc.array(han, { minLength: winners.length, maxLength: winners.length }),
      fc.array(fu, { minLength: winners.length, maxLength: winners.length }),
    )
    .map(([hans, fus]) => ({
      han: Object.fromEntries(winners.map((id, i) => [id, hans[i]])),
      fu: Object.fromEntries(winners.map((id, i) => [id, fus[i]])),
    }));

const tsumoRound = fc.tuple(player, subset(PLAYERS)).chain(([winner, riichi]) =>
  hands([winner]).map((values) => ({
    type_victoire: 'tsumo',
    gagnant: [winner],
    ...values,
    riichi_players: riichi,
    tenpai: [],
  })),
);

const ronRound = fc.tuple(player, subset(PLAYERS)).chain(([loser, riichi]) =>
  fc
    .subarray(
      PLAYERS.filter((id) => id !== loser),
      { minLength: 1 },
    )
    .chain((winners) =>
      hands(winners).map((values) => ({
        type_victoire: 'ron',
        gagnant: winners,
        perdant: loser,
        ...values,
        riichi_players: riichi,
        tenpai: [],
      })),
    ),
);

const drawRound = fc.subarray(PLAYERS, { minLength: 1 }).chain((tenpai) =>
  subset(tenpai).map((riichi) => ({
    type_victoire: 'tenpai',
    gagnant: [],
    han: {},
    fu: {},
    riichi_players: riichi,
    tenpai,
  })),
);

const chomboRound = fc.tuple(player, subset(PLAYERS)).map(([offender, riichi]) => ({
  type_victoire: 'chombo',
  gagnant: [],
  perdant: offender,
  han: {},
  fu: {},
  riichi_players: riichi,
  tenpai: [],
}));

/** Any valid round (not every sequence of them fits in a game: the game may end first). */
export const validRound = fc.oneof(tsumoRound, ronRound, drawRound, chomboRound);

export const validRounds = (maxLength: number) => fc.array(validRound, { maxLength });
