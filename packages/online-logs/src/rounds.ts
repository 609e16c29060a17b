/**
 * A log read becomes the app's game: one round per hand, each settled by the domain under the game's
 * rules and checked against the log hand by hand (the next hand's start: scores, honba, sticks, dealer),
 * then the final scores against the log's own. A format misread, or rules the app does not play the way
 * the platform did, stops here with the first hand that differs: it never becomes a wrong game.
 */
import {
  finishGame,
  formatScore,
  fuChoices,
  hanChoices,
  initialGameState,
  settleRound,
  validateRound,
  WIND_LABELS,
  WINDS,
} from '@mj/domain';
import type {
  GameState,
  PointsByPlayer,
  Result,
  RoundPayload,
  RulesChoice,
  Ruleset,
  UserId,
} from '@mj/domain';
import { IMPORT_MESSAGES } from './messages';
import type { LogHand, LogWin, OnlineLog } from './model';
import { SEATS } from './model';

export interface ImportedGame {
  /** One validated round per hand, in order. */
  rounds: RoundPayload[];
  /** The state once the game is finished (after the last round, leftover sticks given). */
  state: GameState;
  /** The final scores (leftover sticks given as the rules say): the log's own. */
  scores: PointsByPlayer;
  /** French sentences: what the app records differently from the platform. */
  warnings: string[];
}

/** The rules a log's game was played under, as the app's presets name them. */
export function detectedRules(log: OnlineLog): RulesChoice {
  const base = log.platform === 'mahjong-soul' ? 'mahjong-soul' : 'tenhou';
  return log.tonpuusen ? { base, longueur: 'tonpuusen' } : base;
}

/** « La main 5 (Est 4, 1 honba) ». */
function handLabel(hand: LogHand, index: number): string {
  const wind = WINDS[Math.floor(hand.round / SEATS)] ?? 'est';
  const honba = hand.honba > 0 ? `, ${hand.honba} honba` : '';
  return `La main ${index + 1} (${WIND_LABELS[wind]} ${(hand.round % SEATS) + 1}${honba})`;
}

const roundIndexOf = (state: GameState): number => WINDS.indexOf(state.vent) * SEATS + state.tour_actuel - 1;

/** Where a hand leaves the table: the position, counters and scores a log or a replay gives. */
interface Position {
  round: number | null;
  honba: number | null;
  sticks: number | null;
  scores: number[];
}

function describe(position: Position): string {
  const parts: string[] = [];
  if (position.round !== null) {
    const wind = WINDS[Math.floor(position.round / SEATS)];
    parts.push(wind ? `${WIND_LABELS[wind]} ${(position.round % SEATS) + 1}` : 'fin');
  }
  if (position.honba !== null) parts.push(`${position.honba} honba`);
  if (position.sticks !== null) parts.push(`${position.sticks} bâton${position.sticks > 1 ? 's' : ''}`);
  const scores = position.scores.map(formatScore).join(' / ');
  return parts.length > 0 ? `${parts.join(', ')} : ${scores}` : scores;
}

const samePosition = (a: Position, b: Position): boolean =>
  (a.round === null || b.round === null || a.round === b.round) &&
  (a.honba === null || b.honba === null || a.honba === b.honba) &&
  (a.sticks === null || b.sticks === null || a.sticks === b.sticks) &&
  a.scores.every((score, seat) => score === b.scores[seat]);

/** What the log says the table looks like after hand `index`: the next hand's start, or the hand's end. */
function expectedAfter(log: OnlineLog, index: number): Position | null {
  const hand = log.hands[index] as LogHand;
  const next = log.hands[index + 1];
  if (next) return { round: next.round, honba: next.honba, sticks: next.sticks, scores: next.start };
  if (!hand.delta) return null;
  const delta = hand.delta;
  const scores = hand.start.map(
    (score, seat) => score + (delta[seat] as number) - (hand.riichi.includes(seat) ? 1000 : 0),
  );
  return { round: null, honba: null, sticks: null, scores };
}

/** The dealer keeps the deal when the next hand is the same hand again. */
const dealerKept = (log: OnlineLog, index: number): boolean =>
  log.hands[index + 1]?.round === (log.hands[index] as LogHand).round;

/** Han and fu of one winner, or the values to try when the log does not write them all. */
type HandValue = { han: number; fu?: number } | { yakuman: number };

/** The fu tried first are the most frequent ones (30 and 40 fu, then seven pairs and pinfu tsumo). */
const COMMON_FU = [30, 40, 25, 20];

function* candidates(win: LogWin, rules: Ruleset): Generator<HandValue> {
  const fus = [...COMMON_FU, ...fuChoices(rules).filter((fu) => !COMMON_FU.includes(fu))];
  if (win.han !== null) {
    for (const fu of fus) yield { han: win.han, fu };
    return;
  }
  for (const fu of fus) for (let han = 1; han < 5; han += 1) yield { han, fu };
  for (const han of hanChoices(rules).filter((han) => han >= 5)) yield { han };
  for (let yakuman = 1; yakuman <= rules.maxYakuman; yakuman += 1) yield { yakuman };
}

/** The value a log writes outright, or null when it must be found from the points. */
function writtenValue(win: LogWin): HandValue | null {
  if (win.yakuman !== null && win.yakuman > 0) return { yakuman: win.yakuman };
  if (win.han === null) return null;
  if (win.han >= 5) return { han: win.han };
  return win.fu === null ? null : { han: win.han, fu: win.fu };
}

/** A round as the client sends one. */
interface RoundInput {
  type_victoire: RoundPayload['type_victoire'];
  gagnant: UserId[];
  perdant: UserId | null;
  han: PointsByPlayer;
  fu: PointsByPlayer;
  yakuman: PointsByPlayer;
  riichi_players: UserId[];
  tenpai: UserId[];
}

function setValue(round: RoundInput, id: UserId, value: HandValue): void {
  delete round.han[id];
  delete round.fu[id];
  delete round.yakuman[id];
  if ('yakuman' in value) round.yakuman[id] = value.yakuman;
  else {
    round.han[id] = value.han;
    if (value.fu !== undefined) round.fu[id] = value.fu;
  }
}

interface Context {
  log: OnlineLog;
  joueurs: readonly UserId[];
  rules: Ruleset;
  warnings: Set<string>;
}

/** The round of a hand, its winners' values as the log writes them (or a placeholder to find). */
function roundOf(context: Context, index: number): { round: RoundInput; toFind: LogWin[] } {
  const { log, joueurs } = context;
  const hand = log.hands[index] as LogHand;
  const id = (seat: number) => joueurs[seat] as UserId;
  const round: RoundInput = {
    type_victoire: 'tenpai',
    gagnant: [],
    perdant: null,
    han: {},
    fu: {},
    yakuman: {},
    riichi_players: hand.riichi.map(id),
    tenpai: [],
  };
  const toFind: LogWin[] = [];
  const outcome = hand.outcome;
  const dealer = hand.round % SEATS;
  switch (outcome.kind) {
    case 'win': {
      const first = outcome.wins[0] as LogWin;
      let loser = first.from;
      // A yakuman won by tsumo on a liable player's feed: the liable player paid it all, as on a ron.
      if (loser === null && first.pao !== null) {
        loser = first.pao;
        context.warnings.add(
          IMPORT_MESSAGES.warnings.pao(handLabel(hand, index), log.names[first.pao] ?? ''),
        );
      }
      round.type_victoire = loser === null ? 'tsumo' : 'ron';
      round.perdant = loser === null ? null : id(loser);
      for (const win of outcome.wins) {
        round.gagnant.push(id(win.winner));
        const value = writtenValue(win);
        if (value) setValue(round, id(win.winner), value);
        else {
          toFind.push(win);
          // A placeholder that validates, while the winner's own value is looked for.
          setValue(round, id(win.winner), { han: 5 });
        }
      }
      break;
    }
    case 'draw': {
      const tenpai = outcome.tenpai ?? (dealerKept(log, index) ? [0, 1, 2, 3] : []);
      round.tenpai = tenpai.map(id);
      break;
    }
    case 'abort':
      round.type_victoire = 'abandon';
      break;
    case 'nagashi': {
      round.type_victoire = 'nagashi';
      round.gagnant = outcome.makers.map(id);
      const keeps = !outcome.makers.includes(dealer) && dealerKept(log, index);
      // Unknown from the log: the dealer if they kept the deal, and riichi players (tenpai by rule).
      const riichiOthers = hand.riichi.filter((seat) => !outcome.makers.includes(seat));
      round.tenpai = (outcome.tenpai ?? [...new Set([...(keeps ? [dealer] : []), ...riichiOthers])]).map(id);
      break;
    }
  }
  return { round, toFind };
}

/**
 * The value of a winner whose log gives only the points: the first han and fu (by han, then fu) that the
 * rules settle to the winner's gain in the log. The winner's gain does not depend on the others' values.
 */
function findValue(state: GameState, round: RoundInput, win: LogWin, context: Context): boolean {
  if (win.gain === null) return false;
  const id = context.joueurs[win.winner] as UserId;
  const expected = win.gain - (round.riichi_players.includes(id) ? 1000 : 0);
  for (const value of candidates(win, context.rules)) {
    setValue(round, id, value);
    const settled = settleRound(state, round, context.rules);
    if (settled.ok && settled.delta[id] === expected) return true;
  }
  return false;
}

const seatScores = (state: GameState): number[] => state.joueurs.map((id) => state.scores[id] as number);

/**
 * The game a log describes, under `rules`, with `joueurs[seat]` for each seat: its rounds, checked
 * hand by hand against the log, and its final scores. A refusal names the first hand that differs.
 */
export function importGame(log: OnlineLog, joueurs: readonly UserId[], rules: Ruleset): Result<ImportedGame> {
  const context: Context = { log, joueurs, rules, warnings: new Set() };
  if (log.redFives) context.warnings.add(IMPORT_MESSAGES.warnings.redFives);
  let state = initialGameState(joueurs, rules);
  const first = log.hands[0];
  if (first && first.start.some((score) => score !== rules.startScore))
    return {
      ok: false,
      error: IMPORT_MESSAGES.startDiffers(formatScore(first.start[0] ?? 0), formatScore(rules.startScore)),
    };
  const rounds: RoundPayload[] = [];
  for (let index = 0; index < log.hands.length; index += 1) {
    const hand = log.hands[index] as LogHand;
    const label = handLabel(hand, index);
    const { round, toFind } = roundOf(context, index);
    for (const win of toFind) {
      if (!findValue(state, round, win, context))
        return { ok: false, error: IMPORT_MESSAGES.handRefused(label, 'le journal ne donne pas sa valeur.') };
      if (win.han === null) context.warnings.add(IMPORT_MESSAGES.warnings.valuesFromPoints);
    }
    const valid = validateRound(round, joueurs, rules);
    const settled = valid.ok ? settleRound(state, valid.value, rules) : valid;
    if (!valid.ok || !settled.ok)
      return { ok: false, error: IMPORT_MESSAGES.handRefused(label, settled.ok ? '' : settled.error) };
    rounds.push(valid.value);
    const replayed: Position = {
      round: roundIndexOf(settled.next),
      honba: settled.next.dealer_stack,
      sticks: settled.next.riichi_stack,
      scores: seatScores(settled.next),
    };
    const expected = expectedAfter(log, index);
    if (expected && !samePosition(expected, replayed))
      return {
        ok: false,
        error: IMPORT_MESSAGES.handDiffers(
          label,
          describe(expected),
          describe({ ...replayed, ...nullsOf(expected) }),
        ),
      };
    state = settled.next;
  }
  const finished = finishGame(state, rules);
  if (!finished.ok) return finished;
  const scores = seatScores(finished.next);
  if (log.final && !log.final.every((score, seat) => score === scores[seat])) {
    // A log may leave the last sticks on the table; the app gives them as its rules say.
    const before = seatScores(state);
    if (!log.final.every((score, seat) => score === before[seat]))
      return {
        ok: false,
        error: IMPORT_MESSAGES.finalDiffers(
          describe({ ...NO_POSITION, scores: log.final }),
          describe({ ...NO_POSITION, scores }),
        ),
      };
    context.warnings.add(IMPORT_MESSAGES.warnings.leftoverSticks);
  }
  return {
    ok: true,
    value: { rounds, state: finished.next, scores: finished.next.scores, warnings: [...context.warnings] },
  };
}

const NO_POSITION = { round: null, honba: null, sticks: null };

/** The replay described with only what the log's expectation names (a hand's end has no position). */
const nullsOf = (expected: Position): Partial<Position> => (expected.round === null ? NO_POSITION : {});
