/**
 * fast-check generators of what an attacker or a buggy client can send: any JSON, text that is not
 * JSON, wrong types, huge or strange strings, ids that exist or not, and rounds that have the right
 * shape with any content. Valid rounds come from the domain's own generator (@mj/domain/testing/arbitraries).
 */
import { PLAYERS } from '@mj/domain/testing';
import { validRound } from '@mj/domain/testing/arbitraries';
import fc from 'fast-check';

/** Text with anything in it: control characters, NUL, emoji, accents, right-to-left marks. */
export const anyText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'binary-ascii', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'é',
    '<img src=x onerror=alert(1)>',
    "'; drop table users; --",
    '__proto__',
    'constructor',
  ),
);

/** Strings from 1 KiB to a bit over the 64 KiB body limit. */
export const hugeText = fc
  .tuple(fc.integer({ min: 1024, max: 70 * 1024 }), fc.constantFrom('a', 'é', '0', '𝌆'))
  .map(([length, unit]) => unit.repeat(Math.ceil(length / unit.length)));

/** Any JSON value, deep or wide, including `__proto__` keys. */
export const anyJson = fc.jsonValue({ maxDepth: 4 });

/** A value of the wrong kind for whatever field it lands in. */
export const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  anyJson,
  anyText,
  fc.constantFrom(null, true, false, 0, -1, 1e308, -1e308, 0.5, [], {}, [null], { length: 1 }),
  fc.integer(),
  fc.double({ noNaN: true }),
);

/** A value for a field: usually a plausible one from `good`, often a wrong one. */
export function field<T>(good: fc.Arbitrary<T>): fc.Arbitrary<unknown> {
  return fc.oneof({ arbitrary: good, weight: 6 }, { arbitrary: wrongValue, weight: 1 });
}

/**
 * An object with `fields` (each maybe wrong), sometimes missing some of them or carrying an unexpected
 * extra key.
 */
export function shapedObject(
  fields: Record<string, fc.Arbitrary<unknown>>,
): fc.Arbitrary<Record<string, unknown>> {
  const extraKey = fc.tuple(
    fc.constantFrom('__proto__', 'constructor', 'extra', 'index', 'admin_id'),
    wrongValue,
  );
  return fc.oneof(
    { arbitrary: fc.record(fields), weight: 6 },
    { arbitrary: fc.record(fields, { requiredKeys: [] }), weight: 2 },
    {
      arbitrary: fc
        .tuple(fc.record(fields), extraKey)
        .map(([body, [key, value]]) => ({ ...body, [key]: value })),
      weight: 1,
    },
  );
}

export interface RawBody {
  /** Exactly what goes on the wire (undefined: no body). */
  payload: string | undefined;
  contentType: string | undefined;
}

/** Text sent as JSON that is not (or is surprising) JSON. */
const notJson = fc.oneof(
  anyText,
  fc.constantFrom('{', '{"a":', '[1,]', '{"pseudo":"x",}', 'nul', '"\\ud800"', '{"__proto__":{"x":1}}'),
);

const json = (value: unknown): RawBody => ({
  payload: JSON.stringify(value),
  contentType: 'application/json',
});

/**
 * Anything a client can put in a request body: the route's own shape (fields right or wrong), any JSON,
 * text that is not JSON, a huge body, no body, or another content type.
 */
export function anyBody(shaped: fc.Arbitrary<unknown>): fc.Arbitrary<RawBody> {
  return fc.oneof(
    { arbitrary: shaped.map(json), weight: 6 },
    { arbitrary: anyJson.map(json), weight: 2 },
    { arbitrary: notJson.map((payload) => ({ payload, contentType: 'application/json' })), weight: 1 },
    { arbitrary: hugeText.map((text) => json({ pseudo: text, nom: text, joueurs: [text] })), weight: 1 },
    { arbitrary: fc.constant<RawBody>({ payload: undefined, contentType: undefined }), weight: 1 },
    {
      arbitrary: fc
        .tuple(
          fc.constantFrom(
            'text/plain',
            'application/x-www-form-urlencoded',
            'multipart/form-data',
            'application/xml',
          ),
          anyText,
        )
        .map(([contentType, payload]) => ({ payload, contentType })),
      weight: 1,
    },
  );
}

/** An id from `known` (existing rows), or any text, URL-encoded or raw (possibly a malformed escape). */
export function pathId(known: readonly string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: fc.constantFrom(...known), weight: 12 },
    { arbitrary: anyText.filter((t) => t.length > 0).map(encodeURIComponent), weight: 2 },
    {
      arbitrary: fc.constantFrom(
        '%00',
        '%E0%A4%A',
        '..%2F..',
        '%',
        'a'.repeat(300),
        '00000000-0000-0000-0000-000000000000',
      ),
      weight: 1,
    },
  );
}

// ---------------------------------------------------------------- rounds

/** Replaces the domain fixtures' four players by the real seats (in the same order). */
export function seated(round: unknown, seats: readonly string[]): Record<string, unknown> {
  const text = JSON.stringify(round).replace(/"(alice|bruno|chloe|denis)"/g, (_, name: string) =>
    JSON.stringify(seats[PLAYERS.indexOf(name)]),
  );
  return JSON.parse(text) as Record<string, unknown>;
}

/**
 * A round with the right field names and any content: players from the table (sometimes someone else),
 * han and fu around their bounds, duplicated or missing winners, riichi of anyone.
 */
export function shapedRound(
  seats: readonly string[],
  outsider: string,
): fc.Arbitrary<Record<string, unknown>> {
  const someone = fc.constantFrom(...seats, ...seats, outsider);
  const players = fc.array(someone, { maxLength: 4 });
  const han = fc.oneof(
    fc.integer({ min: 1, max: 13 }),
    fc.integer({ min: -2, max: 120 }),
    fc.constantFrom(0.5, 1e9),
  );
  const fu = fc.oneof(fc.constantFrom(20, 25, 30, 40, 50, 60, 70, 110), fc.integer({ min: -10, max: 200 }));
  return fc
    .record({
      type_victoire: fc.oneof(
        { arbitrary: fc.constantFrom('tsumo', 'ron', 'tenpai', 'chombo'), weight: 9 },
        fc.constantFrom('Tsumo', 'nagashi', ''),
      ),
      gagnant: players,
      perdant: fc.option(someone),
      riichi_players: fc.subarray([...seats]),
      tenpai: fc.subarray([...seats]),
      hands: fc.array(fc.tuple(someone, han, fu), { maxLength: 4 }),
    })
    .map(({ hands, ...round }) => ({
      ...round,
      han: Object.fromEntries(hands.map(([id, h]) => [id, h])),
      fu: Object.fromEntries(hands.map(([id, , f]) => [id, f])),
    }));
}

/**
 * Rounds for a table: valid by the rules (the domain's generator) `validWeight` times for each one that
 * only looks like a round.
 */
export function tableRound(
  seats: readonly string[],
  outsider: string,
  validWeight = 1,
): fc.Arbitrary<Record<string, unknown>> {
  return fc.oneof(
    { arbitrary: validRound.map((round) => seated(round, seats)), weight: validWeight },
    { arbitrary: shapedRound(seats, outsider), weight: 1 },
  );
}
