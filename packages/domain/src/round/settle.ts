import { HANDS_PER_WIND, PLAYER_COUNT } from '../constants';
import { MESSAGES } from '../messages';
import { fail } from '../result';
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
import { winnerValue } from './hand-value';
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

const tableSticks = (state: GameState, round: RoundPayload): number =>
  state.riichi_stack + round.riichi_players.length;

function settleTsumo(state: GameState, round: TsumoRound, delta: PointsByPlayer, rules: Ruleset): Counters {
  const dealer = state.joueurs[state.tour_actuel - 1];
  const winner = round.gagnant[0] as UserId;
  const value = winnerValue(round, winner, winner === dealer, rules);
  const honba = rules.honbaTsumo * state.dealer_stack;
  let won = 0;
  for (const payer of state.joueurs) {
    if (payer === winner) continue;
    const owed =
      'each' in value.tsumo
        ? value.tsumo.each
        : payer === dealer
          ? value.tsumo.fromDealer
          : value.tsumo.fromNonDealer;
    delta[payer] = (delta[payer] as number) - owed - honba;
    won += owed + honba;
  }
  delta[winner] = (delta[winner] as number) + won + rules.riichiBet * tableSticks(state, round);
  const dealerKeeps = winner === dealer;
  return { dealerKeeps, dealer_stack: dealerKeeps ? state.dealer_stack + 1 : 0, riichi_stack: 0 };
}

function settleRon(state: GameState, round: RonRound, delta: PointsByPlayer, rules: Ruleset): Counters {
  const { joueurs } = state;
  const dealer = joueurs[state.tour_actuel - 1];
  const loser = round.perdant;
  const loserSeat = joueurs.indexOf(loser);
  // The first winner counting from the discarder's right.
  let nearest = round.gagnant[0] as UserId;
  for (let step = 1; step < PLAYER_COUNT; step += 1) {
    const seat = joueurs[(loserSeat + step) % PLAYER_COUNT] as UserId;
    if (round.gagnant.includes(seat)) {
      nearest = seat;
      break;
    }
  }
  const honba = rules.honbaRon * state.dealer_stack;
  for (const winner of round.gagnant) {
    const value = winnerValue(round, winner, winner === dealer, rules);
    // Under `pot_double_ron: amont` only the nearest winner is paid the honba.
    const own = rules.potToNearestWinner && winner !== nearest ? 0 : honba;
    delta[winner] = (delta[winner] as number) + value.ron + own;
    delta[loser] = (delta[loser] as number) - value.ron - own;
  }
  // Each winning declarer takes their own stick back (unless the nearest winner takes them all); every
  // other stick goes to the nearest winner.
  let sticksLeft = tableSticks(state, round);
  if (!rules.potToNearestWinner) {
    for (const winner of round.gagnant) {
      if (!round.riichi_players.includes(winner)) continue;
      delta[winner] = (delta[winner] as number) + rules.riichiBet;
      sticksLeft -= 1;
    }
  }
  delta[nearest] = (delta[nearest] as number) + rules.riichiBet * sticksLeft;
  const dealerKeeps = dealer !== undefined && round.gagnant.includes(dealer);
  return { dealerKeeps, dealer_stack: dealerKeeps ? state.dealer_stack + 1 : 0, riichi_stack: 0 };
}

function settleDraw(state: GameState, round: TenpaiRound, delta: PointsByPlayer, rules: Ruleset): Counters {
  const tenpai = round.tenpai;
  const noten = state.joueurs.filter((id) => !tenpai.includes(id));
  // Everybody tenpai or nobody tenpai (all noten): nobody pays.
  if (noten.length > 0 && tenpai.length > 0) {
    for (const id of tenpai) delta[id] = (delta[id] as number) + rules.drawPenalty / tenpai.length;
    for (const id of noten) delta[id] = (delta[id] as number) - rules.drawPenalty / noten.length;
  }
  const dealer = state.joueurs[state.tour_actuel - 1] as UserId;
  return {
    dealerKeeps: tenpai.includes(dealer),
    dealer_stack: state.dealer_stack + 1,
    riichi_stack: tableSticks(state, round),
  };
}

/**
 * A mangan paid by `payer` to every other player as a reverse tsumo (a chombo at the table), or to
 * `payer` by every other player as a tsumo (a nagashi mangan): the dealer's share is twice a non-dealer's.
 */
function manganBetween(
  state: GameState,
  player: UserId,
  sign: 1 | -1,
  delta: PointsByPlayer,
  rules: Ruleset,
): void {
  const dealer = state.joueurs[state.tour_actuel - 1];
  for (const other of state.joueurs) {
    if (other === player) continue;
    const share = (player === dealer || other === dealer ? 2 : 1) * rules.manganBase;
    delta[other] = (delta[other] as number) - sign * share;
    delta[player] = (delta[player] as number) + sign * share;
  }
}

function settleChombo(state: GameState, round: ChomboRound, delta: PointsByPlayer, rules: Ruleset): Counters {
  // The sticks declared this round are given back; the hand is replayed as it was.
  for (const id of round.riichi_players) delta[id] = (delta[id] as number) + rules.riichiBet;
  if (rules.chomboAtTable) manganBetween(state, round.perdant, -1, delta, rules);
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
function settleNagashi(
  state: GameState,
  round: NagashiRound,
  delta: PointsByPlayer,
  rules: Ruleset,
): Counters {
  for (const maker of round.gagnant) manganBetween(state, maker, 1, delta, rules);
  const dealer = state.joueurs[state.tour_actuel - 1] as UserId;
  return {
    dealerKeeps: round.gagnant.includes(dealer) || round.tenpai.includes(dealer),
    dealer_stack: state.dealer_stack + 1,
    riichi_stack: tableSticks(state, round),
  };
}

function counters(state: GameState, round: RoundPayload, delta: PointsByPlayer, rules: Ruleset): Counters {
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
  // Copies of the scores map (whose keys are the seats) then plain stores: the hot path of every replay.
  const delta: PointsByPlayer = { ...state.scores };
  for (const id of state.joueurs) delta[id] = round.riichi_players.includes(id) ? -rules.riichiBet : 0;
  const moved = counters(state, round, delta, rules);
  let hand = moved.dealerKeeps
    ? { vent: state.vent, tour_actuel: state.tour_actuel }
    : nextHand(state.vent, state.tour_actuel, rules);
  const scores: PointsByPlayer = { ...state.scores };
  for (const id of state.joueurs) scores[id] = (state.scores[id] as number) + (delta[id] as number);
  // Somebody reached the extension's bound: the game is over after the hand just played.
  if (endsByExtensionBound(hand.vent, scores, rules))
    hand = { vent: state.vent, tour_actuel: HANDS_PER_WIND + 1 };
  const next: GameState = {
    joueurs: state.joueurs.slice(),
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
