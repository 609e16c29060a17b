import type { RoundPayload } from '@mj/domain';
import type { OutboxItem, WaitingRound } from '../outbox/items';

/** A tsumo of `winner` (an id) with 3 han 30 fu. */
export const tsumoBy = (winner: string): RoundPayload => ({
  type_victoire: 'tsumo',
  gagnant: [winner],
  perdant: null,
  han: { [winner]: 3 },
  fu: { [winner]: 30 },
  riichi_players: [],
  tenpai: [],
});

/** A round of `user` waiting in the outbox: a tsumo of `winner`, typed after `index` rounds, with its key. */
export const waitingRound = (
  index: number,
  key: string,
  { winner = 'u-bruno', gameId = 'partie-1', user = 'u-alice', seq = index } = {},
): WaitingRound => ({
  id: key,
  gameId,
  user,
  seq,
  write: { kind: 'round', round: tsumoBy(winner), index, key },
  refusal: null,
});

/** A finish of `user` waiting in the outbox. */
export const waitingFinish = (gameId: string, seq: number, user = 'u-alice'): OutboxItem => ({
  id: `fin-${gameId}-${seq}`,
  gameId,
  user,
  seq,
  write: { kind: 'finish' },
  refusal: null,
});
