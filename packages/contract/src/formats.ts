/**
 * Tournament formats (docs/api-contract.md, « Tournament formats »): stages with a cut (/tournois/{id}/phases) and
 * teams whose members never share a table (/tournois/{id}/equipes).
 */
import { Type, type Static } from '@sinclair/typebox';
import { Id, IdParams, IsoDate, NoContent, PointsByPlayer, responses, operation } from './common';

const PlayerId = Type.String({ minLength: 1, maxLength: 200 });

export const Carry = Type.Union([Type.Literal(1), Type.Literal(0.5), Type.Literal(0)], {
  description: 'Part du total de chaque qualifié reportée dans la phase : 1, 0.5 ou 0.',
});

export const Stage = Type.Object({
  numero: Type.Integer({ description: 'La première phase après les rondes de qualification est la 1.' }),
  nom: Type.String(),
  qualifies: Type.Integer(),
  report: Carry,
  joueurs: Type.Array(Id, { description: 'Les qualifiés, dans l’ordre du classement à la coupure.' }),
  premiere_ronde: Type.Integer({ description: 'La première ronde de la phase.' }),
  cree_le: IsoDate,
});
export type Stage = Static<typeof Stage>;

export const StageRequest = Type.Object(
  {
    nom: Type.String({ minLength: 1, maxLength: 100 }),
    qualifies: Type.Integer({ minimum: 1, maximum: 512 }),
    report: Carry,
    joueurs: Type.Optional(
      Type.Array(PlayerId, {
        maxItems: 512,
        description:
          'Parmi les ex æquo que le départage ne sépare pas à la coupure, ceux que l’administrateur qualifie.',
      }),
    ),
  },
  { additionalProperties: false },
);
export type StageRequest = Static<typeof StageRequest>;

/** A stage in the ranking: the share each qualifier carried in, and their points in the stage. */
export const RankingStage = Type.Composite([
  Stage,
  Type.Object({ reportes: PointsByPlayer, points: PointsByPlayer }),
]);
export type RankingStage = Static<typeof RankingStage>;

export const Team = Type.Object({
  nom: Type.String({ minLength: 1, maxLength: 100 }),
  joueurs: Type.Array(PlayerId, { minItems: 1, maxItems: 512 }),
});
export type Team = Static<typeof Team>;

export const TeamsRequest = Type.Object(
  {
    equipes: Type.Array(Team, { maxItems: 256 }),
    comptees: Type.Optional(
      Type.Union([Type.Integer({ minimum: 1, maximum: 512 }), Type.Null()], {
        description: 'Les meilleurs membres qui comptent dans le total d’une équipe (par défaut : tous).',
      }),
    ),
  },
  { additionalProperties: false },
);
export type TeamsRequest = Static<typeof TeamsRequest>;

export const TeamsResponse = Type.Object({
  equipes: Type.Array(Team),
  comptees: Type.Union([Type.Integer(), Type.Null()]),
});
export type TeamsResponse = Static<typeof TeamsResponse>;

export const TeamLine = Type.Object({
  nom: Type.String(),
  joueurs: Type.Array(Id),
  total: Type.Number(),
  rang: Type.Integer(),
});
export type TeamLine = Static<typeof TeamLine>;

export const StageParams = Type.Object({
  id: Type.String({ minLength: 1 }),
  numero: Type.String({ pattern: '^[1-9][0-9]{0,3}$' }),
});

/** POST /tournois/{id}/phases */
export const createStageRoute = operation(
  'createStage',
  'Couper le classement : les qualifiés jouent la phase suivante avec une part de leur total.',
  { params: IdParams, body: StageRequest, response: responses({ 201: Stage }) },
);
/** GET /tournois/{id}/phases */
export const listStagesRoute = operation('listStages', 'Lister les phases d’un tournoi.', {
  params: IdParams,
  response: responses({ 200: Type.Array(Stage) }),
});
/** DELETE /tournois/{id}/phases/{numero} */
export const deleteStageRoute = operation(
  'deleteStage',
  'Annuler la dernière phase tant qu’elle n’a pas de ronde.',
  {
    params: StageParams,
    response: responses({ 204: NoContent }),
  },
);
/** GET /tournois/{id}/equipes */
export const getTeamsRoute = operation('getTeams', 'Les équipes d’un tournoi.', {
  params: IdParams,
  response: responses({ 200: TeamsResponse }),
});
/** PUT /tournois/{id}/equipes */
export const putTeamsRoute = operation(
  'putTeams',
  'Nommer les équipes d’un tournoi (leurs membres ne sont jamais à la même table).',
  { params: IdParams, body: TeamsRequest, response: responses({ 200: TeamsResponse }) },
);
