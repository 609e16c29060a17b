/**
 * Players' statistics (`GET /users/{id}/statistiques`) and a tournament's highlights
 * (`GET /tournois/{id}/faits-marquants`), as docs/api-contract.md (« Beyond the spec ») describes them.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Id, IdParams, IsoDate, Nullable, responses, operation } from './common';

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
export const playerStatisticsRoute = operation('playerStatistics', 'Lire les statistiques d’un joueur.', {
  params: IdParams,
  response: responses({ 200: PlayerStatistics }),
});

/** The most valuable winning hand of a tournament (points for the hand itself, before honba and sticks). */
const HighlightHand = Type.Object({
  user_id: Id,
  partie_id: Id,
  points: Type.Integer(),
  han: Type.Integer(),
  fu: Type.Integer(),
});

export const TournamentHighlights = Type.Object({
  main_max: Nullable(HighlightHand),
  /** The player who won the most rounds (the first met on a tie). */
  plus_de_victoires: Nullable(Type.Object({ user_id: Id, victoires: Count })),
  /** Among the players with a round, the lowest share of rounds dealt in (`taux` in [0, 1]). */
  moins_de_deal_in: Nullable(Type.Object({ user_id: Id, taux: Type.Number(), tours: Count })),
  /** The largest climb in one game from a player's lowest score (below 30 000) to their final score. */
  meilleure_remontee: Nullable(
    Type.Object({ user_id: Id, partie_id: Id, points: Type.Integer(), score_min: Type.Integer() }),
  ),
});
export type TournamentHighlights = Static<typeof TournamentHighlights>;

/** `faits_marquants` is null for a non-admin while the tournament's ranking is hidden from them. */
export const TournamentHighlightsResponse = Type.Object({
  faits_marquants: Nullable(TournamentHighlights),
});
export type TournamentHighlightsResponse = Static<typeof TournamentHighlightsResponse>;

/** GET /tournois/{id}/faits-marquants */
export const tournamentHighlightsRoute = operation(
  'tournamentHighlights',
  'Lire les faits marquants d’un tournoi.',
  {
    params: IdParams,
    response: responses({ 200: TournamentHighlightsResponse }),
  },
);
