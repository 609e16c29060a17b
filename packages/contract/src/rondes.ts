/**
 * Tournament day (/tournois/{id}/rondes…, /tournois/{id}/ecran, /public/ecrans/{jeton}): rondes with
 * generated tables, their clock in server time, and the room's public screen.
 */
import { CLOCK_STATES } from '@mj/domain';
import { Type, type Static } from '@sinclair/typebox';
import {
  Id,
  IdParams,
  IsoDate,
  NoContent,
  Nullable,
  NullableIsoDate,
  RecordOf,
  Status,
  StringEnum,
  responses,
  operation,
} from './common';
import { Wind } from './games';

export const RondeMode = StringEnum(['equilibre', 'suisse', 'paliers']);
export type RondeMode = Static<typeof RondeMode>;

export const ClockStatus = StringEnum(CLOCK_STATES);
export type ClockStatus = Static<typeof ClockStatus>;

export const Clock = Type.Object({
  etat: ClockStatus,
  duree_minutes: Type.Integer(),
  restant_ms: Type.Integer({ description: 'Temps restant à `maintenant`, négatif une fois écoulé.' }),
  fin: NullableIsoDate,
  supplements: RecordOf(Type.Integer(), { description: 'Minutes de plus par numéro de table.' }),
  maintenant: IsoDate,
});
export type Clock = Static<typeof Clock>;

const Seats = Type.Array(Id, { description: 'Les quatre joueurs, Est d’abord.' });

export const RondeTable = Type.Object({ table: Type.Integer(), partie_id: Id, joueurs: Seats });
export type RondeTable = Static<typeof RondeTable>;

export const Ronde = Type.Object({
  numero: Type.Integer(),
  mode: RondeMode,
  cree_le: IsoDate,
  tables: Type.Array(RondeTable),
  horloge: Clock,
});
export type Ronde = Static<typeof Ronde>;

const PresentId = Type.String({ minLength: 1, maxLength: 200 });
const Seed = Type.Integer({ minimum: 0, maximum: 2 ** 31 - 1 });

export const RondeRequest = Type.Object(
  {
    mode: RondeMode,
    joueurs: Type.Optional(
      Type.Array(PresentId, {
        maxItems: 512,
        description: 'Joueurs présents (par défaut : les joueurs du tournoi non absents).',
      }),
    ),
    tables: Type.Optional(
      Type.Array(Type.Array(PresentId, { minItems: 4, maxItems: 4 }), {
        minItems: 1,
        maxItems: 128,
        description:
          'Tables fixées par l’administrateur (une proposition, joueurs échangés) : prises telles quelles.',
      }),
    ),
    graine: Type.Optional(Seed),
    tables_fixes: Type.Optional(
      RecordOf(Type.Integer({ minimum: 1, maximum: 128 }), {
        description:
          'Joueurs qui gardent une table (fauteuil roulant, table près de la porte) : identifiant → numéro de table.',
      }),
    ),
  },
  { additionalProperties: false },
);
export type RondeRequest = Static<typeof RondeRequest>;

/** What the admin sees of a proposal before confirming it (docs/seating.md, « Quality »). */
export const RondeQuality = Type.Object({
  paires_repetees: Type.Integer({ description: 'Paires de cette ronde qui ont déjà joué ensemble.' }),
  vents_desequilibres: Type.Integer({
    description:
      'Joueurs qui, avec cette ronde, ont commencé un vent au moins deux fois de plus qu’un autre.',
  }),
  tables_repetees: Type.Integer({
    description: 'Joueurs (hors tables fixées) qui reviennent à un numéro de table déjà joué.',
  }),
  equipiers_reunis: Type.Integer({
    description:
      'Paires d’équipiers à une même table (les tables de l’admin ; une proposition n’en a jamais).',
  }),
  explications: Type.Array(Type.String(), { description: 'Pourquoi, en une phrase par chiffre non nul.' }),
});
export type RondeQuality = Static<typeof RondeQuality>;

export const RondeProposal = Type.Object({
  numero: Type.Integer(),
  mode: RondeMode,
  graine: Seed,
  tables: Type.Array(Type.Object({ table: Type.Integer(), joueurs: Seats })),
  qualite: RondeQuality,
});
export type RondeProposal = Static<typeof RondeProposal>;

/** Path parameters are text (no type coercion): a ronde number is 1 to 99999. */
export const RondeParams = Type.Object({
  id: Type.String({ minLength: 1 }),
  numero: Type.String({ pattern: '^[1-9][0-9]{0,4}$' }),
});

/** `supplement` needs `table` and `minutes`; the other actions ignore them. */
export const ClockActionRequest = Type.Unsafe<
  | { action: 'demarrer'; duree_minutes?: number }
  | { action: 'pause' }
  | { action: 'reprendre' }
  | { action: 'supplement'; table: number; minutes: number }
>({
  type: 'object',
  required: ['action'],
  additionalProperties: false,
  properties: {
    action: { type: 'string', enum: ['demarrer', 'pause', 'reprendre', 'supplement'] },
    duree_minutes: { type: 'integer', minimum: 1, maximum: 600 },
    table: { type: 'integer', minimum: 1, maximum: 1000 },
    minutes: { type: 'integer', minimum: 1, maximum: 120 },
  },
  // « supplement » needs its table and minutes. Written as anyOf rather than if/then, which OpenAPI 3.0
  // does not have; the `required` branch first, so that a refusal names the missing field.
  anyOf: [
    { required: ['table', 'minutes'] },
    { properties: { action: { enum: ['demarrer', 'pause', 'reprendre'] } } },
  ],
});
export type ClockAction = Static<typeof ClockActionRequest>;

export const ScreenToken = Type.Object({ jeton: Type.String() });
export type ScreenToken = Static<typeof ScreenToken>;

export const PublicScreen = Type.Object({
  nom: Type.String(),
  etat: Status,
  date_debut: IsoDate,
  ronde: Nullable(Type.Integer()),
  horloge: Type.Unsafe<Clock | null>({ anyOf: [{ type: 'null' }, Clock] }),
  tables: Type.Array(
    Type.Object({
      table: Nullable(Type.Integer()),
      nom: Type.String(),
      etat: Status,
      vent: Wind,
      tour_actuel: Type.Integer(),
      joueurs: Type.Array(
        Type.Object({
          pseudo: Type.String(),
          score: Type.Optional(Type.Number({ description: 'Absent tant que le classement est masqué.' })),
        }),
      ),
    }),
  ),
  feuilles_a_valider: Type.Integer({
    description: 'Parties terminées dont la feuille attend la validation d’un arbitre.',
  }),
  classement: Type.Unsafe<Array<{ place: number; pseudo: string; points: number }> | null>({
    type: ['array', 'null'],
    items: Type.Object({ place: Type.Integer(), pseudo: Type.String(), points: Type.Number() }),
  }),
  phase: Type.Optional(
    Type.Unsafe<{ nom: string; qualifies: number; report: number } | null>({
      type: ['object', 'null'],
      description: 'La phase en cours (coupure), null avant la première.',
      properties: { nom: Type.String(), qualifies: Type.Integer(), report: Type.Number() },
      required: ['nom', 'qualifies', 'report'],
    }),
  ),
  equipes: Type.Optional(
    Type.Unsafe<Array<{ nom: string; joueurs: string[]; total: number; rang: number }> | null>({
      type: ['array', 'null'],
      description: 'Classement des équipes (pseudos des membres) ; null tant que le classement est masqué.',
      items: Type.Object({
        nom: Type.String(),
        joueurs: Type.Array(Type.String()),
        total: Type.Number(),
        rang: Type.Integer(),
      }),
    }),
  ),
});
export type PublicScreen = Static<typeof PublicScreen>;

/** POST /tournois/{id}/rondes/proposition */
export const proposeRondeRoute = operation(
  'proposeRonde',
  'Proposer les tables d’une nouvelle ronde, sans rien enregistrer.',
  {
    params: IdParams,
    body: RondeRequest,
    response: responses({ 200: RondeProposal }),
  },
);
/** POST /tournois/{id}/rondes */
export const createRondeRoute = operation('createRonde', 'Créer une ronde et les parties de ses tables.', {
  params: IdParams,
  body: RondeRequest,
  response: responses({ 201: Ronde }),
});
/** GET /tournois/{id}/rondes */
export const listRondesRoute = operation('listRondes', 'Lister les rondes d’un tournoi et leur horloge.', {
  params: IdParams,
  response: responses({ 200: Type.Array(Ronde) }),
});
/** DELETE /tournois/{id}/rondes/{numero} */
export const deleteRondeRoute = operation('deleteRonde', 'Annuler la dernière ronde.', {
  params: RondeParams,
  response: responses({ 204: NoContent }),
});
/** POST /tournois/{id}/rondes/{numero}/horloge */
export const clockRoute = operation(
  'clock',
  'Piloter l’horloge d’une ronde (démarrer, pause, reprendre, temps en plus).',
  {
    params: RondeParams,
    body: ClockActionRequest,
    response: responses({ 200: Clock }),
  },
);
/** POST /tournois/{id}/ecran */
export const openScreenRoute = operation(
  'openScreen',
  'Ouvrir le lien de l’écran public (ou rendre celui qui est actif).',
  { params: IdParams, response: responses({ 201: ScreenToken }) },
);
/** GET /tournois/{id}/ecran */
export const screenRoute = operation('screen', 'Lire le lien de l’écran public.', {
  params: IdParams,
  response: responses({ 200: Type.Object({ jeton: Nullable(Type.String()) }) }),
});
/** DELETE /tournois/{id}/ecran */
export const closeScreenRoute = operation('closeScreen', 'Révoquer le lien de l’écran public.', {
  params: IdParams,
  response: responses({ 204: NoContent }),
});
/** The public screen's token in a path (/public/ecrans/{jeton}…). */
export const ScreenParams = Type.Object({ jeton: Type.String({ minLength: 1, maxLength: 100 }) });

/** GET /public/ecrans/{jeton} (no session) */
export const publicScreenRoute = operation('publicScreen', 'Lire l’écran public, sans session.', {
  params: ScreenParams,
  response: responses({ 200: PublicScreen }),
});
