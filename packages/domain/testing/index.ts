/**
 * `@mj/domain/testing`: the project's one test vocabulary (four seats, terse round builders), shared by
 * the domain's tests, the server's and the api package's tests, and the benches. Its own `exports` entry,
 * never imported by product code (eslint.config.mjs), so no production bundle reaches it.
 *
 * Each builder returns a whole round as the web client sends it (every field present, `perdant: null`
 * when it does not apply), without the `index` the client adds when it posts it.
 */
import { initialGameState, isGameOver } from '../src/game/state';
import { settleRound } from '../src/round/settle';
import type {
  AbandonRound,
  ChomboRound,
  NagashiRound,
  GameState,
  RonRound,
  RoundPayload,
  TenpaiRound,
  TsumoRound,
  UserId,
} from '../src/types';

/** Seats in turn order: Alice is the first dealer (Est). */
export const PLAYERS: UserId[] = ['alice', 'bruno', 'chloe', 'denis'];
export const [ALICE, BRUNO, CHLOE, DENIS] = PLAYERS as [UserId, UserId, UserId, UserId];

/** One value per seat of `players`, in seat order (scores, places, deltas…). */
export const bySeat = <T>(players: readonly UserId[], values: readonly T[]): Record<UserId, T> =>
  Object.fromEntries(players.map((id, i) => [id, values[i] as T]));

/** One value per seat of PLAYERS, Alice to Denis. */
export const seatValues = <T>(a: T, b: T, c: T, d: T): Record<UserId, T> => bySeat(PLAYERS, [a, b, c, d]);

/** The state of a new game of PLAYERS, with some fields changed. */
export const startState = (overrides: Partial<GameState> = {}): GameState => ({
  ...initialGameState(PLAYERS),
  ...overrides,
});

/** A winning hand: winner, han, fu. */
export type Hand = readonly [UserId, number, number];

const noHands = { gagnant: [], han: {}, fu: {} };

/** A self-draw. */
export const tsumo = ([winner, han, fu]: Hand, riichi: UserId[] = []): TsumoRound => ({
  type_victoire: 'tsumo',
  gagnant: [winner],
  perdant: null,
  han: { [winner]: han },
  fu: { [winner]: fu },
  riichi_players: riichi,
  tenpai: [],
});

/** A win on a discard: one to three hands, and the discarder. */
export const ron = (hands: readonly Hand[], perdant: UserId, riichi: UserId[] = []): RonRound => ({
  type_victoire: 'ron',
  gagnant: hands.map(([id]) => id),
  perdant,
  han: Object.fromEntries(hands.map(([id, han]) => [id, han])),
  fu: Object.fromEntries(hands.map(([id, , fu]) => [id, fu])),
  riichi_players: riichi,
  tenpai: [],
});

/** An exhaustive draw: the tenpai players. */
export const draw = (tenpai: UserId[], riichi: UserId[] = []): TenpaiRound => ({
  type_victoire: 'tenpai',
  ...noHands,
  perdant: null,
  riichi_players: riichi,
  tenpai,
});

/** A chombo: the offender. */
export const chombo = (offender: UserId, riichi: UserId[] = []): ChomboRound => ({
  type_victoire: 'chombo',
  ...noHands,
  perdant: offender,
  riichi_players: riichi,
  tenpai: [],
});

/** An abortive draw (under rules that have them): who declared riichi this hand. */
export const abandon = (riichi: UserId[] = []): AbandonRound => ({
  type_victoire: 'abandon',
  ...noHands,
  perdant: null,
  riichi_players: riichi,
  tenpai: [],
});

/** A nagashi mangan: who made it, who else was tenpai, who declared riichi. */
export const nagashi = (makers: UserId[], tenpai: UserId[] = [], riichi: UserId[] = []): NagashiRound => ({
  type_victoire: 'nagashi',
  gagnant: makers,
  perdant: null,
  han: {},
  fu: {},
  riichi_players: riichi,
  tenpai,
});

/** A tsumo or a ron whose winners hold yakuman (`count` each), with no han or fu. */
export const yakumanTsumo = (winner: UserId, count = 1, riichi: UserId[] = []): TsumoRound => ({
  ...tsumo([winner, 0, 0], riichi),
  han: {},
  fu: {},
  yakuman: { [winner]: count },
});
export const yakumanRon = (winners: UserId[], perdant: UserId, count = 1, riichi: UserId[] = []): RonRound => ({
  ...ron([], perdant, riichi),
  gagnant: winners,
  yakuman: Object.fromEntries(winners.map((id) => [id, count])),
});

/** The sum of a points map (a settled round's deltas sum to 0). */
export const sum = (points: Record<string, number>): number =>
  Object.values(points).reduce((a, b) => a + b, 0);

/** The seats of a hand, from its dealer round the table. */
export interface HandSeats {
  dealer: UserId;
  next: UserId;
  across: UserId;
}

/**
 * A game played by script (for the benches): round n is the (n mod length)-th of `pattern(seats)`, the
 * seats being those of the hand being played; every round is checked by settleRound. Stops after `limit`
 * rounds, or at the end of the game (North 4).
 */
export function scriptedGame(
  players: readonly UserId[],
  pattern: (seats: HandSeats) => readonly RoundPayload[],
  limit = Number.POSITIVE_INFINITY,
): RoundPayload[] {
  const rounds: RoundPayload[] = [];
  let state = initialGameState(players);
  for (let n = 0; n < limit && !isGameOver(state); n += 1) {
    if (n > 500) throw new Error('the scripted game never ends');
    const seat = (offset: number) => state.joueurs[(state.tour_actuel - 1 + offset) % 4] as UserId;
    const choices = pattern({ dealer: seat(0), next: seat(1), across: seat(2) });
    const round = choices[n % choices.length] as RoundPayload;
    const settled = settleRound(state, round);
    if (!settled.ok) throw new Error(`scripted round ${n}: ${settled.error}`);
    state = settled.next;
    rounds.push(round);
  }
  return rounds;
}
