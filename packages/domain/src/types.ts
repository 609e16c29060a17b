/** Shapes shared by the web app and the server. Wire field names stay as the spec writes them. */

export type UserId = string;

export type Wind = 'est' | 'sud' | 'ouest' | 'nord';

export type VictoryType = 'tsumo' | 'ron' | 'tenpai' | 'chombo' | 'abandon' | 'nagashi';

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
  /** Players tenpai at an exhaustive draw (or beside a nagashi mangan). */
  tenpai: UserId[];
  /**
   * Winners holding a yakuman, with how many (1, or more where the rules count multiple yakuman); such a
   * winner needs no han or fu. Absent when nobody holds one, so rounds stored before it read the same.
   */
  yakuman?: PointsByPlayer;
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

/** An abortive draw: no points move, the sticks stay on the table, one more honba, same dealer. */
export interface AbandonRound extends RoundFields {
  type_victoire: 'abandon';
  perdant: null;
}
/** Nagashi mangan: `gagnant` lists who made it, each paid as a mangan tsumo; otherwise a draw. */
export interface NagashiRound extends RoundFields {
  type_victoire: 'nagashi';
  perdant: null;
}

/** A validated round (`validateRound` builds it from what the client sent). */
export type RoundPayload = TsumoRound | RonRound | TenpaiRound | ChomboRound | AbandonRound | NagashiRound;

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
  /** Basic points of one yakuman (a winner's yakuman count multiplies it). */
  readonly yakumanBase: number;
  /** How many yakuman one hand may count: 1 where multiple yakuman are not cumulative. */
  readonly maxYakuman: number;
  /** Uma by place, first to fourth. */
  readonly uma: readonly [number, number, number, number];
  /** Taken from the offender's result for each chombo, after uma (when not paid at the table). */
  readonly chomboPenalty: number;
  /** A chombo is paid at once at the table as a mangan (a reverse tsumo), instead of after uma. */
  readonly chomboAtTable: boolean;
  /** Several players may win on one discard; otherwise only the nearest to the discarder's right. */
  readonly multipleRon: boolean;
  /** On a multiple ron, the honba and every stick go to the winner nearest the discarder's right. */
  readonly potToNearestWinner: boolean;
  /** Abortive draws (`abandon`) and nagashi mangan (`nagashi`) may be entered. */
  readonly abortiveDraws: boolean;
  readonly nagashiMangan: boolean;
  /** Riichi sticks left on the table at the end go to first place; otherwise they are lost. */
  readonly leftoverSticksToFirst: boolean;
  /** Tied players share the uma (and oka) of their places; otherwise the earlier seat ranks higher. */
  readonly tiesShareUma: boolean;
  /** The last wind of a regular game (South for a hanchan, East for a tonpuusen): the app offers to finish after it. */
  readonly regularEnd: Wind;
  /** Last wind that may be played; the game ends after its fourth hand. */
  readonly lastWind: Wind;
  /**
   * Where the extension past the regular end (West in a hanchan) is played only while nobody has reached
   * these points: reached at the regular end, or after any hand of the extension, the game is over. Null
   * where the extension has no such bound (it is free, or there is none: `lastWind` is then `regularEnd`).
   */
  readonly extensionUntil: number | null;
  /** Bounds of the han and fu a round may carry. */
  readonly han: { readonly min: number; readonly max: number };
  readonly fu: { readonly min: number; readonly max: number };
}

/** The rule sets the app ships (docs/rules-classic.md names each one's source). */
export type PresetId =
  'classic' | 'ema-2016' | 'ema-2025' | 'wrc-2025' | 'm-league' | 'saikouisen' | 'tenhou' | 'mahjong-soul';

/** A rule set's parameters as the API names them (docs/api-contract.md, « règles »). */
export interface RulesParameters {
  depart: number;
  retour: number;
  uma: [number, number, number, number];
  kiriage: boolean;
  kazoe: 'sanbaiman' | 'yakuman';
  yakuman_multiples: boolean;
  double_ron: 'multiple' | 'atamahane';
  /** On a multiple ron, honba and sticks: each winner their own (`chacun`), or all to the winner nearest the discarder's right (`amont`). */
  pot_double_ron: 'chacun' | 'amont';
  abandons: boolean;
  nagashi: boolean;
  longueur: 'hanchan' | 'tonpuusen';
  /**
   * The extension past the regular end (West in a hanchan, South in a tonpuusen): none, the players'
   * choice (on to North), or played only while nobody has reached `points` (Tenhou's West round).
   */
  prolongation: { mode: 'aucune' | 'libre' | 'seuil'; points: number };
  chombo: { mode: 'apres_uma' | 'mangan_table'; points: number };
  batons_restants: 'premier' | 'perdus';
  egalite: 'partage' | 'siege';
}

/** `regles` as sent and stored: a preset id, or a preset with some of its parameters changed. */
export type RulesChoice = PresetId | ({ base: PresetId } & Partial<RulesParameters>);

/** Outcome of a validation: the cleaned value, or the French message to show. */
export type Result<T> = { ok: true; value: T } | { ok: false; error: string };

/** Outcome of a computation: its fields next to `ok: true`, or the French message to show. */
export type Outcome<T extends object> = ({ ok: true } & T) | { ok: false; error: string };
