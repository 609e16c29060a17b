/** Rounds (/parties/tours/…): a round as sent and as stored, the history, and the routes that add, undo and list. */
import type { RoundPayload } from '@mj/domain';
import { Type, type Static } from '@sinclair/typebox';
import {
  Ids,
  IsoDate,
  Nullable,
  NullableIsoDate,
  PartyIdParams,
  PointsByPlayer,
  RecordOf,
  StringEnum,
  responses,
  operation,
} from './common';
import { Game, PlayerId, Wind } from './games';

export const VictoryType = StringEnum(['tsumo', 'ron', 'tenpai', 'chombo', 'abandon', 'nagashi']);
export type VictoryType = Static<typeof VictoryType>;

/** A round as stored (the domain's validated form of what the client sent). */
export const Round = Type.Unsafe<RoundPayload>(
  Type.Object({
    gagnant: Ids,
    type_victoire: VictoryType,
    han: PointsByPlayer,
    fu: PointsByPlayer,
    riichi_players: Ids,
    perdant: Nullable(Type.String()),
    tenpai: Ids,
    yakuman: Type.Optional(PointsByPlayer),
  }),
);

/**
 * A history entry: scores before the round, the change of each player (riichi bets included) and the
 * round; with `compact=false`, also the state after it.
 */
export const HistoryEntry = Type.Object({
  index: Type.Integer({ description: 'Position du tour dans la partie, à partir de 0.' }),
  joueurs_avant: PointsByPlayer,
  delta: PointsByPlayer,
  tour: Round,
  auteur_id: Nullable(
    Type.String({
      description: 'Qui a saisi le tour (null : tour saisi avant que les auteurs soient gardés).',
    }),
  ),
  cree_le: IsoDate,
  modifie_par: Nullable(
    Type.String({ description: 'Qui a corrigé le tour en dernier (null : jamais corrigé).' }),
  ),
  modifie_le: NullableIsoDate,
  scores: Type.Optional(PointsByPlayer),
  vent: Type.Optional(Wind),
  tour_actuel: Type.Optional(Type.Integer()),
  dealer_stack: Type.Optional(Type.Integer()),
  riichi_stack: Type.Optional(Type.Integer()),
});
export type HistoryEntry = Static<typeof HistoryEntry>;
/** The name the web app knows the history entry by. */
export type HistoryEntryWire = HistoryEntry;

const RoundPlayers = Type.Array(PlayerId, { maxItems: 4 });
const HanOrFu = Nullable(RecordOf(Type.Number(), { maxProperties: 4 }));

const HanOrFuOrNull = Nullable(RecordOf(Nullable(Type.Number()), { maxProperties: 4 }));

const RoundsSeen = Type.Integer({
  minimum: 0,
  maximum: 10000,
  description: 'Nombre de tours vus par le client : refusé (409) si un autre tour est arrivé entre-temps.',
});

/**
 * The fields of a round as the client sends it. Every field may be missing or null here: the domain's
 * validateRound checks the rules and words the error. A limit hand (5 han and more) may send no fu.
 */
const roundFields = {
  type_victoire: Type.Optional(
    Nullable(
      Type.String({
        maxLength: 20,
        description: 'tsumo, ron, tenpai, chombo, abandon ou nagashi (selon les règles)',
      }),
    ),
  ),
  gagnant: Type.Optional(Nullable(RoundPlayers)),
  perdant: Type.Optional(Nullable(Type.String({ maxLength: 200 }))),
  han: Type.Optional(HanOrFu),
  fu: Type.Optional(HanOrFuOrNull),
  riichi_players: Type.Optional(Nullable(RoundPlayers)),
  tenpai: Type.Optional(Nullable(RoundPlayers)),
  yakuman: Type.Optional(
    Nullable(
      RecordOf(Type.Number(), {
        maxProperties: 4,
        description:
          'Gagnants tenant un yakuman, avec leur nombre (2 : double yakuman, où les règles le comptent).',
      }),
    ),
  ),
};

/** A new round, with the number of rounds the client has seen (stale → 409). */
export const AddRoundRequest = Type.Object(
  { ...roundFields, index: Type.Optional(RoundsSeen) },
  { additionalProperties: false },
);
export type AddRoundRequest = Static<typeof AddRoundRequest>;
/** What the api package sends: a complete round and the index it has seen (a narrower AddRoundRequest). */
export type AddRoundBody = RoundPayload & { index?: number };

export const IdempotencyHeaders = Type.Object({
  'idempotency-key': Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
});

export const AddRoundResponse = Type.Object({ partie: Game, entry: HistoryEntry });
export type AddRoundResponse = Static<typeof AddRoundResponse>;

export const UndoRoundResponse = Type.Object({ partie: Game, removed: HistoryEntry });
export type UndoRoundResponse = Static<typeof UndoRoundResponse>;

export const RoundsQuery = Type.Object({
  compact: Type.Optional(StringEnum(['true', 'false', '1', '0'], { default: 'true' })),
});
export type RoundsQuery = Static<typeof RoundsQuery>;

export const RoundsResponse = Type.Object({ tours: Type.Array(HistoryEntry) });
export type RoundsResponse = Static<typeof RoundsResponse>;

/** POST /parties/tours/{partyId} */
export const addRoundRoute = operation('addRound', 'Ajouter un tour à une partie.', {
  params: PartyIdParams,
  headers: IdempotencyHeaders,
  body: AddRoundRequest,
  response: responses({ 201: AddRoundResponse }),
});
/** DELETE /parties/tours/{partyId}/last */
export const undoRoundRoute = operation('undoRound', 'Annuler le dernier tour d’une partie.', {
  params: PartyIdParams,
  response: responses({ 200: UndoRoundResponse }),
});
/** GET /parties/tours/{partyId}/tours */
export const roundsRoute = operation('rounds', 'Lire l’historique des tours d’une partie.', {
  params: PartyIdParams,
  querystring: RoundsQuery,
  response: responses({ 200: RoundsResponse }),
});

/** A past round: its game and its position (0-based, as in the history; digits in the path). */
export const RoundParams = Type.Object({
  partyId: Type.String({ minLength: 1 }),
  index: Type.String({ pattern: '^[0-9]{1,5}$', description: 'Position du tour, à partir de 0.' }),
});
export type RoundParams = Static<typeof RoundParams>;

/** A correction: the replacing round, and `nb_tours` (the rounds the client has seen) like `index`. */
export const CorrectRoundRequest = Type.Object(
  { ...roundFields, nb_tours: Type.Optional(RoundsSeen) },
  { additionalProperties: false },
);
export type CorrectRoundRequest = Static<typeof CorrectRoundRequest>;
/** What the api package sends: a complete round and the number of rounds it has seen. */
export type CorrectRoundBody = RoundPayload & { nb_tours?: number };

/** The game replayed, and the corrected round's new entry. */
export const CorrectRoundResponse = Type.Object({ partie: Game, entry: HistoryEntry });
export type CorrectRoundResponse = Static<typeof CorrectRoundResponse>;

export const DeleteRoundQuery = Type.Object({
  nb_tours: Type.Optional(Type.String({ pattern: '^[0-9]{1,5}$', description: RoundsSeen.description })),
});
export type DeleteRoundQuery = Static<typeof DeleteRoundQuery>;

/** PUT /parties/tours/{partyId}/{index} */
export const correctRoundRoute = operation(
  'correctRound',
  'Corriger un tour passé (la partie est rejouée).',
  {
    params: RoundParams,
    body: CorrectRoundRequest,
    response: responses({ 200: CorrectRoundResponse }),
  },
);
/** DELETE /parties/tours/{partyId}/{index}: `removed` is the deleted round's entry as it was. */
export const deleteRoundRoute = operation('deleteRound', 'Supprimer un tour passé (la partie est rejouée).', {
  params: RoundParams,
  querystring: DeleteRoundQuery,
  response: responses({ 200: UndoRoundResponse }),
});
