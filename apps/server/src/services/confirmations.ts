/**
 * Results nobody can slip in alone: a tournament game a player made up (neither a ronde's table nor
 * created by the admin or a referee) counts once the admin or a referee validates it, or once each of
 * its other three players confirms it. Any later change to a validated or confirmed game takes the
 * validation back (journaled, `reopenValidation` in games.ts): it waits for a check again.
 */
import { FINISHED } from '@mj/domain';
import type { UserRow } from '../db/schema';
import { conflict, forbidden, unprocessable } from '../errors';
import { SERVER_MESSAGES } from '../messages';
import type { Transaction } from '../repositories';
import { toGame } from '../wire';
import { gameAccess } from './access';
import { gameChanged } from './games';

/** POST /parties/{id}/confirmation: one of the game's players confirms its result (twice: no change). */
export async function confirmGame(transaction: Transaction, user: UserRow, gameId: string, now: Date) {
  return transaction(async (repos, changes) => {
    const { game } = await gameAccess(repos, gameId, user, true);
    if (!game.joueurs.includes(user.id)) throw forbidden(SERVER_MESSAGES.confirmationNotPlayer);
    if (game.validationReason !== 'joueur') throw unprocessable(SERVER_MESSAGES.confirmationNotNeeded);
    if (game.etat !== FINISHED) throw conflict(SERVER_MESSAGES.validationGameRunning);
    if (game.confirmations.includes(user.id)) return toGame(game);
    const saved = await repos.games.confirm(game.id, user.id);
    await repos.games.journal(game.id, { at: now, userId: user.id, action: 'confirmation' });
    changes.publish(gameChanged(game));
    return toGame(saved);
  });
}
