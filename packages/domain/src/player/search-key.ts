/**
 * The form of a text that searches compare: without accents or case, so that « elodie » finds Élodie and
 * « GAETAN » finds Gaëtan. Letters a French keyboard writes as one (œ, æ, ß) are spelled out.
 */
export function searchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Mark}/gu, '')
    .toLocaleLowerCase('fr-FR')
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/ß/g, 'ss');
}
