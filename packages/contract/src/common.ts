/**
 * Building blocks shared by every resource: ids, dates, maps of points, the `{detail}` error and the
 * helpers that keep each JSON schema exactly as the server validates it (a plain `type` list or `enum`
 * rather than TypeBox's `anyOf` unions, whose validation errors would lose their French sentence).
 */
import { STATES, type RulesChoice } from '@mj/domain';
import {
  Type,
  type SchemaOptions,
  type Static,
  type StringOptions,
  type TSchema,
  type TUnsafe,
} from '@sinclair/typebox';

/** A text among fixed values: `{type: 'string', enum}`. */
export function StringEnum<const T extends readonly string[]>(
  values: T,
  options: SchemaOptions = {},
): TUnsafe<T[number]> {
  return Type.Unsafe<T[number]>({ ...options, type: 'string', enum: [...values] });
}

/** The same schema that also accepts `null`: `{type: [<type>, 'null']}`. */
export function Nullable<T extends TSchema>(schema: T): TUnsafe<Static<T> | null> {
  return Type.Unsafe<Static<T> | null>({ ...schema, type: [schema.type as string, 'null'] });
}

/** An object used as a map (user id → value): `{type: 'object', additionalProperties: <value>}`. */
export function RecordOf<T extends TSchema>(
  value: T,
  options: SchemaOptions = {},
): TUnsafe<Record<string, Static<T>>> {
  return Type.Unsafe<Record<string, Static<T>>>({ ...options, type: 'object', additionalProperties: value });
}

/** A text or a number (a score typed by hand may arrive as either). */
export function NumberOrString(options: StringOptions = {}): TUnsafe<number | string> {
  return Type.Unsafe<number | string>({ ...options, type: ['number', 'string'] });
}

export const Id = Type.String();
export const Ids = Type.Array(Id);
export const IsoDate = Type.String({ format: 'date-time' });
export const NullableIsoDate = Nullable(IsoDate);

/** A map of user id to points. */
export const PointsByPlayer = RecordOf(Type.Number());
export type PointsByPlayer = Static<typeof PointsByPlayer>;

export const Status = StringEnum(STATES);
export type Status = Static<typeof Status>;

/**
 * What an online game's log says, sent with the 422 that asks who its players are (POST /parties/import
 * without `joueurs`), so that the page shows it before anyone is chosen.
 */
export const ImportPreview = Type.Object({
  format: StringEnum(['tenhou6', 'mjlog', 'mjai']),
  plateforme: StringEnum(['tenhou', 'mahjong-soul', 'mjai']),
  id_journal: Nullable(Type.String()),
  regles: Type.Unsafe<RulesChoice>({
    description: 'Les règles détectées (ou choisies), comme `regles` d’une partie.',
  }),
  scores: Type.Array(Type.Number(), { description: 'Les scores finaux, dans l’ordre des noms.' }),
  tours: Type.Integer(),
  avertissements: Type.Array(Type.String()),
});
export type ImportPreview = Static<typeof ImportPreview>;

/** Every error of the API: a French sentence to show as it is. */
export const ApiErrorBody = Type.Object(
  {
    detail: Type.String({ description: 'Message en français à montrer tel quel.' }),
    noms: Type.Optional(
      Type.Array(Type.String(), {
        description:
          'Import d’une partie en ligne : les quatre noms du journal, dans l’ordre des places (Est d’abord).',
      }),
    ),
    apercu: Type.Optional(ImportPreview),
    partie_id: Type.Optional(
      Type.String({ description: 'Import d’une partie en ligne déjà importée : la partie qui la contient.' }),
    ),
    ex_aequo: Type.Optional(
      Type.Array(Type.String(), {
        description: 'Coupure d’une phase : les joueurs à égalité que le départage ne sépare pas.',
      }),
    ),
  },
  { $id: 'Erreur' },
);
export type ApiErrorBody = Static<typeof ApiErrorBody>;

const errorRef = Type.Unsafe<ApiErrorBody>({ $ref: 'Erreur#' });

/** Response schemas of a route: its success shapes plus the `{detail}` error for every error status. */
export function responses<T extends Record<number, TSchema>>(success: T) {
  return { ...success, '4xx': errorRef, '5xx': errorRef };
}

/** An answer without a body (204): `void`, so that the handler's `reply.send()` takes no argument. */
export const NoContent = Type.Unsafe<void>({ type: 'null' });

export const IdParams = Type.Object({ id: Type.String({ minLength: 1 }) });
export type IdParams = Static<typeof IdParams>;

export const PartyIdParams = Type.Object({ partyId: Type.String({ minLength: 1 }) });
export type PartyIdParams = Static<typeof PartyIdParams>;

export const CreatedId = Type.Object({ id: Type.String() });
export type CreatedId = Static<typeof CreatedId>;

/**
 * One route's schemas with what third-party tools read in the OpenAPI document: a stable `operationId`
 * (the name of the route's declaration here, never renamed with its French summary) and a French
 * `summary`.
 */
export function operation<S extends object>(operationId: string, summary: string, schema: S) {
  return { operationId, summary, ...schema };
}
