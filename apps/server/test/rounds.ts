/** Round payloads as the web client sends them, for readable tests. */
export interface RoundBody {
  type_victoire: string;
  gagnant: string[];
  perdant: string | null;
  han: Record<string, number>;
  fu: Record<string, number>;
  riichi_players: string[];
  tenpai: string[];
  index?: number;
}

const empty = { gagnant: [], perdant: null, han: {}, fu: {}, riichi_players: [], tenpai: [] };

export const tsumo = (winner: string, han: number, fu: number, riichi: string[] = []): RoundBody => ({
  ...empty,
  type_victoire: 'tsumo',
  gagnant: [winner],
  han: { [winner]: han },
  fu: { [winner]: fu },
  riichi_players: riichi,
});

export const ron = (
  winners: Array<[string, number, number]>,
  loser: string,
  riichi: string[] = [],
): RoundBody => ({
  ...empty,
  type_victoire: 'ron',
  gagnant: winners.map(([id]) => id),
  perdant: loser,
  han: Object.fromEntries(winners.map(([id, han]) => [id, han])),
  fu: Object.fromEntries(winners.map(([id, , fu]) => [id, fu])),
  riichi_players: riichi,
});

export const draw = (tenpai: string[], riichi: string[] = []): RoundBody => ({
  ...empty,
  type_victoire: 'tenpai',
  tenpai,
  riichi_players: riichi,
});

export const chombo = (offender: string): RoundBody => ({
  ...empty,
  type_victoire: 'chombo',
  perdant: offender,
});
