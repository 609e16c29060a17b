/** fast-check generators of valid rounds for the four players of @mj/domain/testing. */
import fc from 'fast-check';
import type { Ruleset } from '../src/types';
import { PLAYERS, abandon, chombo, draw, nagashi, ron, tsumo, yakumanRon, yakumanTsumo } from './index';

const player = fc.constantFrom(...PLAYERS);
const han = fc.oneof(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 5, max: 14 }));
const fuFrom30 = [30, 40, 50, 60, 70, 80, 90, 100, 110];
/** Fu a hand can have (rules-classic section 7): 20 only on a tsumo of 2 han or more, 25 from 2 han. */
const fuFor = (hanCount: number, onRon: boolean) =>
  fc.constantFrom(...(hanCount === 1 ? [] : onRon ? [25] : [20, 25]), ...fuFrom30);
const riichi = fc.subarray(PLAYERS);
const hand = (winner: string, onRon = false) =>
  han.chain((hanCount) => fc.tuple(fc.constant(winner), fc.constant(hanCount), fuFor(hanCount, onRon)));

const tsumoRound = fc
  .tuple(player.chain((winner) => hand(winner)), riichi)
  .map(([winnerHand, declared]) => tsumo(winnerHand, declared));

const ronRound = fc.tuple(player, riichi).chain(([loser, declared]) =>
  fc
    .subarray(
      PLAYERS.filter((id) => id !== loser),
      { minLength: 1 },
    )
    .chain((winners) => fc.tuple(...winners.map((winner) => hand(winner, true))))
    .map((hands) => ron(hands, loser, declared)),
);

/** Any number tenpai, none included (all noten). */
const drawRound = fc
  .subarray(PLAYERS)
  .chain((tenpai) => fc.subarray(tenpai).map((declared) => draw(tenpai, declared)));

const chomboRound = fc.tuple(player, riichi).map(([offender, declared]) => chombo(offender, declared));

/** Any valid round (not every sequence of them fits in a game: the game may end first). */
export const validRound = fc.oneof(tsumoRound, ronRound, drawRound, chomboRound);

export const validRounds = (maxLength: number) => fc.array(validRound, { maxLength });

/**
 * Any valid round under a ruleset: a single ron winner where one winner takes a discard, abortive draws
 * and nagashi mangan where the rules have them, yakuman (and, where they count, multiple yakuman).
 */
export function validRoundUnder(rules: Ruleset) {
  const oneOrMoreRon = rules.multipleRon
    ? ronRound
    : fc.tuple(player, riichi).chain(([loser, declared]) =>
        fc
          .constantFrom(...PLAYERS.filter((id) => id !== loser))
          .chain((winner) => hand(winner, true))
          .map((winnerHand) => ron([winnerHand], loser, declared)),
      );
  const count = fc.integer({ min: 1, max: rules.maxYakuman });
  const yakuman = fc.oneof(
    fc.tuple(player, count, riichi).map(([winner, n, declared]) => yakumanTsumo(winner, n, declared)),
    fc.tuple(player, count, riichi).chain(([loser, n, declared]) =>
      fc
        .subarray(
          PLAYERS.filter((id) => id !== loser),
          { minLength: 1, maxLength: rules.multipleRon ? 3 : 1 },
        )
        .map((winners) => yakumanRon(winners, loser, n, declared)),
    ),
  );
  const extra = [
    ...(rules.abortiveDraws ? [riichi.map((declared) => abandon(declared))] : []),
    ...(rules.nagashiMangan
      ? [
          fc
            .subarray(PLAYERS, { minLength: 1 })
            .chain((makers) => fc.tuple(fc.constant(makers), fc.subarray(PLAYERS), riichi))
            // Riichi players who did not make it are tenpai, as at any draw.
            .map(([makers, tenpai, declared]) =>
              nagashi(makers, [...new Set([...tenpai, ...declared.filter((id) => !makers.includes(id))])], declared),
            ),
        ]
      : []),
  ];
  return fc.oneof(tsumoRound, oneOrMoreRon, drawRound, chomboRound, yakuman, ...extra);
}
