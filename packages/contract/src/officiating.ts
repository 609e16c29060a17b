/**
 * Officiating (/tournois/{id}/arbitres, /penalites; /parties/{id}/scores-finaux, /validation, /journal):
 * referees, penalties, a table's final scores, signed sheets and the journal of a game's writes.
 */
import { Type, type Static } from '@sinclair/typebox';
import {
  Id,
  IdParams,
  IsoDate,
  NoContent,
  Nullable,
  NullableIsoDate,
  NumberOrString,
  RecordOf,
  StringEnum,
  responses,
  operation,
} from './common';
import { Game } from './games';

export const RefereeParams = Type.Object({
  id: Type.String({ minLength: 1 }),
  userId: Type.String({ minLength: 1 }),
});

/** PUT /tournois/{id}/arbitres/{userId} */
export const addRefereeRoute = operation('addReferee', 'Nommer un arbitre du tournoi.', {
  params: RefereeParams,
  response: responses({ 204: NoContent }),
});
/** DELETE /tournois/{id}/arbitres/{userId} */
export const removeRefereeRoute = operation('removeReferee', 'Retirer un arbitre du tournoi.', {
  params: RefereeParams,
  response: responses({ 204: NoContent }),
});

export const Penalty = Type.Object({
  id: Id,
  joueur: Id,
  points: Type.Number({ description: 'Points de classement (milliers, une décimale), négatifs.' }),
  motif: Type.String(),
  partie_id: Nullable(Type.String()),
  auteur_id: Nullable(Type.String({ description: 'Qui l’a donnée (pour un chombo : qui a saisi le tour).' })),
  cree_le: IsoDate,
  source: StringEnum(['penalite', 'chombo'], {
    description: '« chombo » : compté par la partie (retiré en corrigeant le tour, pas ici).',
  }),
  supprimee_par: Nullable(Type.String()),
  supprimee_le: NullableIsoDate,
});
export type Penalty = Static<typeof Penalty>;

export const CreatePenaltyRequest = Type.Object(
  {
    joueur: Type.String({ minLength: 1, maxLength: 200 }),
    points: Type.Number(),
    motif: Type.String({ maxLength: 1000 }),
    partie_id: Type.Optional(Nullable(Type.String({ maxLength: 200 }))),
  },
  { additionalProperties: false },
);
export type CreatePenaltyRequest = Static<typeof CreatePenaltyRequest>;

export const PenaltyParams = Type.Object({
  id: Type.String({ minLength: 1 }),
  penaliteId: Type.String({ minLength: 1 }),
});

/** POST /tournois/{id}/penalites */
export const createPenaltyRoute = operation('createPenalty', 'Donner une pénalité à un joueur.', {
  params: IdParams,
  body: CreatePenaltyRequest,
  response: responses({ 201: Penalty }),
});
/** GET /tournois/{id}/penalites */
export const listPenaltiesRoute = operation(
  'listPenalties',
  'Lister les pénalités d’un tournoi (chombos compris).',
  { params: IdParams, response: responses({ 200: Type.Array(Penalty) }) },
);
/** DELETE /tournois/{id}/penalites/{penaliteId} */
export const removePenaltyRoute = operation('removePenalty', 'Retirer une pénalité (la trace reste).', {
  params: PenaltyParams,
  response: responses({ 204: NoContent }),
});

export const FinalScoresRequest = Type.Object(
  { scores: RecordOf(NumberOrString({ maxLength: 20 }), { maxProperties: 8 }) },
  { additionalProperties: false },
);
export type FinalScoresRequest = Static<typeof FinalScoresRequest>;

/** PUT /parties/{id}/scores-finaux */
export const finalScoresRoute = operation(
  'finalScores',
  'Saisir les scores finaux d’une table tenue sur papier (partie sans tour).',
  { params: IdParams, body: FinalScoresRequest, response: responses({ 200: Game }) },
);
/** POST /parties/{id}/validation */
export const validateSheetRoute = operation('validateSheet', 'Valider la feuille d’une partie terminée.', {
  params: IdParams,
  response: responses({ 200: Game }),
});

/** POST /parties/{id}/confirmation */
export const confirmGameRoute = operation(
  'confirmGame',
  'Confirmer le résultat d’une partie de tournoi que joue l’appelant (créée par un joueur).',
  { params: IdParams, response: responses({ 200: Game }) },
);

/**
 * `confirmation`: one of its players confirmed the result; `revalidation`: a validated or confirmed
 * game changed, and must be validated (or confirmed) again.
 */
export const JournalAction = StringEnum([
  'ajout',
  'correction',
  'suppression',
  'annulation',
  'fin',
  'validation',
  'scores_finaux',
  'confirmation',
  'revalidation',
  'import',
]);
export type JournalAction = Static<typeof JournalAction>;

export const JournalEntry = Type.Object({
  quand: IsoDate,
  qui: Nullable(Type.String({ description: 'Qui a écrit (null : compte supprimé, ou le tournoi terminé).' })),
  action: JournalAction,
  index: Nullable(Type.Integer({ description: 'Position du tour (0 = premier), quand il y en a un.' })),
  avant: Type.Unsafe<unknown>({ description: 'Le tour avant l’écriture, ou null.' }),
  apres: Type.Unsafe<unknown>({
    description: 'Le tour après l’écriture (ou les scores finaux), ou null.',
  }),
});
export type JournalEntry = Static<typeof JournalEntry>;

/** GET /parties/{id}/journal */
export const journalRoute = operation('journal', 'Lire le journal des écritures d’une partie.', {
  params: IdParams,
  response: responses({ 200: Type.Array(JournalEntry) }),
});
