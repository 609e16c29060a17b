/**
 * Leagues and their seasons (/ligues/…, /saisons/…): members and admins, the invitation link, the
 * seasons and their standings, computed at every read from the league's games as they are now.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Id, IdParams, IsoDate, NoContent, Nullable, operation, responses } from './common';
import { TokenParams } from './registration';
import { Rules } from './rules';

const LeagueName = Type.String({ maxLength: 200 });

export const League = Type.Object({
  id: Id,
  nom: Type.String(),
  admins: Type.Array(Id, { description: 'Les administrateurs (tous membres).' }),
  membres: Type.Array(Id, { description: 'Les membres, dans l’ordre où ils ont rejoint la ligue.' }),
  cree_le: IsoDate,
});
export type League = Static<typeof League>;

export const LeagueNameRequest = Type.Object({ nom: LeagueName }, { additionalProperties: false });
export type LeagueNameRequest = Static<typeof LeagueNameRequest>;

export const LeagueMemberParams = Type.Object({
  id: Type.String({ minLength: 1 }),
  userId: Type.String({ minLength: 1 }),
});
export type LeagueMemberParams = Static<typeof LeagueMemberParams>;

export const InvitationResponse = Type.Object({
  jeton: Type.String({ description: 'Le lien est /ligues/rejoindre/{jeton}.' }),
});
export type InvitationResponse = Static<typeof InvitationResponse>;

export const LeagueJoinResponse = Type.Object({ ligue_id: Id, nom: Type.String() });
export type LeagueJoinResponse = Static<typeof LeagueJoinResponse>;

const Day = Type.String({ description: 'Un jour, AAAA-MM-JJ (inclus).' });

export const Season = Type.Object({
  id: Id,
  ligue_id: Id,
  nom: Type.String(),
  date_debut: Day,
  date_fin: Day,
  mesure: Type.Unsafe<'somme' | 'moyenne' | 'meilleures' | 'note'>({
    type: 'string',
    enum: ['somme', 'moyenne', 'meilleures', 'note'],
    description:
      'somme des résultats, moyenne, somme des « meilleures » meilleurs résultats, ou note (classement bayésien OpenSkill, Plackett–Luce).',
  }),
  meilleures: Nullable(Type.Integer({ description: 'Sous « meilleures » : combien de parties comptent.' })),
  min_parties: Type.Integer({ description: 'En dessous, un joueur est listé après les autres, non classé.' }),
  regles: Type.Union([Rules, Type.Null()], {
    description: 'Seules les parties jouées avec ces règles comptent (null : toutes).',
  }),
});
export type Season = Static<typeof Season>;

// Dates and the measure are read by the domain (validateSeason), so that every refusal is its French sentence.
const SeasonFields = {
  nom: Type.String({ maxLength: 200 }),
  date_debut: Type.String({ maxLength: 20 }),
  date_fin: Type.String({ maxLength: 20 }),
  mesure: Type.String({ maxLength: 20 }),
  meilleures: Type.Optional(Nullable(Type.Number())),
  min_parties: Type.Optional(Type.Number()),
};

/** Only games under these rules count: a preset id, `{base, …}`, or null for any rules. */
const SeasonRulesInput = Type.Optional(
  Type.Unsafe<unknown>({ type: ['string', 'object', 'null'], maxLength: 40, maxProperties: 20 }),
);

export const CreateSeasonRequest = Type.Object(
  { ...SeasonFields, regles: SeasonRulesInput },
  { additionalProperties: false },
);
export type CreateSeasonRequest = Static<typeof CreateSeasonRequest>;

export const EditSeasonRequest = Type.Object(
  {
    nom: Type.Optional(SeasonFields.nom),
    date_debut: Type.Optional(SeasonFields.date_debut),
    date_fin: Type.Optional(SeasonFields.date_fin),
    mesure: Type.Optional(SeasonFields.mesure),
    meilleures: SeasonFields.meilleures,
    min_parties: SeasonFields.min_parties,
    regles: SeasonRulesInput,
    ligue_id: Type.Optional(
      Type.String({ maxLength: 200, description: 'Une saison reste dans sa ligue : une autre est refusée.' }),
    ),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type EditSeasonRequest = Static<typeof EditSeasonRequest>;

export const StandingLine = Type.Object({
  user_id: Id,
  pseudo: Type.String(),
  rang: Nullable(
    Type.Integer({ description: 'Partagé en cas d’égalité ; null sous le minimum de parties.' }),
  ),
  classe: Type.Boolean(),
  parties: Type.Integer(),
  total: Type.Number({
    description: 'En milliers après uma ; sous « meilleures », des meilleures seulement.',
  }),
  moyenne: Type.Number(),
  note: Nullable(Type.Number({ description: 'Estimation prudente μ − 3σ, sous « note » seulement.' })),
  formule: Type.String({
    description: 'La phrase qui explique le chiffre (« 10 meilleures parties sur 12 : +84,3 »).',
  }),
  progression: Type.Array(Type.Object({ date: IsoDate, valeur: Type.Number() }), {
    description: 'Le chiffre du joueur après chacune de ses parties comptées, dans l’ordre.',
  }),
});
export type StandingLine = Static<typeof StandingLine>;

export const ExcludedGame = Type.Object({
  partie_id: Id,
  motif: Type.String(),
  nom: Type.String(),
  date: IsoDate,
});
export type ExcludedGame = Static<typeof ExcludedGame>;

export const SeasonStandings = Type.Object({
  saison: Season,
  lignes: Type.Array(StandingLine),
  parties_comptees: Type.Integer({ description: 'Combien de parties comptent.' }),
  parties_exclues: Type.Array(ExcludedGame),
});
export type SeasonStandings = Static<typeof SeasonStandings>;

export const SeasonExportQuery = Type.Object(
  {
    format: Type.Optional(
      Type.Unsafe<'csv' | 'xlsx'>({ type: 'string', enum: ['csv', 'xlsx'], default: 'csv' }),
    ),
  },
  { additionalProperties: false },
);
export type SeasonExportQuery = Static<typeof SeasonExportQuery>;

/** POST /ligues */
export const createLeagueRoute = operation(
  'createLeague',
  'Créer une ligue (on en devient administrateur).',
  {
    body: LeagueNameRequest,
    response: responses({ 201: League }),
  },
);
/** GET /ligues */
export const listLeaguesRoute = operation('listLeagues', 'Les ligues dont on est membre.', {
  response: responses({ 200: Type.Array(League) }),
});
/** GET /ligues/{id} */
export const getLeagueRoute = operation('getLeague', 'Lire une ligue (ses membres).', {
  params: IdParams,
  response: responses({ 200: League }),
});
/** PATCH /ligues/{id} */
export const renameLeagueRoute = operation('renameLeague', 'Renommer une ligue.', {
  params: IdParams,
  body: LeagueNameRequest,
  response: responses({ 200: League }),
});
/** PUT /ligues/{id}/membres/{userId} */
export const addLeagueMemberRoute = operation('addLeagueMember', 'Ajouter un membre à la ligue.', {
  params: LeagueMemberParams,
  response: responses({ 204: NoContent }),
});
/** DELETE /ligues/{id}/membres/{userId} */
export const removeLeagueMemberRoute = operation(
  'removeLeagueMember',
  'Retirer un membre de la ligue (ou la quitter soi-même).',
  { params: LeagueMemberParams, response: responses({ 204: NoContent }) },
);
/** PUT /ligues/{id}/admins/{userId} */
export const addLeagueAdminRoute = operation('addLeagueAdmin', 'Nommer un membre administrateur.', {
  params: LeagueMemberParams,
  response: responses({ 204: NoContent }),
});
/** DELETE /ligues/{id}/admins/{userId} */
export const removeLeagueAdminRoute = operation(
  'removeLeagueAdmin',
  'Retirer le rôle d’administrateur à un membre.',
  { params: LeagueMemberParams, response: responses({ 204: NoContent }) },
);
/** PUT /ligues/{id}/invitation */
export const leagueInvitationRoute = operation(
  'leagueInvitation',
  'Créer un nouveau lien d’invitation (l’ancien cesse de fonctionner).',
  { params: IdParams, response: responses({ 200: InvitationResponse }) },
);
/** POST /ligues/rejoindre/{jeton} */
export const joinLeagueRoute = operation('joinLeague', 'Rejoindre une ligue par son lien d’invitation.', {
  params: TokenParams,
  response: responses({ 200: LeagueJoinResponse }),
});
/** POST /ligues/{id}/saisons */
export const createSeasonRoute = operation('createSeason', 'Créer une saison de la ligue.', {
  params: IdParams,
  body: CreateSeasonRequest,
  response: responses({ 201: Season }),
});
/** GET /ligues/{id}/saisons */
export const listSeasonsRoute = operation(
  'listSeasons',
  'Les saisons de la ligue, la plus récente d’abord.',
  {
    params: IdParams,
    response: responses({ 200: Type.Array(Season) }),
  },
);
/** PATCH /saisons/{id} */
export const editSeasonRoute = operation('editSeason', 'Modifier une saison.', {
  params: IdParams,
  body: EditSeasonRequest,
  response: responses({ 200: Season }),
});
/** DELETE /saisons/{id} */
export const deleteSeasonRoute = operation('deleteSeason', 'Supprimer une saison (aucune partie ne l’est).', {
  params: IdParams,
  response: responses({ 204: NoContent }),
});
/** GET /saisons/{id}/classement */
export const seasonStandingsRoute = operation('seasonStandings', 'Le classement d’une saison.', {
  params: IdParams,
  response: responses({ 200: SeasonStandings }),
});
/** GET /saisons/{id}/export */
export const seasonExportRoute = operation(
  'seasonExport',
  'Télécharger le classement d’une saison (CSV pour tableur français, ou XLSX).',
  {
    params: IdParams,
    querystring: SeasonExportQuery,
    response: responses({
      200: Type.Unsafe<string | Uint8Array>({
        type: 'string',
        format: 'binary',
        description: 'Le CSV (UTF-8, « ; », virgule décimale) ou le classeur XLSX.',
      }),
    }),
  },
);
