/**
 * A whole ranking's version and what changed between two of them (docs/api-contract.md, "Live updates"):
 * a tournament's live event carries the changed lines rather than the whole ranking, which at 256 players
 * is some 30 KB per event and per page.
 */
import { hash } from 'node:crypto';
import type { RankingChange, RankingResponse } from '@mj/contract';
import { canonicalJson } from '../canonical-json';

/** A short digest of the ranking's content (its `version` left out), whatever the order of its keys. */
export function rankingVersion(ranking: RankingResponse): string {
  const { version: _version, ...content } = ranking;
  return hash('sha1', canonicalJson(content), 'base64url').slice(0, 16);
}

/** The ranking with its version. */
export const withVersion = (ranking: RankingResponse): RankingResponse => ({
  ...ranking,
  version: rankingVersion(ranking),
});

/** The entries of `to` that differ from `from`'s, and null for those it no longer has. */
function changedEntries<T>(
  from: Record<string, T> | null | undefined,
  to: Record<string, T> | null | undefined,
): Record<string, T | null> {
  const changed: Record<string, T | null> = {};
  for (const [id, value] of Object.entries(to ?? {})) if (from?.[id] !== value) changed[id] = value;
  for (const id of Object.keys(from ?? {})) if (!to || !(id in to)) changed[id] = null;
  return changed;
}

/**
 * What turns `from` into `to` (both whole rankings with their versions), or undefined when a delta cannot
 * say it (the visibility changed, or stages or teams appeared or went): the whole ranking is sent then.
 */
export function rankingChange(from: RankingResponse, to: RankingResponse): RankingChange | undefined {
  if (
    !from.version ||
    !to.version ||
    from.classement_visible !== to.classement_visible ||
    (from.phases === undefined) !== (to.phases === undefined) ||
    (from.equipes === undefined) !== (to.equipes === undefined) ||
    !to.classement ||
    !from.classement
  )
    return undefined;
  const change: RankingChange = {
    de: from.version,
    vers: to.version,
    classement: changedEntries(from.classement, to.classement),
    rangs: changedEntries(from.rangs, to.rangs),
  };
  if (to.phases && canonicalJson(to.phases) !== canonicalJson(from.phases)) change.phases = to.phases;
  if (to.equipes && canonicalJson(to.equipes) !== canonicalJson(from.equipes)) change.equipes = to.equipes;
  return change;
}
