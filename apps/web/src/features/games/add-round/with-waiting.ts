import type { Game } from '@mj/api';
import { rulesOf, settleRound, type PointsByPlayer } from '@mj/domain';
import { waitingRounds, type OutboxItem, type WaitingRound } from '../../../outbox/items';

/** A waiting round as the board shows it: its settlement on the game as the phone sees it. */
export interface ShownWaiting {
  item: WaitingRound;
  delta: PointsByPlayer;
}

/**
 * The game as this phone sees it: the server's copy with the waiting rounds settled on top by the shared
 * domain rules. Only rounds typed at the server's count or after are settled: one with a lower index was
 * either recorded meanwhile (its answer came before it left the outbox) or is in conflict with another's.
 */
export function withWaiting(game: Game, list: readonly OutboxItem[]) {
  let board = game;
  const shown: ShownWaiting[] = [];
  for (const item of waitingRounds(list)) {
    if (item.write.index < game.nb_tours) continue;
    const settled = settleRound(board, item.write.round, rulesOf(game.regles));
    if (!settled.ok) break;
    board = { ...board, ...settled.next, nb_tours: board.nb_tours + 1 };
    shown.push({ item, delta: settled.delta });
  }
  return { board, shown };
}
