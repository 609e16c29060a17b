import { MIN_TOURNAMENT_NAME_LENGTH, MIN_TOURNAMENT_PLAYERS } from '../constants';
import { MESSAGES } from '../messages';
import { fail, isStringArray, ok } from '../result';
import type { Result, UserId } from '../types';

export interface TournamentInput {
  nom: unknown;
  date_debut: unknown;
  joueurs: unknown;
  /** Registration opens by link at creation: the players may come that way, none is needed up front. */
  inscriptions?: boolean;
}

export interface ValidTournament {
  nom: string;
  date_debut: string;
  joueurs: UserId[];
}

/** `YYYY-MM-DD`, optionally followed by an ISO time, naming a real day. */
const isIsoDate = (value: string): boolean =>
  /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/.test(value) && !Number.isNaN(Date.parse(value));

/**
 * Tournament creation: name trimmed ≥ 2 characters, a start date, ≥ 4 distinct players
 * (any number, none included, when registration opens by link at creation).
 */
export function validateTournament({
  nom,
  date_debut,
  joueurs,
  inscriptions,
}: TournamentInput): Result<ValidTournament> {
  const name = typeof nom === 'string' ? nom.trim() : '';
  if (name.length < MIN_TOURNAMENT_NAME_LENGTH) return fail(MESSAGES.tournamentNameTooShort);
  if (typeof date_debut !== 'string' || !isIsoDate(date_debut.trim()))
    return fail(MESSAGES.tournamentStartDateRequired);
  const players = isStringArray(joueurs) ? [...new Set(joueurs.filter((id) => id !== ''))] : [];
  if (!inscriptions && players.length < MIN_TOURNAMENT_PLAYERS) return fail(MESSAGES.tournamentPlayersTooFew);
  return ok({ nom: name, date_debut: date_debut.trim(), joueurs: players });
}
