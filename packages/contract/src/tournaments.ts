/** Tournaments (/tournois/…): the tournament entity, its players, games and ranking. */
import { FINISHED, IN_PROGRESS, MAX_TOURNAMENT_PLAYERS } from '@mj/domain';
import { Type, type Static } from '@sinclair/typebox';
import { RankingStage, TeamLine } from './formats';
import {
  Id,
  IdParams,
  Ids,
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
import { TournamentGame } from './games';
import { Rules, RulesInput } from './rules';

export type TournamentStatus = Status;

/** `arbitre`: a finished game counts once an admin or a referee has validated its sheet. */
export const ValidationSetting = StringEnum(['aucune', 'arbitre'], {
  description: '« arbitre » : une partie terminée compte au classement une fois sa feuille validée.',
});
export type ValidationSetting = Static<typeof ValidationSetting>;

/** Tied totals: a shared place (the EMA's practice), or raw points, then best game, then first places. */
export const TieBreak = StringEnum(['partage', 'points'], {
  description:
    'Égalités : « partage » (place partagée), ou « points » (total des points bruts, puis meilleure partie, puis nombre de premières places).',
});
export type TieBreak = Static<typeof TieBreak>;

export const Tournament = Type.Object({
  id: Id,
  nom: Type.String(),
  date_debut: IsoDate,
  date_fin: NullableIsoDate,
  etat: Status,
  classement_visible: Type.Boolean(),
  regles: Rules,
  joueurs: Ids,
  absents: Type.Array(Id, {
    description: 'Joueurs marqués absents : laissés hors des prochaines rondes par défaut.',
  }),
  presents: Type.Array(Id, {
    description: 'Joueurs pointés à leur arrivée : les présents par défaut des prochaines rondes.',
  }),
  remplacants: Type.Array(Id, { description: 'Remplaçants : classés comme les autres, signalés.' }),
  ville: Nullable(Type.String()),
  pays: Nullable(Type.String({ description: 'Code ISO 3166-1 alpha-2.' })),
  admin_id: Id,
  arbitres: Type.Array(Id, {
    description: 'Arbitres : les droits de l’administrateur aux tables, aucun autre.',
  }),
  validation_feuilles: ValidationSetting,
  departage: TieBreak,
  rondes_prevues: Nullable(
    Type.Integer({ description: 'Rondes prévues (null : non dit) : le placement planifie jusque-là.' }),
  ),
  tables_fixes: RecordOf(Type.Integer(), {
    description:
      'Joueurs gardés à une table à chaque ronde (fauteuil roulant, table près de la porte) : identifiant → numéro de table.',
  }),
  ligue_id: Nullable(
    Type.String({ description: 'La ligue dont les saisons comptent ses parties (null : aucune).' }),
  ),
  separer_clubs: Type.Boolean({
    description:
      'Le placement « équilibré » évite de réunir à une table les joueurs d’un même club (leur profil partagé avec le tournoi), sans jamais coûter une rencontre répétée, un vent ou une équipe.',
  }),
});
export type Tournament = Static<typeof Tournament>;

/** The rondes a tournament may plan: a day plays 4 to 8, a weekend up to 12 or more. */
const PlannedRondes = Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 20 })));

/** The fixed tables as the admin sets them: the whole map, which replaces the stored one (`{}` clears). */
export const FixedTables = RecordOf(Type.Integer({ minimum: 1, maximum: MAX_TOURNAMENT_PLAYERS / 4 }), {
  maxProperties: MAX_TOURNAMENT_PLAYERS,
});

export const CreateTournamentRequest = Type.Object(
  {
    nom: Type.Optional(Type.String({ maxLength: 200 })),
    date_debut: Type.Optional(Type.String({ maxLength: 64 })),
    classement_visible: Type.Optional(Type.Boolean({ default: true })),
    regles: RulesInput,
    // Every player of the largest tournament the seating handles may come in the creation itself.
    joueurs: Type.Optional(Type.Array(Type.String({ maxLength: 200 }), { maxItems: MAX_TOURNAMENT_PLAYERS })),
    validation_feuilles: Type.Optional(ValidationSetting),
    departage: Type.Optional(TieBreak),
    rondes_prevues: PlannedRondes,
    inscriptions: Type.Optional(
      Type.Object(
        {
          places: Nullable(Type.Integer({ minimum: 4, maximum: 2000, description: 'null : pas de limite.' })),
          liste_attente: Type.Optional(Type.Boolean()),
        },
        {
          additionalProperties: false,
          description:
            'Inscriptions ouvertes par lien dès la création : `joueurs` peut alors être vide ; la réponse donne le jeton.',
        },
      ),
    ),
  },
  { additionalProperties: false },
);
export type CreateTournamentRequest = Static<typeof CreateTournamentRequest>;

/** Map of user id to ranking points (see rules-classic.md). */
export const Ranking = RecordOf(Type.Number());
export type Ranking = Static<typeof Ranking>;

/** `null` for a non-admin while the ranking is hidden (finished tournament or not). */
const VisibleRanking = Nullable(
  RecordOf(Type.Number(), {
    description: 'Points de classement par joueur (somme des résultats ÷ 1000, une décimale).',
  }),
);

export const RankingResponse = Type.Object({
  classement: VisibleRanking,
  classement_visible: Type.Boolean(),
  version: Type.Optional(
    Type.String({
      description:
        'Classement visible : l’empreinte de ce classement ; un événement en direct `classement_maj` s’applique au classement de cette version (docs/api-contract.md, « Live updates »).',
    }),
  ),
  rangs: Type.Optional(
    Nullable(
      RecordOf(Type.Integer(), {
        description:
          'Place de chaque joueur classé selon le départage du tournoi ; deux joueurs à la même place sont ex æquo.',
      }),
    ),
  ),
  mon_total: Type.Optional(
    Nullable(
      Type.Number({
        description: 'Classement masqué : le total du lecteur s’il joue dans le tournoi (sinon absent).',
      }),
    ),
  ),
  phases: Type.Optional(
    Type.Array(RankingStage, {
      description:
        'Les phases (coupures) : avec elles, `rangs` est l’ordre final, les joueurs de la dernière phase d’abord.',
    }),
  ),
  equipes: Type.Optional(
    Nullable(
      Type.Array(TeamLine, {
        description: 'Classement des équipes ; null exactement quand le classement individuel est masqué.',
      }),
    ),
  ),
});
export type RankingResponse = Static<typeof RankingResponse>;

export const TournamentPlayersResponse = Type.Object({ joueurs: Ids });
export type TournamentPlayersResponse = Static<typeof TournamentPlayersResponse>;

/**
 * The body of POST /tournois/{id}/joueurs/add: the bare user id as a JSON string, or
 * `{user_id, remplacant}` to add a substitute (one schema with both types rather than a union, whose
 * errors would lose their French sentence).
 */
export const AddTournamentPlayerBody = Type.Unsafe<string | { user_id: string; remplacant?: boolean }>({
  type: ['string', 'object'],
  minLength: 1,
  maxLength: 200,
  properties: {
    user_id: { type: 'string', minLength: 1, maxLength: 200 },
    remplacant: { type: 'boolean' },
  },
  required: ['user_id'],
  additionalProperties: false,
  description: 'L’identifiant du joueur en chaîne JSON, ou {user_id, remplacant}.',
});

export const TournamentGameParams = Type.Object({
  id: Type.String({ minLength: 1 }),
  gameId: Type.String({ minLength: 1 }),
});

export const DeleteTournamentGameResponse = Type.Object({
  /** Ids of the games left in the tournament. */
  parties: Ids,
  classement: VisibleRanking,
});
export type DeleteTournamentGameResponse = Static<typeof DeleteTournamentGameResponse>;

export const RankingVisibilityRequest = Type.Object(
  { visible: Type.Boolean() },
  { additionalProperties: false },
);
export const RankingVisibilityResponse = Type.Object({ classement_visible: Type.Boolean() });
export type RankingVisibilityResponse = Static<typeof RankingVisibilityResponse>;

export const TournamentStateRequest = Type.Object(
  { new_state: StringEnum([FINISHED, IN_PROGRESS]) },
  { additionalProperties: false },
);
export const TournamentStateResponse = Type.Object({ etat: Status, date_fin: NullableIsoDate });
export type TournamentStateResponse = Static<typeof TournamentStateResponse>;

/** GET /tournois/ */
export const listTournamentsRoute = operation('listTournaments', 'Lister mes tournois.', {
  response: responses({ 200: Type.Array(Tournament) }),
});
/** POST /tournois/ */
/** A tournament's registration by link: whether it is open, its places, its link's token. */
export const RegistrationSettings = Type.Object({
  ouvertes: Type.Boolean(),
  places: Nullable(Type.Integer()),
  liste_attente: Type.Boolean(),
  jeton: Nullable(Type.String({ description: 'Le lien est /inscription/{jeton}.' })),
});

/** The created tournament, with its registration's settings and link when it opened at creation. */
export const CreatedTournament = Type.Composite([
  Tournament,
  Type.Object({ inscriptions: Type.Optional(RegistrationSettings) }),
]);
export type CreatedTournament = Static<typeof CreatedTournament>;

export const createTournamentRoute = operation('createTournament', 'Créer un tournoi.', {
  body: CreateTournamentRequest,
  response: responses({ 201: CreatedTournament }),
});
/** GET /tournois/{id} */
export const getTournamentRoute = operation('getTournament', 'Lire un tournoi.', {
  params: IdParams,
  response: responses({ 200: Tournament }),
});
/** GET /tournois/{id}/joueurs */
export const tournamentPlayersRoute = operation('tournamentPlayers', 'Lister les joueurs d’un tournoi.', {
  params: IdParams,
  response: responses({ 200: TournamentPlayersResponse }),
});
/** GET /tournois/{id}/parties */
export const tournamentGamesRoute = operation('tournamentGames', 'Lister les parties d’un tournoi.', {
  params: IdParams,
  response: responses({ 200: Type.Array(TournamentGame) }),
});
/** GET /tournois/{id}/classement */
export const rankingRoute = operation('ranking', 'Lire le classement d’un tournoi.', {
  params: IdParams,
  response: responses({ 200: RankingResponse }),
});
/** POST /tournois/{id}/joueurs/add */
export const addTournamentPlayerRoute = operation('addTournamentPlayer', 'Ajouter un joueur à un tournoi.', {
  params: IdParams,
  body: AddTournamentPlayerBody,
  response: responses({ 200: Tournament }),
});
/** DELETE /tournois/{id}/parties/{gameId} */
export const deleteTournamentGameRoute = operation(
  'deleteTournamentGame',
  'Supprimer une partie d’un tournoi.',
  {
    params: TournamentGameParams,
    response: responses({ 200: DeleteTournamentGameResponse }),
  },
);
/** PATCH /tournois/{id}/classement-visible */
export const rankingVisibilityRoute = operation(
  'rankingVisibility',
  'Montrer ou masquer le classement d’un tournoi.',
  {
    params: IdParams,
    body: RankingVisibilityRequest,
    response: responses({ 200: RankingVisibilityResponse }),
  },
);
/** The admin hands the tournament to one of its players. */
export const HandOverRequest = Type.Object(
  {
    admin_id: Type.String({
      minLength: 1,
      maxLength: 200,
      description: 'Le joueur du tournoi qui l’administrera.',
    }),
  },
  { additionalProperties: false },
);
export type HandOverRequest = Static<typeof HandOverRequest>;
/** PATCH /tournois/{id}/admin */
export const handOverRoute = operation(
  'handOver',
  'Transmettre l’administration d’un tournoi à l’un de ses joueurs.',
  {
    params: IdParams,
    body: HandOverRequest,
    response: responses({ 200: Tournament }),
  },
);
/** PATCH /tournois/{id}/etat */
export const tournamentStateRoute = operation(
  'tournamentState',
  'Changer l’état d’un tournoi (le terminer).',
  {
    params: IdParams,
    body: TournamentStateRequest,
    response: responses({ 200: TournamentStateResponse }),
  },
);

export const EditTournamentRequest = Type.Object(
  {
    nom: Type.Optional(Type.String({ maxLength: 200 })),
    date_debut: Type.Optional(Type.String({ maxLength: 64 })),
    regles: RulesInput,
    validation_feuilles: Type.Optional(ValidationSetting),
    departage: Type.Optional(TieBreak),
    ville: Type.Optional(Nullable(Type.String({ maxLength: 100 }))),
    pays: Type.Optional(Nullable(Type.String({ maxLength: 10 }))),
    rondes_prevues: PlannedRondes,
    tables_fixes: Type.Optional(FixedTables),
    separer_clubs: Type.Optional(Type.Boolean()),
    ligue_id: Type.Optional(
      Nullable(
        Type.String({
          maxLength: 200,
          description: 'Rattacher le tournoi à une ligue (administrateur des deux) ; null le détache.',
        }),
      ),
    ),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type EditTournamentRequest = Static<typeof EditTournamentRequest>;

export const TournamentPlayerParams = Type.Object({
  id: Type.String({ minLength: 1 }),
  userId: Type.String({ minLength: 1 }),
});

export const PlayerAbsentRequest = Type.Object({ absent: Type.Boolean() }, { additionalProperties: false });
export type PlayerAbsentRequest = Static<typeof PlayerAbsentRequest>;

/** PATCH /tournois/{id} */
export const editTournamentRoute = operation(
  'editTournament',
  'Renommer un tournoi, changer sa date ou ses règles (les règles, tant qu’aucune partie n’a de tour).',
  {
    params: IdParams,
    body: EditTournamentRequest,
    response: responses({ 200: Tournament }),
  },
);
/** DELETE /tournois/{id}/joueurs/{userId} */
export const removeTournamentPlayerRoute = operation(
  'removeTournamentPlayer',
  'Retirer d’un tournoi un joueur qui n’a pas joué.',
  {
    params: TournamentPlayerParams,
    response: responses({ 204: NoContent }),
  },
);
/** PATCH /tournois/{id}/joueurs/{userId} */
export const playerAbsentRoute = operation(
  'playerAbsent',
  'Marquer un joueur absent des prochaines rondes, ou présent.',
  {
    params: TournamentPlayerParams,
    body: PlayerAbsentRequest,
    response: responses({ 200: Tournament }),
  },
);
