import type { HistoryEntryWire } from '@mj/api';
import { describeRound } from '../components/describe-round';

/**
 * The state of the game an entry was prepared against: the board's round count (the server's rounds and
 * this phone's waiting ones) and a mark of each server round's last change (a correction changes it).
 */
export interface Prepared {
  count: number;
  /** `undefined` while the server's rounds were not read yet. */
  marks: readonly string[] | undefined;
}

const mark = (entry: HistoryEntryWire) => `${entry.index}:${entry.modifie_le ?? ''}`;

export const preparedOf = (count: number, entries: readonly HistoryEntryWire[] | undefined): Prepared => ({
  count,
  marks: entries?.map(mark),
});

/**
 * Whether the game moved on since `prepared`: a round added or taken away (the count), or a round the
 * entry was prepared on corrected or deleted since. A round past the old marks but within the old count is
 * one of this phone's waiting rounds that reached the server: not a move.
 */
export function hasMovedOn(prepared: Prepared, now: Prepared): boolean {
  if (now.count !== prepared.count) return true;
  if (!prepared.marks || !now.marks) return false;
  return prepared.marks.some((before, at) => now.marks?.[at] !== before);
}

/**
 * What the game recorded since, in words, one line each: « Noé a enregistré : Ron de Zoé (3 han 30 fu)
 * sur Noé », « Noé a corrigé le tour 2 : … ».
 */
export function whatChanged(
  prepared: Prepared,
  entries: readonly HistoryEntryWire[],
  pseudoOf: (id: string) => string,
): string[] {
  const who = (id: string | null) => (id ? pseudoOf(id) : 'Un autre téléphone');
  const lines: string[] = [];
  for (const entry of entries) {
    const before = prepared.marks?.[entry.index];
    if (entry.index >= prepared.count) {
      lines.push(`${who(entry.auteur_id)} a enregistré : ${describeRound(entry.tour, pseudoOf)}`);
    } else if (before !== undefined && before !== mark(entry)) {
      lines.push(
        `${who(entry.modifie_par)} a corrigé le tour ${entry.index + 1} : ${describeRound(entry.tour, pseudoOf)}`,
      );
    }
  }
  if (lines.length === 0 && entries.length < (prepared.marks?.length ?? 0)) {
    lines.push('Un tour a été annulé ou supprimé.');
  }
  return lines;
}
