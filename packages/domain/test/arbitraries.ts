/** fast-check generators of valid rounds for the four players of the fixtures. */
import fc from 'fast-check';
import { PLAYERS, chombo, draw, ron, tsumo } from './fixtures';

const player = fc.constantFrom(...PLAYERS);
const han = fc.oneof(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 5, max: 14 }));
const fu = fc.constantFrom(20, 25, 30, 40, 50, 60, 70, 80, 90, 100, 110);
const riichi = fc.subarray(PLAYERS);
const hand = (winner: string) => fc.tuple(fc.constant(winner), han, fu);

const tsumoRound = fc
  .tuple(player.chain(hand), riichi)
  .map(([winnerHand, declared]) => tsumo(winnerHand, declared));

const ronRound = fc.tuple(player, riichi).chain(([loser, declared]) =>
  fc
    .subarray(
      PLAYERS.filter((id) => id !== loser),
      { minLength: 1 },
    )
    .chain((winners) => fc.tuple(...winners.map(hand)))
    .map((hands) => ron(hands, loser, declared)),
);

const drawRound = fc
  .subarray(PLAYERS, { minLength: 1 })
  .chain((tenpai) => fc.subarray(tenpai).map((declared) => draw(tenpai, declared)));

const chomboRound = fc.tuple(player, riichi).map(([offender, declared]) => chombo(offender, declared));

/** Any valid round (not every sequence of them fits in a game: the game may end first). */
export const validRound = fc.oneof(tsumoRound, ronRound, drawRound, chomboRound);

export const validRounds = (maxLength: number) => fc.array(validRound, { maxLength });
