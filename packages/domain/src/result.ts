/** Small helpers to build `Result` values and to read untrusted JSON without throwing. */
import type { Result } from './types';

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });
export const fail = (error: string): { ok: false; error: string } => ({ ok: false, error });

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An array of strings only (a loop rather than `every`: it checks every list of every round). */
export function isStringArray(value: unknown): value is string[] {
  if (!Array.isArray(value)) return false;
  for (const item of value) if (typeof item !== 'string') return false;
  return true;
}

/**
 * Where `item` is in `list` (strings: ids, winds, round types), -1 if absent: `indexOf` as a plain loop.
 * The lists hold a handful of items, and the optimiser calls a builtin for `indexOf` and `includes`
 * where it inlines the loop; the settlement asks this a dozen times per round.
 */
export function indexIn(list: readonly string[], item: unknown): number {
  for (let i = 0; i < list.length; i += 1) if (list[i] === item) return i;
  return -1;
}

/** Whether `list` holds `item`: `includes` as a plain loop (see indexIn). */
export const contains = (list: readonly string[], item: unknown): boolean => indexIn(list, item) >= 0;

/** Lists here hold at most a handful of ids: a double loop beats building a Set. */
export function hasDuplicates(items: readonly unknown[]): boolean {
  for (let i = 1; i < items.length; i += 1) {
    for (let j = 0; j < i; j += 1) if (items[i] === items[j]) return true;
  }
  return false;
}

/** Own property of a record (safe with ids such as `__proto__`). */
export const own = (record: Record<string, unknown>, key: string): unknown =>
  Object.hasOwn(record, key) ? record[key] : undefined;

/** Sets an own property, `__proto__` included (a plain assignment would change the prototype instead). */
export function setOwn<T>(map: Record<string, T>, id: string, value: T): void {
  if (id === '__proto__')
    Object.defineProperty(map, id, { value, enumerable: true, writable: true, configurable: true });
  else map[id] = value;
}

/** A map from each id to a value, built with own properties only. */
export function byPlayer<T>(ids: readonly string[], value: (id: string) => T): Record<string, T> {
  const map: Record<string, T> = {};
  for (const id of ids) setOwn(map, id, value(id));
  return map;
}
