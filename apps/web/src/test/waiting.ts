import type { RoundPayload } from '@mj/domain';
import type { WaitingRound } from '../features/games/add-round/outbox';

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

/** A round waiting in the outbox: a tsumo of `winner`, typed after `index` rounds, with its key. */
export const waitingRound = (index: number, key: string, winner = 'u-bruno'): WaitingRound => ({
  kind: 'round',
  round: tsumoBy(winner),
  index,
  key,
});
