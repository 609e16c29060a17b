import { type Game } from '@mj/api';
import { useGetTournamentQuery } from '@mj/api/tournaments';
import { FINISHED } from '@mj/domain';
import { useCurrentUser } from '../../session/use-current-user';
import { isStaffOf } from '../../lib/tournament-roles';

/**
 * Whether the signed-in user may correct or delete a past round of `game`: while it runs, anyone who may
 * add a round; once finished, only its tournament's admin and referees or, outside a tournament, its creator
 * (docs/api-contract.md "Correcting a past round"; the server refuses the others with a 403).
 */
export function useMayCorrect(game: Game | undefined): boolean {
  const user = useCurrentUser();
  const finished = game?.etat === FINISHED;
  const tournamentId = game?.tournois_id ?? null;
  const tournament = useGetTournamentQuery(tournamentId ?? '', { skip: !finished || tournamentId === null });
  if (!game || !user) return false;
  if (!finished) return true;
  if (tournamentId === null) return game.createur_id === user.user_id;
  return tournament.data !== undefined && isStaffOf(tournament.data, user.user_id);
}
