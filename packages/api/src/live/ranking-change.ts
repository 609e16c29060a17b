/**
 * A tournament event's `classement_maj` (docs/api-contract.md, "Live updates"): what changed in the whole
 * ranking since the version its stream sent before. It applies only to that version: a ranking of any
 * other version (a refetch answered in between, an event missed) is read again instead.
 */
import type { RankingChange, RankingResponse } from '@mj/contract';

/** Writes each changed entry; null: the player is no longer in it. */
function applyEntries<T>(target: Record<string, T>, changes: Record<string, T | null>): void {
  for (const [id, value] of Object.entries(changes)) {
    if (value === null) delete target[id];
    else target[id] = value;
  }
}

/**
 * Applies `change` to `ranking` in place (an Immer draft in the cache, or a plain object); returns false,
 * leaving it as it was, when `ranking` is not the version the change starts from.
 */
export function applyRankingChange(ranking: RankingResponse, change: RankingChange): boolean {
  if (ranking.version !== change.de || !ranking.classement) return false;
  applyEntries(ranking.classement, change.classement);
  ranking.rangs ??= {};
  applyEntries(ranking.rangs, change.rangs);
  if (change.phases) ranking.phases = change.phases;
  if (change.equipes) ranking.equipes = change.equipes;
  ranking.version = change.vers;
  return true;
}
