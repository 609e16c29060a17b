/**
 * Figures computed from committed rows, kept per database under the version of the rows they were read
 * from: a reader whose version matches takes them instead of reading and computing again. Only the
 * database's own repositories hold one; a transaction's never do (what it reads may yet roll back, and a
 * later write could bring the same version back with other rows).
 */
export interface ReadCache {
  get(id: string, version: string): unknown;
  set(id: string, version: string, value: unknown): void;
}

/** A cache of at most `limit` ids, the least recently used forgotten first. */
export function readCache(limit: number): ReadCache {
  const entries = new Map<string, { version: string; value: unknown }>();
  return {
    get(id, version) {
      const entry = entries.get(id);
      if (entry?.version !== version) return undefined;
      // Map keeps insertion order: taking the entry out and back makes it the most recent.
      entries.delete(id);
      entries.set(id, entry);
      return entry.value;
    },
    set(id, version, value) {
      entries.delete(id);
      entries.set(id, { version, value });
      if (entries.size > limit) entries.delete(entries.keys().next().value as string);
    },
  };
}
