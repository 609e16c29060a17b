import { PLAYER_COUNT } from '../constants';
import { contains, hasDuplicates, isStringArray } from '../result';
import type { UserId } from '../types';

/** The seats of a game: four distinct non-empty ids. */
export const isSeating = (joueurs: unknown): joueurs is UserId[] =>
  isStringArray(joueurs) &&
  joueurs.length === PLAYER_COUNT &&
  !hasDuplicates(joueurs) &&
  !contains(joueurs, '');
