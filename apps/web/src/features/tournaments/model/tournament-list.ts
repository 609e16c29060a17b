import type { Tournament } from '@mj/api';

/** The role filter of /mes-tournois (spec section 2): all, the ones I administer, the ones I play in. */
export type RoleFilter = 'all' | 'admin' | 'player';

/** Month filter value for tournaments without a start date. */
export const UNDATED = 'sans-date';
/** Month filter value that keeps every month. */
export const ALL_MONTHS = 'tous';

export const isFinished = (tournament: Pick<Tournament, 'etat'>): boolean => tournament.etat === 'terminé';

export const isAdminOf = (tournament: Pick<Tournament, 'admin_id'>, userId: string | undefined): boolean =>
  userId !== undefined && tournament.admin_id === userId;

/** Spec section 6: "My tournaments lists only those where the user is player or admin." */
export const involves = (tournament: Tournament, userId: string): boolean =>
  isAdminOf(tournament, userId) || tournament.joueurs.includes(userId);

/** `YYYY-MM` of the start date as written on the wire (no time-zone shift), or UNDATED. */
export function startMonth(tournament: Pick<Tournament, 'date_debut'>): string {
  const match = /^(\d{4})-(\d{2})/.exec(tournament.date_debut ?? '');
  return match ? `${match[1]}-${match[2]}` : UNDATED;
}

/** The months present in the list, most recent first, "undated" last. */
export function monthOptions(tournaments: Tournament[]): string[] {
  const months = [...new Set(tournaments.map(startMonth))];
  const dated = months.filter((month) => month !== UNDATED).sort((a, b) => b.localeCompare(a));
  return months.includes(UNDATED) ? [...dated, UNDATED] : dated;
}

const monthFormat = new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "septembre 2025", or "Sans date". */
export function monthLabel(month: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) return 'Sans date';
  return monthFormat.format(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1));
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
    if (role === 'player' && admin) return false;
    return month === ALL_MONTHS || startMonth(tournament) === month;
  });
  return { running: kept.filter((t) => !isFinished(t)), finished: kept.filter(isFinished) };
}
