/** Helpers for the domain's tests: a table of four players and terse round builders. */
import { initialGameState } from '../src/game/state';
import type { GameState, UserId } from '../src/types';

/** Seats in turn order: Alice is the first dealer (Est). */
export const PLAYERS: UserId[] = ['alice', 'bruno', 'chloe', 'denis'];
export const [ALICE, BRUNO, CHLOE, DENIS] = PLAYERS as [UserId, UserId, UserId, UserId];

/** One value per seat, Alice to Denis (scores, places, deltas…). */
export const seatValues = <T>(a: T, b: T, c: T, d: T): Record<UserId, T> => ({
  [ALICE]: a,
  [BRUNO]: b,
  [CHLOE]: c,
  [DENIS]: d,
});

export const startState = (overrides: Partial<GameState> = {}): GameState => ({
  ...initialGameState(PLAYERS),
  ...overrides,
});

type Hand = readonly [UserId, number, number];

/** A self-draw: winner, han, fu. */
export const tsumo = ([winner, han, fu]: Hand, riichi: UserId[] = []) => ({
  type_victoire: 'tsumo',
  gagnant: [winner],
  han: { [winner]: han },
  fu: { [winner]: fu },
  riichi_players: riichi,
  tenpai: [],
});

/** A win on a discard: one to three hands, the discarder. */
export const ron = (hands: readonly Hand[], perdant: UserId, riichi: UserId[] = []) => ({
  type_victoire: 'ron',
  gagnant: hands.map(([id]) => id),
  perdant,
  han: Object.fromEntries(hands.map(([id, han]) => [id, han])),
  fu: Object.fromEntries(hands.map(([id, , fu]) => [id, fu])),
  riichi_players: riichi,
  tenpai: [],
});

export const draw = (tenpai: UserId[], riichi: UserId[] = []) => ({
  type_victoire: 'tenpai',
  gagnant: [],
  han: {},
  fu: {},
  riichi_players: riichi,
  tenpai,
});

export const chombo = (offender: UserId, riichi: UserId[] = []) => ({
  type_victoire: 'chombo',
  gagnant: [],
  perdant: offender,
  han: {},
  fu: {},
  riichi_players: riichi,
  tenpai: [],
});

export const sum = (points: Record<string, number>): number =>
  Object.values(points).reduce((a, b) => a + b, 0);
