import { FINISHED } from '@mj/domain';
import type { Tournament } from '@mj/api';
import { localMonthKey, monthKeyLabel } from '../../../lib/months';
import { isAdminOf, isRefereeOf, isStaffOf } from '../../../lib/tournament-roles';

export { isAdminOf, isRefereeOf, isStaffOf };

/** The role filter of /mes-tournois: all, the ones I administer, the ones I play in. */
export type RoleFilter = 'all' | 'admin' | 'player';

/** Month filter value for tournaments without a start date. */
export const UNDATED = 'sans-date';
/** Month filter value that keeps every month. */
export const ALL_MONTHS = 'tous';

export const isFinished = (tournament: Pick<Tournament, 'etat'>): boolean => tournament.etat === FINISHED;

/**
 * « Mes tournois » lists the tournaments the user plays in or administers, and those they referee: a
 * referee runs the tables too, and the server lists them.
 */
export const involves = (tournament: Tournament, userId: string): boolean =>
  isStaffOf(tournament, userId) || tournament.joueurs.includes(userId);

/** The user's role on a card of /mes-tournois: the admin's first, then the referee's. */
export function roleOf(tournament: Tournament, userId: string): 'Admin' | 'Arbitre' | 'Joueur' {
  if (isAdminOf(tournament, userId)) return 'Admin';
  return isRefereeOf(tournament, userId) ? 'Arbitre' : 'Joueur';
}

/** `YYYY-MM` of the start date (a bare day as written, an instant in the user's time zone), or UNDATED. */
export function startMonth(tournament: Pick<Tournament, 'date_debut'>, timeZone?: string): string {
  return localMonthKey(tournament.date_debut, timeZone) ?? UNDATED;
}

/** The months present in the list, most recent first, "undated" last. */
export function monthOptions(tournaments: Tournament[]): string[] {
  const months = [...new Set(tournaments.map((tournament) => startMonth(tournament)))];
  const dated = months.filter((month) => month !== UNDATED).sort((a, b) => b.localeCompare(a));
  return months.includes(UNDATED) ? [...dated, UNDATED] : dated;
}

/** "septembre 2025", or "Sans date". */
export function monthLabel(month: string): string {
  return /^\d{4}-\d{2}$/.test(month) ? monthKeyLabel(month) : 'Sans date';
}

export interface TournamentFilters {
  role: RoleFilter;
  month: string;
}

/** The tournaments of `userId` that pass both filters, split into running and finished. */
export function filterTournaments(
  tournaments: Tournament[],
  userId: string,
  { role, month }: TournamentFilters,
): { running: Tournament[]; finished: Tournament[] } {
  const kept = tournaments.filter((tournament) => {
    if (!involves(tournament, userId)) return false;
    const admin = isAdminOf(tournament, userId);
    if (role === 'admin' && !admin) return false;
    // « Joueur »: where the user sits at the tables (a referee who does not play is under « Tous » only).
    if (role === 'player' && (admin || !tournament.joueurs.includes(userId))) return false;
    return month === ALL_MONTHS || startMonth(tournament) === month;
  });
  return { running: kept.filter((t) => !isFinished(t)), finished: kept.filter(isFinished) };
}

/** The players with the admin among them (first when not a player): the lists and who may sit at a ronde. */
export function withAdmin(players: readonly string[], adminId: string): string[] {
  return players.includes(adminId) ? [...players] : [adminId, ...players];
}
