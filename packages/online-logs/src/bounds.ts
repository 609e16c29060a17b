/**
 * Limits that keep a hostile text cheap to refuse: the size is the server's (2 MB), these bound what
 * parsing may build from it. A real 20-hand tenhou.net/6 log nests 5 deep and holds about 5 000 values;
 * an mjai log of the same game about 1 500 lines of depth 3.
 */
export const LIMITS = {
  /** Deepest nesting of JSON arrays and objects. */
  jsonDepth: 8,
  /** Arrays, objects and scalars in one JSON text (a 2 MB text of « 1, » would hold a million). */
  jsonValues: 300_000,
  /** Lines of an mjai log. */
  mjaiLines: 20_000,
  /** Elements of an mjlog. */
  xmlElements: 30_000,
  /** Hands of one game: a hanchan into North with every hand repeated stays far below. */
  hands: 200,
} as const;

/**
 * Walks a JSON text once, outside its strings, and says whether parsing it stays within the limits:
 * depth of nesting and number of values. Runs before `JSON.parse`, so a text of a million nested brackets
 * is refused without building anything.
 */
export function withinJsonLimits(
  text: string,
  limits: { depth: number; values: number } = { depth: LIMITS.jsonDepth, values: LIMITS.jsonValues },
): boolean {
  let depth = 0;
  let values = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === 0x5c /* \ */) i += 1;
      else if (code === 0x22 /* " */) inString = false;
      continue;
    }
    if (code === 0x22) {
      inString = true;
      values += 1;
    } else if (code === 0x5b /* [ */ || code === 0x7b /* { */) {
      depth += 1;
      values += 1;
      if (depth > limits.depth) return false;
    } else if (code === 0x5d /* ] */ || code === 0x7d /* } */) {
      depth -= 1;
    } else if (code === 0x2c /* , */) {
      values += 1;
    }
    if (values > limits.values) return false;
  }
  return true;
}

/** `JSON.parse` within the limits, or undefined (too deep, too many values, or not JSON). */
export function parseBoundedJson(text: string): unknown {
  if (!withinJsonLimits(text)) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const isInt = (value: unknown): value is number => Number.isSafeInteger(value);

/** An array of `length` integers, or null. */
export function ints(value: unknown, length: number): number[] | null {
  if (!Array.isArray(value) || value.length !== length || !value.every(isInt)) return null;
  return value as number[];
}
