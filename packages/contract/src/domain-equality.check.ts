/**
 * Compile-time only (nothing imports it; `pnpm typecheck` covers it): where the contract and the domain both
 * describe one thing, the contract's static type is the domain's, so a field renamed or added on one side
 * fails the typecheck instead of drifting. A shape the contract makes wider on purpose (a response with more
 * fields) is compared on the domain's fields.
 */
import type * as D from '@mj/domain';
import type { Static } from '@sinclair/typebox';
import type * as C from './index';

/** True only when A and B are the same type (optional and readonly modifiers included). */
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Expect<T extends true> = T;
type FourNumbers = [number, number, number, number];

export type ContractEqualsDomain = [
  Expect<Equal<Static<typeof C.Wind>, D.Wind>>,
  Expect<Equal<C.VictoryType, D.VictoryType>>,
  Expect<Equal<C.PointsByPlayer, D.PointsByPlayer>>,
  Expect<Equal<C.RondeMode, D.RondeMode>>,
  Expect<Equal<C.RondeQuality, D.RondeQuality>>,
  Expect<Equal<C.TieBreak, D.TieBreakMode>>,
  Expect<Equal<C.BestHand, D.BestHand>>,
  Expect<Equal<C.SeriesPoint, D.SeriesPoint>>,
  Expect<Equal<C.TournamentHighlights, D.TournamentHighlights>>,
  // The wire's per-place arrays are arrays of four (minItems/maxItems), the domain's four-tuples.
  Expect<Equal<Omit<C.RulesParameters, 'uma'>, Omit<D.RulesParameters, 'uma'>>>,
  Expect<Equal<C.RulesParameters['uma'], number[]>>,
  Expect<Equal<D.RulesParameters['uma'], FourNumbers>>,
  Expect<
    Equal<Omit<C.PlayerStatistics, 'user_id' | 'pseudo' | 'places'>, Omit<D.PlayerStatistics, 'places'>>
  >,
  Expect<Equal<C.PlayerStatistics['places'], number[]>>,
  Expect<Equal<D.PlayerStatistics['places'], FourNumbers>>,
  // A history entry and a game carry more on the wire (authors, dates, ids): the domain's fields are equal.
  Expect<Equal<Pick<C.HistoryEntry, keyof D.HistoryEntry>, D.HistoryEntry>>,
  Expect<Equal<Pick<C.Game, keyof D.GameState>, D.GameState>>,
];
