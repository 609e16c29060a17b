/**
 * JSON with sorted keys: the same value written in another key order gives the same text (a round's
 * request, a ranking's version). Written as loops: it runs on every post; its output is the one stored
 * idempotency keys were hashed from, so it must not change.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  let out: string;
  if (Array.isArray(value)) {
    out = '[';
    for (let i = 0; i < value.length; i += 1) out += (i ? ',' : '') + canonicalJson(value[i]);
    return `${out}]`;
  }
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record).sort();
  out = '{';
  for (let i = 0; i < keys.length; i += 1) {
    const key = keys[i]!;
    out += `${i ? ',' : ''}${JSON.stringify(key)}:${canonicalJson(record[key])}`;
  }
  return `${out}}`;
}
