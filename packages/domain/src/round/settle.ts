import { HANDS_PER_WIND, PLAYER_COUNT } from '../constants';
import { MESSAGES } from '../messages';
import { contains, fail, indexIn } from '../result';
import { classicRules } from '../rules';
import { endByRules, endsByExtensionBound, isGameOver, isGameState, nextHand } from '../game/state';
import type {
  AbandonRound,
  ChomboRound,
  NagashiRound,
  GameState,
  Outcome,
  PointsByPlayer,
  RonRound,
  RoundPayload,
  Ruleset,
  TenpaiRound,
  TsumoRound,
  UserId,
} from '../types';
import { ronPayment, tsumoShare, winnerBase } from './hand-value';
import { validRoundView } from './validate';

export interface Settlement {
  /** Change of each score, riichi bets included. */
  delta: PointsByPlayer;
  /** The state after the round. */
  next: GameState;
}

/** How the counters move after a round (rules-classic section 5). */
interface Counters {
  dealerKeeps: boolean;
  dealer_stack: number;
  riichi_stack: number;
}

/*
 * The settlement adds up each seat's change in an array indexed like `joueurs` (seat 0 is the first
 * dealer), and writes the players' maps once at the end: a map keyed by ids costs a lookup by name at
 * every addition, and this is the hot path of every replay and round post.
 */
type SeatPoints = number[];

const tableSticks = (state: GameState, round: RoundPayload): number =>
  state.riichi_stack + round.riichi_players.length;

/** The seat of the current hand's dealer (the seat of `tour_actuel`). */
const dealerSeatOf = (state: GameState): number => state.tour_actuel - 1;

/*
 * The settlers value each winner by their basic points and compute each payment where it is made (the
 * same rounding as `handValue`'s): a payments object per winner would be built and dropped on every round.
 */

function settleTsumo(state: GameState, round: TsumoRound, delta: SeatPoints, rules: Ruleset): Counters {
  const dealerSeat = dealerSeatOf(state);
  const winner = round.gagnant[0] as UserId;
  const winnerSeat = indexIn(state.joueurs, winner);
  const dealerKeeps = winnerSeat === dealerSeat;
  const base = winnerBase(round, winner, rules);
  const honba = rules.honbaTsumo * state.dealer_stack;
  let won = 0;
  for (let payer = 0; payer < PLAYER_COUNT; payer += 1) {
    if (payer === winnerSeat) continue;
    const owed = tsumoShare(base, dealerKeeps || payer === dealerSeat) + honba;
    delta[payer] = (delta[payer] as number) - owed;
    won += owed;
  }
  delta[winnerSeat] = (delta[winnerSeat] as number) + won + rules.riichiBet * tableSticks(state, round);
  return { dealerKeeps, dealer_stack: dealerKeeps ? state.dealer_stack + 1 : 0, riichi_stack: 0 };
}

function settleRon(state: GameState, round: RonRound, delta: SeatPoints, rules: Ruleset): Counters {
  const { joueurs } = state;
  const dealerSeat = dealerSeatOf(state);
  const winners = round.gagnant;
  const loserSeat = indexIn(joueurs, round.perdant);
  // The first winner counting from the discarder's right.
  let nearest = indexIn(joueurs, winners[0] as UserId);
  for (let step = 1; step < PLAYER_COUNT; step += 1) {
    const seat = (loserSeat + step) % PLAYER_COUNT;
    if (contains(winners, joueurs[seat])) {
      nearest = seat;
      break;
    }
  }
  const honba = rules.honbaRon * state.dealer_stack;
  let dealerWins = false;
  for (const winner of winners) {
    const winnerSeat = indexIn(joueurs, winner);
    dealerWins ||= winnerSeat === dealerSeat;
    const ron = ronPayment(winnerBase(round, winner, rules), winnerSeat === dealerSeat);
    // Under `pot_double_ron: amont` only the nearest winner is paid the honba.
    const own = rules.potToNearestWinner && winnerSeat !== nearest ? 0 : honba;
    delta[winnerSeat] = (delta[winnerSeat] as number) + ron + own;
    delta[loserSeat] = (delta[loserSeat] as number) - ron - own;
  }
  // Each winning declarer takes their own stick back (unless the nearest winner takes them all); every
  // other stick goes to the nearest winner.
  let sticksLeft = tableSticks(state, round);
  if (!rules.potToNearestWinner) {
    for (const winner of winners) {
      if (!contains(round.riichi_players, winner)) continue;
      const winnerSeat = indexIn(joueurs, winner);
      delta[winnerSeat] = (delta[winnerSeat] as number) + rules.riichiBet;
      sticksLeft -= 1;
    }
  }
  delta[nearest] = (delta[nearest] as number) + rules.riichiBet * sticksLeft;
  return { dealerKeeps: dealerWins, dealer_stack: dealerWins ? state.dealer_stack + 1 : 0, riichi_stack: 0 };
}

function settleDraw(state: GameState, round: TenpaiRound, delta: SeatPoints, rules: Ruleset): Counters {
  const { joueurs } = state;
  const tenpai = round.tenpai;
  let noten = 0;
  for (const id of joueurs) if (!contains(tenpai, id)) noten += 1;
  // Everybody tenpai or nobody tenpai (all noten): nobody pays.
  if (noten > 0 && tenpai.length > 0) {
    for (let seat = 0; seat < PLAYER_COUNT; seat += 1) {
      delta[seat] = contains(tenpai, joueurs[seat])
        ? (delta[seat] as number) + rules.drawPenalty / tenpai.length
        : (delta[seat] as number) - rules.drawPenalty / noten;
    }
  }
  return {
    dealerKeeps: contains(tenpai, joueurs[dealerSeatOf(state)]),
    dealer_stack: state.dealer_stack + 1,
    riichi_stack: tableSticks(state, round),
  };
}

/**
 * A mangan paid by the player at `seat` to every other player as a reverse tsumo (a chombo at the
 * table), or to them by every other player as a tsumo (a nagashi mangan): the dealer's share is twice a
 * non-dealer's.
 */
function manganBetween(
  state: GameState,
  seat: number,
  sign: 1 | -1,
  delta: SeatPoints,
  rules: Ruleset,
): void {
  const dealerSeat = dealerSeatOf(state);
  for (let other = 0; other < PLAYER_COUNT; other += 1) {
    if (other === seat) continue;
    const share = tsumoShare(rules.manganBase, seat === dealerSeat || other === dealerSeat);
    delta[other] = (delta[other] as number) - sign * share;
    delta[seat] = (delta[seat] as number) + sign * share;
  }
}

function settleChombo(state: GameState, round: ChomboRound, delta: SeatPoints, rules: Ruleset): Counters {
  // The sticks declared this round are given back; the hand is replayed as it was.
  for (const id of round.riichi_players) {
    const seat = indexIn(state.joueurs, id);
    delta[seat] = (delta[seat] as number) + rules.riichiBet;
  }
  if (rules.chomboAtTable) manganBetween(state, indexIn(state.joueurs, round.perdant), -1, delta, rules);
  return { dealerKeeps: true, dealer_stack: state.dealer_stack, riichi_stack: state.riichi_stack };
}

/** An abortive draw: nothing is paid, the sticks declared stay on the table, the same dealer deals again. */
function settleAbandon(state: GameState, round: AbandonRound): Counters {
  return { dealerKeeps: true, dealer_stack: state.dealer_stack + 1, riichi_stack: tableSticks(state, round) };
}

/**
 * Nagashi mangan: each player who made it is paid a mangan tsumo (no honba, no noten payments); the hand
 * otherwise ends as a draw: the sticks stay, one more honba, the dealer keeps the deal if they made it or
 * were tenpai.
 */
function settleNagashi(state: GameState, round: NagashiRound, delta: SeatPoints, rules: Ruleset): Counters {
  for (const maker of round.gagnant) manganBetween(state, indexIn(state.joueurs, maker), 1, delta, rules);
  const dealer = state.joueurs[dealerSeatOf(state)] as UserId;
  return {
    dealerKeeps: contains(round.gagnant, dealer) || contains(round.tenpai, dealer),
    dealer_stack: state.dealer_stack + 1,
    riichi_stack: tableSticks(state, round),
  };
}

function counters(state: GameState, round: RoundPayload, delta: SeatPoints, rules: Ruleset): Counters {
  switch (round.type_victoire) {
    case 'tsumo':
      return settleTsumo(state, round, delta, rules);
    case 'ron':
      return settleRon(state, round, delta, rules);
    case 'tenpai':
      return settleDraw(state, round, delta, rules);
    case 'chombo':
      return settleChombo(state, round, delta, rules);
    case 'abandon':
      return settleAbandon(state, round);
    case 'nagashi':
      return settleNagashi(state, round, delta, rules);
    /* istanbul ignore next -- unreachable: the compiler checks the switch is exhaustive */
    default: {
      const unexpected: never = round;
      return unexpected;
    }
  }
}

/** Settles a round already known valid for a state that is not over (no checks: used by replays). */
export function settleValidRound(
  state: GameState,
  round: RoundPayload,
  rules: Ruleset = classicRules,
): Settlement {
  const { joueurs } = state;
  // Riichi bets first: each declarer puts a stick on the table.
  const seats: SeatPoints = [0, 0, 0, 0];
  for (const id of round.riichi_players) seats[indexIn(joueurs, id)] = -rules.riichiBet;
  const moved = counters(state, round, seats, rules);
  // Copies of the scores map (whose keys are the seats, in its own order) then plain stores.
  const delta: PointsByPlayer = { ...state.scores };
  const scores: PointsByPlayer = { ...state.scores };
  for (let seat = 0; seat < PLAYER_COUNT; seat += 1) {
    const id = joueurs[seat] as UserId;
    delta[id] = seats[seat] as number;
    scores[id] = (state.scores[id] as number) + (seats[seat] as number);
  }
  let hand = moved.dealerKeeps
    ? { vent: state.vent, tour_actuel: state.tour_actuel }
    : nextHand(state.vent, state.tour_actuel, rules);
  // Somebody reached the extension's bound: the game is over after the hand just played.
  if (endsByExtensionBound(hand.vent, scores, rules))
    hand = { vent: state.vent, tour_actuel: HANDS_PER_WIND + 1 };
  const next: GameState = {
    joueurs: joueurs.slice(),
    scores,
    vent: hand.vent,
    tour_actuel: hand.tour_actuel,
    dealer_stack: moved.dealer_stack,
    riichi_stack: moved.riichi_stack,
  };
  return { delta, next };
}

/**
 * Settles a round (any JSON, validated here) on a game state (rules-classic sections 2–5): the per-player
 * deltas, riichi bets included, and the next state. Refuses a round once the game is over.
 */
export function settleRound(
  state: GameState,
  round: unknown,
  rules: Ruleset = classicRules,
): Outcome<Settlement> {
  if (!isGameState(state)) return fail(MESSAGES.gameStateInvalid);
  if (isGameOver(state)) return fail(endByRules(state, rules) ?? MESSAGES.gameOver);
  const valid = validRoundView(round, state.joueurs, rules);
  if (!valid.ok) return valid;
  const { delta, next } = settleValidRound(state, valid.value, rules);
  return { ok: true, delta, next };
}
