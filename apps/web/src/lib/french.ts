/**
 * French elision before a name: « Statistiques d’Élodie », « Tsumo d’Anaïs », but « de Bruno ». A name
 * starting with a vowel (accented or not) elides « de »; one starting with h does not (an h aspiré, as in
 * « de Hugo », is as common in names as a mute one), nor one starting with anything else.
 */
const VOWEL_START = /^[aeiouyàâäéèêëîïôöùûüœæ]/iu;

/** « de » before `name`, elided when French elides it: `d’Élodie`, `de Bruno`. */
export function ofName(name: string): string {
  return VOWEL_START.test(name) ? `d’${name}` : `de ${name}`;
}
