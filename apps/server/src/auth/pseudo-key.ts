/**
 * When two pseudos are the same name to the eye. The key is the Unicode confusable skeleton (UTS #39,
 * section 4: decompose, map each character to its prototype from Unicode's confusables.txt, decompose
 * again) as the `unhomoglyph` package computes it, made stricter for a list of players:
 * - case is ignored (« ALICE » is « alice »), before and after the mapping;
 * - combining marks are dropped, so that a mark added at the end, or one that barely shows (a dot below),
 *   makes no new name; « Élodie » and « Elodie » are then one name too, which a club wants as well;
 * - every run of spaces (any Unicode space, the Braille blank) is one space, and characters that show
 *   nothing (Hangul fillers, joiners, variation selectors) are dropped;
 * - compatibility forms are their plain letters first (NFKC: full-width « ＡＬＩＣＥ », ligatures);
 * - « i » and « l » are one letter: the skeleton maps a capital I to « l », case folding maps it to « i »,
 *   and a list of players shows « …iI » and « …il » alike.
 * Pseudos are unique by this key (column `pseudo_key`), the login throttle counts by it, and the reserved
 * prefix « Joueur anonyme » is recognised by it in any spelling.
 */
import { ANONYMOUS_PSEUDO_PREFIX } from '@mj/domain';
import unhomoglyph from 'unhomoglyph';

const MARKS = /\p{M}/gu;
const NOTHING_SHOWN = /\p{Default_Ignorable_Code_Point}/gu;
const BLANKS = /[\s\p{Zs}\u2800]+/gu;

const folded = (text: string) => text.normalize('NFD').toLowerCase().replace(MARKS, '');

export function pseudoKey(pseudo: string): string {
  let text = folded(pseudo.normalize('NFKC').replace(NOTHING_SHOWN, ''));
  // Twice: lower-casing a prototype can give a letter that has a prototype of its own.
  for (let round = 0; round < 2; round += 1) text = folded(unhomoglyph(text));
  return text.replace(/i/g, 'l').replace(BLANKS, ' ').trim();
}

const RESERVED = pseudoKey(ANONYMOUS_PSEUDO_PREFIX).replace(/ /g, '');

/** Starts with « Joueur anonyme » however it is spelled (look-alike letters, spaces or none, marks). */
export function isReservedPseudo(pseudo: string): boolean {
  return pseudoKey(pseudo).replace(/ /g, '').startsWith(RESERVED);
}
