/**
 * A tournament game's sheet: final scores entered for a table kept on paper, the referee's signature
 * (validation), and the validation a later change takes back. Each write runs in one transaction with the
 * game row locked.
 */
import { FINISHED, MESSAGES, rulesOf, validateFinalScores } from '@mj/domain';
import type { GameRow, UserRow } from '../db/schema';
import { unprocessable, conflict, forbidden } from '../errors';
import { SERVER_MESSAGES } from '../messages';
import type { Repositories, Transaction } from '../repositories';
import { confirmedByPlayers, toGame } from '../wire';
import { gameAccess } from './access';
import { gameChanged, validationRequiredFor } from './games';

/**
 * A finished game is about to change: a validation or confirmations it had no longer vouch for it (the
 * game row is locked by the caller).
 */
export async function reopenValidation(
  repos: Repositories,
  game: GameRow,
  by: { userId: string; now: Date },
): Promise<void> {
  if (game.validatedAt === null && game.confirmations.length === 0) return;
  await repos.games.clearValidation(game.id);
  await repos.games.journal(game.id, {
    at: by.now,
    userId: by.userId,
    action: 'revalidation',
    before: {
      validee_par: game.validatedBy,
      confirmations: game.confirmations,
      confirmee: confirmedByPlayers(game),
    },
  });
}

/**
 * PUT /parties/{id}/scores-finaux: a table kept on paper (a ronde's game with no round) takes the final
 * scores its players wrote down, with the final-score page's checks, and is finished with them. Entered
 * by a plain player, they count once an admin or referee has validated them.
 */
export async function enterFinalScores(
  transaction: Transaction,
  user: UserRow,
  gameId: string,
  input: { scores: unknown; now: Date },
) {
  return transaction(async (repos, changes) => {
    const { game, tournament, staff } = await gameAccess(repos, gameId, user, true);
    if (game.etat === FINISHED) throw conflict(SERVER_MESSAGES.gameFinished);
    if (game.nbTours > 0) throw conflict(SERVER_MESSAGES.tableHasRounds);
    // The game's own rules: an M-League table sums to 4 × 25 000, not the classic 4 × 30 000.
    const valid = validateFinalScores({ joueurs: game.joueurs, scores: input.scores }, rulesOf(game.regles));
    if (!valid.ok) throw unprocessable(valid.error);
    const { scores } = valid.value;
    if (!Object.values(scores).every((score) => Number.isInteger(score))) {
      throw unprocessable(MESSAGES.finalScoresNumeric);
    }
    const validationReason = game.validationReason ?? (tournament && !staff ? 'scores' : null);
    const saved = await repos.games.finishWithScores(game.id, scores, {
      dateFin: input.now,
      validationReason,
      validationRequired: tournament !== undefined && validationRequiredFor(tournament, validationReason),
    });
    await repos.games.journal(game.id, {
      at: input.now,
      userId: user.id,
      action: 'scores_finaux',
      after: scores,
    });
    changes.publish(gameChanged(game));
    return toGame(saved);
  });
}

/**
 * POST /parties/{id}/validation: an admin or referee signs a finished game's sheet. The game row is
 * locked: two referees at once record one validation, the second one reads it and changes nothing.
 */
export async function validateSheet(transaction: Transaction, user: UserRow, gameId: string, now: Date) {
  return transaction(async (repos, changes) => {
    const { game, tournament, staff } = await gameAccess(repos, gameId, user, true);
    if (!tournament) throw unprocessable(SERVER_MESSAGES.validationOutsideTournament);
    if (!staff) throw forbidden(SERVER_MESSAGES.notValidator);
    if (game.etat !== FINISHED) throw conflict(SERVER_MESSAGES.validationGameRunning);
    if (game.validatedAt !== null) return toGame(game);
    const saved = await repos.games.validate(game.id, user.id, now);
    await repos.games.journal(game.id, { at: now, userId: user.id, action: 'validation' });
    changes.publish(gameChanged(game));
    return toGame(saved);
  });
}
