/** Players' statistics (`GET /users/{id}/statistiques`, contract-additions-2 section 5). */
import { Type, type Static } from '@sinclair/typebox';
import { Id, IdParams, IsoDate, Nullable, responses } from './common';

const Count = Type.Integer({ minimum: 0 });

/** The player's most valuable win: points for the hand itself, before honba and riichi sticks. */
export const BestHand = Type.Object({
  points: Type.Integer(),
  han: Type.Integer(),
  fu: Type.Integer(),
  partie_id: Id,
});
export type BestHand = Static<typeof BestHand>;

/** One finished game's result (in thousands, one decimal), in the order of `date_fin`. */
export const SeriesPoint = Type.Object({ partie_id: Id, date_fin: IsoDate, points: Type.Number() });
export type SeriesPoint = Static<typeof SeriesPoint>;

export const PlayerStatistics = Type.Object({
  user_id: Id,
  pseudo: Type.String(),
  parties: Count,
  places: Type.Array(Count, {
    minItems: 4,
    maxItems: 4,
    description: 'Premières, deuxièmes, troisièmes, quatrièmes places.',
  }),
  place_moyenne: Type.Number(),
  points: Type.Number(),
  tours: Count,
  victoires: Count,
  tsumo: Count,
  deal_in: Count,
  riichi: Count,
  riichi_gagnes: Count,
  chombos: Count,
  main_max: Nullable(BestHand),
  serie: Type.Array(SeriesPoint),
});
export type PlayerStatistics = Static<typeof PlayerStatistics>;

/** GET /users/{id}/statistiques */
export const playerStatisticsRoute = { params: IdParams, response: responses({ 200: PlayerStatistics }) };
