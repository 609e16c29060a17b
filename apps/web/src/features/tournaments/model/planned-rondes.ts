/** The server's bound on the planned rondes: a day plays 4 to 8, a weekend up to 12 or more. */
export const MAX_PLANNED_RONDES = 20;

export const PLANNED_RONDES_RANGE = `Rondes prévues\u00a0: un nombre entier de 1 à ${MAX_PLANNED_RONDES}, ou rien.`;

export const PLANNED_RONDES_HINT =
  'Le placement évite de refaire jouer ensemble les mêmes adversaires sur ce nombre de rondes.';

/** The planned rondes as typed: null when left empty, false when not a count the server takes. */
export function plannedRondes(text: string): number | null | false {
  if (text.trim() === '') return null;
  const count = Number(text);
  return Number.isInteger(count) && count >= 1 && count <= MAX_PLANNED_RONDES ? count : false;
}
