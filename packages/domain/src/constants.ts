/** Business constants of the product. */

import type { Wind } from './types';

/** A game has exactly four players. */
export const PLAYER_COUNT = 4;

/** Starting score of each player. */
export const START_SCORE = 30000;

/** Final scores of a game (plus sticks still on the table) always sum to this. */
export const TOTAL_SCORE = PLAYER_COUNT * START_SCORE;

/**
 * A final score beyond ±300 000 is a typing accident or a fabricated result, not mahjong: even a player
 * who takes every other point of a 120 000 table from three players at −60 000 ends near 300 000.
 */
export const MAX_FINAL_SCORE = 300_000;

/** Wind order: East, South, West, North. Seat 0 is the first dealer (East). */
export const WINDS: readonly Wind[] = ['est', 'sud', 'ouest', 'nord'];

/** French labels of the winds, as shown on the board (`Est - 1`). */
export const WIND_LABELS: Readonly<Record<Wind, string>> = {
  est: 'Est',
  sud: 'Sud',
  ouest: 'Ouest',
  nord: 'Nord',
};

/** Hands per wind: a wind is over once each seat has dealt. */
export const HANDS_PER_WIND = 4;

/** Player suggestions shown when creating a game, and when entering a finished game. */
export const SUGGESTION_CAP = 6;
export const FINAL_SUGGESTION_CAP = 8;

/** Shown when a start date is missing. */
export const DEFAULT_START_DATE = '2025-09-20';

/** A tournament needs at least this many players and a name of at least this many characters. */
export const MIN_TOURNAMENT_PLAYERS = 4;
export const MIN_TOURNAMENT_NAME_LENGTH = 2;

/** Pseudo length on the server (api-contract: trimmed, 1–32 characters). */
export const MAX_PSEUDO_LENGTH = 32;

/** Victory types a round may carry. */
export const VICTORY_TYPES = ['tsumo', 'ron', 'tenpai', 'chombo', 'abandon', 'nagashi'] as const;

/** A game's or a tournament's state (the wire's `etat`): still being played, or finished. */
export const IN_PROGRESS = 'en cours';
export const FINISHED = 'terminé';
export const STATES = [IN_PROGRESS, FINISHED] as const;
export type StateName = (typeof STATES)[number];

/** A ronde's clock (the wire's `horloge.etat`): not started yet, running, paused. */
export const CLOCK_WAITING = 'en attente';
export const CLOCK_RUNNING = 'en cours';
export const CLOCK_PAUSED = 'en pause';
export const CLOCK_STATES = [CLOCK_WAITING, CLOCK_RUNNING, CLOCK_PAUSED] as const;
export type ClockStateName = (typeof CLOCK_STATES)[number];
