import { HANDS_PER_WIND, WIND_LABELS } from '../constants';
import type { Wind } from '../types';

/** The board's hand label, `Est - 1` … `Nord - 4`; `Fin de la partie` once the last hand is over. */
export function windLabel(vent: Wind, tourActuel: number): string {
  if (tourActuel > HANDS_PER_WIND) return 'Fin de la partie';
  return `${WIND_LABELS[vent] ?? WIND_LABELS.est} - ${tourActuel}`;
}
