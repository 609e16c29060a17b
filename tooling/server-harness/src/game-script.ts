/**
 * One whole game script (about 20 rounds: wins, a dealer repeat, draws with riichi, a chombo) checked by
 * the domain's own settleRound: the rounds a table enters in the benchmarks and the tournament day.
 */
import type { RoundPayload } from '@mj/domain';
import { chombo, draw, ron, scriptedGame, tsumo } from '@mj/domain/testing';

/** The rounds of one game, from its first hand to the end of North 4, for these four players. */
export function gameScript(joueurs: readonly string[]): RoundPayload[] {
  return scriptedGame(joueurs, ({ dealer, next, across }) => [
    ron([[next, 3, 40]], across, [next]),
    tsumo([dealer, 2, 30]),
    tsumo([across, 1, 30]),
    draw([next], [next]),
    ron([[dealer, 4, 30]], next),
    ron([[across, 2, 30]], dealer),
    chombo(across),
  ]);
}
