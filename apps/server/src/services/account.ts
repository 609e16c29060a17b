/** GET /users/me/export: everything the server keeps about the caller, as JSON (GDPR art. 15 and 20). */
import type { UserRow } from '../db/schema';
import type { Repositories } from '../plugins/database';
import { toGame, toTournament, toUser } from '../wire';
import { replayStored } from './replay';

export async function exportAccount(repos: Repositories, user: UserRow, now: Date) {
  const games = await repos.games.listForUser(user.id);
  const roundsByGame = await repos.games.roundsOf(games.map((game) => game.id));
  const tournaments = await repos.tournaments.listForUser(user.id);
  return {
    exporte_le: now.toISOString(),
    compte: { ...toUser(user, true), cree_le: user.createdAt.toISOString() },
    parties: games.map((game) => ({
      ...toGame(game),
      tours: replayStored(game, roundsByGame.get(game.id) ?? []).history,
    })),
    tournois: tournaments.map(toTournament),
  };
}
