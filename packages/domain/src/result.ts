/** Small helpers to build `Result` values and to read untrusted JSON without throwing. */
import type { Result } from './types';

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });
export const fail = (error: string): { ok: false; error: string } => ({ ok: false, error });

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

export const hasDuplicates = (items: readonly unknown[]): boolean => new Set(items).size !== items.length;

/** Own property of a record (safe with ids such as `__proto__`). */
export const own = (record: Record<string, unknown>, key: string): unknown =>
  Object.hasOwn(record, key) ? record[key] : undefined;

/** A map from each id to a value, built with own properties only. */
export const byPlayer = <T>(ids: readonly string[], value: (id: string) => T): Record<string, T> =>
  Object.fromEntries(ids.map((id) => [id, value(id)]));
