/**
 * Officiating a tournament: its referees (named by the admin) and its penalties (given by the admin or a
 * referee). Chombos are penalties too, counted by their game: the list shows them beside the others.
 */
import { FINISHED } from '@mj/domain';
import type { CreatePenaltyRequest, Penalty } from '@mj/contract';
import type { UserRow } from '../db/schema';
import { conflict, notFound, unprocessable } from '../errors';
import { SERVER_MESSAGES } from '../messages';
import type { Repositories, Transaction } from '../repositories';
import type { Tournament } from '../repositories/tournaments';
import { isRankingHiddenFrom, tournamentFor } from './access';
import { givenPenalty, standingOf } from './standings';

/** PUT /tournois/{id}/arbitres/{userId}: naming a referee twice changes nothing. */
export async function addReferee(
  transaction: Transaction,
  user: UserRow,
  tournamentId: string,
  userId: string,
): Promise<void> {
  await transaction(async (repos, changes) => {
    const tournament = await tournamentFor(repos, tournamentId, user, 'admin', true);
    if (!(await repos.users.activeIds([userId])).has(userId)) throw notFound(SERVER_MESSAGES.userNotFound);
    if (userId === tournament.adminId) throw unprocessable(SERVER_MESSAGES.refereeIsAdmin);
    await repos.tournaments.addReferee(tournament.id, userId);
    changes.publish({ type: 'tournoi', tournamentId: tournament.id, raison: 'joueurs' });
  });
}

/** DELETE /tournois/{id}/arbitres/{userId}: the referee's rights and streams end at once. */
export async function removeReferee(
  transaction: Transaction,
  user: UserRow,
  tournamentId: string,
  userId: string,
): Promise<void> {
  await transaction(async (repos, changes) => {
    const tournament = await tournamentFor(repos, tournamentId, user, 'admin', true);
    if (!tournament.arbitres.includes(userId)) throw notFound(SERVER_MESSAGES.notReferee);
    await repos.tournaments.removeReferee(tournament.id, userId);
    // Every process re-reads the tournament and closes the streams its reader no longer may follow.
    changes.publish({ type: 'tournoi', tournamentId: tournament.id, raison: 'joueurs' });
  });
}

/** A finished tournament's results hold until its admin reopens it. */
function assertRunning(tournament: Tournament): void {
  if (tournament.etat === FINISHED) throw conflict(SERVER_MESSAGES.tournamentFinishedNoPenalty);
}

export const MOTIF_LENGTH = { min: 2, max: 200 } as const;
/** The largest penalty taken at once, in ranking points (a typo of 100 000 is refused). */
const MAX_PENALTY = 1000;

/**
 * Ranking points (one decimal, negative) to tenths, or undefined when they are not: −0,00000001 is no
 * penalty of −0,0 but a refusal (at least one tenth, and nothing beyond the tenth but float noise).
 */
function penaltyTenths(points: number): number | undefined {
  const tenths = Math.round(points * 10);
  if (tenths > -1 || points < -MAX_PENALTY || Math.abs(points * 10 - tenths) > 1e-9) return undefined;
  return tenths;
}

/** Control and format characters (bidi overrides and isolates, zero-width ones): a reason shows as typed. */
const HIDDEN_CHARACTERS = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}]/u;

export async function createPenalty(
  transaction: Transaction,
  user: UserRow,
  tournamentId: string,
  input: CreatePenaltyRequest,
  now: Date,
): Promise<Penalty> {
  const tenths = penaltyTenths(input.points);
  if (tenths === undefined) throw unprocessable(SERVER_MESSAGES.penaltyPointsNegative);
  const motif = input.motif.normalize('NFC').trim();
  if (motif.length < MOTIF_LENGTH.min || motif.length > MOTIF_LENGTH.max)
    throw unprocessable(SERVER_MESSAGES.penaltyMotifLength);
  if (HIDDEN_CHARACTERS.test(motif)) throw unprocessable(SERVER_MESSAGES.penaltyMotifInvisible);
  return transaction(async (repos, changes) => {
    const tournament = await tournamentFor(repos, tournamentId, user, 'staff', true);
    assertRunning(tournament);
    if (!tournament.joueurs.includes(input.joueur)) throw unprocessable(SERVER_MESSAGES.notTournamentPlayer);
    const gameId = input.partie_id || null;
    if (gameId) {
      const game = await repos.games.find(gameId);
      if (game?.tournamentId !== tournament.id || !game.joueurs.includes(input.joueur))
        throw unprocessable(SERVER_MESSAGES.penaltyGameNotInTournament);
    }
    const row = await repos.penalties.insert({
      tournamentId: tournament.id,
      userId: input.joueur,
      tenths,
      motif,
      gameId,
      authorId: user.id,
      createdAt: now,
    });
    changes.publish({ type: 'tournoi', tournamentId: tournament.id, raison: 'classement' });
    return givenPenalty(row);
  });
}

/**
 * The tournament's penalties, removed ones included, and the chombos of its counted games at what their
 * rules take after uma, oldest first (the standing's list). While the ranking is hidden from the reader,
 * only their own: others' penalties would tell the standings.
 */
export async function listPenalties(
  repos: Repositories,
  user: UserRow,
  tournamentId: string,
): Promise<Penalty[]> {
  const tournament = await tournamentFor(repos, tournamentId, user, 'member');
  const all = (await standingOf(repos, tournament)).penalties;
  return isRankingHiddenFrom(tournament, user) ? all.filter((penalty) => penalty.joueur === user.id) : all;
}

/** Removes a penalty: it stops counting, its row keeps who gave it and who removed it. */
export async function removePenalty(
  transaction: Transaction,
  user: UserRow,
  tournamentId: string,
  penaltyId: string,
  now: Date,
): Promise<void> {
  await transaction(async (repos, changes) => {
    const tournament = await tournamentFor(repos, tournamentId, user, 'staff', true);
    assertRunning(tournament);
    if (!(await repos.penalties.remove(tournament.id, penaltyId, user.id, now)))
      throw notFound(SERVER_MESSAGES.penaltyNotFound);
    changes.publish({ type: 'tournoi', tournamentId: tournament.id, raison: 'classement' });
  });
}
