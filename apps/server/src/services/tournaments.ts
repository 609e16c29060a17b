/** Tournament writes and the ranking (the domain's tournamentRanking over finished games). */
import {
  initialGameState,
  MESSAGES,
  rulesOf,
  sameRules,
  tournamentRanking,
  validateRules,
  validateTournament,
} from '@mj/domain';
import type { PointsByPlayer } from '@mj/domain';
import type { CreateTournamentRequest, RankingResponse } from '@mj/contract';
import { isStorableDate } from '../dates';
import type { GameRow, UserRow } from '../db/schema';
import { isUniqueViolation } from '../db/errors';
import { unprocessable, conflict, notFound } from '../errors';
import { SERVER_MESSAGES } from '../messages';
import type { Repositories, Transaction } from '../repositories';
import type { Tournament } from '../repositories/tournaments';
import { isRankingHiddenFrom, tournamentFor } from './access';
import { finishRunningGames } from './games';
import { cacheOf } from './replay';

export async function createTournament(
  transaction: Transaction,
  user: UserRow,
  input: CreateTournamentRequest,
): Promise<Tournament> {
  const valid = validateTournament({ nom: input.nom, date_debut: input.date_debut, joueurs: input.joueurs });
  if (!valid.ok) throw unprocessable(valid.error);
  const dateDebut = new Date(valid.value.date_debut);
  if (!isStorableDate(dateDebut)) throw unprocessable(MESSAGES.tournamentStartDateRequired);
  const rules = validateRules(input.regles);
  if (!rules.ok) throw unprocessable(rules.error);
  return transaction(async (repos) => {
    const active = await repos.users.activeIds(valid.value.joueurs);
    if (!valid.value.joueurs.every((id) => active.has(id)))
      throw unprocessable(SERVER_MESSAGES.unknownPlayers);
    return repos.tournaments.create({
      nom: valid.value.nom,
      dateDebut,
      // The schema's default has filled it (a type cannot say so).
      classementVisible: input.classement_visible ?? true,
      regles: rules.value.regles,
      adminId: user.id,
      joueurs: valid.value.joueurs,
    });
  });
}

export async function addTournamentPlayer(
  transaction: Transaction,
  user: UserRow,
  tournamentId: string,
  userId: string,
) {
  try {
    return await transaction(async (repos, outbox) => {
      const tournament = await tournamentFor(repos, tournamentId, user, 'admin', true);
      const active = await repos.users.activeIds([userId]);
      if (!active.has(userId)) throw notFound(SERVER_MESSAGES.userNotFound);
      if (tournament.joueurs.includes(userId)) throw conflict(SERVER_MESSAGES.alreadyTournamentPlayer);
      await repos.tournaments.addPlayer(tournament.id, userId);
      outbox.publish({ type: 'tournoi', tournoiId: tournament.id, raison: 'joueurs' });
      return { ...tournament, joueurs: [...tournament.joueurs, userId] };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(SERVER_MESSAGES.alreadyTournamentPlayer);
    throw error;
  }
}

/**
 * PATCH /tournois/{id}/admin: the admin hands the tournament to one of its players, whose account still
 * exists (issue 18: so that an admin can delete their account and leave someone to manage it).
 */
export async function handOverTournament(
  transaction: Transaction,
  user: UserRow,
  tournamentId: string,
  adminId: string,
) {
  return transaction(async (repos) => {
    const tournament = await tournamentFor(repos, tournamentId, user, 'admin', true);
    const active = await repos.users.activeIds([adminId]);
    if (adminId === user.id || !tournament.joueurs.includes(adminId) || !active.has(adminId)) {
      throw unprocessable(SERVER_MESSAGES.newAdminNotPlayer);
    }
    await repos.tournaments.setAdmin(tournament.id, adminId);
    return { ...tournament, adminId };
  });
}

/** Each player's points over the tournament's finished games, hand-by-hand and manual alike. */
export async function rankingOf(repos: Repositories, tournamentId: string): Promise<PointsByPlayer> {
  return rankingOfGames(await repos.games.listForTournament(tournamentId));
}

/** The ranking over games already read (a tournament's, as `listForTournament` gives them). */
export function rankingOfGames(games: readonly GameRow[]): PointsByPlayer {
  return tournamentRanking(
    games.map((game) => ({
      etat: game.etat,
      scores: game.scores,
      riichi_stack: game.riichiStack,
      chombos: game.chombos,
      rules: rulesOf(game.regles),
    })),
  );
}

/**
 * The ranking as a member sees it: hidden (null) from non-admins while masked, finished tournament or
 * not (finishing does not publish it: the admin does, from the results page). `ranking` when already
 * computed (a tournament stream computes it once per event for all its readers).
 */
export async function visibleRanking(
  repos: Repositories,
  user: UserRow,
  tournament: Tournament,
  ranking?: PointsByPlayer,
): Promise<RankingResponse> {
  return {
    classement: isRankingHiddenFrom(tournament, user)
      ? null
      : (ranking ?? (await rankingOf(repos, tournament.id))),
    classement_visible: tournament.classementVisible,
  };
}

/**
 * New rules for a tournament: refused (409) once one of its games has a round or final scores; its games
 * without any yet take the new rules and start again at their start points.
 */
async function changeRules(repos: Repositories, tournament: Tournament, regles: unknown) {
  const valid = validateRules(regles);
  if (!valid.ok) throw unprocessable(valid.error);
  if (sameRules(valid.value.regles, tournament.regles)) return tournament.regles;
  const games = await repos.games.listForTournament(tournament.id, true);
  if (games.some((game) => game.nbTours > 0 || game.manual)) throw conflict(MESSAGES.rulesLocked);
  const rules = rulesOf(valid.value.regles);
  for (const game of games)
    await repos.games.setRules(game.id, valid.value.regles, cacheOf(initialGameState(game.joueurs, rules), []));
  return valid.value.regles;
}

/** The admin edits the name, the start date and (while no game has begun) the rules. */
export async function editTournament(
  transaction: Transaction,
  user: UserRow,
  tournamentId: string,
  input: { nom?: string | undefined; date_debut?: string | undefined; regles?: unknown },
): Promise<Tournament> {
  return transaction(async (repos, outbox) => {
    const tournament = await tournamentFor(repos, tournamentId, user, 'admin', true);
    const valid = validateTournament({
      nom: input.nom ?? tournament.nom,
      date_debut: input.date_debut ?? tournament.dateDebut.toISOString(),
      joueurs: tournament.joueurs,
    });
    if (!valid.ok) throw unprocessable(valid.error);
    const dateDebut = new Date(valid.value.date_debut);
    if (!isStorableDate(dateDebut)) throw unprocessable(MESSAGES.tournamentStartDateRequired);
    const regles = input.regles === undefined ? tournament.regles : await changeRules(repos, tournament, input.regles);
    await repos.tournaments.rename(tournament.id, { nom: valid.value.nom, dateDebut, regles });
    outbox.publish({ type: 'tournoi', tournoiId: tournament.id, raison: 'etat' });
    return { ...tournament, nom: valid.value.nom, dateDebut, regles };
  });
}

/** The tournament (locked, admin only) and one of its players, or 404. */
async function tournamentPlayer(repos: Repositories, user: UserRow, tournamentId: string, userId: string) {
  const tournament = await tournamentFor(repos, tournamentId, user, 'admin', true);
  if (!tournament.joueurs.includes(userId)) throw notFound(SERVER_MESSAGES.notTournamentPlayer);
  return tournament;
}

/** Removes a player who has not played in the tournament yet (the others are marked absent instead). */
export async function removeTournamentPlayer(
  transaction: Transaction,
  user: UserRow,
  tournamentId: string,
  userId: string,
): Promise<void> {
  await transaction(async (repos, outbox) => {
    const tournament = await tournamentPlayer(repos, user, tournamentId, userId);
    const games = await repos.games.listForTournament(tournament.id);
    if (games.some((game) => game.joueurs.includes(userId))) throw conflict(SERVER_MESSAGES.playerHasPlayed);
    await repos.tournaments.removePlayer(tournament.id, userId);
    // The removed player's streams of the tournament close (routes/live.ts reads the players again).
    outbox.publish({ type: 'tournoi', tournoiId: tournament.id, raison: 'joueurs' });
  });
}

/** An absent player is left out of the next rondes by default; their games and points stay. */
export async function setPlayerAbsent(
  transaction: Transaction,
  user: UserRow,
  tournamentId: string,
  userId: string,
  absent: boolean,
): Promise<Tournament> {
  return transaction(async (repos, outbox) => {
    const tournament = await tournamentPlayer(repos, user, tournamentId, userId);
    await repos.tournaments.setAbsent(tournament.id, userId, absent);
    outbox.publish({ type: 'tournoi', tournoiId: tournament.id, raison: 'joueurs' });
    return (await repos.tournaments.find(tournament.id)) as Tournament;
  });
}

export async function deleteTournamentGame(
  transaction: Transaction,
  user: UserRow,
  tournamentId: string,
  gameId: string,
) {
  return transaction(async (repos, outbox) => {
    const tournament = await tournamentFor(repos, tournamentId, user, 'admin', true);
    const game = await repos.games.find(gameId, true);
    if (!game || game.tournamentId !== tournament.id) throw notFound(SERVER_MESSAGES.gameNotFound);
    await repos.games.delete(game.id);
    outbox.publish({ type: 'supprimee', partieId: game.id, tournoiId: game.tournamentId });
    const remaining = await repos.games.listForTournament(tournament.id);
    return { parties: remaining.map((g) => g.id), classement: await rankingOf(repos, tournament.id) };
  });
}

export async function setTournamentState(
  transaction: Transaction,
  user: UserRow,
  tournamentId: string,
  newState: 'en cours' | 'terminé',
  now: Date,
) {
  return transaction(async (repos, outbox) => {
    const tournament = await tournamentFor(repos, tournamentId, user, 'admin', true);
    if (tournament.etat === newState) throw conflict(SERVER_MESSAGES.tournamentAlreadyInState(newState));
    const dateFin = newState === 'terminé' ? now : null;
    if (newState === 'terminé') await finishRunningGames(repos, outbox, tournament.id, now);
    await repos.tournaments.setState(tournament.id, newState, dateFin);
    outbox.publish({ type: 'tournoi', tournoiId: tournament.id, raison: 'etat' });
    return { etat: newState, date_fin: dateFin?.toISOString() ?? null };
  });
}

export async function setRankingVisible(
  transaction: Transaction,
  user: UserRow,
  tournamentId: string,
  visible: boolean,
) {
  return transaction(async (repos, outbox) => {
    const tournament = await tournamentFor(repos, tournamentId, user, 'admin', true);
    await repos.tournaments.setRankingVisible(tournament.id, visible);
    outbox.publish({ type: 'tournoi', tournoiId: tournament.id, raison: 'classement' });
    return { classement_visible: visible };
  });
}
