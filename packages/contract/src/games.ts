/** Games (/parties/…): the game entity and the routes that create, read and finish one. */
import { WINDS } from '@mj/domain';
import { Type, type Static } from '@sinclair/typebox';
import { Rules, RulesInput } from './rules';
import {
  CreatedId,
  Id,
  IdParams,
  IsoDate,
  Nullable,
  NoContent,
  NullableIsoDate,
  NumberOrString,
  PointsByPlayer,
  RecordOf,
  Status,
  StringEnum,
  responses,
  operation,
} from './common';

export const Wind = StringEnum(WINDS);

export type GameStatus = Status;

export const Game = Type.Object({
  id: Id,
  nom: Type.String(),
  joueurs: Type.Array(Id, {
    description: 'Ordre des places : Est, Sud, Ouest, Nord au départ ; joueurs[0] est le premier dealer.',
  }),
  scores: PointsByPlayer,
  etat: Status,
  vent: Wind,
  tour_actuel: Type.Integer(),
  dealer_stack: Type.Integer(),
  riichi_stack: Type.Integer(),
  date_debut: IsoDate,
  date_fin: NullableIsoDate,
  tournois_id: Nullable(Type.String()),
  ligue_id: Nullable(
    Type.String({
      description:
        'La ligue pour laquelle la partie a été jouée (celle de son tournoi : voir le tournoi), sinon null.',
    }),
  ),
  nb_tours: Type.Integer(),
  ronde: Nullable(Type.Integer({ description: 'Numéro de la ronde qui a créé la partie, sinon null.' })),
  table: Nullable(Type.Integer({ description: 'Numéro de table dans sa ronde, sinon null.' })),
  createur_id: Type.String({
    description:
      'Qui a créé la partie (un de ses joueurs ou l’administrateur de son tournoi) : hors tournoi, seul lui corrige une partie terminée (api-contract « Correcting a past round »).',
  }),
  regles: Rules,
  a_valider: Type.Boolean({
    description:
      'Partie terminée qui ne comptera au classement qu’une fois validée par l’administrateur ou un arbitre (ou, créée par un joueur, confirmée par ses trois autres joueurs).',
  }),
  confirmations: Type.Array(Id, {
    description: 'Les joueurs qui ont confirmé le résultat (une partie créée par un joueur d’un tournoi).',
  }),
  validee_par: Nullable(Type.String({ description: 'Qui a validé la feuille, sinon null.' })),
  validee_le: NullableIsoDate,
  origine: Nullable(
    Type.Object(
      {
        plateforme: StringEnum(['tenhou', 'mahjong-soul', 'mjai']),
        format: StringEnum(['tenhou6', 'mjlog', 'mjai']),
        id_journal: Nullable(
          Type.String({ description: 'L’identifiant de la partie sur sa plateforme, s’il est connu.' }),
        ),
      },
      { description: 'Partie importée d’un journal en ligne (POST /parties/import), sinon null.' },
    ),
  ),
});
export type Game = Static<typeof Game>;
export type GameOrigin = NonNullable<Game['origine']>;

/**
 * A game as a tournament's lists and events give it: without `scores` for a reader who may not see
 * them (the ranking is hidden, the reader is neither staff nor one of its players).
 */
export const TournamentGame = Type.Composite([
  Type.Omit(Game, ['scores']),
  Type.Object({ scores: Type.Optional(PointsByPlayer) }),
]);
export type TournamentGame = Static<typeof TournamentGame>;

export const PlayerId = Type.String({ maxLength: 200 });
const Players = Type.Array(PlayerId, { maxItems: 8 });
/** Inputs accept `tournois_id` and `tournoi_id` alike. */
const TournamentRef = Type.Optional(Nullable(Type.String({ maxLength: 200 })));
/** The league the game is played for: every player must be one of its members. */
export const LeagueRef = Type.Optional(
  Nullable(
    Type.String({
      maxLength: 200,
      description: 'La ligue où la partie compte (ses joueurs en sont membres).',
    }),
  ),
);

export const CreateGameRequest = Type.Object(
  {
    joueurs: Players,
    tournois_id: TournamentRef,
    tournoi_id: TournamentRef,
    regles: RulesInput,
    ligue_id: LeagueRef,
  },
  { additionalProperties: false },
);
export type CreateGameRequest = Static<typeof CreateGameRequest>;

export const CreateManualGameRequest = Type.Object(
  {
    joueurs: Players,
    scores: RecordOf(NumberOrString({ maxLength: 20 }), { maxProperties: 8 }),
    /** ISO 8601; the client sends "now". */
    date_debut: Type.Optional(Type.String({ maxLength: 64 })),
    tournois_id: TournamentRef,
    tournoi_id: TournamentRef,
    regles: RulesInput,
    ligue_id: LeagueRef,
  },
  { additionalProperties: false },
);
export type CreateManualGameRequest = Static<typeof CreateManualGameRequest>;

/** POST /parties/ */
export const createGameRoute = operation(
  'createGame',
  'Créer une partie (quatre joueurs, dans un tournoi ou non).',
  { body: CreateGameRequest, response: responses({ 201: CreatedId }) },
);
/** POST /parties/manuelle */
export const createManualGameRoute = operation(
  'createManualGame',
  'Enregistrer une partie terminée à partir de ses scores finaux.',
  {
    body: CreateManualGameRequest,
    response: responses({ 201: CreatedId }),
  },
);
/** GET /parties/{id} */
export const getGameRoute = operation('getGame', 'Lire une partie.', {
  params: IdParams,
  response: responses({ 200: Game }),
});
/** POST /parties/{id}/quitter */
export const leaveGameRoute = operation(
  'leaveGame',
  'Quitter (masquer) une partie amicale créée par un autre.',
  { params: IdParams, response: responses({ 204: NoContent }) },
);
/** POST /parties/{id}/finish */
export const finishGameRoute = operation('finishGame', 'Terminer une partie.', {
  params: IdParams,
  response: responses({ 200: Game }),
});

/** What the import reads: the log's text, at most 2 MB (413 beyond; the body's own limit is larger). */
export const IMPORT_CONTENT_MAX_BYTES = 2 * 1024 * 1024;

export const ImportGameRequest = Type.Object(
  {
    contenu: Type.String({
      minLength: 1,
      description:
        'Le journal collé ou le texte du fichier : tenhou.net/6 (JSON ou lien #json=), mjlog (XML) ou mjai (JSON par ligne). 2 Mo au plus (413).',
    }),
    joueurs: Type.Optional(
      RecordOf(PlayerId, {
        maxProperties: 4,
        description: 'Pour chaque nom du journal, le joueur de l’application (son id).',
      }),
    ),
    ligue_id: LeagueRef,
    tournois_id: TournamentRef,
    tournoi_id: TournamentRef,
    regles: RulesInput,
  },
  { additionalProperties: false },
);
export type ImportGameRequest = Static<typeof ImportGameRequest>;

export const ImportGameResponse = Type.Object({
  id: Id,
  format: StringEnum(['tenhou6', 'mjlog', 'mjai']),
  tours: Type.Integer({ description: 'Nombre de tours (une main du journal, un tour).' }),
  avertissements: Type.Array(Type.String(), {
    description: 'Ce que l’application enregistre autrement que la plateforme (cinq rouges, pao…).',
  }),
});
export type ImportGameResponse = Static<typeof ImportGameResponse>;

/** POST /parties/import */
export const importGameRoute = operation(
  'importGame',
  'Importer une partie en ligne (Tenhou, Mahjong Soul, mjai) : vérifiée main par main avant d’être enregistrée.',
  { body: ImportGameRequest, response: responses({ 201: ImportGameResponse }) },
);
