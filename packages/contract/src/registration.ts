/**
 * Registration by link, the waiting list, check-in on the day, substitutes and the EMA's results
 * (/tournois/{id}/inscriptions, /tournois/rejoindre/{jeton}, /tournois/pointage/{jeton}…).
 */
import { Type, type Static } from '@sinclair/typebox';
import {
  Id,
  IdParams,
  Ids,
  IsoDate,
  NoContent,
  Nullable,
  RecordOf,
  StringEnum,
  operation,
  responses,
} from './common';
import { Ronde, RondeParams } from './rondes';
import { RegistrationSettings, TournamentPlayerParams } from './tournaments';
import { Profile } from './users';

export const MAX_PLACES = 2000;

export const RegistrationRequest = Type.Object(
  {
    ouvertes: Type.Boolean(),
    places: Nullable(Type.Integer({ minimum: 4, maximum: MAX_PLACES, description: 'null : pas de limite.' })),
    liste_attente: Type.Optional(
      Type.Boolean({ description: 'Au-delà des places, une liste d’attente (oui par défaut).' }),
    ),
    nouveau_lien: Type.Optional(
      Type.Boolean({ description: 'Remplacer le lien : l’ancien cesse aussitôt de fonctionner.' }),
    ),
  },
  { additionalProperties: false },
);
export type RegistrationRequest = Static<typeof RegistrationRequest>;

export const RegistrationResponse = RegistrationSettings;
export type RegistrationResponse = Static<typeof RegistrationResponse>;

/** What the admin and referees see: the settings, the waiting list, the venue code and every profile. */
export const RegistrationState = Type.Composite([
  RegistrationResponse,
  Type.Object({
    attente: Type.Array(Id, { description: 'La liste d’attente, dans l’ordre.' }),
    jeton_pointage: Nullable(Type.String({ description: 'Le pointage est /pointage/{jeton}.' })),
    profils: RecordOf(Profile, {
      description:
        'Profil des joueurs et des joueurs en attente qui l’ont partagé avec le tournoi (les autres sont absents).',
    }),
  }),
]);
export type RegistrationState = Static<typeof RegistrationState>;

export const RegistrationStatus = StringEnum(['inscrit', 'attente']);
export type RegistrationStatus = Static<typeof RegistrationStatus>;

export const TokenParams = Type.Object({ jeton: Type.String({ minLength: 1, maxLength: 200 }) });
export type TokenParams = Static<typeof TokenParams>;

/** The sign-up page's header, before and after signing up. */
export const JoinPreview = Type.Object({
  tournoi_id: Id,
  nom: Type.String(),
  date_debut: IsoDate,
  ouvertes: Type.Boolean(),
  places: Nullable(Type.Integer()),
  inscrits: Type.Integer(),
  statut: Nullable(RegistrationStatus),
  rang: Nullable(Type.Integer({ description: 'Rang dans la liste d’attente (1 : le prochain).' })),
});
export type JoinPreview = Static<typeof JoinPreview>;

export const JoinResponse = Type.Object({
  tournoi_id: Id,
  statut: RegistrationStatus,
  rang: Nullable(Type.Integer()),
});
export type JoinResponse = Static<typeof JoinResponse>;

/** The caller's places on waiting lists, and the places they got from one. */
export const MyRegistration = Type.Object({
  tournoi_id: Id,
  nom: Type.String(),
  date_debut: IsoDate,
  statut: RegistrationStatus,
  rang: Nullable(Type.Integer()),
  promu_le: Nullable(IsoDate),
});
export type MyRegistration = Static<typeof MyRegistration>;

export const CheckInResponse = Type.Object({ tournoi_id: Id, nom: Type.String() });
export type CheckInResponse = Static<typeof CheckInResponse>;

export const CheckInCodeResponse = Type.Object({ jeton: Type.String() });
export type CheckInCodeResponse = Static<typeof CheckInCodeResponse>;

export const SubstitutionRequest = Type.Object(
  {
    joueur: Type.String({ minLength: 1, maxLength: 200, description: 'Le joueur absent.' }),
    remplacant: Type.String({ minLength: 1, maxLength: 200, description: 'Qui prend sa place.' }),
  },
  { additionalProperties: false },
);
export type SubstitutionRequest = Static<typeof SubstitutionRequest>;

export const EmaExportQuery = Type.Object(
  { format: Type.Optional(StringEnum(['xlsx', 'csv'], { default: 'xlsx' })) },
  { additionalProperties: false },
);
export type EmaExportQuery = Static<typeof EmaExportQuery>;

export const EmaCheckCode = StringEnum(['identite', 'numero_ema', 'pays', 'somme', 'remplacants']);
export type EmaCheckCode = Static<typeof EmaCheckCode>;

export const EmaChecks = Type.Object({
  alertes: Type.Array(
    Type.Object({
      code: EmaCheckCode,
      message: Type.String(),
      joueurs: Ids,
      partie_id: Nullable(Id),
    }),
  ),
});
export type EmaChecks = Static<typeof EmaChecks>;

/** PUT /tournois/{id}/inscriptions */
export const registrationRoute = operation(
  'setRegistration',
  'Ouvrir ou fermer les inscriptions par lien, fixer les places.',
  { params: IdParams, body: RegistrationRequest, response: responses({ 200: RegistrationResponse }) },
);
/** GET /tournois/{id}/inscriptions */
export const registrationStateRoute = operation(
  'registrationState',
  'Lire les inscriptions d’un tournoi (liste d’attente, profils, code de pointage).',
  { params: IdParams, response: responses({ 200: RegistrationState }) },
);
/** GET /tournois/rejoindre/{jeton} */
export const joinPreviewRoute = operation('joinPreview', 'Lire le tournoi d’un lien d’inscription.', {
  params: TokenParams,
  response: responses({ 200: JoinPreview }),
});
/** POST /tournois/rejoindre/{jeton} */
export const joinRoute = operation('join', 'S’inscrire à un tournoi par son lien.', {
  params: TokenParams,
  response: responses({ 200: JoinResponse }),
});
/** DELETE /tournois/{id}/inscription */
export const withdrawRoute = operation('withdraw', 'Me retirer d’un tournoi (ou de sa liste d’attente).', {
  params: IdParams,
  response: responses({ 204: NoContent }),
});
/** GET /tournois/mes-inscriptions */
export const myRegistrationsRoute = operation(
  'myRegistrations',
  'Mes places en liste d’attente et celles que j’en ai obtenues.',
  { response: responses({ 200: Type.Array(MyRegistration) }) },
);
/** PUT /tournois/{id}/presences/{userId} */
export const checkInRoute = operation('checkIn', 'Pointer un joueur arrivé.', {
  params: TournamentPlayerParams,
  response: responses({ 204: NoContent }),
});
/** DELETE /tournois/{id}/presences/{userId} */
export const undoCheckInRoute = operation('undoCheckIn', 'Retirer le pointage d’un joueur.', {
  params: TournamentPlayerParams,
  response: responses({ 204: NoContent }),
});
/** PUT /tournois/{id}/pointage */
export const checkInCodeRoute = operation(
  'checkInCode',
  'Créer (ou remplacer) le code de pointage du lieu.',
  { params: IdParams, response: responses({ 200: CheckInCodeResponse }) },
);
/** POST /tournois/pointage/{jeton} */
export const selfCheckInRoute = operation('selfCheckIn', 'Me pointer avec le code du lieu.', {
  params: TokenParams,
  response: responses({ 200: CheckInResponse }),
});
/** POST /tournois/{id}/rondes/{numero}/remplacements */
export const substitutionRoute = operation(
  'substitute',
  'Donner la place d’un joueur absent à un remplaçant pour une ronde.',
  { params: RondeParams, body: SubstitutionRequest, response: responses({ 200: Ronde }) },
);
/** GET /tournois/{id}/export/ema */
export const emaExportRoute = operation(
  'emaExport',
  'Télécharger les résultats au format de l’EMA (XLSX, ou CSV).',
  {
    params: IdParams,
    querystring: EmaExportQuery,
    response: responses({
      200: Type.Unsafe<string | Uint8Array>({
        type: 'string',
        format: 'binary',
        description: 'Le classeur XLSX ou le CSV (UTF-8, « ; »).',
      }),
    }),
  },
);
export const IdentityState = Type.Object({
  partagee: Type.Boolean({ description: 'Mon identité est partagée avec l’organisateur de ce tournoi.' }),
});
export type IdentityState = Static<typeof IdentityState>;

/** GET /tournois/{id}/identite */
export const identityStateRoute = operation(
  'identityState',
  'Savoir si mon identité est partagée avec l’organisateur du tournoi.',
  { params: IdParams, response: responses({ 200: IdentityState }) },
);
/** PUT /tournois/{id}/identite */
export const shareIdentityRoute = operation(
  'shareIdentity',
  'Partager mon identité (nom, numéro EMA, pays, club) avec l’organisateur et les arbitres du tournoi.',
  { params: IdParams, response: responses({ 204: NoContent }) },
);
/** DELETE /tournois/{id}/identite */
export const unshareIdentityRoute = operation(
  'unshareIdentity',
  'Retirer le partage de mon identité (tant que le tournoi n’est pas terminé).',
  { params: IdParams, response: responses({ 204: NoContent }) },
);
/** GET /tournois/{id}/export/ema/controles */
export const emaChecksRoute = operation('emaChecks', 'Vérifier les résultats avant l’envoi à l’EMA.', {
  params: IdParams,
  response: responses({ 200: EmaChecks }),
});
