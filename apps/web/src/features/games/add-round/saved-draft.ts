import { useEffect, useState } from 'react';
import { safeStorage } from '../../../lib/storage';
import { emptyDraft, type RoundDraft } from './round-draft';

/** One draft per game on this phone, until it is validated or cleared. */
export const draftKey = (gameId: string) => `mahjong.brouillon.${gameId}`;

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

const isTextRecord = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((item) => typeof item === 'string');

/** A stored value is used only if it has the draft's shape (an older app version may have left another). */
function isRoundDraft(value: unknown): value is RoundDraft {
  if (typeof value !== 'object' || value === null) return false;
  const draft = value as Record<string, unknown>;
  return (
    (draft.type === null || typeof draft.type === 'string') &&
    isStringList(draft.winners) &&
    (draft.loser === null || typeof draft.loser === 'string') &&
    isStringList(draft.tenpai) &&
    typeof draft.nobodyTenpai === 'boolean' &&
    isStringList(draft.riichi) &&
    isTextRecord(draft.han) &&
    isTextRecord(draft.fu)
  );
}

export function readSavedDraft(gameId: string): RoundDraft {
  const stored = safeStorage.getJson<unknown>(draftKey(gameId));
  return isRoundDraft(stored) ? stored : emptyDraft;
}

/**
 * The round being typed, kept in localStorage as it changes: a reload, the phone killing the tab or a
 * back gesture never loses the winners, han and fu already picked. `keep` is false while a past round
 * is being corrected (that form is not the table's next round).
 */
export function useSavedDraft(gameId: string, keep: boolean) {
  const [draft, setDraft] = useState<RoundDraft>(() => readSavedDraft(gameId));
  useEffect(() => {
    if (!keep) return;
    if (JSON.stringify(draft) === JSON.stringify(emptyDraft)) safeStorage.remove(draftKey(gameId));
    else safeStorage.set(draftKey(gameId), JSON.stringify(draft));
  }, [draft, keep, gameId]);
  return [draft, setDraft] as const;
}
