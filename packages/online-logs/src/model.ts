/**
 * What every reader makes of a log: the platform's own account of each hand, seat by seat (seat 0 is the
 * first dealer), before anything of the app's rules is applied. `rounds.ts` turns it into the app's rounds.
 */

/** The three formats the import reads (the `format` of POST /parties/import's answer). */
export type LogFormat = 'tenhou6' | 'mjlog' | 'mjai';

/** Where the game was played, as the log tells it (an mjai log does not say). */
export type Platform = 'tenhou' | 'mahjong-soul' | 'mjai';

export type AbortReason = 'neuf-terminaux' | 'quatre-vents' | 'quatre-riichi' | 'quatre-kans' | 'triple-ron';

/** One winner of a hand. Han, fu and yakuman are the log's own result: null where it does not write them. */
export interface LogWin {
  winner: number;
  /** The discarder on a ron, null on a tsumo. */
  from: number | null;
  /** The player liable for a yakuman (pao), null when nobody is. */
  pao: number | null;
  han: number | null;
  fu: number | null;
  /** How many yakuman the hand counts (0: none), or null where the log does not say. */
  yakuman: number | null;
  /** The winner's score change for this win as the log writes it (honba and sticks in, own riichi bet out). */
  gain: number | null;
}

export type LogOutcome =
  | { kind: 'win'; wins: LogWin[] }
  /** Exhaustive draw; `tenpai` null when the log says only « all tenpai or all noten » (no payment). */
  | { kind: 'draw'; tenpai: number[] | null }
  | { kind: 'abort'; reason: AbortReason }
  /** Nagashi mangan; `tenpai` null where the log does not show who was tenpai. */
  | { kind: 'nagashi'; makers: number[]; tenpai: number[] | null };

export interface LogHand {
  /** 0 = East 1, 3 = East 4, 4 = South 1, 8 = West 1… */
  round: number;
  honba: number;
  /** Riichi sticks on the table at the start. */
  sticks: number;
  /** Scores at the start of the hand, by seat. */
  start: number[];
  /** Seats whose riichi stick went down this hand. */
  riichi: number[];
  outcome: LogOutcome;
  /** Score change of the hand as the log writes it (riichi bets of the hand not included), or null. */
  delta: number[] | null;
}

/** A game log read, before it meets the app's players and rules. */
export interface OnlineLog {
  format: LogFormat;
  platform: Platform;
  /** The platform's id of the game (Tenhou's `2019050417gm-0029-0000-4f2a8622`, Mahjong Soul's uuid), if written. */
  logId: string | null;
  /** The four names, by seat (seat 0 is the first dealer). */
  names: string[];
  /** East-only game (tonpuusen); null where the log does not say. */
  tonpuusen: boolean | null;
  /** Played with red fives; null where the log does not say. */
  redFives: boolean | null;
  hands: LogHand[];
  /** Final scores by seat as the log writes them (leftover sticks given), null where it writes none. */
  final: number[] | null;
}

export const SEATS = 4;

/** A hand being read by a line-by-line reader (mjlog, mjai): its start, then its results. */
export interface OpenHand {
  hand: Omit<LogHand, 'outcome' | 'delta'>;
  wins: LogWin[];
  outcome: LogOutcome | null;
  delta: number[] | null;
}

/** Adds one result's score changes to the hand's (a multiple ron writes one per winner). */
export const addDelta = (open: OpenHand, delta: number[]) => {
  open.delta = (open.delta ?? [0, 0, 0, 0]).map((value, seat) => value + (delta[seat] as number));
};
