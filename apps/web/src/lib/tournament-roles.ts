import type { Tournament } from '@mj/api';

/** Who the user is in a tournament: its admin, one of its referees, or either (the staff). */
export const isAdminOf = (tournament: Pick<Tournament, 'admin_id'>, userId: string | undefined): boolean =>
  userId !== undefined && tournament.admin_id === userId;

export const isRefereeOf = (tournament: Pick<Tournament, 'arbitres'>, userId: string | undefined): boolean =>
  userId !== undefined && tournament.arbitres.includes(userId);

/** The admin and the referees: they run the tables (the admin page, with what each may do). */
export const isStaffOf = (
  tournament: Pick<Tournament, 'admin_id' | 'arbitres'>,
  userId: string | undefined,
): boolean => isAdminOf(tournament, userId) || isRefereeOf(tournament, userId);
