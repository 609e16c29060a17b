/** Shapes shared by the web app and the server. Wire field names stay as the spec writes them. */

export type UserId = string;

export type Wind = 'est' | 'sud' | 'ouest' | 'nord';

export type VictoryType = 'tsumo' | 'ron' | 'tenpai' | 'chombo';

/** A number per player, e.g. scores or deltas. */
export type PointsByPlayer = Record<UserId, number>;

/** Every round carries all fields; those that do not apply to its type are empty (or `perdant: null`). */
interface RoundFields {
  /** Winners (tsumo: one; ron: one to three). */
  gagnant: UserId[];
  /** The discarder on a ron, the offender on a chombo. */
  perdant: UserId | null;
  /** Han and fu of each winner. */
  han: PointsByPlayer;
  fu: PointsByPlayer;
  /** Players who declared riichi this round (each bets 1000). */
  riichi_players: UserId[];
  /** Players tenpai at an exhaustive draw. */
  tenpai: UserId[];
}

export interface TsumoRound extends RoundFields {
  type_victoire: 'tsumo';
  perdant: null;
}
export interface RonRound extends RoundFields {
  type_victoire: 'ron';
  perdant: UserId;
}
export interface TenpaiRound extends RoundFields {
  type_victoire: 'tenpai';
  perdant: null;
}
export interface ChomboRound extends RoundFields {
  type_victoire: 'chombo';
  perdant: UserId;
}

/** A validated round (`validateRound` builds it from what the client sent). */
export type RoundPayload = TsumoRound | RonRound | TenpaiRound | ChomboRound;

export interface GameState {
  /** Seats in turn order; `joueurs[0]` is the first dealer (East). */
  joueurs: UserId[];
  scores: PointsByPlayer;
  vent: Wind;
  /** Hand number within the wind, 1–4; the dealer is `joueurs[tour_actuel - 1]`. 5 after North 4: over. */
  tour_actuel: number;
  /** Honba counters. */
  dealer_stack: number;
  /** Riichi sticks on the table (1000 each). */
  riichi_stack: number;
}

export interface HistoryEntry {
  /** Position of the round in the game, from 0. */
  index: number;
  /** Scores before the round. */
  joueurs_avant: PointsByPlayer;
  /** Change of each score, riichi bets included. */
  delta: PointsByPlayer;
  tour: RoundPayload;
}

export type LimitName = 'mangan' | 'haneman' | 'baiman' | 'sanbaiman' | 'yakuman';

/** From this many han, a hand is worth `base` basic points, whatever its fu. */
export interface LimitStep {
  readonly minHan: number;
  readonly name: LimitName;
  readonly base: number;
}

/** A ruleset as data, so that other rulesets are a table rather than a fork. */
export interface Ruleset {
  readonly name: string;
  /** Score each player starts with. */
  readonly startScore: number;
  /** Score results are measured from; above `startScore` the difference ×4 is the oka of first place. */
  readonly returnScore: number;
  /** Cost of a riichi declaration. */
  readonly riichiBet: number;
  /** Honba on a ron: the discarder pays this × honba more to each winner. */
  readonly honbaRon: number;
  /** Honba on a tsumo: each payer pays this × honba more. */
  readonly honbaTsumo: number;
  /** Paid by the noten players to the tenpai players at an exhaustive draw. */
  readonly drawPenalty: number;
  /** Basic points cap for hands below the first limit (mangan). */
  readonly manganBase: number;
  /** Round 4 han 30 fu and 3 han 60 fu up to mangan. */
  readonly kiriageMangan: boolean;
  /** Limit hands by han, ascending. */
  readonly limits: readonly LimitStep[];
  /** Uma by place, first to fourth. */
  readonly uma: readonly [number, number, number, number];
  /** Taken from the offender's result for each chombo, after uma. */
  readonly chomboPenalty: number;
  /** Last wind that may be played; the game ends after its fourth hand. */
  readonly lastWind: Wind;
  /** Bounds of the han and fu a round may carry. */
  readonly han: { readonly min: number; readonly max: number };
  readonly fu: { readonly min: number; readonly max: number };
}

/** Outcome of a validation: the cleaned value, or the French message to show. */
export type Result<T> = { ok: true; value: T } | { ok: false; error: string };

/** Outcome of a computation: its fields next to `ok: true`, or the French message to show. */
export type Outcome<T extends object> = ({ ok: true } & T) | { ok: false; error: string };
